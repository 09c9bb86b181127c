/** The sign-in limits read from [vars] (defaults for anything missing or malformed) and address keys. */
import { describe, expect, it } from "vitest";
import { networkOf } from "../../../src/shared/client-network";
import { DEFAULT_SIGN_IN_LIMITS, signInLimits } from "../../../workers/tools/auth/sign-in/limits";

describe("signInLimits", () => {
  it("uses the defaults when nothing is configured", () => {
    expect(signInLimits({})).toEqual(DEFAULT_SIGN_IN_LIMITS);
  });

  it("reads counts as given and seconds as milliseconds", () => {
    const limits = signInLimits({
      OTP_MAX_ATTEMPTS: "3",
      OTP_THROTTLE_WINDOW_SECONDS: "60",
      OTP_STARTS_PER_MOBILE: "2",
    });
    expect(limits).toMatchObject({ maxAttemptsPerChallenge: 3, windowMs: 60_000, startsPerMobile: 2 });
  });

  it.each([["0"], ["-1"], ["five"], [""], ["1.5"]])("falls back to the default for %j, never to no limit", (text) => {
    expect(signInLimits({ OTP_MAX_ATTEMPTS: text }).maxAttemptsPerChallenge).toBe(
      DEFAULT_SIGN_IN_LIMITS.maxAttemptsPerChallenge,
    );
  });
});

describe("networkOf", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    ["::ffff:203.0.113.7", "203.0.113.7"],
    ["2001:db8:a:b:1:2:3:4", "2001:db8:a:b"],
    ["2001:db8:a:b::9", "2001:db8:a:b"],
    ["2001:0db8:000a::", "2001:db8:a:0"],
    ["::1", "0:0:0:0"],
  ])("counts %s as %s", (address, network) => {
    expect(networkOf(address)).toBe(network);
  });
});
