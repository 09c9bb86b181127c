/**
 * A claim the member described instead of numbering ("status of my knee surgery claim", "the claim at
 * Manipal", "my claim for Vikram"; planner/claim-description.ts): the words are matched against each
 * listed claim's patient and hospital, and, when neither matches, against each claim's diagnosis,
 * which only its details say (so the listed claims are read in detail first, at most a turn's worth). The claims that match best are
 * the turn's claims from then on: every other answer (a deduction, the documents pending, why it is
 * held, the plain status) is given for them alone, as if the list held only them. When none
 * matches, the member is told so beside the whole list, never shown another claim as the one asked.
 * "My last claim" picks the same way: the listed claim admitted last.
 */
import * as v from "valibot";
import { MAX_CLAIMS_PER_TURN } from "../planner/extract";
import type { PlannedCall } from "../planner/member-reads";
import type { Plan } from "../planner/plan";
import { CLAIMS_TOOL, DETAILS_TOOL, detailReads, listedClaims, STATUS_TOOL, UNDECIDED } from "./claim-list";
import type { ToolResultView } from "./composer";
import { plainText as p } from "./plain-text";

const Listed = v.object({
  claimNumber: v.string(),
  hospitalName: v.string(),
  status: v.string(),
  patientName: v.optional(v.string(), ""),
});
const Details = v.object({ claimNumber: v.string(), diagnosis: v.string() });
const Numbered = v.object({ claimNumber: v.string() });
const ClaimList = v.object({ claims: v.array(v.unknown()) });

/** Two words are one when they share this many first letters ("appendix", "appendicitis"). */
const SHARED_PREFIX_LETTERS = 5;

/** What members call a treatment, beside the words a diagnosis uses for it. */
const SAME_AS: Readonly<Record<string, readonly string[]>> = {
  surgery: ["arthroscopic", "laparoscopic", "repair", "appendectomy", "operation"],
  operation: ["arthroscopic", "laparoscopic", "repair", "appendectomy", "surgery"],
  pregnancy: ["delivery", "maternity"],
  baby: ["delivery", "maternity"],
  childbirth: ["delivery", "maternity"],
  injury: ["trauma", "fracture"],
  broken: ["fracture"],
};

function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/\p{L}{3,}/gu) ?? [];
}

function same(word: string, token: string): boolean {
  if (word === token) return true;
  if (word.length >= SHARED_PREFIX_LETTERS && token.length >= SHARED_PREFIX_LETTERS)
    if (word.slice(0, SHARED_PREFIX_LETTERS) === token.slice(0, SHARED_PREFIX_LETTERS)) return true;
  return (SAME_AS[word] ?? []).includes(token);
}

/** How many of the description's words a claim's own words (hospital, diagnosis) answer to. */
function score(description: readonly string[], text: string): number {
  const tokens = wordsOf(text);
  return description.filter((word) => tokens.some((token) => same(word, token))).length;
}

function diagnosisOf(results: readonly ToolResultView[], claimNumber: string): string | null {
  for (const view of results) {
    if (view.toolName !== DETAILS_TOOL || view.outcome.status !== "ok") continue;
    const parsed = v.safeParse(Details, view.outcome.result);
    if (parsed.success && parsed.output.claimNumber === claimNumber) return parsed.output.diagnosis;
  }
  return null;
}

interface Picked {
  /** The claims that match best, in the list's order; empty when none matches. */
  readonly numbers: readonly string[];
  /** Whether every claim that could be looked at was: a claim's diagnosis is read before it is ruled out. */
  readonly settled: boolean;
  /** The listed claims still to read in detail before any is ruled out. */
  readonly unread: readonly string[];
}

const Admitted = v.object({ claimNumber: v.string(), admissionDate: v.string() });

/**
 * "My last claim": the listed claim admitted last (several when admitted the same day); null when no
 * list was read or it holds no claim. Dates are ISO (YYYY-MM-DD), so they compare as text.
 */
function latest(results: readonly ToolResultView[]): Picked | null {
  const listed = listedClaims(results, Admitted);
  if (listed.length === 0) return null;
  const last = listed
    .map((claim) => claim.admissionDate)
    .sort()
    .at(-1);
  const numbers = listed.filter((claim) => claim.admissionDate === last).map((claim) => claim.claimNumber);
  return { numbers, settled: true, unread: [] };
}

