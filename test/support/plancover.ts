// Helpers for talking to the PlanCover stand-in (the auxiliary Worker `toolgate-plancover`) from tests.
import { env } from "cloudflare:test";

/** The key vitest.config.ts gives the stand-in (TEST_SECRETS.PLANCOVER_SIGNING_KEY), to sign tokens in tests. */
export const TEST_SIGNING_KEY = "test-only-plancover-signing-key";

export const ASHA = { mobile: "9000000001", memberId: "MBR-1001" } as const;
export const RAVI = { mobile: "9000000002", memberId: "MBR-2001" } as const;
export const MEERA = { mobile: "9000000003", memberId: "MBR-3001" } as const;

type CallOptions = { token?: string; method?: string; body?: unknown; signal?: AbortSignal };

export function call(path: string, options: CallOptions = {}): Promise<Response> {
  const headers = new Headers({ accept: "application/json" });
  if (options.token) headers.set("authorization", `Bearer ${options.token}`);
  if (options.body !== undefined) headers.set("content-type", "application/json");
  return env.PLANCOVER.fetch(`https://plancover${path}`, {
    method: options.method ?? (options.body === undefined ? "GET" : "POST"),
    headers,
    body:
      options.body === undefined
        ? undefined
        : typeof options.body === "string"
          ? options.body
          : JSON.stringify(options.body),
    signal: options.signal,
  });
}

export async function startChallenge(mobile: string): Promise<string> {
  const response = await call("/auth/otp/start", { body: { mobile } });
  const { challengeId } = await response.json<{ challengeId: string }>();
  return challengeId;
}

/** Signs a member in with the simulator's OTP and returns the access token. */
export async function signIn(mobile: string): Promise<string> {
  const challengeId = await startChallenge(mobile);
  const response = await call("/auth/otp/verify", { body: { challengeId, otp: "123456" } });
  if (response.status !== 200) throw new Error(`sign-in of ${mobile} answered ${response.status}`);
  const { accessToken } = await response.json<{ accessToken: string }>();
  return accessToken;
}

export async function getJson<T>(path: string, token: string): Promise<T> {
  const response = await call(path, { token });
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  return response.json<T>();
}

export async function setFault(fault: Record<string, unknown>): Promise<void> {
  const response = await call("/__faults", { body: fault });
  if (response.status !== 201) throw new Error(`setting a fault answered ${response.status}`);
}

export async function clearFaults(): Promise<void> {
  const response = await call("/__faults", { method: "DELETE" });
  if (!response.ok) throw new Error(`clearing faults answered ${response.status}`);
}

export type LedgerEntry = { seq: number; method: string; path: string; memberId: string | null };

export async function ledger(after = 0): Promise<{ last: number; requests: LedgerEntry[] }> {
  const response = await call(`/__requests?after=${after}`);
  return response.json<{ last: number; requests: LedgerEntry[] }>();
}

export const nowSeconds = (): number => Math.floor(Date.now() / 1000);
