/**
 * OTP challenges, stateless: `ch1.<payload>.<sig>` where the base64url payload carries the mobile, the
 * expiry and a nonce, signed, so verify needs no storage. The payload is encoded (not secret) only so a
 * challengeId never shows a bare mobile number to a log or a sanitizer on the way.
 */

import { fromBase64Url, toBase64Url } from "../../../src/shared/encoding";
import type { Result } from "../../../src/shared/result";
import { err, ok } from "../../../src/shared/result";
import { hmacSign, hmacVerify } from "./hmac";

const CHALLENGE_VERSION = "ch1";
export const CHALLENGE_TTL_SECONDS = 300;
const PAYLOAD = /^(\d{10})\.(\d{1,12})\.([0-9a-f]{16})$/;

export type ChallengeRejection = "malformed" | "forged" | "expired";

export async function issueChallenge(
  secret: string,
  mobile: string,
  nowSeconds: number,
  nonce: string,
): Promise<string> {
  const payload = toBase64Url(new TextEncoder().encode(`${mobile}.${nowSeconds + CHALLENGE_TTL_SECONDS}.${nonce}`));
  const signed = `${CHALLENGE_VERSION}.${payload}`;
  return `${signed}.${await hmacSign(secret, signed)}`;
}

/** The mobile a challenge was issued for, if it is ours and still fresh. */
export async function openChallenge(
  secret: string,
  challengeId: string,
  nowSeconds: number,
): Promise<Result<{ readonly mobile: string }, ChallengeRejection>> {
  const [version, payload, signature, ...rest] = challengeId.split(".");
  if (version !== CHALLENGE_VERSION || payload === undefined || signature === undefined || rest.length > 0) {
    return err("malformed");
  }
  if (!(await hmacVerify(secret, `${version}.${payload}`, signature))) return err("forged");
  const bytes = fromBase64Url(payload);
  const fields = bytes ? PAYLOAD.exec(new TextDecoder().decode(bytes)) : null;
  if (!fields?.[1] || !fields[2]) return err("malformed");
  if (Number(fields[2]) <= nowSeconds) return err("expired");
  return ok({ mobile: fields[1] });
}

/** A fresh nonce so two challenges for one mobile in one second still differ (ids, not data: random is right). */
export function newNonce(): string {
  return [...crypto.getRandomValues(new Uint8Array(8))].map((b) => b.toString(16).padStart(2, "0")).join("");
}
