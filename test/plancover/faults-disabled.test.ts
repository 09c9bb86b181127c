import { describe, expect, it } from "vitest";
import { createApp } from "../../workers/plancover/app";
import { TEST_SIGNING_KEY } from "./stand-in";

// The stand-in's own app, run in-process with FAULTS_ENABLED off and no LEDGER binding at all: any
// use of the ledger would throw and answer 500, so a 200 proves the production-shaped path skips it.
const PRODUCTION_SHAPED = {
  FAULTS_ENABLED: "false",
  TOKEN_TTL_SECONDS: "3600",
  PLANCOVER_SIGNING_KEY: TEST_SIGNING_KEY,
};

async function send(path: string, init: RequestInit = {}): Promise<Response> {
  return createApp().request(`https://plancover${path}`, init, PRODUCTION_SHAPED);
}

describe("with FAULTS_ENABLED off", () => {
  it.each([
    ["POST", "/__faults"],
    ["DELETE", "/__faults"],
    ["GET", "/__requests"],
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
});
