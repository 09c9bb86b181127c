// HMAC-SHA256 over UTF-8 text with base64url signatures: the one primitive behind tokens and challenges.
const encoder = new TextEncoder();

function importKey(secret: string): Promise<CryptoKey> {
  if (secret.length === 0) throw new Error("PLANCOVER_SIGNING_KEY is empty");
  return crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
    "verify",
  ]);
}

export function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

export function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  const padded = text.replaceAll("-", "+").replaceAll("_", "/") + "=".repeat((4 - (text.length % 4)) % 4);
  try {
    return Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
  } catch {
    // Only a length that no base64 string can have gets here; it is simply not a signature.
    return null;
  }
}

export async function hmacSign(secret: string, payload: string): Promise<string> {
  const signature = await crypto.subtle.sign("HMAC", await importKey(secret), encoder.encode(payload));
  return toBase64Url(new Uint8Array(signature));
}

/** Constant-time: `subtle.verify` compares the MAC itself, so timing says nothing about a forged one. */
export async function hmacVerify(secret: string, payload: string, signature: string): Promise<boolean> {
  const bytes = fromBase64Url(signature);
  if (!bytes) return false;
  return crypto.subtle.verify("HMAC", await importKey(secret), bytes, encoder.encode(payload));
}
