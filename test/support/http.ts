/** Talking to the chat Worker over HTTP, as a client would (through `SELF`). */
import { env, SELF } from "cloudflare:test";
import { DEMO_OTP } from "./members";

export const BASE = "https://toolgate.test";

export async function call(
  path: string,
  init: { method?: string; body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<Response> {
  const headers = new Headers(init.headers);
  if (init.body !== undefined) headers.set("content-type", "application/json");
  if (init.token) headers.set("authorization", `Bearer ${init.token}`);
  return SELF.fetch(`${BASE}${path}`, {
    method: init.method ?? (init.body === undefined ? "GET" : "POST"),
    headers,
    body: init.body === undefined ? undefined : typeof init.body === "string" ? init.body : JSON.stringify(init.body),
  });
}

/** A guest session, as a caller with no credential gets one: where a call needs a conversation. */
export async function guestToken(): Promise<string> {
  const response = await call("/v1/tools/search_policy_knowledge/run", { body: { args: { query: "waiting period" } } });
  const token = response.headers.get("x-session-token");
  if (!token) throw new Error("no guest session was issued");
  return token;
}

/** Signs in over /auth/otp/*, upgrading the given guest session if any. */
export async function signInOverHttp(mobile: string, guest?: string): Promise<string> {
  const started = await call("/auth/otp/start", { body: { mobile }, token: guest });
  const { challengeId } = (await started.json()) as { challengeId: string };
  const verified = await call("/auth/otp/verify", { body: { challengeId, otp: DEMO_OTP }, token: guest });
  if (verified.status !== 200) throw new Error(`sign-in failed: ${verified.status}`);
  return ((await verified.json()) as { sessionToken: string }).sessionToken;
}

/** The bootstrap secret: it only issues staff sessions (POST /admin/v1/sessions). */
export const adminHeaders = () => ({ authorization: `Bearer ${env.ADMIN_TOKEN}` });

/** A staff session issued with the bootstrap secret: what every other admin route takes. */
export async function staffToken(role: "admin" | "agent" = "admin"): Promise<string> {
  const response = await call("/admin/v1/sessions", { body: { role }, headers: adminHeaders() });
  if (response.status !== 200) throw new Error(`no staff session was issued: ${response.status}`);
  return ((await response.json()) as { sessionToken: string }).sessionToken;
}

/** Headers of an administrator's staff session, for /admin/v1 routes other than session issuance. */
export const staffHeaders = async () => ({ authorization: `Bearer ${await staffToken("admin")}` });

/** A conversation's audit rows as an administrator reads them (`GET /admin/v1/audit`). */
export async function adminAuditRows(conversationId: string | null): Promise<Record<string, unknown>[]> {
  const response = await call(`/admin/v1/audit?conversationId=${conversationId}`, { headers: await staffHeaders() });
  if (response.status !== 200) throw new Error(`the audit route answered ${response.status}`);
  return ((await response.json()) as { rows: Record<string, unknown>[] }).rows;
}
