/**
 * The one error log line: `{ event, ...fields, reason }` as JSON on console.error, where the reason
 * (an error's message, or a text) is redacted (secrets, personal identifiers) and bounded, so no
 * token, OTP or mobile number reaches a log through an exception's text.
 */
import { redactText } from "./sanitizer";

/** The longest reason a log line carries, in characters. */
export const LOG_REASON_MAX_CHARS = 300;

/** What a thrown value says, redacted and bounded. */
export function reasonOf(error: unknown): string {
  return redactText(error instanceof Error ? error.message : String(error)).slice(0, LOG_REASON_MAX_CHARS);
}

export function logError(
  event: string,
  error: unknown,
  fields: Readonly<Record<string, string | number | null>> = {},
): void {
  console.error(JSON.stringify({ event, ...fields, reason: reasonOf(error) }));
}
