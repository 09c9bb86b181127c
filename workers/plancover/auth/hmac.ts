/**
 * HMAC-SHA256 over UTF-8 text with base64url signatures: the one primitive behind tokens and challenges.
 * The key is imported once per secret and kept for the isolate's life: the secret is a fixed env value,
 * and a CryptoKey is a derived constant (no request's I/O, no per-person state), so every sign and
 * verify after the first skips the import.
 */
import { fromBase64Url, toBase64Url } from "../../../src/shared/encoding";

const encoder = new TextEncoder();

/** Imported keys by secret. Only ever a handful of entries: the Worker's one key (tests add a few of their own). */
const importedKeys = new Map<string, CryptoKey>();

/** The HMAC key for a secret: the kept one (no await on the hot path), else imported now and kept. */
export function signingKey(secret: string): CryptoKey | Promise<CryptoKey> {
  return importedKeys.get(secret) ?? importAndKeep(secret);
}

/** Concurrent first uses may both import; either key is the same key, and the last one kept wins. */
async function importAndKeep(secret: string): Promise<CryptoKey> {
  if (secret.length === 0) throw new Error("PLANCOVER_SIGNING_KEY is empty");
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
    "verify",
  ]);
  importedKeys.set(secret, key);
  return key;
}

export async function hmacSign(secret: string, payload: string): Promise<string> {
  const signature = await crypto.subtle.sign("HMAC", await signingKey(secret), encoder.encode(payload));
  return toBase64Url(new Uint8Array(signature));
}

/** Constant-time: `subtle.verify` compares the MAC itself, so timing says nothing about a forged one. */
export async function hmacVerify(secret: string, payload: string, signature: string): Promise<boolean> {
  const bytes = fromBase64Url(signature);
  if (!bytes) return false;
  return crypto.subtle.verify("HMAC", await signingKey(secret), bytes, encoder.encode(payload));
}
