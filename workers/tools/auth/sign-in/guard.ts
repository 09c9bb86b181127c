/**
 * The sign-in guard as the OTP code sees it: challenges that are opaque, counted and single-use, and
 * throttles per mobile number and per client address, all kept in SignInGuard Durable Objects. The
 * objects are named by hashes: no mobile number or address is a name, and a challenge id is random,
 * so it says nothing about the number it was issued for.
 */

import { networkOf } from "../../../../src/shared/client-network";
import { randomBytes, sha256Hex, toBase64Url } from "../../../../src/shared/encoding";
import type { AttemptAnswer, ChallengeRecord } from "./challenge-record";
import type { SignInGuard } from "./guard-object";
import type { ThrottleAnswer } from "./throttle-window";

/** Our challenge ids: a prefix naming what they are, then 32 random bytes in base64url. */
export const CHALLENGE_ID_PREFIX = "otc_";
export const CHALLENGE_ID_PATTERN = /^otc_[A-Za-z0-9_-]{43}$/;

export const THROTTLE_ACTIONS = ["start", "verify"] as const;
export type ThrottleAction = (typeof THROTTLE_ACTIONS)[number];

/**
 * Whom a throttle counts: a mobile number (from everywhere), a number asked for from one client
 * address, or the client address a request came from.
 */
export interface ThrottleBucket {
  readonly action: ThrottleAction;
  readonly scope: "mobile" | "mobile_from_address" | "address";
  /** A hash from `mobileKey` or `addressKey` (both, joined, for a number from one address), never the number or address itself. */
  readonly key: string;
}

export interface SignInGuardPort {
  issueChallenge(record: ChallengeRecord): Promise<string>;
  attemptChallenge(challengeId: string, maxAttempts: number, now: Date): Promise<AttemptAnswer>;
  consumeChallenge(challengeId: string, now: Date): Promise<boolean>;
  take(bucket: ThrottleBucket, limit: number, windowMs: number, now: Date): Promise<ThrottleAnswer>;
  clear(bucket: ThrottleBucket): Promise<void>;
}

export function newChallengeId(): string {
  return `${CHALLENGE_ID_PREFIX}${toBase64Url(randomBytes(32))}`;
}

/** The throttle key of a (normalized, ten-digit) mobile number. */
export function mobileKey(mobile: string): Promise<string> {
  return sha256Hex(`mobile:${mobile}`);
}

/**
 * The throttle key of a client address. An IPv6 client holds a whole /64 (its network picks the
 * rest), so an IPv6 address counts by its first four groups; an IPv4 address counts whole.
 */
export function addressKey(address: string): Promise<string> {
  return sha256Hex(`address:${networkOf(address.trim().toLowerCase())}`);
}

function bucketName(bucket: ThrottleBucket): string {
  return `${bucket.action}:${bucket.scope}:${bucket.key}`;
}

export function signInGuard(namespace: DurableObjectNamespace<SignInGuard>): SignInGuardPort {
  const object = (name: string) => namespace.get(namespace.idFromName(name));
  return {
    async issueChallenge(record) {
      const challengeId = newChallengeId();
      await object(`challenge:${challengeId}`).issueChallenge(record);
      return challengeId;
    },
    attemptChallenge: (challengeId, maxAttempts, now) =>
      object(`challenge:${challengeId}`).attemptChallenge(maxAttempts, now.getTime()),
    consumeChallenge: (challengeId, now) => object(`challenge:${challengeId}`).consumeChallenge(now.getTime()),
    take: (bucket, limit, windowMs, now) => object(bucketName(bucket)).take(limit, windowMs, now.getTime()),
    clear: (bucket) => object(bucketName(bucket)).clear(),
  };
}
