/**
 * The default composer: deterministic code. In gather it proposes what a model would for the turns
 * prefetch does not cover (the policy-wording search of a knowledge question, the call-back of a
 * call-back request); in finalize it writes a plain-text answer from the sanitized outcomes, one
 * section per read, failure codes turned into guidance, citations from the wording's evidence.
 */

import type { HeldPolicy } from "../../shared/auth-context";
import type { Citation } from "../../shared/events";
import { EVENT_TEXT_MAX_CHARS } from "../../shared/events";
import { KNOWLEDGE_TOOL, knowledgeSearch, type PlannedCall } from "../planner/member-reads";
import type { Plan } from "../planner/plan";
import { accidentOnlyNote, accidentScheduleReads } from "./accident-only";
import { benefitLimitReads, benefitLimitSections } from "./benefit-limits";
import { askWindow, callbackCall } from "./callback";
import { CLAIMS_TOOL } from "./claim-list";
import {
  type Answer,
  type ComposeInput,
  type Composer,
  type ProposeInput,
  paragraphsOf,
  type ToolResultView,
} from "./composer";
import { amountSections, deductionReads, deductionSections } from "./deductions";
import { describedReads, describedResults, describedSections } from "./described-claims";
import { guidanceFor } from "./guidance";
import { hiddenRead } from "./hidden-reads";
import { placeToAskFor } from "./hospital-search";
import { kindClaimsSection } from "./kind-claims";
import { memberIdSections } from "./member-ids";
import { namedHospitalDetailsReads } from "./named-hospital-details";
import { nearHomeNote, nearHomeReads } from "./near-home";
import { holdReads, holdSections } from "./open-claims";
import { BENEFITS_TOOL, notInWording, productOfPortal, scheduleAnswer, scheduleReads } from "./own-policies";
import { documentsSections, pendingDocumentReads } from "./pending-documents";
import { personReads, personSections, withGuessSettled } from "./person";
import { personPolicySections } from "./person-policies";
import { unheldKindsSections } from "./product-kinds";
import { rejectionReads, rejectionSections } from "./rejected-claims";
import { relativeBalanceReads } from "./relative-balance";
import { addRelativeReads, hiddenForRelativeCover, relativeCoverSections, relativeSearch } from "./relative-cover";
import { figureLine, figureReads, figureSections } from "./schedule-figures";
import { NO_POLICY, sectionFor } from "./sections";
import { askedHeld, holdsNone, silentHeld, type WordingSearch, wordingAnswer } from "./wording/answer";

const POLICIES_TOOL = "list_my_policies";

export const NO_SETTLEMENT_DATE =
  "I can't tell you when a claim will be settled or paid: the insurer gives no date, and I won't guess one.";

/** Said when the member asks for their mobile number: no answer shows one, and this one is theirs anyway. */
export const MOBILE_NOT_SHOWN =
  "I don't show mobile numbers here. The number on your record is the one you signed in with, where your one-time password was sent.";

/** Said beside the details on record when the member asks to change them: no tool here writes them. */
export const CANNOT_CHANGE_DETAILS =
  'I can\'t change your details from here. A care agent can update them: just say "call me back".';

/** Said beside the balance asked for a relative: the upstream reports none per insured person. */
export const POLICY_WIDE_BALANCE =
  "PlanCover reports the balance for each policy as a whole, not for each person insured on it.";

/** Said first when the premium is asked: no read here gives it, and saying nothing would pass it over. */
export const PREMIUM_NOT_HELD =
  "PlanCover doesn't give me the premium of your policies, so I can't tell you what you pay. Your policy " +
  'schedule or renewal notice shows it, or a care agent can tell you: just say "call me back".';

/** Someone else's records asked for (by name, or "someone else's"): only the member's own, or a relative's by relation. */
const BY_RELATION_ONLY =
  "I can only show your own records, and those of someone insured with you when you say who they are to you, " +
  'for example "my son\'s e-card" or "my wife\'s claims".';

