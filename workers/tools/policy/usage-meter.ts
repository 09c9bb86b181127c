/**
 * Counts a person's tool calls per UTC day (the hard budget) and per minute (the rate limit) in
 * D1. Each window is one atomic upsert that adds all of a step's calls at once, so concurrent calls
 * in different isolates never lose a count; the calls of a step then take the counts in order, as if
 * each had been counted alone. Counting happens at the guard, so refused calls count as attempts too.
 */
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { usageCounter } from "../../../d1/schema";

export interface Usage {
  readonly callsToday: number;
  readonly callsThisMinute: number;
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

export function usageWindows(now: Date): { day: string; minute: string } {
  const iso = now.toISOString();
  return { day: `day:${iso.slice(0, 10)}`, minute: `minute:${iso.slice(0, 16)}` };
}

/** One atomic upsert adding `calls` to a key's count in a window, returning the new count (for a batch). */
export function addCalls(db: D1Database, personKey: string, window: string, calls: number, expiresAt: Date) {
  return drizzle(db)
    .insert(usageCounter)
    .values({ personKey, window, count: calls, expiresAt: expiresAt.toISOString() })
    .onConflictDoUpdate({
      target: [usageCounter.personKey, usageCounter.window],
      set: { count: sql`${usageCounter.count} + ${calls}` },
    })
    .returning({ count: usageCounter.count });
}

/** The day's and the minute's upserts for `calls` calls, for a D1 batch (their answers go to `usageOf`). */
export function usageQueries(db: D1Database, personKey: string, now: Date, calls: number) {
  const windows = usageWindows(now);
  return [
    addCalls(db, personKey, windows.day, calls, new Date(now.getTime() + DAY_MS)),
    addCalls(db, personKey, windows.minute, calls, new Date(now.getTime() + MINUTE_MS)),
  ] as const;
}

/** The k-th of `calls` counted together sees the total less the calls after it. */
export function countsInOrder(rows: readonly { count: number }[], calls: number): number[] {
  const total = rows[0]?.count ?? calls;
  return Array.from({ length: calls }, (_, k) => total - (calls - 1 - k));
}

/** Each call's counts including itself: the k-th of `calls` sees the total less the calls after it. */
export function usageOf(
  day: readonly { count: number }[],
  minute: readonly { count: number }[],
  calls: number,
): Usage[] {
  const today = countsInOrder(day, calls);
  const thisMinute = countsInOrder(minute, calls);
  return today.map((callsToday, k) => ({ callsToday, callsThisMinute: thisMinute[k] ?? callsToday }));
}
