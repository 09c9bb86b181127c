/**
 * An accident-only plan asked about anything but an accident ("does my accident policy cover dengue",
 * "I have thyroid since 2020, will it be covered?"): the plan's own benefit schedule lists illness as
 * not covered, and the answer says so first for that plan. Its wording's true lines ("no waiting
 * period for pre-existing diseases") or a list of its accident benefits must never read as cover for
 * an illness. Which plan is accident-only is the member's own schedule's to say (a benefit naming
 * illness, not covered); the product's name only decides which schedule is worth reading. Pure.
 */
import type { HeldPolicy } from "../../shared/auth-context";
import type { PlannedCall } from "../planner/member-reads";
import type { ToolResultView } from "./composer";
import { accidentsOnly, illnessNotCovered } from "./illness-excluded";
import { BENEFITS_TOOL, portalsOf, scheduleReads } from "./own-policies";
import { plainText } from "./plain-text";
import type { WordingSearch } from "./wording/answer";

/** A product whose name says it is accident cover: its schedule is read to see whether it pays for illness. */
const ACCIDENT_PRODUCT = /\baccident\b/i;

/** How a member names the accident plan itself ("my accident policy", "the PA cover"): a plan, not an accident. */
const PLAN_NAMED =
  /\b(?:personal\s+accident|accident(?:al)?\s+(?:insurance|polic(?:y|ies)|plans?|cover|guard|one)|pa\s+(?:insurance|polic(?:y|ies)|plans?|cover))\b/giu;

/** Words that say the question is about an accident or its result, in English and Hinglish. */
const ACCIDENT_WORDS =
  /\b(accident\w*|injur\w*|fractur\w*|broke|broken|break|breaks|breaking|sprain\w*|dislocat\w*|bone|crash\w*|fell|fall(?:en|s)?|burn\w*|bite|bitten|wound\w*|hurt|death|died|dies|dead|disab\w*|paraly\w*|ambulance|chot|haadsa|hadsa|durghatna)\b/iu;

/**
 * What the plan covers is beside the point of a question about how to claim or what to send, about
 * the policy itself (its bonus, grace period, TPA, portability, where it applies, the share of a bill
 * the member pays, its sum insured, a complaint or an appeal), about what a word means ("what is a deductible", "what
 * does TPA mean"), or about adding a person to it ("can I add my mother to my policy"; not "cataract
 * removal").
 */
const PROCESS_WORDS =
  /\b(how\s+(?:do|to|can|should)|documents?|papers?|steps?|process|procedure|intimat\w*|nominee|renew\w*|premium|contact|e-?card|bonus|grace|tpa|port(?:ing|ability)|free\s+look|cancel\w*|abroad|overseas|outside\s+india|worldwide|deductibles?|co-?pay\w*|sum\s+(?:insured|assured)|grievances?|complain\w*|appeal\w*|ombudsman|escalat\w*|mean|means|meaning|define|definition)\b|\b(?:add|adding|enrol\w*|enroll\w*)\b(?:\s+\w+){1,3}\s+(?:to|in|into|on)\s+(?:my|the|our)\b/iu;

/** Whether a question about a plan's cover asks about something other than an accident. */
export function asksBeyondAccidents(question: string): boolean {
  const lower = question.toLowerCase().replace(PLAN_NAMED, " ");
  return !ACCIDENT_WORDS.test(lower) && !PROCESS_WORDS.test(lower);
}

/**
 * What is said first for one of the member's products when the question asks beyond accidents and the
 * product's schedule (read in this turn) lists illness as not covered; null otherwise.
 */
export function accidentOnlyNote(
  policies: readonly HeldPolicy[],
  results: readonly ToolResultView[],
): (product: string, question: string) => string | null {
  return (product, question) => {
    if (!asksBeyondAccidents(question)) return null;
    for (const portal of portalsOf(product, policies)) {
      const view = results.find((r) => r.toolName === BENEFITS_TOOL && r.args?.portal_ref === portal);
      if (view?.outcome.status !== "ok") continue;
      const benefit = illnessNotCovered(view.outcome.result);
      if (benefit !== null) return accidentsOnly(`Your ${plainText(product)} policy (${plainText(portal)})`, benefit);
    }
    return null;
  };
}

/** The schedules of the accident products a member's question asks about beyond accidents, not read yet. */
export function accidentScheduleReads(
  search: WordingSearch,
  asked: readonly string[],
  policies: readonly HeldPolicy[],
  results: readonly ToolResultView[],
): PlannedCall[] {
  if (!asksBeyondAccidents(search.query)) return [];
  return scheduleReads(
    asked.filter((product) => ACCIDENT_PRODUCT.test(product)),
    policies,
    results,
  );
}
