/**
 * "What is my member id", "membership number of my family": each insured person's member ID (the
 * one their e-card and claims go by), from who is insured on each policy read, after that list.
 * The list itself names each person by relation only. Pure.
 */
import * as v from "valibot";
import type { Plan } from "../planner/plan";
import type { ToolResultView } from "./composer";
import { MEMBERS_TOOL } from "./insured";
import { plainText as p } from "./plain-text";

const Member = v.object({ memberId: v.string(), name: v.string() });
const Members = v.object({ members: v.array(v.unknown()) });

/** The member IDs of everyone insured on the policies read, each person once; none unless asked. */
export function memberIdSections(plan: Plan, results: readonly ToolResultView[]): string[] {
  if (plan.memberIdAsked !== true) return [];
  const ids = new Map<string, string>();
  for (const view of results) {
    if (view.toolName !== MEMBERS_TOOL || view.outcome.status !== "ok") continue;
    const list = v.safeParse(Members, view.outcome.result);
    if (!list.success) continue;
    for (const item of list.output.members) {
      const member = v.safeParse(Member, item);
      if (member.success) ids.set(member.output.memberId, member.output.name);
    }
  }
  if (ids.size === 0) return [];
  const each = [...ids].map(([id, name]) => `${p(name)}: ${p(id)}`);
  return [`Member IDs: ${each.join("; ")}.`];
}
