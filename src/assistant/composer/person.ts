/**
 * A relative's e-card or claims (planner/person.ts): the person is looked for among the people
 * insured on the member's own policies, by name or by relation (insured.ts). Their card is
 * read with their member id; their claims are picked from the member's by patient. Someone not
 * found there is said not to be insured on them, and nobody else's card or claim is shown as
 * theirs (the member's own card is never read for "my son's e-card").
 */
import * as v from "valibot";
import type { HeldPolicy } from "../../shared/auth-context";
import type { PlannedCall } from "../planner/member-reads";
import { spouseGenderAsked } from "../planner/member-reads";
import type { PersonAsked, Plan } from "../planner/plan";
import { CLAIMS_TOOL, claimsListed, DETAILS_TOOL, detailReads, listedClaims, STATUS_TOOL } from "./claim-list";
import type { ToolResultView } from "./composer";
import { claimDetailsSection } from "./detail-sections";
import {
  found,
  foundOne,
  type Insured,
  insuredOf,
  MEMBERS_TOOL,
  PROFILE_TOOL,
  relativesOf,
  sameName,
  whoSaid,
} from "./insured";
import { undecided } from "./open-claims";
import { productOfPortal } from "./own-policies";
import { claimReads, documentsSection } from "./pending-documents";
import { plainText as p } from "./plain-text";
import { claimLine, type ProductOf, sectionFor, yourPolicy } from "./sections";

const ECARD_TOOL = "get_e_card";
/** The most cards one turn reads for the people found (two children on two policies is four). */
const MAX_CARDS = 4;

const Claim = v.object({
  claimNumber: v.string(),
  portalRef: v.string(),
  patientName: v.string(),
  hospitalName: v.string(),
  status: v.string(),
  claimedAmount: v.number(),
  approvedAmount: v.nullable(v.number()),
});

/** Whether the turn asks for a person's own card or claims (else it asks which policy they are on: person-policies.ts). */
const asksOwnReads = (plan: Plan) => plan.topics.includes("ecard") || plan.topics.includes("claims");

/** Whether the turn asks for someone's own read and has read who is insured. */
export function looking(plan: Plan, results: readonly ToolResultView[]): plan is Plan & { person: PersonAsked } {
  return (
    plan.person !== undefined &&
    plan.person !== null &&
    results.some((view) => view.toolName === MEMBERS_TOOL && view.outcome.status === "ok")
  );
}

/**
 * The plan as the reads settle it: a lower-case word only guessed to be a name ("how much is left for
 * dengue") that nobody insured bears was no name, so the turn is answered as if nobody were named.
 */
export function withGuessSettled(plan: Plan, results: readonly ToolResultView[]): Plan {
  if (plan.person?.guessed !== true || !looking(plan, results)) return plan;
  return found(plan.person, insuredOf(results)).length > 0 ? plan : { ...plan, person: null, relativeBalance: false };
}

/**
 * Whether `view` reads one policy that the person asked about is not insured on (any policy, when
 * they are on none of those read): a relative's balance or cover leaves that policy out, rather than
 * give the member's own figures after saying the relative is not on it.
 */
export function readOfPolicyNotTheirs(
  person: PersonAsked,
  view: ToolResultView,
  results: readonly ToolResultView[],
): boolean {
  const theirs = new Set(found(person, insuredOf(results)).map((x) => x.portal));
  return typeof view.args?.portal_ref === "string" && !theirs.has(view.args.portal_ref);
}

/** Gather: the card of each person found, by their member id, and their claims asked about in detail; each once. */
export function personReads(plan: Plan, results: readonly ToolResultView[]): PlannedCall[] {
  if (!looking(plan, results)) return [];
  const people = found(plan.person, insuredOf(results));
  return [...cardReads(plan, results, people), ...claimDetailReads(plan, results, people)];
}

function cardReads(plan: Plan, results: readonly ToolResultView[], people: readonly Insured[]): PlannedCall[] {
  if (!plan.topics.includes("ecard")) return [];
  const read = new Set(
    results
      .filter((view) => view.toolName === ECARD_TOOL)
      .map((view) => `${view.args?.portal_ref}:${view.args?.member_id}`),
  );
  return people
    .filter((x) => !read.has(`${x.portal}:${x.memberId}`))
    .slice(0, MAX_CARDS)
    .map((x) => ({ name: ECARD_TOOL, args: { portal_ref: x.portal, member_id: x.memberId } }));
}

/**
 * "Why did they cut money from my son's claim": the person's claims, read where PlanCover lists each
 * deduction; and, when their pending documents are asked about, the status of those waiting for some.
 */
function claimDetailReads(plan: Plan, results: readonly ToolResultView[], people: readonly Insured[]): PlannedCall[] {
  if (!plan.topics.includes("claims")) return [];
  const theirs = theirClaims(results, people);
  // "Why is my husband's claim stuck": where each of theirs not yet decided is held.
  if (plan.holdAsked === true) return detailReads(results, undecided(theirs), STATUS_TOOL);
  if (plan.claimDetails !== true) return [];
  const details = detailReads(
    results,
    theirs.map((claim) => claim.claimNumber),
  );
  return plan.documentsAsked === true ? [...details, ...claimReads(results, theirs)] : details;
}

/** The claims in the member's list whose patient is one of the people found. */
function theirClaims(results: readonly ToolResultView[], people: readonly Insured[]): v.InferOutput<typeof Claim>[] {
  return listedClaims(results, Claim).filter((claim) => people.some((x) => sameName(claim.patientName, x.name)));
}

