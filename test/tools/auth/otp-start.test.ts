/** OTP start against the real stand-in: validation, no account enumeration, nothing personal in a log. */
import { afterEach, describe, expect, it, vi } from "vitest";
import { startOtp, verifyOtp } from "../../../workers/tools/auth/otp";
import { syntheticMobile } from "../../support/auth";
import { signInDeps, verifyDeps } from "../../support/sign-in";
import { clearFaults, requestsAfter, setFault } from "../../support/stand-in-faults";

const start = (mobile: string) => startOtp(signInDeps(), { mobile, now: new Date() });

afterEach(async () => {
  await clearFaults();
  vi.restoreAllMocks();
});

describe("startOtp", () => {
  it("answers a member and a non-member the same way: a challenge id of the same shape", async () => {
    const member = await start("9000000001");
    const stranger = await start("7000000001");
    expect(member.ok && stranger.ok).toBe(true);
    if (!member.ok || !stranger.ok) return;
    expect(Object.keys(member.value)).toEqual(Object.keys(stranger.value));
    expect(member.value.challengeId.length).toBe(stranger.value.challengeId.length);
  });

  it("asks the upstream exactly once for a well-formed number", async () => {
    const before = await requestsAfter(0);
    await start(syntheticMobile());
    const seen = (await requestsAfter(before.last)).requests.map(({ method, path }) => `${method} ${path}`);
    expect(seen).toEqual(["POST /auth/otp/start"]);
  });

  it("accepts a number written with +91 and surrounding spaces", async () => {
    const started = await start(`  +91${syntheticMobile()} `);
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
    const before = await requestsAfter(0);
    const started = await start(mobile);
    expect(started.ok).toBe(false);
    expect(!started.ok && started.error.code).toBe("invalid_mobile");
    if (mobile) expect(JSON.stringify(started)).not.toContain(mobile);
    expect((await requestsAfter(before.last)).requests).toEqual([]);
  });

  it("still answers a challenge when the upstream fails, one that never verifies, and logs no number", async () => {
    const mobile = "9000000002";
    await setFault({ status: 503, paths: ["/auth/otp/start"], times: 1 });
    const warn = vi.spyOn(console, "warn");
    const started = await start(mobile);
    expect(started.ok).toBe(true);
    if (!started.ok) return;
    expect(started.value.challengeId).not.toContain(mobile);
    expect(warn).toHaveBeenCalled();
    for (const line of warn.mock.calls.flat()) expect(String(line)).not.toContain(mobile);
    const verified = await verifyOtp(verifyDeps(""), {
      challengeId: started.value.challengeId,
      otp: "123456",
      companyId: "demo",
      now: new Date(),
    });
    expect(!verified.ok && verified.error.code).toBe("invalid_otp");
  });
});
