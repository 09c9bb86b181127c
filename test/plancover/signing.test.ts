import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { fromBase64Url, toBase64Url } from "../../src/shared/encoding";
import { nowSeconds } from "../../workers/plancover/auth/bearer";
import { hmacSign, hmacVerify, signingKey } from "../../workers/plancover/auth/hmac";
import { signToken, verifyToken } from "../../workers/plancover/auth/token";

describe("the stand-in's HMAC key", () => {
  it("is imported once per secret and reused for every later sign and verify", async () => {
    const first = await signingKey("key-reused-across-calls");
    await hmacSign("key-reused-across-calls", "payload");
    expect(await signingKey("key-reused-across-calls")).toBe(first);
  });

  it("is a different key for a different secret, so a signature never verifies under another secret", async () => {
    expect(await signingKey("secret-one")).not.toBe(await signingKey("secret-two"));
    const signature = await hmacSign("secret-one", "pc1.MBR-1001.9999999999");
    expect(await hmacVerify("secret-one", "pc1.MBR-1001.9999999999", signature)).toBe(true);
    expect(await hmacVerify("secret-two", "pc1.MBR-1001.9999999999", signature)).toBe(false);
  });

  it("refuses an empty secret instead of signing with it", async () => {
    await expect(async () => hmacSign("", "payload")).rejects.toThrow("PLANCOVER_SIGNING_KEY is empty");
  });
});

describe("base64url decoding (the stand-in's signatures, shared with the gateway)", () => {
  it("round-trips every byte value", () => {
    const bytes = Uint8Array.from({ length: 256 }, (_, i) => i);
    for (const length of [0, 1, 2, 3, 31, 32, 33, 256]) {
      expect(fromBase64Url(toBase64Url(bytes.subarray(0, length)))).toEqual(bytes.subarray(0, length));
    }
  });

  it.each([
    ["a standard-base64 character", "ab+c"],
    ["padding", "YQ=="],
    ["a dot", "ab.c"],
    ["whitespace", "ab c"],
    ["a non-ASCII character", "abcé"],
    ["a length no base64 text has (4n+1)", "abcde"],
  ])("refuses %s", (_what, text) => {
    expect(fromBase64Url(text)).toBeNull();
  });
});

describe("token verification", () => {
  it.each([
    ["a dot inside the signature", (t: string) => `${t}.x`],
    ["a member id of another shape", (t: string) => t.replace("MBR-1001", "mbr-1001")],
    ["an expiry that is not digits", (t: string) => t.replace(/\.(\d+)\./, ".1e9.")],
    ["a missing signature", (t: string) => t.slice(0, t.lastIndexOf("."))],
  ])("calls a token with %s malformed", async (_what, change) => {
    const token = await signToken(env.PLANCOVER_SIGNING_KEY, "MBR-1001", nowSeconds() + 60);
    expect(await verifyToken(env.PLANCOVER_SIGNING_KEY, change(token), nowSeconds())).toEqual({
      ok: false,
      error: "malformed",
    });
  });

  it("calls a token whose signature is not base64url, or whose expiry was changed, forged", async () => {
    const token = await signToken(env.PLANCOVER_SIGNING_KEY, "MBR-1001", nowSeconds() + 60);
    const [version, memberId, expiresAt, signature] = token.split(".");
    const notBase64 = [version, memberId, expiresAt, `${signature?.slice(1)}*`].join(".");
    const later = [version, memberId, Number(expiresAt) + 3600, signature].join(".");
    for (const bad of [notBase64, later]) {
      expect(await verifyToken(env.PLANCOVER_SIGNING_KEY, bad, nowSeconds())).toEqual({ ok: false, error: "forged" });
    }
  });

  it("calls a well-signed token past its expiry expired, and a fresh one valid with its claims", async () => {
    const expired = await signToken(env.PLANCOVER_SIGNING_KEY, "MBR-1001", nowSeconds() - 1);
    expect(await verifyToken(env.PLANCOVER_SIGNING_KEY, expired, nowSeconds())).toEqual({
      ok: false,
      error: "expired",
    });
    const expiresAt = nowSeconds() + 60;
    const fresh = await signToken(env.PLANCOVER_SIGNING_KEY, "MBR-T12345678", expiresAt);
    expect(await verifyToken(env.PLANCOVER_SIGNING_KEY, fresh, nowSeconds())).toEqual({
      ok: true,
      value: { memberId: "MBR-T12345678", expiresAt },
    });
  });
});