/** The details read of a claim, as their section, or null when it was not read. */
function detailOf(results: readonly ToolResultView[], claimNumber: string): string | null {
  const view = results.find((x) => x.toolName === DETAILS_TOOL && x.args?.claim === claimNumber);
  return view?.outcome.status === "ok" ? claimDetailsSection(view.outcome.result) : null;
}

/** The status read of a claim, as its section, or null when it was not read. */
function statusOf(results: readonly ToolResultView[], claimNumber: string): string | null {
  const view = results.find((x) => x.toolName === STATUS_TOOL && x.args?.claim === claimNumber);
  return view?.outcome.status === "ok" ? sectionFor(STATUS_TOOL, view.outcome.result, view.args) : null;
}

/**
 * Whether a read's own section is left out of a relative's answer: the members list (read to find
 * them, unless who is insured was asked too) and the member's whole claim list (theirs are picked).
 */
export function hiddenForPerson(plan: Plan, view: ToolResultView, results: readonly ToolResultView[]): boolean {
  // The member's profile read for their spouse's gender says nothing of its own, whatever it answered.
  if (view.toolName === PROFILE_TOOL && spouseGenderAsked(plan) && !plan.topics.includes("profile")) return true;
  if (!looking(plan, results) || view.outcome.status !== "ok") return false;
  if (view.toolName === MEMBERS_TOOL) return !plan.topics.includes("members");
  // Their claims read in detail are shown under their name, with the policy each is on.
  return view.toolName === CLAIMS_TOOL || view.toolName === DETAILS_TOOL || view.toolName === STATUS_TOOL;
}

/** What is said about the people asked about: who is not insured on the member's policies, and their claims. */
export function personSections(
  plan: Plan,
  results: readonly ToolResultView[],
  policies: readonly HeldPolicy[],
): string[] {
  // A relative's cover or balance is said where they are insured, before the rest (relative-cover.ts).
  const saidBefore = plan.relativeCover === true || plan.addsRelative === true || plan.relativeBalance === true;
  if (!looking(plan, results) || saidBefore) return [];
  const productOf = productOfPortal(policies);
  const insured = insuredOf(results);
  const missing = relativesOf(plan.person).filter((relative) => foundOne(relative, insured).length === 0);
  const sections: string[] = [];
  if (missing.length > 0) {
    const names = [...new Set(insured.map((x) => p(x.name)))];
    const where = lookedIn(results, policies, productOf);
    const notFound = missing.map(
      (relative) => `I couldn't find ${whoSaid(relative)} among the people insured on ${where} (${names.join(", ")}).`,
    );
    const only = asksOwnReads(plan)
      ? "I can only show the e-cards and claims of people insured on your policies."
      : "I can only say which policy covers someone insured on your policies.";
    sections.push(`${notFound.join(" ")} ${only}`);
  }
  const people = found(plan.person, insured);
  if (people.length === 0) return sections;
  return [...sections, ...claimSections(plan, results, people, productOf)];
}

/**
 * Where the person was looked for: "your policies", or the policies named when the question named
 * some of the member's ("my husband's e-card on the accident policy"), so that nobody is said not
 * to be insured on a policy whose members were not read.
 */
function lookedIn(results: readonly ToolResultView[], policies: readonly HeldPolicy[], productOf: ProductOf): string {
  const read = new Set(
    results.flatMap((view) =>
      view.toolName === MEMBERS_TOOL && view.outcome.status === "ok" ? [view.args?.portal_ref] : [],
    ),
  );
  if (policies.every((policy) => read.has(policy.portalRef))) return "your policies";
  const named = [...read].map((portal) => yourPolicy({ portal_ref: portal }, productOf)).join(" and ");
  return `${named}, the ${read.size === 1 ? "one" : "ones"} you asked about`;
}

/** The claims of the people found, from the member's list, under the policy each is on. */
function claimSections(
  plan: Plan,
  results: readonly ToolResultView[],
  people: readonly Insured[],
  productOf: ProductOf,
): string[] {
  const listed = claimsListed(results);
  if (!plan.topics.includes("claims") || !listed) return [];
  const names = [...new Set(people.map((x) => x.name))];
  const theirs = theirClaims(results, people);
  const whose = (among: readonly string[]) => among.map(p).join(" and ");
  const without = names.filter((name) => !theirs.some((claim) => sameName(claim.patientName, name)));
  // Each policy's claims under its name, naming whose they are: a member with two policies reads whose cover paid.
  const portals = [...new Set(theirs.map((claim) => claim.portalRef))];
  const sections = portals.map((portal) => {
    const here = theirs.filter((claim) => claim.portalRef === portal);
    const patients = names.filter((name) => here.some((claim) => sameName(claim.patientName, name)));
    return [
      `Claims for ${whose(patients)} on ${yourPolicy({ portal_ref: portal }, productOf)}:`,
      ...here.map(
        (claim) =>
          (plan.documentsAsked === true ? documentsSection(results, claim.claimNumber, claim) : null) ??
          detailOf(results, claim.claimNumber) ??
          statusOf(results, claim.claimNumber) ??
          // Under a heading naming several people, each line says whose claim it is.
          claimLine(claim, patients.length > 1),
      ),
    ].join("\n");
  });
  return without.length > 0 ? [...sections, `There are no claims for ${whose(without)}.`] : sections;
}
