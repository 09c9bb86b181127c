/**
 * Counts a person's tool calls per UTC day (the hard budget) and per minute (the rate limit) in
 * D1, and a partner client's per minute. A step's counters (the person's day and minute, and the
 * client's minute when a partner calls) are one atomic upsert that adds all of the step's calls at
 * once, so concurrent calls in different isolates never lose a count; the calls of a step then take
 * the counts in order, as if each had been counted alone. Counting happens before the policy is
 * known (it shares the policy's batch), so a call the chain then refuses gives its count back
 * (`giveBack`, written with the refusal's audit row): only calls that pass the checks spend the
 * budget and the rate.
 */
import { and, eq, or, sql } from "drizzle-orm";
import type { SQLiteInsertBase } from "drizzle-orm/sqlite-core";
import { usageCounter } from "../../../d1/schema";
import { type BatchEntry, perBinding } from "../d1/orm";

export interface Usage {
  readonly callsToday: number;
  readonly callsThisMinute: number;
}

/** One count: whose (a person, a guest's session or a partner client) and which window. */
export interface Counter {
  readonly key: string;
  readonly window: string;
  /** When the window's row may be cleared. */
  readonly expiresAt: Date;
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
/** A step counts at most this many counters: the person's day and minute, and a partner client's minute. */
export const MAX_COUNTERS = 3;

export function usageWindows(now: Date): { day: string; minute: string } {
  const iso = now.toISOString();
  return { day: `day:${iso.slice(0, 10)}`, minute: `minute:${iso.slice(0, 16)}` };
}

/** The person's (or guest session's) counters: the day's, then the minute's. */
export function personCounters(personKey: string, now: Date): readonly [Counter, Counter] {
  const windows = usageWindows(now);
  return [
    { key: personKey, window: windows.day, expiresAt: new Date(now.getTime() + DAY_MS) },
    { key: personKey, window: windows.minute, expiresAt: new Date(now.getTime() + MINUTE_MS) },
  ];
}

/** The minute's counter of any key (a partner client's calls for a company). */
export function minuteCounter(key: string, now: Date): Counter {
  return { key, window: usageWindows(now).minute, expiresAt: new Date(now.getTime() + MINUTE_MS) };
}

/**
 * An insert of counter rows made an upsert that adds the step's calls (the placeholder `calls`) to a
 * counter that exists, answering each counter's new count. The plain upsert below inserts VALUES; the
 * one sent with a session's read inserts a SELECT that yields rows only for a live session
 * (adapters/d1-session-step.ts).
 */
export function countingUpsert(insert: SQLiteInsertBase<typeof usageCounter, "async", D1Result>) {
  return insert
    .onConflictDoUpdate({
      target: [usageCounter.personKey, usageCounter.window],
      set: { count: sql`${usageCounter.count} + ${sql.placeholder("calls")}` },
    })
    .returning({ key: usageCounter.personKey, window: usageCounter.window, count: usageCounter.count });
}

/** The upsert of n counters (n = 1..MAX_COUNTERS), prepared once per binding for each n. */
const statements = perBinding((orm) => {
  const upsertOf = (size: number) =>
    countingUpsert(
      orm.insert(usageCounter).values(
        Array.from({ length: size }, (_, at) => ({
          personKey: sql.placeholder(`key${at}`),
          window: sql.placeholder(`window${at}`),
          count: sql.placeholder("calls"),
          expiresAt: sql.placeholder(`expiresAt${at}`),
        })),
      ),
    ).prepare();
  return Array.from({ length: MAX_COUNTERS }, (_, at) => upsertOf(at + 1));
});

/** One row the upsert returns: a counter and its count after the step's calls. */
export type CountRow = { key: string; window: string; count: number };

/**
 * One atomic upsert adding `calls` to each counter, returning each new count (for a D1 batch; read
 * the answer with `countsOf`).
 */
export function addCalls(db: D1Database, counters: readonly Counter[], calls: number): BatchEntry {
  const query = statements(db)[counters.length - 1];
  if (!query) throw new Error(`a step counts 1 to ${MAX_COUNTERS} counters, not ${counters.length}`);
  return { query, values: counterValues(counters, calls) };
}

/** The upsert's placeholders: `calls`, and each counter's `key<n>`, `window<n>` and `expiresAt<n>`. */
export function counterValues(counters: readonly Counter[], calls: number): Record<string, unknown> {
  const values: Record<string, unknown> = { calls };
  counters.forEach((counter, at) => {
    values[`key${at}`] = counter.key;
    values[`window${at}`] = counter.window;
    values[`expiresAt${at}`] = counter.expiresAt.toISOString();
  });
  return values;
}

/**
 * What each of `calls` calls counted together sees on `counter`: the k-th sees the total less the
 * calls after it. (RETURNING gives rows in no set order, so the counter is found by its key and window.)
 */
export function countsOf(rows: readonly CountRow[], counter: Counter, calls: number): number[] {
  const total = rows.find((row) => row.key === counter.key && row.window === counter.window)?.count ?? calls;
  return Array.from({ length: calls }, (_, k) => total - (calls - 1 - k));
}

/** Each call's counts including itself, from the person's day and minute counters. */
export function usageOf(rows: readonly CountRow[], counters: readonly [Counter, Counter], calls: number): Usage[] {
  const today = countsOf(rows, counters[0], calls);
  const thisMinute = countsOf(rows, counters[1], calls);
  return today.map((callsToday, k) => ({ callsToday, callsThisMinute: thisMinute[k] ?? callsToday }));
}

/** The give-back of `calls` to n counters (n = 1..MAX_COUNTERS), prepared once per binding for each n. */
const giveBackStatements = perBinding((orm) => {
  const calls = sql.placeholder("calls");
  const giveBackOf = (size: number) =>
    orm
      .update(usageCounter)
      // Never below zero: a window that expired and was cleared in between has nothing to give back.
      .set({ count: sql`max(0, ${usageCounter.count} - ${calls})` })
      .where(
        or(
          ...Array.from({ length: size }, (_, at) =>
            and(
              eq(usageCounter.personKey, sql.placeholder(`key${at}`)),
              eq(usageCounter.window, sql.placeholder(`window${at}`)),
            ),
          ),
        ),
      )
      .prepare();
  return Array.from({ length: MAX_COUNTERS }, (_, at) => giveBackOf(at + 1));
});

/**
 * Takes `calls` back off each counter a step added them to: the calls the chain refused after they
 * were counted. The same counters (and windows) the step's upsert used, so a minute that turned in
 * between is still the right one.
 */
export async function giveBack(db: D1Database, counters: readonly Counter[], calls: number): Promise<void> {
  if (counters.length === 0 || calls === 0) return;
  const query = giveBackStatements(db)[counters.length - 1];
  if (!query) throw new Error(`a step counts 1 to ${MAX_COUNTERS} counters, not ${counters.length}`);
  const values: Record<string, unknown> = { calls };
  counters.forEach((counter, at) => {
    values[`key${at}`] = counter.key;
    values[`window${at}`] = counter.window;
  });
  await query.run(values);
}
