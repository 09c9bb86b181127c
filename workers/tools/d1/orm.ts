/**
 * drizzle over a D1 binding, built once per binding per isolate, and the hot path's statements built
 * once beside it. A binding outlives the request that first used it, and so does what is derived
 * from it alone: the drizzle instance, a prepared statement's SQL text and its result mapping. Nothing
 * read from D1 is kept: every request binds its own values and reads the rows afresh.
 */
import { fillPlaceholders } from "drizzle-orm";
import { type DrizzleD1Database, drizzle } from "drizzle-orm/d1";
import { oncePer } from "../../../src/shared/once-per";

/** The drizzle instance over `db` (the same one for every request of this isolate). */
export const ormFor: (db: D1Database) => DrizzleD1Database = oncePer((db) => drizzle(db));

/** Builds `build(orm)` once per binding: the prepared statements a module runs on every call. */
export function perBinding<T>(build: (orm: DrizzleD1Database) => T): (db: D1Database) => T {
  return oncePer((db) => build(ormFor(db)));
}

/** A prepared drizzle query as a batch needs it: its SQL, its parameters and its result mapping. */
export interface PreparedQuery {
  getQuery(): { sql: string; params: unknown[] };
  mapResult(response: unknown, isFromBatch?: boolean): unknown;
}

/** One prepared statement of a batch and the values of its placeholders. */
export interface BatchEntry {
  readonly query: PreparedQuery;
  readonly values: Record<string, unknown>;
}

/**
 * Runs prepared statements as one D1 batch (one round trip, one transaction), each answer mapped as
 * drizzle maps it. drizzle's own `batch` takes query builders and would build each statement again.
 */
export async function batchPrepared(db: D1Database, entries: readonly BatchEntry[]): Promise<unknown[]> {
  const statements = entries.map(({ query, values }) => {
    const { sql, params } = query.getQuery();
    return db.prepare(sql).bind(...fillPlaceholders(params, values));
  });
  const answers = await db.batch(statements);
  return answers.map((answer, index) => entries[index]?.query.mapResult(answer, true));
}
