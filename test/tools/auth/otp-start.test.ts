/** OTP start against the real stand-in: validation, no account enumeration, nothing personal in a log. */
import { afterEach, describe, expect, it, vi } from "vitest";
import { startOtp, verifyOtp } from "../../../workers/tools/auth/otp";
import { DEMO, DEMO_OTP, memberIdOf, uniqueMobile } from "../../support/members";
import { signInPorts, verifyPorts } from "../../support/sign-in";
import { callsSince, ledgerMark, requestsSince, setFault } from "../../support/stand-in";

const start = (mobile: string) => startOtp(signInPorts(), { mobile, now: new Date() });

afterEach(() => {
  vi.restoreAllMocks();
});

describe("startOtp", () => {
  it("answers a member and a non-member the same way: a challenge id of the same shape", async () => {
    const member = await start(DEMO.asha.mobile);
    const stranger = await start("7000000001");
    expect(member.ok && stranger.ok).toBe(true);
    if (!member.ok || !stranger.ok) return;
    expect(Object.keys(member.value)).toEqual(Object.keys(stranger.value));
    expect(member.value.challengeId.length).toBe(stranger.value.challengeId.length);
  });

  it("asks the upstream exactly once for a well-formed number", async () => {
    const mobile = uniqueMobile();
    const mark = await ledgerMark();
    await start(mobile);
    expect(await callsSince(mark, memberIdOf(mobile))).toEqual(["POST /auth/otp/start"]);
  });

  it("accepts a number written with +91 and surrounding spaces", async () => {
    const started = await start(`  +91${uniqueMobile()} `);
    expect(started.ok).toBe(true);
  });

  it.each([
    ["too short", "900000001"],
    ["too long", "90000000011"],
    ["starting with 5", "5000000001"],
    ["another country code", "+19000000001"],
    ["with a slash between digit groups", "90000/00001"],
    ["letters", "9OOOOOOOO1"],
    ["empty", ""],
  ])("refuses a mobile that is %s as invalid_mobile without calling the upstream", async (_name, mobile) => {
    const mark = await ledgerMark();
    const started = await start(mobile);
    expect(started.ok).toBe(false);
    expect(!started.ok && started.error.code).toBe("invalid_mobile");
    if (mobile) expect(JSON.stringify(started)).not.toContain(mobile);
    expect(await requestsSince(mark)).toEqual([]);
  });

  it("still answers a challenge when the upstream fails, one that never verifies, and logs no number", async () => {
    const mobile = uniqueMobile();
    await setFault({ memberId: memberIdOf(mobile), paths: ["/auth/otp/start"], status: 503 });
    const warn = vi.spyOn(console, "warn");
    const started = await start(mobile);
    expect(started.ok).toBe(true);
    if (!started.ok) return;
    expect(started.value.challengeId).not.toContain(mobile);
    expect(warn).toHaveBeenCalled();
    for (const line of warn.mock.calls.flat()) expect(String(line)).not.toContain(mobile);
    const verified = await verifyOtp(verifyPorts(""), {
      challengeId: started.value.challengeId,
      otp: DEMO_OTP,
      companyId: "demo",
      now: new Date(),
    });
    expect(!verified.ok && verified.error.code).toBe("invalid_otp");
  });
});
