/**
 * HTTP helpers for B4 and B5 (loopback only): signing a demo member in, to the system and to the
 * baseline's stand-in, and one bounded autocannon load that counts which answers were the success
 * it expected (a 200 carrying a refused outcome is not a success).
 */
import autocannon from "autocannon";
import { DEMO_MEMBERS, DEMO_OTP } from "../../workers/plancover/data/members";

/** Demo members of the stand-in (stable, see the README), from its own records. */
export const ASHA = { mobile: DEMO_MEMBERS.asha.mobile, portals: DEMO_MEMBERS.asha.portalRefs } as const;
export const RAVI = { mobile: DEMO_MEMBERS.ravi.mobile, portals: DEMO_MEMBERS.ravi.portalRefs } as const;

export async function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<unknown> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${new URL(url).pathname}: ${response.status} ${await response.text()}`);
  return response.json();
}

function field(value: unknown, name: string): string {
  const found = typeof value === "object" && value !== null ? (value as Record<string, unknown>)[name] : undefined;
  if (typeof found !== "string") throw new Error(`expected a string "${name}" in ${JSON.stringify(value)}`);
  return found;
}

/** A session token of the system, through its own OTP sign-in (`/auth/*`). */
export async function systemSession(system: string, mobile: string): Promise<string> {
  const challengeId = field(await postJson(`${system}/auth/otp/start`, { mobile }), "challengeId");
  return field(await postJson(`${system}/auth/otp/verify`, { challengeId, otp: DEMO_OTP }), "sessionToken");
}

/** A stand-in access token, from the baseline's stand-in, for the reads the floor makes itself. */
export async function standInToken(baseline: string, mobile: string): Promise<string> {
  const start = await postJson(`${baseline}/plancover/auth/otp/start`, { mobile });
  const verified = await postJson(`${baseline}/plancover/auth/otp/verify`, {
    challengeId: field(start, "challengeId"),
    otp: DEMO_OTP,
  });
  return field(verified, "accessToken");
}

export interface LoadTarget {
  readonly name: string;
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
  /** Whether one answer is the success this target promises. */
  isSuccess(status: number, body: string): boolean;
}

export interface LoadResult {
  readonly rps: number;
  readonly requests: number;
  /** Answers that were not the expected success. */
  readonly failures: number;
  /** Connection errors and timeouts: the server did not answer at all. */
  readonly errors: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  /** The first few answers that were not the expected success: status and the start of the body. */
  readonly unexpected: readonly string[];
}

export const LOAD_CONNECTIONS = 8;

/** POSTs to one target for `seconds` with LOAD_CONNECTIONS connections; every answer is checked. */
export async function load(target: LoadTarget, seconds: number): Promise<LoadResult> {
  let failures = 0;
  const unexpected: string[] = [];
  const result = await autocannon({
    url: target.url,
    connections: LOAD_CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method: "POST",
        headers: { "content-type": "application/json", ...target.headers },
        body: target.body,
        onResponse: (status, body) => {
          if (target.isSuccess(status, body)) return;
          failures++;
          if (unexpected.length < 3) unexpected.push(`${status} ${body.slice(0, 300)}`);
        },
      },
    ],
  });
  const requests = result.requests.total;
  return {
    rps: requests / result.duration,
    requests,
    failures,
    errors: result.errors + result.timeouts,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    unexpected,
  };
}
