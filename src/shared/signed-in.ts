/**
 * Who is signed in, as an app shows it ("Signed in as Asha · ••••0001") and a group names its
 * participants: a member's first name and the last four digits of the number they signed in with,
 * kept with their session at sign-in. Never the whole number: the session row holds four digits, and
 * what leaves the gateway is the masked form (`maskMobile`).
 */
import * as v from "valibot";
import { maskMobile } from "./mobile";

export const SIGNED_IN_KINDS = [
  /** No credential at all: nobody. */
  "anonymous",
  /** A guest session (nobody signed in yet). */
  "guest",
  /** A member signed in with their mobile number. */
  "member",
  /** A care agent or an administrator (a staff session). */
  "staff",
  /** A partner's token acting for a member: it is told no name or number of the member's. */
  "partner",
] as const;
export type SignedInKind = (typeof SIGNED_IN_KINDS)[number];

/** `GET /auth/me`, and what `POST /auth/otp/verify` answers beside the token. */
export const SignedInAsSchema = v.strictObject({
  kind: v.picklist(SIGNED_IN_KINDS),
  /** The member's first name as PlanCover gave it; null when it gave none, and for anyone else. */
  firstName: v.nullable(v.string()),
  /** `••••0001`: the last four digits of the number they signed in with; null for anyone else. */
  maskedMobile: v.nullable(v.pipe(v.string(), v.regex(/^•{4}\d{4}$/))),
});
export type SignedInAs = v.InferOutput<typeof SignedInAsSchema>;

/** What a session keeps to say who signed in on it (both null for a guest, staff, or a session made before). */
export interface SessionDisplay {
  readonly firstName: string | null;
  /** Exactly four digits, or null. */
  readonly mobileLast4: string | null;
}

export const NO_DISPLAY: SessionDisplay = { firstName: null, mobileLast4: null };

/** The longest first name kept, in characters. */
export const FIRST_NAME_MAX_CHARS = 40;

const FirstNameSchema = v.pipe(
  v.string(),
  v.minLength(1),
  v.maxLength(FIRST_NAME_MAX_CHARS),
  // A name is letters (any script) and the marks, apostrophes and hyphens names carry: a digit or
  // anything else is not kept, so nothing like a number can ride in as a "name".
  v.regex(/^[\p{L}\p{M}'’.-]+$/u),
);

/** The first word of the name PlanCover gave ("Asha Rao" → "Asha"); null when there is none that reads as a name. */
export function firstNameOf(fullName: string | null): string | null {
  const first = fullName?.trim().split(/\s+/)[0] ?? "";
  return v.is(FirstNameSchema, first) ? first : null;
}

/** The last four digits of a normalized (ten-digit) mobile number: all a session keeps of it. */
export function lastFourOf(mobile: string): string {
  return mobile.slice(-4);
}

/** The stored four digits as shown (`••••0001`); null for none, or for anything but four digits. */
export function maskedMobileOf(display: SessionDisplay): string | null {
  const last4 = display.mobileLast4;
  return last4 !== null && /^\d{4}$/.test(last4) ? maskMobile(last4) : null;
}