/** The claims the description picks out, or null when the turn described none (or read no list). */
function picked(plan: Plan, results: readonly ToolResultView[]): Picked | null {
  if (plan.latestClaim === true) return latest(results);
  const description = plan.claimWords ?? [];
  if (description.length === 0 || !results.some((r) => r.toolName === CLAIMS_TOOL && r.outcome.status === "ok"))
    return null;
  const listed = listedClaims(results, Listed).slice(0, MAX_CLAIMS_PER_TURN);
  // No claim at all: the list says so, and there is nothing to match.
  if (listed.length === 0) return null;
  // Whose and what for ("kabir's knee claim"): only that person's claims can be it, and one of them must
  // answer to the other words. Another person's claim for the treatment is not the one asked, nor is
  // the person's claim for something else: then none matches.
  const whose = description.filter((word) => listed.some((claim) => score([word], claim.patientName) > 0));
  if (whose.length > 0 && whose.length < description.length) {
    const theirs = listed.filter((claim) => score(whose, claim.patientName) > 0);
    return matching(
      results,
      theirs,
      description.filter((word) => !whose.includes(word)),
    );
  }
  return matching(results, listed, description);
}

/** Of `listed`, the claims the description's words answer to best, by whom and where, else by diagnosis. */
function matching(
  results: readonly ToolResultView[],
  listed: readonly v.InferOutput<typeof Listed>[],
  description: readonly string[],
): Picked {
  // Whom it was for ("the Kabir claim", "my claim for Vikram") is on the list as plainly as where.
  const byHospital = listed.map((claim) => score(description, `${claim.patientName} ${claim.hospitalName}`));
  const scores = listed.map((claim, i) => {
    const diagnosis = diagnosisOf(results, claim.claimNumber);
    return Math.max(
      byHospital[i] ?? 0,
      diagnosis === null ? 0 : score(description, `${claim.patientName} ${claim.hospitalName} ${diagnosis}`),
    );
  });
  const best = Math.max(0, ...scores);
  const numbers = best === 0 ? [] : listed.filter((_, i) => scores[i] === best).map((claim) => claim.claimNumber);
  const unread = listed.map((claim) => claim.claimNumber).filter((n) => diagnosisOf(results, n) === null);
  // A hospital's name that matches settles it; otherwise each claim's diagnosis is read first.
  const settled = Math.max(0, ...byHospital) > 0 || unread.length === 0;
  return { numbers, settled, unread };
}

/** Gather: the listed claims' details until one matches; then the details and status of those that do. */
export function describedReads(plan: Plan, results: readonly ToolResultView[]): PlannedCall[] {
  const pick = picked(plan, results);
  if (pick === null) return [];
  if (!pick.settled) return detailReads(results, pick.unread);
  const undecided = listedClaims(results, Listed)
    .filter((claim) => pick.numbers.includes(claim.claimNumber) && UNDECIDED.has(claim.status))
    .map((claim) => claim.claimNumber);
  return [...detailReads(results, pick.numbers), ...detailReads(results, undecided, STATUS_TOOL)];
}

function numberOf(view: ToolResultView): string | null {
  if (view.outcome.status !== "ok") return null;
  const parsed = v.safeParse(Numbered, view.outcome.result);
  return parsed.success ? parsed.output.claimNumber : null;
}

/**
 * The turn's results as the answer sees them: with a claim picked out, the list holds only the claims
 * that match and no other claim's reads are shown; when none matches, the whole list and no claim's
 * reads; unchanged when none was described.
 */
export function describedResults(plan: Plan, results: readonly ToolResultView[]): readonly ToolResultView[] {
  const pick = picked(plan, results);
  if (pick === null || !pick.settled) return results;
  // None matches: the whole list answers, not the details read only to rule each claim out.
  const { numbers } = pick;
  return results.flatMap((view): ToolResultView[] => {
    if (view.toolName === DETAILS_TOOL || view.toolName === STATUS_TOOL) {
      const number = numberOf(view);
      return number === null || numbers.includes(number) ? [view] : [];
    }
    if (view.toolName !== CLAIMS_TOOL || view.outcome.status !== "ok" || numbers.length === 0) return [view];
    const list = v.safeParse(ClaimList, view.outcome.result);
    if (!list.success) return [view];
    const claims = list.output.claims.filter((item) => {
      const claim = v.safeParse(Numbered, item);
      return claim.success && numbers.includes(claim.output.claimNumber);
    });
    const result = { ...(view.outcome.result as Record<string, unknown>), claims };
    return [{ ...view, outcome: { ...view.outcome, result } as ToolResultView["outcome"] }];
  });
}

/** The list says nothing more once each claim picked out is given in detail. */
export function hiddenForDescribed(plan: Plan, view: ToolResultView, results: readonly ToolResultView[]): boolean {
  const pick = picked(plan, results);
  if (pick === null || view.toolName !== CLAIMS_TOOL || pick.numbers.length === 0) return false;
  return pick.numbers.every((number) => diagnosisOf(results, number) !== null);
}

/** Said before the whole list when no claim matches the description. */
export function describedSections(plan: Plan, results: readonly ToolResultView[]): string[] {
  const pick = picked(plan, results);
  if (pick === null || !pick.settled || pick.numbers.length > 0) return [];
  const words = (plan.claimWords ?? []).map((word) => p(word)).join(" ");
  return [`None of your claims is for or at "${words}". These are all your claims:`];
}
