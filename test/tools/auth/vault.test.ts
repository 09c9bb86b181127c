/** The credential vault against the real D1: round trip, no plaintext at rest, refusals as values. */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { fromBase64, toBase64 } from "../../../src/shared/encoding";
import { forgetCredential, openCredential, sealCredential } from "../../../workers/tools/auth/vault";
import { credentialRow, HOUR_MS, later, newTestKey } from "../../support/auth";
import { asCredentialRefForTest } from "../../support/refs";

const NOW = new Date("2026-11-29T10:00:00.000Z");
const TOKEN = "pc1.MBR-1001.1796000000.c2lnbmF0dXJlLW5vdC1yZWFsLXZhdWx0LXRlc3Q";

async function sealed(key = newTestKey(), token = TOKEN) {
  const ref = await sealCredential(env.DB, key, { token, expiresAt: later(NOW, HOUR_MS), now: NOW });
  return { key, ref };
}

function flipFirstByte(base64: string): string {
  const bytes = fromBase64(base64) ?? new Uint8Array();
  bytes[0] = (bytes[0] ?? 0) ^ 0x01;
  return toBase64(bytes);
}

describe("credential vault", () => {
  it("opens a sealed credential as a Bearer header with its header name", async () => {
    const { key, ref } = await sealed();
    const opened = await openCredential(env.DB, key, ref, later(NOW, 1000));
    expect(opened).toEqual({ ok: true, value: { authorization: `Bearer ${TOKEN}`, headerNames: ["Authorization"] } });
  });

  it("stores no plaintext token in the row, only ciphertext and a 12-byte IV", async () => {
    const { ref } = await sealed();
    const row = await credentialRow(ref);
    const stored = JSON.stringify(row);
    expect(stored).not.toContain(TOKEN);
    expect(stored).not.toContain(TOKEN.slice(4, 24));
    expect(stored).not.toContain(btoa(TOKEN).slice(0, 20));
    expect(fromBase64(String(row?.iv))?.length).toBe(12);
  });

  it("uses a fresh IV for every seal, so one token never gives the same ciphertext twice", async () => {
    const key = newTestKey();
    const first = await credentialRow((await sealed(key)).ref);
    const second = await credentialRow((await sealed(key)).ref);
    expect(first?.iv).not.toBe(second?.iv);
    expect(first?.ciphertext).not.toBe(second?.ciphertext);
  });

  it("answers unreadable, without throwing, when opened with another key", async () => {
    const { ref } = await sealed();
    expect(await openCredential(env.DB, newTestKey(), ref, NOW)).toEqual({ ok: false, error: "unreadable" });
  });

  it("answers unreadable when the key is not base64 of 32 bytes", async () => {
    const { ref } = await sealed();
    expect(await openCredential(env.DB, "not a key", ref, NOW)).toEqual({ ok: false, error: "unreadable" });
    expect(await openCredential(env.DB, toBase64(new Uint8Array(16)), ref, NOW)).toEqual({
      ok: false,
      error: "unreadable",
    });
  });

  it.each([
    [
      "a flipped ciphertext byte",
      "ciphertext",
      (row: Record<string, unknown>) => flipFirstByte(String(row.ciphertext)),
    ],
    ["a flipped IV byte", "iv", (row: Record<string, unknown>) => flipFirstByte(String(row.iv))],
    ["ciphertext that is not base64", "ciphertext", () => "%%% not base64 %%%"],
    ["a truncated ciphertext", "ciphertext", (row: Record<string, unknown>) => String(row.ciphertext).slice(0, 8)],
    ["a later expiry than the one sealed", "expires_at", () => later(NOW, 1000 * HOUR_MS).toISOString()],
  ])("answers unreadable for a row with %s", async (_name, column, tamper) => {
    const { key, ref } = await sealed();
    const row = (await credentialRow(ref)) ?? {};
    await env.DB.prepare(`update credentials set ${column} = ? where ref = ?`).bind(tamper(row), ref).run();
    expect(await openCredential(env.DB, key, ref, NOW)).toEqual({ ok: false, error: "unreadable" });
  });

  it("answers unreadable for a row copied under another ref", async () => {
    const { key, ref } = await sealed();
    const other = await sealed(key, "pc1.MBR-2001.1796000000.another-token");
    const row = (await credentialRow(ref)) ?? {};
    await env.DB.prepare("update credentials set ciphertext = ?, iv = ? where ref = ?")
      .bind(row.ciphertext, row.iv, other.ref)
      .run();
    expect(await openCredential(env.DB, key, other.ref, NOW)).toEqual({ ok: false, error: "unreadable" });
  });

  it("answers expired once the upstream token's expiry has passed", async () => {
    const { key, ref } = await sealed();
    expect(await openCredential(env.DB, key, ref, later(NOW, HOUR_MS))).toEqual({ ok: false, error: "expired" });
  });

  it("answers missing for a ref that was never sealed or was forgotten", async () => {
    const { key, ref } = await sealed();
    expect(await openCredential(env.DB, key, asCredentialRefForTest("cred_never_sealed"), NOW)).toEqual({
      ok: false,
      error: "missing",
    });
    await forgetCredential(env.DB, ref);
    expect(await credentialRow(ref)).toBeNull();
    expect(await openCredential(env.DB, key, ref, NOW)).toEqual({ ok: false, error: "missing" });
  });

  it("refuses to seal under a malformed key or a token that could split a header", async () => {
    const expiresAt = later(NOW, HOUR_MS);
    await expect(sealCredential(env.DB, "short", { token: TOKEN, expiresAt, now: NOW })).rejects.toThrow(
      "CREDENTIAL_KEY",
    );
    const splitting = sealCredential(env.DB, newTestKey(), { token: "abc\r\nX-Evil: 1", expiresAt, now: NOW });
    await expect(splitting).rejects.toThrow("header-safe");
  });
});
