/**
 * The sign-in limits, from the tools Worker's [vars] with sane defaults: how many codes one challenge
 * may try, how long it lives, and how many starts and verifies one mobile number and one client
 * address get per window. A missing or malformed value falls back to its default (never to "no limit").
 *
 * A number is counted twice: from each client address, tightly (its owner's own retries), and from
 * everywhere, more loosely (codes sent to it at all). So a stranger at one address who asks for codes
 * for someone's number spends that address's share, not the owner's: the owner, elsewhere, can still
 * sign in until the number's overall ceiling, which bounds the texts any number receives.
 */
import * as v from "valibot";

export interface SignInLimits {
  /** Codes one challenge may try; the next try, even with the right code, is refused. */
  readonly maxAttemptsPerChallenge: number;
  /** How long (ms) a challenge can be verified. */
  readonly challengeTtlMs: number;
  /** The window (ms) every throttle below counts in. */
  readonly windowMs: number;
  /** Starts for one number from one client address (all of them when the runtime gives no address). */
  readonly startsPerMobile: number;
  /** Starts for one number from every address together: the texts a number may be sent. */
  readonly startsPerMobileEverywhere: number;
  readonly startsPerAddress: number;
  /** Verifies for one number from one client address (all of them when the runtime gives no address). */
  readonly verifiesPerMobile: number;
  /** Verifies for one number from every address together, across its challenges. */
  readonly verifiesPerMobileEverywhere: number;
  readonly verifiesPerAddress: number;
}

/** The sign-in settings as [vars] hold them (strings); each may be absent. */
export interface SignInVars {
  readonly OTP_MAX_ATTEMPTS?: string;
  readonly OTP_CHALLENGE_TTL_SECONDS?: string;
  readonly OTP_THROTTLE_WINDOW_SECONDS?: string;
  readonly OTP_STARTS_PER_MOBILE?: string;
  readonly OTP_STARTS_PER_MOBILE_EVERYWHERE?: string;
  readonly OTP_STARTS_PER_ADDRESS?: string;
  readonly OTP_VERIFIES_PER_MOBILE?: string;
  readonly OTP_VERIFIES_PER_MOBILE_EVERYWHERE?: string;
  readonly OTP_VERIFIES_PER_ADDRESS?: string;
}

const SECOND_MS = 1000;

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = {
  maxAttemptsPerChallenge: 5,
  // The stand-in's challenges live five minutes too; ours must not outlive the upstream's.
  challengeTtlMs: 300 * SECOND_MS,
  windowMs: 900 * SECOND_MS,
  // A person who asks for a code five times in fifteen minutes is not getting SMS through; more is abuse.
  startsPerMobile: 5,
  // Three people's worth of retries: a stranger must ask from several addresses to shut the owner out.
  startsPerMobileEverywhere: 15,
  // One address may be a carrier's NAT in front of many people: generous, but not unlimited.
  startsPerAddress: 30,
  verifiesPerMobile: 10,
  verifiesPerMobileEverywhere: 30,
  verifiesPerAddress: 60,
};

const PositiveCount = v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number), v.minValue(1));

function read(text: string | undefined, fallback: number, unitMs = 1): number {
  const parsed = v.safeParse(PositiveCount, text);
  return parsed.success ? parsed.output * unitMs : fallback;
}

export function signInLimits(vars: SignInVars): SignInLimits {
  const d = DEFAULT_SIGN_IN_LIMITS;
  return {
    maxAttemptsPerChallenge: read(vars.OTP_MAX_ATTEMPTS, d.maxAttemptsPerChallenge),
    challengeTtlMs: read(vars.OTP_CHALLENGE_TTL_SECONDS, d.challengeTtlMs, SECOND_MS),
    windowMs: read(vars.OTP_THROTTLE_WINDOW_SECONDS, d.windowMs, SECOND_MS),
    startsPerMobile: read(vars.OTP_STARTS_PER_MOBILE, d.startsPerMobile),
    startsPerMobileEverywhere: read(vars.OTP_STARTS_PER_MOBILE_EVERYWHERE, d.startsPerMobileEverywhere),
    startsPerAddress: read(vars.OTP_STARTS_PER_ADDRESS, d.startsPerAddress),
    verifiesPerMobile: read(vars.OTP_VERIFIES_PER_MOBILE, d.verifiesPerMobile),
    verifiesPerMobileEverywhere: read(vars.OTP_VERIFIES_PER_MOBILE_EVERYWHERE, d.verifiesPerMobileEverywhere),
    verifiesPerAddress: read(vars.OTP_VERIFIES_PER_ADDRESS, d.verifiesPerAddress),
  };
}
