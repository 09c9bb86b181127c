/**
 * A fixed-window counter, pure: at most `limit` hits per window; a refused hit is not counted and
 * says when the window ends. No I/O, no clock: the time comes in as a number.
 */

export interface ThrottleWindow {
  readonly startMs: number;
  readonly hits: number;
}

export type ThrottleAnswer = { readonly allowed: true } | { readonly allowed: false; readonly retryAfterMs: number };

export function takeFrom(
  window: ThrottleWindow | undefined,
  limit: number,
  windowMs: number,
  nowMs: number,
): { readonly answer: ThrottleAnswer; readonly next: ThrottleWindow | null } {
  const current = window && nowMs < window.startMs + windowMs ? window : { startMs: nowMs, hits: 0 };
  if (current.hits >= limit) {
    return { answer: { allowed: false, retryAfterMs: current.startMs + windowMs - nowMs }, next: null };
  }
  return { answer: { allowed: true }, next: { startMs: current.startMs, hits: current.hits + 1 } };
}
