/**
 * Counts a person's tool calls per UTC day (the hard budget) and per minute (the rate limit) in
 * D1. Each increment is one atomic upsert, so concurrent calls in different isolates never lose
 * a count. Counting happens at the guard, so refused calls count as attempts too.
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

/** One atomic count of a key (a person's, or a partner client's) in a window; the count including it. */
export async function increment(db: D1Database, personKey: string, window: string, expiresAt: Date): Promise<number> {
  const [row] = await drizzle(db)
    .insert(usageCounter)
    .values({ personKey, window, count: 1, expiresAt: expiresAt.toISOString() })
    .onConflictDoUpdate({
      target: [usageCounter.personKey, usageCounter.window],
      set: { count: sql`${usageCounter.count} + 1` },
    })
    .returning({ count: usageCounter.count });
  return row?.count ?? 1;
}

/** Records one call and returns the counts including it. */
export async function recordCall(db: D1Database, personKey: string, now: Date): Promise<Usage> {
  const windows = usageWindows(now);
  const [callsToday, callsThisMinute] = await Promise.all([
    increment(db, personKey, windows.day, new Date(now.getTime() + DAY_MS)),
    increment(db, personKey, windows.minute, new Date(now.getTime() + MINUTE_MS)),
  ]);
  return { callsToday, callsThisMinute };
}
