/**
 * A company's rule for one partner client, as the chain reads it and an administrator writes it: the
 * client switched off (with the administrator's reason, kept for the admin audit and never shown to
 * the partner), limited to some tools, or given its own per-minute rate, counted across every member
 * it acts for. Like all policy it only narrows: no row leaves the company's policy alone in charge.
 */
import { and, eq, type SQL, sql } from "drizzle-orm";
import { type DrizzleD1Database, drizzle } from "drizzle-orm/d1";
import * as v from "valibot";
import { partnerPolicy } from "../../../d1/schema";
import type { PartnerPolicyRow } from "../../../src/shared/admin-api";
import { type BatchEntry, perBinding } from "../d1/orm";
import { type Counter, minuteCounter } from "./usage-meter";

const ToolsJson = v.nullable(v.array(v.string()));

function parseTools(text: string | null): readonly string[] | null {
  if (text === null) return null;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    // A mangled list must not widen anything: unreadable means "no tool".
    return [];
  }
  const parsed = v.safeParse(ToolsJson, json);
  return parsed.success ? parsed.output : [];
}

function rowOf(row: typeof partnerPolicy.$inferSelect): PartnerPolicyRow {
  return {
    enabled: row.enabled,
    reason: row.reason,
    tools: parseTools(row.tools),
    callsPerMinute: row.callsPerMinute,
  };
}

/** A client's rule for a company; `companyId` is SQL, as `snapshotSelect`'s (policy.ts). */
export function ruleSelect(orm: DrizzleD1Database, companyId: SQL) {
  return orm
    .select()
    .from(partnerPolicy)
    .where(and(eq(partnerPolicy.companyId, companyId), eq(partnerPolicy.clientId, sql.placeholder("clientId"))));
}

const statements = perBinding((orm) => ({
  rule: ruleSelect(orm, sql`${sql.placeholder("companyId")}`).prepare(),
}));

/** The select of a client's rule, so the chain's step load can batch it (read with `partnerRuleOf`). */
export function partnerPolicyQuery(db: D1Database, companyId: string, clientId: string): BatchEntry {
  return { query: statements(db).rule, values: { companyId, clientId } };
}

export function partnerRuleOf(rows: readonly (typeof partnerPolicy.$inferSelect)[]): PartnerPolicyRow | null {
  const row = rows[0];
  return row ? rowOf(row) : null;
}

export async function loadPartnerPolicy(
  db: D1Database,
  companyId: string,
  clientId: string,
): Promise<PartnerPolicyRow | null> {
  return partnerRuleOf(await statements(db).rule.all({ companyId, clientId }));
}

/** Every client rule of a company, for the console's policy view. */
export async function listPartnerPolicies(
  db: D1Database,
  companyId: string,
): Promise<(PartnerPolicyRow & { clientId: string })[]> {
  const rows = await drizzle(db).select().from(partnerPolicy).where(eq(partnerPolicy.companyId, companyId)).all();
  return rows.map((row) => ({ clientId: row.clientId, ...rowOf(row) }));
}

/** The upsert of a client's rule, unawaited, so the admin change can batch it with its audit row. */
export function partnerPolicyUpsert(
  orm: DrizzleD1Database,
  target: { companyId: string; clientId: string },
  row: PartnerPolicyRow,
  now: Date,
) {
  const values = {
    ...target,
    enabled: row.enabled,
    reason: row.reason,
    tools: row.tools === null ? null : JSON.stringify(row.tools),
    callsPerMinute: row.callsPerMinute,
    updatedAt: now.toISOString(),
  };
  return orm
    .insert(partnerPolicy)
    .values(values)
    .onConflictDoUpdate({ target: [partnerPolicy.companyId, partnerPolicy.clientId], set: values });
}

/** The counter of the client's calls for the company this minute (counted with the person's, in one upsert). */
export function partnerCounter(companyId: string, clientId: string, now: Date): Counter {
  return minuteCounter(`client:${companyId}:${clientId}`, now);
}