/** The answer to a message that only thanks, before what else the assistant can do. */
const WELCOME = "You're welcome.";

const HELP =
  "I can help with your policies, cover, balance, members, claims, documents, e-card, profile and network " +
  "hospitals near a pin code or city, and with general questions such as waiting periods, exclusions and how to " +
  "claim. I can also ask a care agent to call you back.";

/**
 * A wording search's question and what it found, as the wording's answer reads it: for a relative's
 * cover, the wording of the policies they are insured on (relative-cover.ts).
 */
function searchOf(
  view: ToolResultView,
  plan: Plan,
  results: readonly ToolResultView[],
  policies: readonly HeldPolicy[],
): WordingSearch | null {
  if (view.toolName !== KNOWLEDGE_TOOL || view.outcome.status !== "ok") return null;
  const query = typeof view.args?.query === "string" ? view.args.query : (plan.knowledgeQuery ?? "");
  const search = { query, result: view.outcome.result, evidence: view.outcome.evidence ?? [] };
  return relativeSearch(search, plan, results, policies);
}

function propose(asked: ProposeInput): PlannedCall[] {
  const { plan } = asked;
  // A claim described ("my knee surgery claim"): the others are out of the answer once it is found.
  const input = { ...asked, results: describedResults(plan, asked.results) };
  // "My son's e-card": his card, once he is found on one of the member's policies; "why was money
  // deducted from my claim": the claims approved for less, once the list shows which they are.
  // "Hospitals near me": the search near the registered address, once the profile gave its pin code.
  const follow = [
    ...describedReads(plan, asked.results),
    ...personReads(plan, input.results),
    ...deductionReads(plan, input.results),
    ...pendingDocumentReads(plan, input.results),
    ...holdReads(plan, input.results, input.caller.auth.policies),
    ...rejectionReads(plan, input.results, input.caller.auth.policies),
    ...relativeBalanceReads(plan, input.caller.auth.policies, input.results),
    ...nearHomeReads(plan, input.results),
    ...namedHospitalDetailsReads(plan, input.results),
    // A claim being decided for more than its benefit's limit: the schedule of its policy says the limit.
    ...benefitLimitReads(input.results),
  ];
  if (follow.length > 0) return follow.filter((call, i) => follow.findIndex((c) => sameCall(c, call)) === i);
  // A member's product whose wording is silent on the question: their own benefit schedule may say.
  const policies = input.caller.auth.policies;
  const silent = input.results.flatMap((view) => {
    const search = searchOf(view, plan, input.results, policies);
    return search === null ? [] : silentHeld(search);
  });
  // An accident plan asked about more than accidents: its schedule says whether it pays for illness.
  const accidents = input.results.flatMap((view) => {
    const search = searchOf(view, plan, input.results, policies);
    return search === null ? [] : accidentScheduleReads(search, askedHeld(search), policies, input.results);
  });
  const schedules = [...scheduleReads(silent, policies, input.results), ...accidents].filter(
    (call, i, all) => all.findIndex((c) => sameCall(c, call)) === i,
  );
  if (schedules.length > 0) return schedules;
  // A member who holds none of the products the wording covers is told so from their own policy list.
  const searches = input.results.flatMap((view) => searchOf(view, plan, input.results, policies) ?? []);
  const listed = input.results.some((view) => view.toolName === POLICIES_TOOL);
  if (!listed && searches.some(holdsNone)) return [{ name: POLICIES_TOOL, args: {} }];
  if (input.round > 0) return [];
  if (plan.kind === "knowledge" && plan.knowledgeQuery !== null) {
    // A figure their own schedule sets ("is there a co-pay?"): the schedule says which is theirs, the
    // wording gives the rule around it.
    // Adding a relative: who is insured on each policy says where they already are.
    return [
      ...knowledgeSearch(plan),
      ...figureReads(plan, policies, []),
      ...addRelativeReads(plan, policies, input.results),
    ];
  }
  const callback = callbackCall(plan);
  return callback === null ? [] : [callback];
}

