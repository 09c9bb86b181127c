import { describe, expect, it } from "vitest";
import { DEMO, DEMO_OTP, memberIdOf } from "../support/members";
import { callStandIn, clearFaults, ledgerAfter, setFault, standInToken, startChallenge } from "../support/stand-in";

// Two synthetic members of this file's own: no other file signs them in.
const ALICE = "9800100001";
const BOB = "9800100002";

describe("fault knobs", () => {
  it("delays a request by latencyMs and then answers it", async () => {
    const token = await standInToken(ALICE);
    await setFault({ latencyMs: 300 });
    const started = Date.now();
    const response = await callStandIn("/v1/policies", { token });
    expect(response.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
  });

  it("answers the status it is given, with an error body", async () => {
    const token = await standInToken(ALICE);
    await setFault({ status: 503 });
    const response = await callStandIn("/v1/policies", { token });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: "injected_fault" });
  });

  it("never answers a hanging request, until the caller aborts", async () => {
    const token = await standInToken(ALICE);
    await setFault({ hang: true, times: 1 });
    const started = Date.now();
    await expect(callStandIn("/v1/policies", { token, signal: AbortSignal.timeout(400) })).rejects.toThrow();
    expect(Date.now() - started).toBeGreaterThanOrEqual(400);
    // The stand-in is still well after the abandoned request.
    expect((await callStandIn("/v1/policies", { token })).status).toBe(200);
  });

  it("answers 401 unauthorized to a valid token when told to", async () => {
    const token = await standInToken(ALICE);
    await setFault({ unauthorized: true });
    const response = await callStandIn("/v1/members/me", { token });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: "unauthorized" });
  });

  it("faults only the named member's requests", async () => {
    const alice = await standInToken(ALICE);
    const bob = await standInToken(BOB);
    await setFault({ memberId: memberIdOf(ALICE), status: 500 });
    expect((await callStandIn("/v1/policies", { token: bob })).status).toBe(200);
    expect((await callStandIn("/v1/policies", { token: alice })).status).toBe(500);
  });

  it("faults only paths that start with one of the given prefixes", async () => {
    const token = await standInToken(ALICE);
    await setFault({ paths: ["/v1/claims"], status: 502 });
    expect((await callStandIn("/v1/policies", { token })).status).toBe(200);
    expect((await callStandIn("/v1/claims", { token })).status).toBe(502);
    expect((await callStandIn("/v1/claims/status?claimNumber=CN-2026-004127", { token })).status).toBe(502);
  });

  it("faults the next `times` requests and then lets them through", async () => {
    const token = await standInToken(ALICE);
    await setFault({ status: 503, times: 2 });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await callStandIn("/v1/policies", { token })).status);
    expect(statuses).toEqual([503, 503, 200]);
  });

  it("faults every request until cleared when no `times` is given", async () => {
    const token = await standInToken(ALICE);
    await setFault({ status: 504 });
    expect((await callStandIn("/v1/policies", { token })).status).toBe(504);
    expect((await callStandIn("/v1/policies", { token })).status).toBe(504);
    await clearFaults();
    expect((await callStandIn("/v1/policies", { token })).status).toBe(200);
  });

  it("faults sign-in too when the fault names no member", async () => {
    await setFault({ paths: ["/auth/"], status: 503, times: 1 });
    expect((await callStandIn("/auth/otp/start", { body: { mobile: ALICE } })).status).toBe(503);
  });

  it("faults only the named member's sign-in: a start by its mobile, a verify by its challenge's", async () => {
    const aliceChallenge = await startChallenge(ALICE);
    await setFault({ memberId: memberIdOf(ALICE), paths: ["/auth/"], status: 503 });

    expect((await callStandIn("/auth/otp/start", { body: { mobile: BOB } })).status).toBe(200);
    expect((await callStandIn("/auth/otp/start", { body: { mobile: ALICE } })).status).toBe(503);
    const verify = { challengeId: aliceChallenge, otp: DEMO_OTP };
    expect((await callStandIn("/auth/otp/verify", { body: verify })).status).toBe(503);
  });

  it.each([
    ["a misspelt knob", { statusCode: 503 }],
    ["no effect at all", { memberId: "MBR-1001" }],
    ["a status that is not an error", { status: 200 }],
    ["a path that is not absolute", { status: 500, paths: ["v1/claims"] }],
  ])("answers 400 to a fault with %s", async (_what, fault) => {
    const response = await callStandIn("/__faults", { body: fault });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "bad_request" });
  });

  it("never faults the knob routes themselves", async () => {
    await setFault({ status: 500 });
    expect((await callStandIn("/__requests")).status).toBe(200);
    expect((await callStandIn("/__faults", { method: "DELETE" })).status).toBe(204);
  });
});

