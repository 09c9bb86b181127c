/**
 * An Indian mobile number as a person types it: `9000000001`, `+91 90000 00001`, `090000-00001`,
 * `(+91) 900 000 0001`. Normalized once, here, to the ten digits (starting 6–9) every sign-in step
 * and throttle key uses; anything else is not a mobile number. Masked for display as `••••0001`
 * (the last four digits only, as the sanitizer keeps them).
 */
import * as v from "valibot";

/** Spaces, hyphens, dots and brackets people put between digit groups. */
const SEPARATORS = /[\s\-.()]/g;
const TEN_DIGITS = /^[6-9]\d{9}$/;

/** The ten digits, or null when the text is not an Indian mobile number (with +91, 0091, 91 or 0 before it). */
export function normalizeMobile(typed: string): string | null {
  const compact = typed.trim().replace(SEPARATORS, "");
  const digits = compact.replace(/^(?:\+91|0091|91(?=\d{10}$)|0(?=\d{10}$))/, "");
  return TEN_DIGITS.test(digits) ? digits : null;
}

/** A typed mobile number, normalized to its ten digits; longer than 24 characters is refused unread. */
export const MobileSchema = v.pipe(
  v.string(),
  v.maxLength(24),
  v.transform(normalizeMobile),
  v.check((mobile): mobile is string => mobile !== null, "a 10-digit mobile number starting 6-9"),
  v.transform((mobile) => mobile as string),
);

/** `••••0001`: how a signed-in number is shown (never the whole number). */
export function maskMobile(mobile: string): string {
  return `••••${mobile.slice(-4)}`;
}
