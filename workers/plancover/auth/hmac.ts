/**
 * HMAC-SHA256 over UTF-8 text with base64url signatures: the one primitive behind tokens and challenges.
 * The key is imported once per secret and kept for the isolate's life: the secret is a fixed env value,
 * and a CryptoKey is a derived constant (no request's I/O, no per-person state), so every sign and
 * verify after the first skips the import.
 */
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

export function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

const BASE64URL_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
/** Each ASCII code's 6-bit value in the base64url alphabet, or -1 for a character outside it. */
const SEXTET_OF = new Int8Array(128).fill(-1);
for (let i = 0; i < BASE64URL_ALPHABET.length; i++) SEXTET_OF[BASE64URL_ALPHABET.charCodeAt(i)] = i;

/**
 * Unpadded base64url to bytes, or null for a character outside the alphabet or a length no base64
 * text can have (4n+1). Decoded in one pass (no atob, no padding, no per-character closure): it runs
 * on every bearer request. Leftover low bits of the last character are dropped, as atob drops them.
 */
export function fromBase64Url(text: string): Uint8Array | null {
  if (text.length % 4 === 1) return null;
  const bytes = new Uint8Array((text.length * 3) >> 2);
  let bits = 0;
  let pending = 0;
  let at = 0;
  for (let i = 0; i < text.length; i++) {
    const sextet = SEXTET_OF[text.charCodeAt(i)] ?? -1;
    if (sextet < 0) return null;
    pending = ((pending << 6) | sextet) & 0xfff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[at++] = pending >> bits;
    }
  }
  return bytes;
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