describe("the request ledger", () => {
  it("lists every request after `after`, with its method, path and the token's member", async () => {
    const token = await standInToken(DEMO.asha.mobile);
    const { last } = await ledgerAfter(0);
    await callStandIn("/v1/claims?ignored=1", { token });
    await callStandIn("/v1/callbacks", { body: { topic: "claim", preferredWindow: "morning" } });
    await callStandIn("/v1/policies", { token: "forged" });
    const { last: newest, requests } = await ledgerAfter(last);
    expect(requests.map(({ method, path, memberId }) => ({ method, path, memberId }))).toEqual([
      { method: "GET", path: "/v1/claims", memberId: "MBR-1001" },
      { method: "POST", path: "/v1/callbacks", memberId: null },
      { method: "GET", path: "/v1/policies", memberId: null },
    ]);
    expect(requests.map((r) => r.seq)).toEqual([last + 1, last + 2, last + 3]);
    expect(newest).toBe(last + 3);
  });

  it("leaves the knob routes out", async () => {
    const { last } = await ledgerAfter(0);
    await setFault({ latencyMs: 1 });
    await clearFaults();
    const after = await ledgerAfter(last);
    expect(after.requests).toEqual([]);
    expect(after.last).toBe(last);
  });

  it("records a faulted request too, so a test can prove the upstream was called", async () => {
    const token = await standInToken(ALICE);
    const { last } = await ledgerAfter(0);
    await setFault({ status: 503, times: 1 });
    await callStandIn("/v1/hospitals?pinCode=560001", { token });
    const { requests } = await ledgerAfter(last);
    expect(requests.map((r) => [r.path, r.memberId])).toEqual([["/v1/hospitals", memberIdOf(ALICE)]]);
  });

  it("names the member of a sign-in, which carries no token: the mobile's, then the challenge's", async () => {
    const { last } = await ledgerAfter(0);
    const challengeId = await startChallenge(ALICE);
    await callStandIn("/auth/otp/verify", { body: { challengeId, otp: DEMO_OTP } });
    await callStandIn("/auth/otp/start", { body: { mobile: "7000000001" } });
    const { requests } = await ledgerAfter(last);
    expect(requests.map(({ path, memberId }) => [path, memberId])).toEqual([
      ["/auth/otp/start", memberIdOf(ALICE)],
      ["/auth/otp/verify", memberIdOf(ALICE)],
      ["/auth/otp/start", null],
    ]);
  });

  it("answers only one member's requests when asked for theirs, and still the newest number of all", async () => {
    const alice = await standInToken(ALICE);
    const bob = await standInToken(BOB);
    const { last } = await ledgerAfter(0);
    await callStandIn("/v1/policies", { token: alice });
    await callStandIn("/v1/claims", { token: bob });
    await callStandIn("/v1/members/me", { token: alice });
    const { last: newest, requests } = await ledgerAfter(last, memberIdOf(ALICE));
    expect(requests.map((r) => r.path)).toEqual(["/v1/policies", "/v1/members/me"]);
    expect(newest).toBe(last + 3);
  });

  it.each([
    ["an `after` below zero", "after=-1"],
    ["an `after` that is not a number", "after=soon"],
    ["a memberId that is not one", "memberId=9800100001"],
    ["an unknown parameter", "since=3"],
  ])("answers 400 to %s", async (_what, query) => {
    expect((await callStandIn(`/__requests?${query}`)).status).toBe(400);
  });
});

describe("a fault set through the test support", () => {
  it("faults the test that set it", async () => {
    const token = await standInToken(ALICE);
    await setFault({ status: 503 });
    expect((await callStandIn("/v1/policies", { token })).status).toBe(503);
  });

  it("is gone when the next test starts, though the test before never cleared it", async () => {
    const token = await standInToken(ALICE);
    expect((await callStandIn("/v1/policies", { token })).status).toBe(200);
  });
});