const sameCall = (a: PlannedCall, b: PlannedCall) =>
  a.name === b.name && JSON.stringify(a.args) === JSON.stringify(b.args);

/** What one call contributes to the answer, with the turn around it. */
interface Context {
  readonly plan: Plan;
  readonly results: readonly ToolResultView[];
  readonly policies: readonly HeldPolicy[];
  readonly citations: Citation[];
}

function sectionOf(view: ToolResultView, context: Context): string {
  const { outcome } = view;
  switch (outcome.status) {
    case "ok": {
      const search = searchOf(view, context.plan, context.results, context.policies);
      if (search !== null) {
        const ownData = scheduleAnswer(context.policies, context.results, notInWording(search.result));
        const caveat = accidentOnlyNote(context.policies, context.results);
        return wordingAnswer(search, context.citations, ownData, caveat).join("\n\n");
      }
      // A benefit schedule read because the wording was silent (the cover not asked for) speaks inside
      // the wording's answer, not as a list of every benefit.
      if (view.toolName === BENEFITS_TOOL && !context.plan.topics.includes("cover")) return "";
      // A schedule read for the figure asked speaks in that figure's line (figureSections), not in full.
      if (figureLine(context.plan, view) !== null) return "";
      const productOf = productOfPortal(context.policies);
      // "Claims on my accident policy": the list keeps that policy's claims.
      const ofKind =
        view.toolName === CLAIMS_TOOL
          ? kindClaimsSection(context.plan, context.policies, outcome.result, productOf)
          : null;
      const section = ofKind ?? sectionFor(view.toolName, outcome.result, view.args, productOf);
      return section ?? "I got an answer I couldn't read. Try again.";
    }
    case "failed":
      return guidanceFor(outcome.code, view.toolName);
    case "pending":
      return outcome.summary;
  }
}

/** Each section without a first line that an earlier section already said as a line of its own. */
function withoutRepeatedLeads(sections: readonly string[]): string[] {
  return sections.map((section, i) => {
    const [lead, ...rest] = section.split("\n");
    const said = sections.slice(0, i).flatMap((earlier) => earlier.split("\n"));
    return rest.length > 0 && said.includes(lead ?? "") ? rest.join("\n") : section;
  });
}

const LEFT_OUT = "(More was left out to keep this answer short.)";

/** The sections as one text within the event's size limit, cut between lines, never inside one. */
function capped(sections: readonly string[]): string {
  const text = sections.join("\n\n");
  if (text.length <= EVENT_TEXT_MAX_CHARS) return text;
  const kept: string[] = [];
  let size = LEFT_OUT.length;
  for (const line of text.split("\n")) {
    if (size + line.length + 1 > EVENT_TEXT_MAX_CHARS) break;
    kept.push(line);
    size += line.length + 1;
  }
  return [...kept, LEFT_OUT].join("\n");
}

