/**
 * The deployment's policy for one company, as the chain reads it: D1 rows an administrator edits.
 * Policy narrows a tool's own facts (roles, channels), never widens them; no row offers nothing.
 */
import { eq, getTableColumns, type SQL, sql } from "drizzle-orm";
import { type DrizzleD1Database, drizzle } from "drizzle-orm/d1";
import * as v from "valibot";
import { companyPolicy, toolPolicy } from "../../../d1/schema";
import type { CompanyPolicyInput, ToolPolicyRow } from "../../../src/shared/admin-api";
import { CHANNELS, type Channel, ROLES } from "../../../src/shared/auth-context";
import { type BatchEntry, perBinding } from "../d1/orm";

export interface PolicySnapshot {
  readonly companyId: string;
  readonly killSwitch: boolean;
  readonly dailyCallBudget: number;
  readonly callsPerMinute: number;
  readonly channels: readonly Channel[];
  readonly tools: ReadonlyMap<string, ToolPolicyRow>;
}

const RolesJson = v.nullable(v.array(v.picklist(ROLES)));
const ChannelsJson = v.nullable(v.array(v.picklist(CHANNELS)));

function parseJsonList<T>(schema: v.GenericSchema<unknown, T>, text: string | null): T {
  // A row an administrator mangled must not widen anything: unreadable means "nobody".
  const parsed = v.safeParse(schema, text === null ? null : jsonOrUndefined(text));
  return parsed.success ? parsed.output : v.parse(schema, []);
}

function jsonOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    // Not JSON at all: the schema refuses undefined, so the list reads as empty ("nobody").
    return undefined;
  }
}

/**
 * The tools' rows of the company row in the same statement, as one JSON column: [tool_name, enabled
 * (0/1), roles, channels] per tool row, in that order (`[]` when it has none).
 */
export function foldedToolRows(orm: DrizzleD1Database): SQL<string> {
  const toolRows = orm
    .select({
      rows: sql<string>`json_group_array(json_array(${toolPolicy.toolName}, ${toolPolicy.enabled}, ${toolPolicy.roles}, ${toolPolicy.channels}))`,
    })
    .from(toolPolicy)
    .where(eq(toolPolicy.companyId, companyPolicy.companyId));
  return sql<string>`(${toolRows})`;
}

/**
 * The company's row with its tools' rows folded into one JSON column (`tools`, `foldedToolRows`), so a
 * snapshot is one statement. `companyId` is SQL (a placeholder); the session's step reads the same
 * columns joined to the session's row (adapters/d1-session-step.ts).
 */
export function snapshotSelect(orm: DrizzleD1Database, companyId: SQL) {
  return orm
    .select({ ...getTableColumns(companyPolicy), tools: foldedToolRows(orm) })
    .from(companyPolicy)
    .where(eq(companyPolicy.companyId, companyId))
    .limit(1);
}

const statements = perBinding((orm) => ({
  snapshot: snapshotSelect(orm, sql`${sql.placeholder("companyId")}`).prepare(),
}));

/** The one read a snapshot is made of, as a prepared statement a caller can put in a D1 batch. */
export function policyQuery(db: D1Database, companyId: string): BatchEntry {
  return { query: statements(db).snapshot, values: { companyId } };
}

/** A row `policyQuery` reads: the company's policy and its tools' rows as JSON. */
export type PolicyRow = typeof companyPolicy.$inferSelect & { readonly tools: string };
/** One tool's row as the statement above folds it (SQLite's JSON of the columns, in that order). */
type FoldedToolRow = [toolName: string, enabled: 0 | 1, roles: string | null, channels: string | null];

const CompanyChannelsJson = v.array(v.picklist(CHANNELS));

/** The snapshot from the rows `policyQuery` read; no company row offers nothing. */
export function policySnapshot(companyId: string, rows: readonly PolicyRow[]): PolicySnapshot | null {
  const company = rows[0];
  if (!company) return null;
  // Built by the statement above from the tool_policy columns, never by a caller.
  const tools = JSON.parse(company.tools) as FoldedToolRow[];
  return {
    companyId,
    killSwitch: company.killSwitch,
    dailyCallBudget: company.dailyCallBudget,
    callsPerMinute: company.callsPerMinute,
    channels: parseJsonList(CompanyChannelsJson, company.channels),
    tools: new Map(
      tools.map(([toolName, enabled, roles, channels]) => [
        toolName,
        {
          enabled: enabled === 1,
          roles: parseJsonList(RolesJson, roles),
          channels: parseJsonList(ChannelsJson, channels),
        },
      ]),
    ),
  };
}

/** The snapshot alone (listing tools), in one statement. */
export async function loadPolicy(db: D1Database, companyId: string): Promise<PolicySnapshot | null> {
  return policySnapshot(companyId, await statements(db).snapshot.all({ companyId }));
}

/** Administrator writes (the admin routes and the seed use these). */
/** The upsert of a company's row, unawaited, so an admin change can batch it with its audit row. */
export function companyPolicyUpsert(orm: DrizzleD1Database, input: CompanyPolicyInput, now: Date) {
  const values = {
    companyId: input.companyId,
    killSwitch: input.killSwitch ?? false,
    dailyCallBudget: input.dailyCallBudget,
    callsPerMinute: input.callsPerMinute,
    channels: JSON.stringify(input.channels),
    updatedAt: now.toISOString(),
  };
  return orm.insert(companyPolicy).values(values).onConflictDoUpdate({ target: companyPolicy.companyId, set: values });
}

export async function upsertCompanyPolicy(db: D1Database, input: CompanyPolicyInput, now: Date): Promise<void> {
  await companyPolicyUpsert(drizzle(db), input, now);
}

/** The kill switch's update, unawaited, for batching with its audit row. */
export function killSwitchUpdate(orm: DrizzleD1Database, companyId: string, on: boolean, now: Date) {
  return orm
    .update(companyPolicy)
    .set({ killSwitch: on, updatedAt: now.toISOString() })
    .where(eq(companyPolicy.companyId, companyId));
}

export async function setKillSwitch(db: D1Database, companyId: string, on: boolean, now: Date): Promise<boolean> {
  const result = await killSwitchUpdate(drizzle(db), companyId, on, now).run();
  return result.meta.changes > 0;
}

/** The upsert of a tool's row for a company, unawaited, for batching with its audit row. */
export function toolPolicyUpsert(orm: DrizzleD1Database, companyId: string, toolName: string, row: ToolPolicyRow) {
  const values = {
    companyId,
    toolName,
    enabled: row.enabled,
    roles: row.roles === null ? null : JSON.stringify(row.roles),
    channels: row.channels === null ? null : JSON.stringify(row.channels),
  };
  return orm
    .insert(toolPolicy)
    .values(values)
    .onConflictDoUpdate({ target: [toolPolicy.companyId, toolPolicy.toolName], set: values });
}

export async function upsertToolPolicy(
  db: D1Database,
  companyId: string,
  toolName: string,
  row: ToolPolicyRow,
): Promise<void> {
  await toolPolicyUpsert(drizzle(db), companyId, toolName, row);
}
