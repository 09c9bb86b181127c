/**
 * The mobile number as a person types it, read by the gateway's own rule (`src/shared/mobile.ts`:
 * spaces, dashes, dots, brackets and a +91, 0091, 91 or 0 in front are dropped), with a sentence for
 * a number that cannot be one, so it is refused before anything is sent. The number itself is never
 * stored or shown again: only its last four digits, masked (••••0001).
 */
import { normalizeMobile } from "../../src/shared/mobile";

export type ParsedMobile =
  | { readonly ok: true; readonly digits: string }
  | { readonly ok: false; readonly reason: string };

export function parseMobile(typed: string): ParsedMobile {
  if (typed.trim() === "") return { ok: false, reason: "Enter your mobile number." };
  const digits = normalizeMobile(typed);
  if (digits !== null) return { ok: true, digits };
  return /[^\d\s\-.()+]/.test(typed)
    ? { ok: false, reason: "A mobile number has digits only (and +91 if you like)." }
    : { ok: false, reason: "Enter a 10-digit mobile number starting with 6, 7, 8 or 9." };
}
