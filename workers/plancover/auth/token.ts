/**
 * Member access tokens, `pc1.<memberId>.<expiresAtEpochSeconds>.<sig>`: HMAC-signed and stateless, so
 * checking one needs no storage and none outlives its expiry. Pure: the key and the clock come in.
 */
import type { Result } from "../../../src/shared/result";
import { err, ok } from "../../../src/shared/result";
import { hmacSign, hmacVerify } from "./hmac";

const TOKEN_VERSION = "pc1";
/**
 * A whole token in one match (it is read on every member request): the version, the member id, the
 * expiry in epoch seconds, then a signature without dots (its alphabet is hmacVerify's to judge).
 */
const TOKEN_SHAPE = new RegExp(String.raw`^${TOKEN_VERSION}\.(MBR-[A-Z0-9]{1,16})\.(\d{1,12})\.([^.]*)$`);

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
  const shape = TOKEN_SHAPE.exec(token);
  const memberId = shape?.[1];
  const expiry = shape?.[2];
  const signature = shape?.[3];
  if (memberId === undefined || expiry === undefined || signature === undefined) return err("malformed");
  // What was signed: everything before the signature's dot.
  const payload = token.slice(0, token.length - signature.length - 1);
  if (!(await hmacVerify(secret, payload, signature))) return err("forged");
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
