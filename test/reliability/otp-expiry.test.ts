/**
 * A sign-in challenge past its lifetime is refused by our guard before anything else: its code is
 * never sent to PlanCover (whose own challenge may still be alive) and the try is not counted.
 */
import { describe, expect, it } from "vitest";
import { startOtp, verifyOtp } from "../../workers/tools/auth/otp";
import { DEFAULT_SIGN_IN_LIMITS } from "../../workers/tools/auth/sign-in/limits";
import { later, newTestKey } from "../support/auth";
import { DEMO_OTP, memberIdOf, uniqueMobile } from "../support/members";
import { verifyPorts } from "../support/sign-in";
import { ledgerMark, requestsSince } from "../support/stand-in";

describe("a challenge past its lifetime", () => {
  it("is refused as invalid_otp without its code reaching PlanCover", async () => {
    const ports = verifyPorts(newTestKey());
    const now = new Date();
    const mobile = uniqueMobile();
    const started = await startOtp(ports, { mobile, now });
    if (!started.ok) throw new Error(`the sign-in did not start: ${started.error.code}`);
    const mark = await ledgerMark();

    const result = await verifyOtp(ports, {
      challengeId: started.value.challengeId,
      otp: DEMO_OTP,
      companyId: "demo",
      now: later(now, DEFAULT_SIGN_IN_LIMITS.challengeTtlMs),
    });

    expect(!result.ok && result.error.code).toBe("invalid_otp");
    expect(await requestsSince(mark, memberIdOf(mobile))).toEqual([]);
  });
});
