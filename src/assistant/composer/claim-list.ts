/**
 * The member's claim list as the turn read it (list_my_claims), for the answers that pick from it
 * and then read some of its claims in detail: a relative's claims (person.ts), the claims paid less
 * than was claimed (deductions.ts) and the claims waiting for documents (pending-documents.ts).
 */
import * as v from "valibot";
import { MAX_CLAIMS_PER_TURN } from "../planner/extract";
import type { PlannedCall } from "../planner/member-reads";
import type { ToolResultView } from "./composer";

export const CLAIMS_TOOL = "list_my_claims";
export const DETAILS_TOOL = "get_claim_details";
export const STATUS_TOOL = "get_claim_status";

/**
 * The statuses (PlanCover's closed set: submitted, under_review, query_raised, approved, rejected) in
 * which a claim waits for something from the member: a query raised asks for documents, which the
 * status's remarks name.
 */
export const AWAITING_DOCUMENTS: ReadonlySet<string> = new Set(["query_raised"]);
/** The statuses of a claim not yet decided (neither approved nor rejected): its status says where it is held. */
export const UNDECIDED: ReadonlySet<string> = new Set(["submitted", "under_review", "query_raised"]);

const Claims = v.object({ claims: v.array(v.unknown()) });

/** Whether the turn read the member's claim list. */
export function claimsListed(results: readonly ToolResultView[]): boolean {
  return results.some((view) => view.toolName === CLAIMS_TOOL && view.outcome.status === "ok");
}

/** The listed claims that parse with `schema` (the fields the caller uses); [] when the list was not read. */
export function listedClaims<T extends v.GenericSchema>(
  results: readonly ToolResultView[],
  schema: T,
): v.InferOutput<T>[] {
  const list = results.find((view) => view.toolName === CLAIMS_TOOL && view.outcome.status === "ok");
  if (list?.outcome.status !== "ok") return [];
  const parsed = v.safeParse(Claims, list.outcome.result);
  if (!parsed.success) return [];
  return parsed.output.claims.flatMap((item) => {
    const claim = v.safeParse(schema, item);
    return claim.success ? [claim.output] : [];
  });
}

/** Gather: the details (or the status) of each claim picked, at most a turn's worth, each read once. */
export function detailReads(
  results: readonly ToolResultView[],
  claimNumbers: readonly string[],
  tool: typeof DETAILS_TOOL | typeof STATUS_TOOL = DETAILS_TOOL,
): PlannedCall[] {
  const read = new Set(results.filter((view) => view.toolName === tool).map((view) => view.args?.claim));
  return claimNumbers
    .slice(0, MAX_CLAIMS_PER_TURN)
    .filter((claim) => !read.has(claim))
    .map((claim) => ({ name: tool, args: { claim } }));
}
