/**
 * The leak scan's needles: a canary's digits are found wherever a member's value could land (after a
 * newline, behind a country code, with separators), and not inside a hash or a random id, whose hex
 * run holds any six digits sooner or later.
 */
import { describe, expect, it } from "vitest";
import { findCanaries } from "../support/reliability/leaks/canaries";

const kinds = (text: string) => findCanaries("sink", text).map((finding) => finding.kind);

describe("the leak scan's needles", () => {
  it("finds an OTP and a mobile number as members write them and as sinks escape them", () => {
    expect(kinds("the otp I got is\\n582614")).toContain("OTP on the next line");
    expect(kinds("+919876501234")).toContain("mobile number");
    expect(kinds("call +91 98765 01234 now")).toContain("mobile number");
  });

  it("does not take six digits inside a person hash for the OTP", () => {
    const hash = "e9199817a05231f015eab15826141cc34e62f352ae910386899f6012623c135d";
    expect(kinds(`{"person_hash":"${hash}"}`)).toEqual([]);
  });
});
