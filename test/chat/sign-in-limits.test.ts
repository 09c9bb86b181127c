/**
 * Sign-in limits as a client meets them over /auth/otp/*: 429 rate_limited with Retry-After (the
 * same for a member's number and a stranger's), per client address from CF-Connecting-IP (a number
 * counted per address, so a stranger elsewhere cannot shut its owner out), a dead or
 * used challenge answered exactly like a wrong code, and one session from a challenge however many
 * verifies race for it.
 */
import { describe, expect, it } from "vitest";
import { DEFAULT_SIGN_IN_LIMITS } from "../../workers/tools/auth/sign-in/limits";
import { call } from "../support/http";
import { DEMO_OTP, strangerMobile, uniqueAddress, uniqueMobile } from "../support/members";

type Json = Record<string, unknown>;

const start = (mobile: string, address = uniqueAddress()) =>
  call("/auth/otp/start", { body: { mobile }, headers: { "cf-connecting-ip": address } });

const verify = (challengeId: string, otp: string, address = uniqueAddress()) =>
  call("/auth/otp/verify", { body: { challengeId, otp }, headers: { "cf-connecting-ip": address } });

async function challengeFor(mobile: string): Promise<string> {
  const response = await start(mobile);
  expect(response.status).toBe(200);
  return ((await response.json()) as { challengeId: string }).challengeId;
}

/** Status, Retry-After and body of the first start past a number's limit from one address. */
async function refusedStart(mobile: string) {
  const address = uniqueAddress();
  for (let i = 0; i < DEFAULT_SIGN_IN_LIMITS.startsPerMobile; i++) {
    expect((await start(mobile, address)).status).toBe(200);
  }
  const response = await start(mobile, address);
  return { status: response.status, retryAfter: response.headers.get("retry-after"), body: await response.json() };
}

describe("sign-in limits over HTTP", () => {
  it("answers a start past a number's limit with 429, Retry-After and the same body for a member and a stranger", async () => {
    const member = await refusedStart(uniqueMobile());
    const stranger = await refusedStart(strangerMobile());
    const windowSeconds = DEFAULT_SIGN_IN_LIMITS.windowMs / 1000;
    expect(member).toEqual({
      status: 429,
      retryAfter: expect.any(String),
      body: { error: { code: "rate_limited", message: expect.any(String) } },
    });
    expect({ ...stranger, retryAfter: null }).toEqual({ ...member, retryAfter: null });
    // Retry-After counts down from the first start in the window, so on a slow machine the two
    // numbers' windows may be a few seconds apart; both still say "about the whole window".
    for (const { retryAfter } of [member, stranger]) {
      expect(Number(retryAfter)).toBeGreaterThan(windowSeconds - 60);
      expect(Number(retryAfter)).toBeLessThanOrEqual(windowSeconds);
    }
  });

  it("lets the owner of a number sign in from their own address after a stranger spent its starts from another", async () => {
    const mobile = uniqueMobile();
    expect((await refusedStart(mobile)).status).toBe(429);
    const own = uniqueAddress();
    const started = await start(mobile, own);
    expect(started.status).toBe(200);
    const { challengeId } = (await started.json()) as { challengeId: string };
    expect((await verify(challengeId, DEMO_OTP, own)).status).toBe(200);
  });

  it("throttles starts per client address, as CF-Connecting-IP names it", async () => {
    const address = uniqueAddress();
    for (let i = 0; i < DEFAULT_SIGN_IN_LIMITS.startsPerAddress; i++) {
      expect((await start(strangerMobile(), address)).status).toBe(200);
    }
    const refused = await start(strangerMobile(), address);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await start(strangerMobile())).status).toBe(200);
    // The deployment's own limit, request by request over HTTP: slow on a loaded machine, never flaky.
  }, 60_000);

  it("answers the right code on a challenge killed by wrong codes with too_many_attempts: send a new code", async () => {
    const challengeId = await challengeFor(uniqueMobile());
    const max = DEFAULT_SIGN_IN_LIMITS.maxAttemptsPerChallenge;
    for (let i = 1; i <= max; i++) {
      const response = await verify(challengeId, "000000");
      expect(response.status).toBe(401);
      // Each wrong code says how many the challenge may still try.
      expect(((await response.json()) as { error: Json }).error).toMatchObject({
        code: "invalid_otp",
        triesLeft: max - i,
      });
    }
    const right = await verify(challengeId, DEMO_OTP);
    expect(right.status).toBe(401);
    expect(await right.json()).toEqual({
      error: { code: "too_many_attempts", message: "Too many tries for this code. Send a new code and try again." },
    });
  });

  it("gives one session from a challenge: racing verifies with the right code get one 200, the rest 401", async () => {
    const challengeId = await challengeFor(uniqueMobile());
    const responses = await Promise.all(Array.from({ length: 3 }, () => verify(challengeId, DEMO_OTP)));
    expect(responses.map((response) => response.status).sort()).toEqual([200, 401, 401]);
    const again = await verify(challengeId, DEMO_OTP);
    expect(again.status).toBe(401);
  });
});

describe("a mobile number as people type it", () => {
  it.each([
    ["+91 and spaces", (m: string) => `+91 ${m.slice(0, 5)} ${m.slice(5)}`],
    ["dashes", (m: string) => `${m.slice(0, 5)}-${m.slice(5)}`],
    ["brackets and groups of three", (m: string) => `(+91) ${m.slice(0, 3)} ${m.slice(3, 6)} ${m.slice(6)}`],
  ])("signs a member in from a number typed with %s", async (_, typed) => {
    const started = await call("/auth/otp/start", { body: { mobile: typed(uniqueMobile()) } });
    expect(started.status).toBe(200);
    const { challengeId } = (await started.json()) as { challengeId: string };
    const verified = await call("/auth/otp/verify", { body: { challengeId, otp: DEMO_OTP } });
    expect(verified.status).toBe(200);
  });
});
