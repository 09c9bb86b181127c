/**
 * Member access tokens, `pc1.<memberId>.<expiresAtEpochSeconds>.<sig>`: HMAC-signed and stateless, so
 * checking one needs no storage and none outlives its expiry. Pure: the key and the clock come in.
 */
import type { Result } from "../../../src/shared/result";
import { err, ok } from "../../../src/shared/result";
import { hmacSign, hmacVerify } from "./hmac";

const TOKEN_VERSION = "pc1";
const MEMBER_ID_IN_TOKEN = /^MBR-[A-Z0-9]{1,16}$/;
const EPOCH_SECONDS = /^\d{1,12}$/;

export type TokenClaims = { readonly memberId: string; readonly expiresAt: number };
export type TokenRejection = "malformed" | "forged" | "expired";

export async function signToken(secret: string, memberId: string, expiresAt: number): Promise<string> {
  const payload = `${TOKEN_VERSION}.${memberId}.${expiresAt}`;
  return `${payload}.${await hmacSign(secret, payload)}`;
}

export async function verifyToken(
  secret: string,
  token: string,
  nowSeconds: number,
): Promise<Result<TokenClaims, TokenRejection>> {
  const [version, memberId, expiry, signature, ...rest] = token.split(".");
  if (
    version !== TOKEN_VERSION ||
    memberId === undefined ||
    !MEMBER_ID_IN_TOKEN.test(memberId) ||
    expiry === undefined ||
    !EPOCH_SECONDS.test(expiry) ||
    signature === undefined ||
    rest.length > 0
  ) {
    return err("malformed");
  }
  if (!(await hmacVerify(secret, `${version}.${memberId}.${expiry}`, signature))) return err("forged");
  const expiresAt = Number(expiry);
  // The signature is checked first, so an expired answer is only ever given for a token we issued.
  if (expiresAt <= nowSeconds) return err("expired");
  return ok({ memberId, expiresAt });
}

/** `Authorization: Bearer <token>` → the token, or null for any other shape. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer ([^\s]+)$/i.exec(header?.trim() ?? "");
  return match?.[1] ?? null;
}