function compose(asked: ComposeInput): Answer {
  const plan = withGuessSettled(asked.plan, asked.results);
  const input = { ...asked, results: describedResults(plan, asked.results) };
  const citations: Citation[] = [];
  const sections: string[] = [];
  const context: Context = { plan, results: input.results, policies: input.policies ?? [], citations };
  // The wording's answer leads a mixed turn: it is what the question asked; the member's reads follow.
  const wordingFirst = [...input.results].sort(
    (a, b) => Number(b.toolName === KNOWLEDGE_TOOL) - Number(a.toolName === KNOWLEDGE_TOOL),
  );
  // A kind of cover named as theirs that they do not hold is said first: what follows is for the ones they hold.
  sections.push(...unheldKindsSections(plan, context.policies));
  // The figure their own schedule shows leads; the wording's rule for their product follows. A
  // relative's ("the room rent limit for my husband") is that of the policies they are insured on.
  const schedules = input.results.filter((view) => !hiddenForRelativeCover(plan, view, input.results));
  sections.push(...figureSections(plan, schedules));
  // Someone holding no policy hears that instead (NO_POLICY): they pay no premium to be told of.
  if (plan.premiumAsked === true && context.policies.length > 0) sections.push(PREMIUM_NOT_HELD);
  // Which policy a relative asked about is on leads: the policy details that follow are that one's.
  sections.push(...personPolicySections(plan, input.results, context.policies));
  // Whether the relative asked about is insured, and where, leads: the wording after is their policy's.
  sections.push(...relativeCoverSections(plan, input.results, context.policies));
  sections.push(...describedSections(plan, asked.results));
  // "Why did I pay 11150": what that sum is on their claims leads the claims' details.
  sections.push(...amountSections(plan, input.results));
  for (const view of plan.kind === "mixed" ? wordingFirst : input.results) {
    if (hiddenRead(plan, view, input.results)) continue;
    const section = sectionOf(view, context);
    if (section !== "" && !sections.includes(section)) sections.push(section);
  }
  sections.push(...personSections(plan, input.results, context.policies));
  sections.push(...deductionSections(plan, input.results));
  sections.push(...benefitLimitSections(input.results, productOfPortal(context.policies)));
  sections.push(...documentsSections(plan, input.results));
  sections.push(...holdSections(plan, input.results, context.policies));
  sections.push(...rejectionSections(plan, input.results, context.policies));
  sections.push(...memberIdSections(plan, input.results));
  // A plan's note said in the wording's answer ("… pays for accidents only") is not said again above its schedule.
  sections.splice(0, sections.length, ...withoutRepeatedLeads(sections));
  // A member holding no policy hears that first: no plan's wording that follows is theirs.
  const none = sections.indexOf(NO_POLICY);
  if (none > 0) sections.unshift(...sections.splice(none, 1));
  // Where a hospital search looked, or the place it still needs.
  const place = nearHomeNote(plan, input.results) ?? placeToAskFor(plan, input.results);
  if (place !== null) sections.push(place);
  if (plan.asksSettlementDate) sections.push(NO_SETTLEMENT_DATE);
  if (plan.mobileAsked === true) sections.push(MOBILE_NOT_SHOWN);
  if (plan.asksChange === true) sections.push(CANNOT_CHANGE_DETAILS);
  const balanceShown = input.results.some(
    (view) => view.toolName === "get_sum_insured_balance" && !hiddenRead(plan, view, input.results),
  );
  if (plan.relativeBalance === true && balanceShown) sections.push(POLICY_WIDE_BALANCE);
  const askedWhen = askWindow(plan);
  if (askedWhen !== null) sections.push(askedWhen);
  if (sections.length === 0) {
    if (plan.someoneElse === true) sections.push(BY_RELATION_ONLY);
    if (plan.thanks === true) sections.push(WELCOME);
    sections.push(plan.kind === "other" ? HELP : "I couldn't find anything to answer that.");
    // Never an answer that leaves the member nowhere: the closest questions that can be answered.
    const suggestions = plan.suggestions ?? [];
    if (suggestions.length > 0)
      sections.push(["You could ask, for example:", ...suggestions.map((s) => `- ${s}`)].join("\n"));
  }
  return { text: capped(sections), citations };
}

export const defaultComposer: Composer = {
  kind: "deterministic",
  // Code in this object: nothing it is shown leaves it.
  clearance: "health",
  async propose(input) {
    return propose(input);
  },
  async compose(input, onDelta) {
    const answer = compose(input);
    // Code writes the whole answer at once; it is still sent section by section, as a model's would
    // come, so a client renders every answer the same way.
    if (onDelta) for (const piece of paragraphsOf(answer.text)) onDelta(piece);
    return answer;
  },
};
