/**
 * A sign-in challenge as the guard keeps it, and the pure rules over it: a challenge tries at most
 * `maxAttempts` codes, each try counted before the upstream sees the code, so neither a burst of
 * guesses nor a late right code gets past the count; and it is consumed once, by the one verify that
 * succeeded first. No I/O, no clock: the time comes in as a number.
 */

export interface ChallengeRecord {
  /** The upstream's challenge (it may carry the mobile number); null when the upstream failed at start. */
  readonly upstreamChallengeId: string | null;
  /** The mobile number's throttle key (a hash), so a verify is throttled per number too. */
  readonly mobileKey: string;
  /**
   * The number's last four digits, for the session to say who signed in (`••••0001`); never the
   * whole number. Absent on a challenge issued before it was kept.
   */
  readonly mobileLast4?: string;
  readonly expiresAtMs: number;
  readonly attempts: number;
  readonly consumed: boolean;
}

export const CHALLENGE_REFUSALS = [
  /** No such challenge (never issued, or forgotten after it expired). */
  "unknown",
  /** Past its lifetime. */
  "expired",
  /** Already exchanged for a session. */
  "consumed",
  /** Every allowed code was tried: the challenge is dead, whatever code comes next. */
  "exhausted",
] as const;
export type ChallengeRefusal = (typeof CHALLENGE_REFUSALS)[number];

/** What one try may use: the upstream challenge to send the code with (null: no code can work). */
export type AttemptAnswer =
  | {
      readonly ok: true;
      readonly upstreamChallengeId: string | null;
      readonly mobileKey: string;
      /** The number's last four digits (null on a challenge issued before they were kept). */
      readonly mobileLast4: string | null;
      /** The codes this challenge may still try after this one. */
      readonly triesLeft: number;
    }
  | { readonly ok: false; readonly refusal: ChallengeRefusal };

/** Counts a try; the record comes back changed only when the try is allowed. */
export function attemptOn(
  record: ChallengeRecord | undefined,
  maxAttempts: number,
  nowMs: number,
): { readonly answer: AttemptAnswer; readonly next: ChallengeRecord | null } {
  if (!record) return { answer: { ok: false, refusal: "unknown" }, next: null };
  if (record.consumed) return { answer: { ok: false, refusal: "consumed" }, next: null };
  if (nowMs >= record.expiresAtMs) return { answer: { ok: false, refusal: "expired" }, next: null };
  if (record.attempts >= maxAttempts) return { answer: { ok: false, refusal: "exhausted" }, next: null };
  const { upstreamChallengeId, mobileKey } = record;
  const attempts = record.attempts + 1;
  const mobileLast4 = record.mobileLast4 ?? null;
  return {
    answer: { ok: true, upstreamChallengeId, mobileKey, mobileLast4, triesLeft: maxAttempts - attempts },
    next: { ...record, attempts },
  };
}

/** Consumes a challenge whose code was right: true for exactly one caller, whatever the interleaving. */
export function consumeOn(record: ChallengeRecord | undefined, nowMs: number): ChallengeRecord | null {
  if (!record || record.consumed || nowMs >= record.expiresAtMs) return null;
  return { ...record, consumed: true };
}
