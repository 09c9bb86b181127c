import { createExecutionContext, env as testEnv, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createApp } from "../../workers/plancover/app";
import worker from "../../workers/plancover/index";

// The stand-in Worker itself, run in-process with FAULTS_ENABLED off and no LEDGER binding at all: any
// use of the ledger would throw and answer 500, so a 200 proves the production-shaped path skips it.
const PRODUCTION_SHAPED = {
  FAULTS_ENABLED: "false",
  TOKEN_TTL_SECONDS: "3600",
  PLANCOVER_SIGNING_KEY: testEnv.PLANCOVER_SIGNING_KEY,
} as const;

async function send(path: string, init: RequestInit<IncomingRequestCfProperties> = {}): Promise<Response> {
  const ctx = createExecutionContext();
  // Deliberately without LEDGER: the cast is the point of the test, not a shortcut.
  const env = PRODUCTION_SHAPED as unknown as PlanCoverEnv;
  const request = new Request<unknown, IncomingRequestCfProperties>(`https://plancover${path}`, init);
  const response = await worker.fetch(request, env, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

describe("with FAULTS_ENABLED off", () => {
  it.each([
    ["POST", "/__faults"],
    ["DELETE", "/__faults"],
    ["GET", "/__requests"],
    ["PUT", "/__canaries"],
  ])("answers 404 to %s %s", async (method, path) => {
    const response = await send(path, {
      method,
      body: method === "POST" ? JSON.stringify({ status: 500 }) : undefined,
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "not_found" });
  });

  it("serves sign-in and the member API without touching the ledger", async () => {
    const start = await send("/auth/otp/start", { method: "POST", body: JSON.stringify({ mobile: "9000000001" }) });
    const { challengeId } = await start.json<{ challengeId: string }>();
    const verify = await send("/auth/otp/verify", {
      method: "POST",
      body: JSON.stringify({ challengeId, otp: "123456" }),
    });
    const { accessToken } = await verify.json<{ accessToken: string }>();
    const policies = await send("/v1/policies", { headers: { authorization: `Bearer ${accessToken}` } });
    expect(policies.status).toBe(200);
  });

  it("builds the production-shaped app without the fault middleware or the knob routes", () => {
    const paths = createApp({ faults: false }).routes.map((r) => `${r.method} ${r.path}`);
    expect(paths.filter((p) => p.includes("__"))).toEqual([]);
    // The fault middleware is the only handler registered for every path.
    expect(paths).not.toContain("ALL /*");
    expect(createApp({ faults: true }).routes.map((r) => `${r.method} ${r.path}`)).toContain("ALL /*");
  });
});
