/**
 * Administrator changes, each written with its admin audit row in one D1 batch: a company's policy,
 * a tool's row and the kill switch. Reads for the console: a company's
 * effective policy (every registered tool with its switch) and a readiness preview for a caller.
 */
import { drizzle } from "drizzle-orm/d1";
import type {
  Actor,
  CompanyPolicyInput,
  PolicyView,
  ReadinessQuery,
  ReadinessView,
  ToolPolicyRow,
} from "../../../src/shared/admin-api";
import { checkOffered, checkRole } from "../chain/checks";
import { buildReadiness } from "../chain/readiness";
import {
  companyPolicyUpsert,
  killSwitchUpdate,
  loadPolicy,
  type PolicySnapshot,
  toolPolicyUpsert,
} from "../policy/policy";
import type { ToolRegistry } from "../registry/registry";
import { adminAuditInsert } from "./admin-audit";
import { partnerPolicyViews } from "./partner-admin";

function companyPart(policy: PolicySnapshot | null) {
  if (!policy) return null;
  const { companyId, killSwitch, dailyCallBudget, callsPerMinute, channels } = policy;
  return { companyId, killSwitch, dailyCallBudget, callsPerMinute, channels };
}

export async function putCompanyPolicy(db: D1Database, actor: Actor, input: CompanyPolicyInput, now: Date) {
  const orm = drizzle(db);
  const before = companyPart(await loadPolicy(db, input.companyId));
  const after = { ...input, killSwitch: input.killSwitch ?? false };
  await orm.batch([
    companyPolicyUpsert(orm, input, now),
    adminAuditInsert(orm, {
      actor,
      action: "company_policy.put",
      target: `company:${input.companyId}`,
      before,
      after,
      at: now,
    }),
  ]);
}

export async function putToolPolicy(
  db: D1Database,
  actor: Actor,
  target: { companyId: string; toolName: string },
  row: ToolPolicyRow,
  now: Date,
): Promise<void> {
  const orm = drizzle(db);
  const before = (await loadPolicy(db, target.companyId))?.tools.get(target.toolName) ?? null;
  await orm.batch([
    toolPolicyUpsert(orm, target.companyId, target.toolName, row),
    adminAuditInsert(orm, {
      actor,
      action: "tool_policy.put",
      target: `company:${target.companyId}/tool:${target.toolName}`,
      before,
      after: row,
      at: now,
    }),
  ]);
}

/** False (and nothing written) when the company has no policy to switch. */
export async function setKillSwitch(
  db: D1Database,
  actor: Actor,
  companyId: string,
  on: boolean,
  now: Date,
): Promise<boolean> {
  const orm = drizzle(db);
  const policy = await loadPolicy(db, companyId);
  if (!policy) return false;
  await orm.batch([
    killSwitchUpdate(orm, companyId, on, now),
    adminAuditInsert(orm, {
      actor,
      action: "kill_switch.set",
      target: `company:${companyId}`,
      before: { killSwitch: policy.killSwitch },
      after: { killSwitch: on },
      at: now,
    }),
  ]);
  return true;
}

export async function policyView(
  db: D1Database,
  registry: ToolRegistry,
  companyId: string,
): Promise<PolicyView | null> {
  const policy = await loadPolicy(db, companyId);
  if (!policy) return null;
  return {
    companyId,
    channels: [...policy.channels],
    killSwitch: policy.killSwitch,
    dailyCallBudget: policy.dailyCallBudget,
    callsPerMinute: policy.callsPerMinute,
    tools: registry.tools.map((spec) => {
      const row = policy.tools.get(spec.name);
      return {
        name: spec.name,
        family: spec.family,
        // A tool with no row is not offered: its effective switch is off.
        enabled: row?.enabled ?? false,
        roles: row?.roles ? [...row.roles] : null,
        channels: row?.channels ? [...row.channels] : null,
      };
    }),
    partners: await partnerPolicyViews(db, companyId),
  };
}

/** Readiness for every tool this caller context is offered in the company: booleans and header names only. */
export async function readinessPreview(
  db: D1Database,
  registry: ToolRegistry,
  input: { companyId: string; query: ReadinessQuery; profilePresent: boolean },
): Promise<ReadinessView> {
  const policy = await loadPolicy(db, input.companyId);
  const { role, channel, signedIn } = input.query;
  // Placeholders stand for "a credential and a person exist"; only their presence is read.
  const caller = signedIn ? { credentialRef: "present", personId: "present" } : { credentialRef: null, personId: null };
  return {
    tools: registry.tools
      .filter((spec) => {
        const offered = checkOffered(policy, spec, channel);
        return offered.ok && checkRole(spec, offered.value.row, { role }).ok;
      })
      .map((spec) => ({
        name: spec.name,
        readiness: buildReadiness({ spec, auth: caller, profilePresent: input.profilePresent }),
      })),
  };
}
