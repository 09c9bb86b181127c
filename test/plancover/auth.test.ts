import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { nowSeconds } from "../../workers/plancover/auth/bearer";
import { issueChallenge } from "../../workers/plancover/auth/challenge";
import { signToken } from "../../workers/plancover/auth/token";
import { DEMO } from "../support/members";
import { callStandIn, standInToken, startChallenge } from "../support/stand-in";

describe("OTP sign-in", () => {
  it.each([
    ["a demo member", "9000000001"],
    ["a synthetic member", "9812345678"],
    ["a number that is no member", "9111111111"],
  ])("answers 200 with a challenge for %s (no account enumeration)", async (_who, mobile) => {
    const response = await callStandIn("/auth/otp/start", { body: { mobile } });
    expect(response.status).toBe(200);
    const { challengeId } = await response.json<{ challengeId: string }>();
    expect(challengeId).toMatch(/^ch1\./);
    expect(challengeId).not.toContain(mobile);
  });

  it.each([
    ["a body that is not JSON", "{mobile"],
    ["a body without a mobile", { phone: "9000000001" }],
    ["a mobile that is not ten digits", { mobile: "+91 90000 00001" }],
  ])("answers 400 bad_request to OTP start for %s", async (_what, body) => {
    const response = await callStandIn("/auth/otp/start", { body });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "bad_request" });
  });

  it("signs a demo member in with 123456 and names them", async () => {
    const challengeId = await startChallenge(DEMO.asha.mobile);
    const response = await callStandIn("/auth/otp/verify", { body: { challengeId, otp: "123456" } });
    expect(response.status).toBe(200);
    const body = await response.json<{ accessToken: string; expiresIn: number; member: unknown }>();
    expect(body.expiresIn).toBe(3600);
    expect(body.member).toEqual({ memberId: "MBR-1001", name: "Asha Rao" });
    const [, memberId, expiresAt] = body.accessToken.split(".");
    expect(body.accessToken).toMatch(/^pc1\.MBR-1001\.\d+\.[A-Za-z0-9_-]+$/);
    expect(memberId).toBe("MBR-1001");
    expect(Number(expiresAt) - nowSeconds()).toBeGreaterThan(3590);
  });

  it("signs a synthetic 98… member in as MBR-T<the 8 digits>, Test Member <last 4>", async () => {
    const challengeId = await startChallenge("9812345678");
    const response = await callStandIn("/auth/otp/verify", { body: { challengeId, otp: "123456" } });
    expect(response.status).toBe(200);
    const { member } = await response.json<{ member: unknown }>();
    expect(member).toEqual({ memberId: "MBR-T12345678", name: "Test Member 5678" });
  });

  it("answers 401 invalid_otp for a wrong code", async () => {
    const challengeId = await startChallenge(DEMO.asha.mobile);
    const response = await callStandIn("/auth/otp/verify", { body: { challengeId, otp: "654321" } });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: "invalid_otp" });
  });

  it("answers 401 invalid_otp for a number that is no member, even with 123456", async () => {
    const challengeId = await startChallenge("9111111111");
    const response = await callStandIn("/auth/otp/verify", { body: { challengeId, otp: "123456" } });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: "invalid_otp" });
  });

  it("answers 401 invalid_otp for a challenge signed with another key", async () => {
    const challengeId = await issueChallenge("another-key", DEMO.asha.mobile, nowSeconds(), "0123456789abcdef");
    const response = await callStandIn("/auth/otp/verify", { body: { challengeId, otp: "123456" } });
    expect(response.status).toBe(401);
  });

  it("answers 401 invalid_otp for a challenge older than five minutes", async () => {
    const issuedAt = nowSeconds() - 301;
    const challengeId = await issueChallenge(env.PLANCOVER_SIGNING_KEY, DEMO.asha.mobile, issuedAt, "0123456789abcdef");
    const response = await callStandIn("/auth/otp/verify", { body: { challengeId, otp: "123456" } });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: "invalid_otp" });
  });

  it("answers 401 invalid_otp for a challenge that is not one", async () => {
    const response = await callStandIn("/auth/otp/verify", { body: { challengeId: "ch1.bm9wZQ.x", otp: "123456" } });
    expect(response.status).toBe(401);
  });
});

describe("member tokens", () => {
  it("accepts the token sign-in gives", async () => {
    const token = await standInToken(DEMO.asha.mobile);
    expect((await callStandIn("/v1/policies", { token })).status).toBe(200);
  });

  it("answers 401 unauthorized without a token", async () => {
    const response = await callStandIn("/v1/policies");
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: "unauthorized" });
  });

  it.each([
    ["a token of another shape", "not-a-token"],
    ["a token of another version", "pc2.MBR-1001.9999999999.c2ln"],
    ["a token with extra parts", "pc1.MBR-1001.9999999999.c2ln.extra"],
  ])("answers 401 unauthorized for %s", async (_what, token) => {
    const response = await callStandIn("/v1/members/me", { token });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: "unauthorized" });
  });

  it("answers 401 unauthorized for a forged token (signed with another key)", async () => {
    const token = await signToken("not-the-stand-ins-key", "MBR-1001", nowSeconds() + 600);
    expect((await callStandIn("/v1/policies", { token })).status).toBe(401);
  });

  it("answers 401 unauthorized for a token whose member was changed after signing", async () => {
    const token = await standInToken(DEMO.asha.mobile);
    const [version, , expiresAt, signature] = token.split(".");
    const tampered = [version, "MBR-2001", expiresAt, signature].join(".");
    expect((await callStandIn("/v1/claims", { token: tampered })).status).toBe(401);
  });

  it("answers 401 for an expired token", async () => {
    const token = await signToken(env.PLANCOVER_SIGNING_KEY, "MBR-1001", nowSeconds() - 1);
    const response = await callStandIn("/v1/policies", { token });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: "unauthorized" });
  });

  it("accepts a token the test signs with the stand-in's key while it is fresh", async () => {
    const token = await signToken(env.PLANCOVER_SIGNING_KEY, "MBR-1001", nowSeconds() + 60);
    expect((await callStandIn("/v1/policies", { token })).status).toBe(200);
  });

  it("answers 401 for a well-signed token of a member who does not exist", async () => {
    const token = await signToken(env.PLANCOVER_SIGNING_KEY, "MBR-9999", nowSeconds() + 60);
    expect((await callStandIn("/v1/policies", { token })).status).toBe(401);
  });
});

describe("the cases realm", () => {
  it.each([
    ["GET", "/cases"],
    ["GET", "/cases/CS-1001"],
    ["POST", "/cases/CS-1001/notes"],
    ["GET", "/case-agent/queue"],
  ])("answers 401 realm_mismatch to %s %s, even with a valid member token", async (method, path) => {
    const token = await standInToken(DEMO.asha.mobile);
    const response = await callStandIn(path, { token, method });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: "realm_mismatch" });
  });
});

describe("unknown routes", () => {
  it("answers 404 not_found for a path the API does not have", async () => {
    const response = await callStandIn("/nowhere");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "not_found" });
  });
});
