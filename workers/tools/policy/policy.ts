/**
 * The deployment's policy for one company, as the chain reads it: D1 rows an administrator edits.
 * Policy narrows a tool's own facts (roles, channels), never widens them; no row offers nothing.
 */
import { eq } from "drizzle-orm";
import { type DrizzleD1Database, drizzle } from "drizzle-orm/d1";
import * as v from "valibot";
import { companyPolicy, toolPolicy } from "../../../d1/schema";
import type { CompanyPolicyInput, ToolPolicyRow } from "../../../src/shared/admin-api";
import { CHANNELS, type Channel, ROLES } from "../../../src/shared/auth-context";

export type { CompanyPolicyInput, ToolPolicyRow };

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

/** The two reads a snapshot is made of, as drizzle queries a caller can put in a D1 batch. */
export function policyQueries(db: D1Database, companyId: string) {
  const orm = drizzle(db);
  return [
    orm.select().from(companyPolicy).where(eq(companyPolicy.companyId, companyId)).limit(1),
    orm.select().from(toolPolicy).where(eq(toolPolicy.companyId, companyId)),
  ] as const;
}

type CompanyPolicyRow = typeof companyPolicy.$inferSelect;
type ToolPolicyDbRow = typeof toolPolicy.$inferSelect;

/** The snapshot from the rows `policyQueries` read; no company row offers nothing. */
export function policySnapshot(
  companyId: string,
  company: CompanyPolicyRow | undefined,
  tools: readonly ToolPolicyDbRow[],
): PolicySnapshot | null {
  if (!company) return null;
  return {
    companyId,
    killSwitch: company.killSwitch,
    dailyCallBudget: company.dailyCallBudget,
    callsPerMinute: company.callsPerMinute,
    channels: parseJsonList(v.array(v.picklist(CHANNELS)), company.channels),
    tools: new Map(
      tools.map((row) => [
        row.toolName,
        {
          enabled: row.enabled,
          roles: parseJsonList(RolesJson, row.roles),
          channels: parseJsonList(ChannelsJson, row.channels),
        },
      ]),
    ),
  };
}

/** The snapshot alone (listing tools), in one D1 batch. */
export async function loadPolicy(db: D1Database, companyId: string): Promise<PolicySnapshot | null> {
  const [company, tools] = await drizzle(db).batch(policyQueries(db, companyId));
  return policySnapshot(companyId, company[0], tools);
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
