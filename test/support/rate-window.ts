/**
 * The platform's rate limiters (the `[[ratelimits]]` bindings) count in fixed windows aligned to the
 * clock: Miniflare's counts a key's hits in `floor(now / period)`, and every key rolls over at the
 * same instant. A test that proves "the Nth call in a window is refused" must make all its calls in
 * one window, or a rollover between them resets the count and the refusal never comes.
 */

/** Room a test's burst of calls is given: ~65 local calls take about half a second, so twenty times that on a loaded machine. */
const BURST_ROOM_MS = 10_000;

/**
 * Resolves when the current window of `periodSeconds` has at least BURST_ROOM_MS left: at once when
 * it has, else at the start of the next window (the clock is workerd's, the one the limiter reads).
 */
export async function roomInRateWindow(periodSeconds: number): Promise<void> {
  const periodMs = periodSeconds * 1000;
  const leftMs = periodMs - (Date.now() % periodMs);
  if (leftMs >= BURST_ROOM_MS) return;
  // A little past the boundary, so the first call is surely counted in the new window.
  await new Promise<void>((resolve) => setTimeout(resolve, leftMs + 50));
}
