/**
 * "What documents are pending on my claim?": which documents PlanCover is waiting for, claim by
 * claim. The claim list shows which claims wait for documents (a query raised); those (at most a
 * turn's worth) are read with their status, whose remarks say what PlanCover asked for, and in
 * detail, which lists what it has received. A claim named by number, or a relative's, is answered
 * the same way; one that waits for nothing is said to, and so is a member none of whose claims does.
 */
import * as v from "valibot";
import type { PlannedCall } from "../planner/member-reads";
import type { Plan } from "../planner/plan";
import {
  AWAITING_DOCUMENTS,
  CLAIMS_TOOL,
  claimsListed,
  DETAILS_TOOL,
  detailReads,
  listedClaims,
  STATUS_TOOL,
} from "./claim-list";
import type { ToolResultView } from "./composer";
import { plainText as p } from "./plain-text";

const Listed = v.object({ claimNumber: v.string(), hospitalName: v.string(), status: v.string() });
const Status = v.object({
  claimNumber: v.string(),
  status: v.string(),
  stage: v.string(),
  remarks: v.nullable(v.string()),
});
const Details = v.object({
  claimNumber: v.string(),
  hospitalName: v.string(),
  status: v.string(),
  documentsReceived: v.array(v.string()),
});

export const NONE_WAITING = "None of your claims is waiting for documents from you.";

/** A claim as the list shows it: enough to say where it is and whether it waits for documents. */
export type ListedClaim = v.InferOutput<typeof Listed>;

const awaits = (status: string) => AWAITING_DOCUMENTS.has(status);

/** The listed claims waiting for documents, in the list's order. */
function awaiting(results: readonly ToolResultView[]): ListedClaim[] {
  return listedClaims(results, Listed).filter((claim) => awaits(claim.status));
}

/** Gather: the status and details of the member's claims that wait for documents, each once. */
export function pendingDocumentReads(plan: Plan, results: readonly ToolResultView[]): PlannedCall[] {
  if (plan.documentsAsked !== true || plan.person || plan.claims.length > 0) return [];
  return claimReads(results, awaiting(results));
}

/** The status (what PlanCover asked for) and details (what it received) of the claims given that wait for documents. */
export function claimReads(results: readonly ToolResultView[], claims: readonly ListedClaim[]): PlannedCall[] {
  const numbers = claims.filter((claim) => awaits(claim.status)).map((claim) => claim.claimNumber);
  return [...detailReads(results, numbers, STATUS_TOOL), ...detailReads(results, numbers)];
}

/** A read's result about claim `claimNumber`, parsed; matched by the number it returns (it may have been asked by id). */
function readOf<T extends v.GenericSchema<unknown, { claimNumber: string }>>(
  results: readonly ToolResultView[],
  tool: string,
  schema: T,
  claimNumber: string,
): v.InferOutput<T> | null {
  for (const view of results) {
    if (view.toolName !== tool || view.outcome.status !== "ok") continue;
    const parsed = v.safeParse(schema, view.outcome.result);
    if (parsed.success && parsed.output.claimNumber === claimNumber) return parsed.output;
  }
  return null;
}

/**
 * What claim `claimNumber` waits for: PlanCover's request in its own words and what it has received,
 * or that it waits for nothing. Null when the turn read nothing that says.
 */
export function documentsSection(
  results: readonly ToolResultView[],
  claimNumber: string,
  listed?: ListedClaim,
): string | null {
  const status = readOf(results, STATUS_TOOL, Status, claimNumber);
  const details = readOf(results, DETAILS_TOOL, Details, claimNumber);
  const state = status?.status ?? details?.status ?? listed?.status;
  if (state === undefined) return null;
  const hospital = details?.hospitalName ?? listed?.hospitalName;
  const claim = `Claim ${p(claimNumber)}${hospital === undefined ? "" : ` at ${p(hospital)}`}`;
  const received = details?.documentsReceived.map(p).join(", ");
  const lines = awaits(state)
    ? [
        status?.remarks
          ? `${claim} is waiting for documents from you. PlanCover asks: ${p(status.remarks)}`
          : `${claim} is waiting for documents from you${status ? ` (${p(status.stage)})` : ""}; PlanCover hasn't said which here.`,
        received ? `Received so far: ${received}.` : null,
      ]
    : [
        `${claim} is not waiting for any documents from you: it is ${p(state)}${status ? ` (${p(status.stage)})` : ""}.`,
        status?.remarks ? p(status.remarks) : null,
        received ? `Documents received: ${received}.` : null,
      ];
  return lines.filter((line): line is string => line !== null).join("\n");
}

/** Whether the turn answers which documents the member's own claims wait for (not a relative's: person.ts). */
function answering(plan: Plan): boolean {
  return plan.documentsAsked === true && !plan.person;
}

/**
 * A claim's status and details are said in its documents section; the whole list says nothing more
 * once the claims waiting for documents are given.
 */
export function hiddenForDocuments(plan: Plan, view: ToolResultView, results: readonly ToolResultView[]): boolean {
  if (!answering(plan) || view.outcome.status !== "ok") return false;
  if (view.toolName === STATUS_TOOL || view.toolName === DETAILS_TOOL) return true;
  return view.toolName === CLAIMS_TOOL && awaiting(results).length > 0;
}

/** Each claim read's documents, then whether the member's other claims wait for any. */
export function documentsSections(plan: Plan, results: readonly ToolResultView[]): string[] {
  if (!answering(plan)) return [];
  const listed = listedClaims(results, Listed);
  const readNumbers = results.flatMap((view) => {
    if ((view.toolName !== STATUS_TOOL && view.toolName !== DETAILS_TOOL) || view.outcome.status !== "ok") return [];
    const parsed = v.safeParse(v.object({ claimNumber: v.string() }), view.outcome.result);
    return parsed.success ? [parsed.output.claimNumber] : [];
  });
  const numbers = [...new Set([...awaiting(results).map((claim) => claim.claimNumber), ...readNumbers])];
  const sections = numbers.flatMap(
    (number) =>
      documentsSection(
        results,
        number,
        listed.find((claim) => claim.claimNumber === number),
      ) ?? [],
  );
  if (!claimsListed(results) || plan.claims.length > 0 || listed.length === 0) return sections;
  const others = listed.filter((claim) => !numbers.includes(claim.claimNumber)).map((claim) => p(claim.claimNumber));
  if (numbers.length === 0) return [...sections, NONE_WAITING];
  if (others.length === 0) return sections;
  return [...sections, `Your other claims (${others.join(", ")}) are not waiting for any documents.`];
}
