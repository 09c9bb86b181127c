/**
 * The reads a turn made that its answer does not show on their own: each is said, or made moot, by
 * the part of the answer that read it (a relative's claims under their name, a claim's deductions,
 * the profile read only for its pin code). One list, so the composer asks once per read.
 */
import type { Plan } from "../planner/plan";
import type { ToolResultView } from "./composer";
import { hiddenForDeductions } from "./deductions";
import { hiddenForDescribed } from "./described-claims";
import { hiddenForNearHome } from "./near-home";
import { hiddenForDocuments } from "./pending-documents";
import { hiddenForPerson } from "./person";
import { hiddenForPersonPolicies } from "./person-policies";
import { hiddenForRelativeBalance } from "./relative-balance";
import { hiddenForNamedInsured, hiddenForRelativeCover } from "./relative-cover";

type Hides = (plan: Plan, view: ToolResultView, results: readonly ToolResultView[]) => boolean;

const HIDES: readonly Hides[] = [
  hiddenForPerson,
  hiddenForPersonPolicies,
  hiddenForDeductions,
  hiddenForDocuments,
  hiddenForDescribed,
  hiddenForRelativeBalance,
  hiddenForRelativeCover,
  hiddenForNamedInsured,
  (plan, view) => hiddenForNearHome(plan, view),
];

/** Whether the answer leaves this read's own section out. */
export function hiddenRead(plan: Plan, view: ToolResultView, results: readonly ToolResultView[]): boolean {
  return HIDES.some((hides) => hides(plan, view, results));
}
