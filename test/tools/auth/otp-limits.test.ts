/**
 * Sign-in that cannot be brute-forced, in-process against the real stand-in, the real SignInGuard
 * Durable Objects and D1: a few tries per challenge, then it is dead; one session per challenge,
 * even when verifies race; throttles per mobile number and per client address, alike for members
 * and strangers; an opaque challenge id.
 */
import { describe, expect, it } from "vitest";
import { startOtp, type VerifyOtpInput, verifyOtp } from "../../../workers/tools/auth/otp";
import { DEFAULT_SIGN_IN_LIMITS } from "../../../workers/tools/auth/sign-in/limits";
import { later, newTestKey } from "../../support/auth";
import { DEMO_OTP, strangerMobile, uniqueAddress, uniqueMobile } from "../../support/members";
import { verifyPorts } from "../../support/sign-in";

const COMPANY = "demo";
const WRONG_OTP = "654321";
const MAX_TRIES = DEFAULT_SIGN_IN_LIMITS.maxAttemptsPerChallenge;

const ports = verifyPorts(newTestKey());

async function challengeFor(mobile: string, extra: { clientAddress?: string; now?: Date } = {}): Promise<string> {
  const started = await startOtp(ports, { mobile, now: new Date(), ...extra });
  if (!started.ok) throw new Error(`the sign-in did not start: ${started.error.code}`);
  return started.value.challengeId;
}

function verify(challengeId: string, otp: string, extra: Partial<VerifyOtpInput> = {}) {
  return verifyOtp(ports, { challengeId, otp, companyId: COMPANY, now: new Date(), ...extra });
}

describe("a challenge's tries", () => {
  it("accepts the right code after one try fewer than the limit went wrong", async () => {
    const challengeId = await challengeFor(uniqueMobile());
    for (let i = 0; i < MAX_TRIES - 1; i++) expect((await verify(challengeId, WRONG_OTP)).ok).toBe(false);
    expect((await verify(challengeId, DEMO_OTP)).ok).toBe(true);
  });

  it("is dead after the limit of wrong codes: the right code then fails as too_many_attempts", async () => {
    const challengeId = await challengeFor(uniqueMobile());
    for (let i = 0; i < MAX_TRIES; i++) {
      const wrong = await verify(challengeId, WRONG_OTP);
      expect(!wrong.ok && wrong.error.code).toBe("invalid_otp");
    }
    const right = await verify(challengeId, DEMO_OTP);
    expect(!right.ok && right.error.code).toBe("too_many_attempts");
  });

  it("counts guesses sent all at once: of a burst of wrong codes and the right one, the right one fails", async () => {
    const challengeId = await challengeFor(uniqueMobile());
    const burst = await Promise.all(Array.from({ length: MAX_TRIES * 3 }, () => verify(challengeId, WRONG_OTP)));
    expect(burst.every((result) => !result.ok)).toBe(true);
    expect((await verify(challengeId, DEMO_OTP)).ok).toBe(false);
  });

  it("refuses a challenge past its lifetime as invalid_otp", async () => {
    const now = new Date();
    const challengeId = await challengeFor(uniqueMobile(), { now });
    const result = await verify(challengeId, DEMO_OTP, { now: later(now, DEFAULT_SIGN_IN_LIMITS.challengeTtlMs) });
    expect(!result.ok && result.error.code).toBe("invalid_otp");
  });
});

describe("a challenge is single-use", () => {
  it("gives one session: a second verify with the right code fails as invalid_otp", async () => {
    const challengeId = await challengeFor(uniqueMobile());
    expect((await verify(challengeId, DEMO_OTP)).ok).toBe(true);
    const again = await verify(challengeId, DEMO_OTP);
    expect(!again.ok && again.error.code).toBe("invalid_otp");
  });

  it("gives exactly one session when verifies with the right code race", async () => {
    const challengeId = await challengeFor(uniqueMobile());
    const results = await Promise.all(Array.from({ length: 4 }, () => verify(challengeId, DEMO_OTP)));
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    for (const result of results.filter((r) => !r.ok)) expect(!result.ok && result.error.code).toBe("invalid_otp");
  });
});

