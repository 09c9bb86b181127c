import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { ASHA, call, clearFaults, ledger, setFault, signIn } from "../support/plancover";

// Each test signs in a person of its own, so a member-scoped fault can never touch another test.
const ALICE = "9800100001";
const BOB = "9800100002";

beforeAll(clearFaults);
afterEach(clearFaults);

describe("fault knobs", () => {
  it("delays a request by latencyMs and then answers it", async () => {
    const token = await signIn(ALICE);
    await setFault({ latencyMs: 300 });
    const started = Date.now();
    const response = await call("/v1/policies", { token });
    expect(response.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
  });

  it("answers the status it is given, with an error body", async () => {
    const token = await signIn(ALICE);
    await setFault({ status: 503 });
    const response = await call("/v1/policies", { token });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: "injected_fault" });
  });

  it("never answers a hanging request, until the caller aborts", async () => {
    const token = await signIn(ALICE);
    await setFault({ hang: true, times: 1 });
    const started = Date.now();
    await expect(call("/v1/policies", { token, signal: AbortSignal.timeout(400) })).rejects.toThrow();
    expect(Date.now() - started).toBeGreaterThanOrEqual(400);
    // The stand-in is still well after the abandoned request.
    expect((await call("/v1/policies", { token })).status).toBe(200);
  });

  it("answers 401 unauthorized to a valid token when told to", async () => {
    const token = await signIn(ALICE);
    await setFault({ unauthorized: true });
    const response = await call("/v1/members/me", { token });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: "unauthorized" });
  });

  it("faults only the named member's requests", async () => {
    const alice = await signIn(ALICE);
    const bob = await signIn(BOB);
    await setFault({ memberId: "MBR-T00100001", status: 500 });
    expect((await call("/v1/policies", { token: bob })).status).toBe(200);
    expect((await call("/v1/policies", { token: alice })).status).toBe(500);
  });

  it("faults only paths that start with one of the given prefixes", async () => {
    const token = await signIn(ALICE);
    await setFault({ paths: ["/v1/claims"], status: 502 });
    expect((await call("/v1/policies", { token })).status).toBe(200);
    expect((await call("/v1/claims", { token })).status).toBe(502);
    expect((await call("/v1/claims/status?claimNumber=CN-2026-004127", { token })).status).toBe(502);
  });

  it("faults the next `times` requests and then lets them through", async () => {
    const token = await signIn(ALICE);
    await setFault({ status: 503, times: 2 });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await call("/v1/policies", { token })).status);
    expect(statuses).toEqual([503, 503, 200]);
  });

  it("faults every request until cleared when no `times` is given", async () => {
    const token = await signIn(ALICE);
    await setFault({ status: 504 });
    expect((await call("/v1/policies", { token })).status).toBe(504);
    expect((await call("/v1/policies", { token })).status).toBe(504);
    await clearFaults();
    expect((await call("/v1/policies", { token })).status).toBe(200);
  });

  it("faults sign-in too when the fault names no member", async () => {
    await setFault({ paths: ["/auth/"], status: 503, times: 1 });
    expect((await call("/auth/otp/start", { body: { mobile: ALICE } })).status).toBe(503);
  });

  it.each([
    ["a misspelt knob", { statusCode: 503 }],
    ["no effect at all", { memberId: "MBR-1001" }],
    ["a status that is not an error", { status: 200 }],
    ["a path that is not absolute", { status: 500, paths: ["v1/claims"] }],
  ])("answers 400 to a fault with %s", async (_what, fault) => {
    const response = await call("/__faults", { body: fault });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "bad_request" });
  });

  it("never faults the knob routes themselves", async () => {
    await setFault({ status: 500 });
    expect((await call("/__requests")).status).toBe(200);
    expect((await call("/__faults", { method: "DELETE" })).status).toBe(204);
  });
});

describe("the request ledger", () => {
  it("lists every request after `after`, with its method, path and the token's member", async () => {
    const token = await signIn(ASHA.mobile);
    const { last } = await ledger();
    await call("/v1/claims?ignored=1", { token });
    await call("/v1/callbacks", { body: { topic: "claim", preferredWindow: "morning" } });
    await call("/v1/policies", { token: "forged" });
    const { last: newest, requests } = await ledger(last);
    expect(requests.map(({ method, path, memberId }) => ({ method, path, memberId }))).toEqual([
      { method: "GET", path: "/v1/claims", memberId: "MBR-1001" },
      { method: "POST", path: "/v1/callbacks", memberId: null },
      { method: "GET", path: "/v1/policies", memberId: null },
    ]);
    expect(requests.map((r) => r.seq)).toEqual([last + 1, last + 2, last + 3]);
    expect(newest).toBe(last + 3);
  });

  it("leaves the knob routes out", async () => {
    const { last } = await ledger();
    await setFault({ latencyMs: 1 });
    await clearFaults();
    const after = await ledger(last);
    expect(after.requests).toEqual([]);
    expect(after.last).toBe(last);
  });

  it("records a faulted request too, so a test can prove the upstream was called", async () => {
    const token = await signIn(ALICE);
    const { last } = await ledger();
    await setFault({ status: 503, times: 1 });
    await call("/v1/hospitals?pinCode=560001", { token });
    const { requests } = await ledger(last);
    expect(requests.map((r) => [r.path, r.memberId])).toEqual([["/v1/hospitals", "MBR-T00100001"]]);
  });

  it("answers 400 to an `after` that is not a whole number", async () => {
    expect((await call("/__requests?after=-1")).status).toBe(400);
    expect((await call("/__requests?after=soon")).status).toBe(400);
  });
});
