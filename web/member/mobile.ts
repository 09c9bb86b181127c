/**
 * The mobile number as a person types it: spaces, dashes, dots, brackets and a +91 (or 91, or a
 * leading 0) are accepted and dropped, leaving the ten digits the gateway signs in with. The number
 * itself is never stored or shown again: only its last four digits, masked (••••0001).
 */

/** An Indian mobile number: ten digits, the first 6–9. */
const TEN_DIGITS = /^[6-9]\d{9}$/;

export type ParsedMobile =
  | { readonly ok: true; readonly digits: string }
  | { readonly ok: false; readonly reason: string };

export function parseMobile(typed: string): ParsedMobile {
  const compact = typed.replace(/[\s().-]/g, "");
  if (compact === "") return { ok: false, reason: "Enter your mobile number." };
  if (!/^\+?\d+$/.test(compact)) return { ok: false, reason: "A mobile number has digits only (and +91 if you like)." };
  const digits = compact.replace(/^\+?91(?=\d{10}$)/, "").replace(/^0(?=\d{10}$)/, "");
  if (!TEN_DIGITS.test(digits)) {
    return { ok: false, reason: "Enter a 10-digit mobile number starting with 6, 7, 8 or 9." };
  }
  return { ok: true, digits };
}

/** The last four digits behind bullets: enough for a person to recognise their number, nothing more. */
export function maskMobile(digits: string): string {
  return `••••${digits.slice(-4)}`;
}