describe("the challenge id", () => {
  it("carries nothing of the number: random, the same shape for a member and a stranger", async () => {
    const member = uniqueMobile();
    const stranger = strangerMobile();
    const ids = [await challengeFor(member), await challengeFor(stranger)];
    for (const id of ids) {
      expect(id).toMatch(/^otc_[A-Za-z0-9_-]{43}$/);
      const decoded = atob(id.slice(4).replaceAll("-", "+").replaceAll("_", "/"));
      expect(decoded).not.toContain(member);
      expect(decoded).not.toContain(stranger);
    }
  });

  it("refuses the stand-in's own challenge, which a client should never hold", async () => {
    const response = await ports.plancover.fetch("https://plancover.test/auth/otp/start", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ mobile: uniqueMobile() }),
    });
    const { challengeId } = (await response.json()) as { challengeId: string };
    const result = await verify(challengeId, DEMO_OTP);
    expect(!result.ok && result.error.code).toBe("invalid_otp");
  });
});

describe("throttles", () => {
  it.each([
    ["a member", uniqueMobile],
    ["a stranger", strangerMobile],
  ])("refuse starts for one number past the limit alike for %s, with a retry time", async (_who, mobileOf) => {
    const mobile = mobileOf();
    const now = new Date();
    const clientAddress = uniqueAddress();
    for (let i = 0; i < DEFAULT_SIGN_IN_LIMITS.startsPerMobile; i++) {
      expect((await startOtp(ports, { mobile, now, clientAddress })).ok).toBe(true);
    }
    const refused = await startOtp(ports, { mobile, now, clientAddress });
    expect(refused).toEqual({
      ok: false,
      error: {
        code: "rate_limited",
        message: "Too many sign-in attempts. Wait a while, then try again.",
        retryAfterSeconds: DEFAULT_SIGN_IN_LIMITS.windowMs / 1000,
      },
    });
  });

  it("leave a number's owner their own starts when a stranger at another address spent that address's", async () => {
    const mobile = uniqueMobile();
    const now = new Date();
    const stranger = uniqueAddress();
    for (let i = 0; i < DEFAULT_SIGN_IN_LIMITS.startsPerMobile; i++) {
      await startOtp(ports, { mobile, now, clientAddress: stranger });
    }
    const refused = await startOtp(ports, { mobile, now, clientAddress: stranger });
    expect(!refused.ok && refused.error.code).toBe("rate_limited");

    const owner = uniqueAddress();
    const challengeId = await challengeFor(mobile, { clientAddress: owner, now });
    expect((await verify(challengeId, DEMO_OTP, { clientAddress: owner, now })).ok).toBe(true);
  });

  it("refuse starts for one number past its ceiling from every address together: the texts a number is sent stay bounded", async () => {
    const mobile = strangerMobile();
    const now = new Date();
    const ceiling = DEFAULT_SIGN_IN_LIMITS.startsPerMobileEverywhere;
    const answers = [];
    for (let i = 0; i <= ceiling; i++) {
      answers.push((await startOtp(ports, { mobile, now, clientAddress: uniqueAddress() })).ok);
    }
    expect(answers).toEqual([...Array<boolean>(ceiling).fill(true), false]);
  });

  it("leave a number's owner their own verifies when a stranger at another address spent that address's", async () => {
    const mobile = uniqueMobile();
    const narrow = verifyPorts(newTestKey(), { verifiesPerMobile: 2 });
    const stranger = uniqueAddress();
    for (let i = 0; i < 3; i++) {
      const challengeId = await challengeFor(mobile, { clientAddress: stranger });
      await verifyOtp(narrow, {
        challengeId,
        otp: WRONG_OTP,
        clientAddress: stranger,
        companyId: COMPANY,
        now: new Date(),
      });
    }
    const owner = uniqueAddress();
    const challengeId = await challengeFor(mobile, { clientAddress: owner });
    const right = await verifyOtp(narrow, {
      challengeId,
      otp: DEMO_OTP,
      clientAddress: owner,
      companyId: COMPANY,
      now: new Date(),
    });
    expect(right.ok).toBe(true);
  });

  it("count a number's starts again once the window is over", async () => {
    const mobile = strangerMobile();
    const now = new Date();
    for (let i = 0; i < DEFAULT_SIGN_IN_LIMITS.startsPerMobile; i++) await startOtp(ports, { mobile, now });
    expect((await startOtp(ports, { mobile, now })).ok).toBe(false);
    expect((await startOtp(ports, { mobile, now: later(now, DEFAULT_SIGN_IN_LIMITS.windowMs) })).ok).toBe(true);
  });

  it("refuse starts from one address past the limit, whatever numbers it asks for", async () => {
    const clientAddress = uniqueAddress();
    const narrow = verifyPorts(newTestKey(), { startsPerAddress: 3 });
    const now = new Date();
    for (let i = 0; i < 3; i++) {
      expect((await startOtp(narrow, { mobile: strangerMobile(), clientAddress, now })).ok).toBe(true);
    }
    const refused = await startOtp(narrow, { mobile: strangerMobile(), clientAddress, now });
    expect(!refused.ok && refused.error.code).toBe("rate_limited");
    expect((await startOtp(narrow, { mobile: strangerMobile(), clientAddress: uniqueAddress(), now })).ok).toBe(true);
  });

  it("count an IPv6 client by its /64 network, so rotating the rest of the address does not help", async () => {
    const narrow = verifyPorts(newTestKey(), { startsPerAddress: 3 });
    const now = new Date();
    const network = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:1`;
    for (let i = 0; i < 3; i++) {
      await startOtp(narrow, { mobile: strangerMobile(), clientAddress: `${network}::${(i + 1).toString(16)}`, now });
    }
    const refused = await startOtp(narrow, { mobile: strangerMobile(), clientAddress: `${network}:0:0:0:ffff`, now });
    expect(!refused.ok && refused.error.code).toBe("rate_limited");
  });

  it("refuse verifies from one address past the limit, across challenges", async () => {
    const clientAddress = uniqueAddress();
    const limit = 3;
    const narrow = verifyPorts(newTestKey(), { verifiesPerAddress: limit });
    const challengeId = await challengeFor(uniqueMobile());
    const tries = [];
    for (let i = 0; i <= limit; i++) {
      const other = await challengeFor(uniqueMobile());
      tries.push(
        await verifyOtp(narrow, {
          challengeId: other,
          otp: WRONG_OTP,
          clientAddress,
          companyId: COMPANY,
          now: new Date(),
        }),
      );
    }
    expect(tries.map((result) => !result.ok && result.error.code)).toEqual([
      ...Array<string>(limit).fill("invalid_otp"),
      "rate_limited",
    ]);
    const right = await verifyOtp(narrow, {
      challengeId,
      otp: DEMO_OTP,
      clientAddress,
      companyId: COMPANY,
      now: new Date(),
    });
    expect(!right.ok && right.error.code).toBe("rate_limited");
  });

  it("refuse verifies for one number past the limit, across its challenges", async () => {
    const mobile = uniqueMobile();
    const narrow = verifyPorts(newTestKey(), { verifiesPerMobile: 3 });
    const codes = [];
    for (let i = 0; i < 4; i++) {
      const challengeId = await challengeFor(mobile, { clientAddress: uniqueAddress() });
      const result = await verifyOtp(narrow, { challengeId, otp: WRONG_OTP, companyId: COMPANY, now: new Date() });
      codes.push(!result.ok && result.error.code);
    }
    expect(codes).toEqual(["invalid_otp", "invalid_otp", "invalid_otp", "rate_limited"]);
  });

  it("forgive a number once its owner signs in: their earlier starts no longer count", async () => {
    const mobile = uniqueMobile();
    const now = new Date();
    for (let i = 0; i < DEFAULT_SIGN_IN_LIMITS.startsPerMobile - 1; i++) await challengeFor(mobile, { now });
    expect((await verify(await challengeFor(mobile, { now }), DEMO_OTP, { now })).ok).toBe(true);
    for (let i = 0; i < DEFAULT_SIGN_IN_LIMITS.startsPerMobile; i++) {
      expect((await startOtp(ports, { mobile, now })).ok).toBe(true);
    }
  });
});
