/**
 * A relative's cover asked about ("my dad has diabetes, is it covered"; planner/relative-cover.ts):
 * whether it is covered for them depends first on whether they are insured on one of the member's
 * policies. The answer says so first, from who is insured on each (get_policy_members): where the
 * relative is, by name, and on which of the member's policies they are not; or that they are on
 * none, naming who is. The wording quoted after is the wording of the policies they are insured on,
 * never a policy that does not cover them ("my husband needs a cataract operation" is not answered
 * from the member's own accident policy); when they are on none, the wording is said to be for the
 * people insured on it. Pure.
 */
import type { HeldPolicy } from "../../shared/auth-context";
import { KNOWLEDGE_TOOL, MAX_PORTALS_PER_TURN, type PlannedCall, spouseGenderAsked } from "../planner/member-reads";
import type { Plan } from "../planner/plan";
import type { ToolResultView } from "./composer";
import { found, type Insured, insuredOf, MEMBERS_TOOL, whoSaid } from "./insured";
import { portalsOf, productOfPortal } from "./own-policies";
import { looking, readOfPolicyNotTheirs } from "./person";
import { plainText as p } from "./plain-text";
import { type ProductOf, yourPolicy } from "./sections";
import { scopeOf, type WordingSearch } from "./wording/answer";

/** Whether the turn asks about a relative's cover and has read who is insured. */
function asking(
  plan: Plan,
  results: readonly ToolResultView[],
): plan is Plan & { person: NonNullable<Plan["person"]> } {
  const asked = plan.relativeCover === true || plan.addsRelative === true || plan.relativeBalance === true;
  return asked && looking(plan, results);
}

/**
 * Gather, for a relative asked to be added: who is insured on each of the member's policies (at most
 * MAX_PORTALS_PER_TURN), once; nothing for a guest, who holds none.
 */
export function addRelativeReads(
  plan: Plan,
  policies: readonly HeldPolicy[],
  results: readonly ToolResultView[],
): PlannedCall[] {
  return plan.addsRelative === true ? insuredReads(plan, policies, results) : [];
}

/** Who is insured on each of the member's policies (at most MAX_PORTALS_PER_TURN), once, when a relative is asked about. */
export function insuredReads(
  plan: Plan,
  policies: readonly HeldPolicy[],
  results: readonly ToolResultView[],
): PlannedCall[] {
  if (!plan.person || results.some((view) => view.toolName === MEMBERS_TOOL)) return [];
  const members = policies
    .slice(0, MAX_PORTALS_PER_TURN)
    .map((policy) => ({ name: MEMBERS_TOOL, args: { portal_ref: policy.portalRef } }));
  // "My wife": the member's own gender says which their spouse is (composer/person.ts).
  const profileRead = results.some((view) => view.toolName === "get_member_profile");
  return spouseGenderAsked(plan) && !profileRead && members.length > 0
    ? [...members, { name: "get_member_profile", args: {} }]
    : members;
}

/** The portals whose members the turn read. */
function portalsRead(results: readonly ToolResultView[]): string[] {
  const read = results.flatMap((view) =>
    view.toolName === MEMBERS_TOOL && view.outcome.status === "ok" && typeof view.args?.portal_ref === "string"
      ? [view.args.portal_ref]
      : [],
  );
  return [...new Set(read)];
}

const and = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;

/** Where one person found is insured, and where not, among the policies read. */
function whereInsured(
  name: string,
  on: readonly Insured[],
  read: readonly string[],
  productOf: ProductOf,
  adding: boolean,
): string {
  const self = on.some((x) => x.relation.toLowerCase() === "self");
  const portals = [...new Set(on.map((x) => x.portal))];
  const not = read.filter((portal) => !portals.includes(portal));
  const policies = (list: readonly string[]) =>
    and(list.map((portal) => yourPolicy({ portal_ref: portal }, productOf)));
  const who = self ? "You are" : `${p(name)} is`;
  const notOn = not.length > 0 ? `, not on ${policies(not)}` : "";
  // Asked to add them: that they need no adding there is the first thing to know.
  return `${who} ${adding ? "already " : ""}insured on ${policies(portals)}${notOn}.`;
}

/**
 * What is said first: where each relative asked about is insured, or that they are on none of the
 * member's policies (with who is); null-free, empty when the turn is not about a relative's cover.
 */
export function relativeCoverSections(
  plan: Plan,
  results: readonly ToolResultView[],
  policies: readonly HeldPolicy[],
): string[] {
  if (!asking(plan, results)) return [];
  const productOf = productOfPortal(policies);
  const insured = insuredOf(results);
  const read = portalsRead(results);
  const people = found(plan.person, insured);
  const lines = [...new Set(people.map((x) => x.name))].map((name) =>
    whereInsured(
      name,
      people.filter((x) => x.name === name),
      read,
      productOf,
      plan.addsRelative === true,
    ),
  );
  const relatives = [plan.person, ...(plan.person.more ?? [])];
  // The wording quoted below is the member's own, for the people insured on it.
  const quoted = results.some((view) => view.toolName === KNOWLEDGE_TOOL && view.outcome.status === "ok");
  // A name alone that nobody insured bears, beside a wording question ("is Dengue covered under my
  // policy"), may be no name at all: the wording answers the question, and no person is spoken of.
  // One that uses the policy ("can Vikram use my PA policy") is someone, and is not on it.
  const missing = relatives.filter(
    (r) =>
      found({ relation: r.relation, name: r.name, ...(r.gender ? { gender: r.gender } : {}) }, insured).length === 0 &&
      !(r.nameOnly === true && r.acts !== true && quoted),
  );
  if (missing.length > 0) {
    const who = and(missing.map(whoSaid));
    const plural = missing.length > 1 || missing[0]?.relation === "parent";
    const covers = read.map((portal) => {
      const names = insured.filter((x) => x.portal === portal).map((x) => p(x.name));
      return `${yourPolicy({ portal_ref: portal }, productOf)} covers ${and(names) || "nobody listed"}`;
    });
    const isnt = plural ? "aren't" : "isn't";
    const none = read.length === 1 ? `${isnt} insured on your policy` : `${isnt} insured on any of your policies`;
    const it = read.length === 1 ? "it" : "them";
    // Said only when some wording is quoted ("is my husband covered under my accident policy" searches none).
    const wording =
      people.length === 0 && plan.relativeCover === true && quoted
        ? ` The wording below is for the people insured on ${it}.`
        : "";
    lines.push(`${capitalised(who)} ${none}: ${covers.join("; ")}.${wording}`);
  }
  return lines.length > 0 ? [lines.join(" ")] : [];
}

const capitalised = (text: string) => `${text[0]?.toUpperCase() ?? ""}${text.slice(1)}`;

/**
 * The wording search as the relative's (any question about a relative but how to add one): the products the member holds, and the passages of those
 * products, narrowed to the policies the relative is insured on, when they are on some (another
 * product's passages, which the member asked about by name, stay as they were); as it was when they
 * are on none (then the member's own wording is quoted, after the answer has said whom it is for).
 */
export function relativeSearch(
  search: WordingSearch,
  plan: Plan,
  results: readonly ToolResultView[],
  policies: readonly HeldPolicy[],
): WordingSearch {
  // How adding works is each policy's wording, the ones they are not on included. Any other question
  // about a relative ("documents needed for my husband's claim") is their policies' wording alone.
  if (plan.addsRelative === true || !looking(plan, results)) return search;
  const scope = scopeOf(search.result);
  if (scope.kind !== "member") return search;
  const theirs = new Set(found(plan.person, insuredOf(results)).map((x) => x.portal));
  if (theirs.size === 0) return search;
  const held = scope.held.filter((product) => portalsOf(product, policies).some((portal) => theirs.has(portal)));
  const result = typeof search.result === "object" && search.result !== null ? search.result : {};
  const notTheirs = (product: string) => scope.held.includes(product) && !held.includes(product);
  const evidence = search.evidence.filter((passage) => !notTheirs(passage.product));
  return { ...search, evidence, result: { ...result, heldProducts: held } };
}

/** The reads that say what one policy pays for: a relative's answer shows only the ones they are insured on. */
const SCHEDULE_TOOLS: ReadonlySet<string> = new Set(["get_covered_benefits", "get_plan_details"]);

/**
 * "Is priya covered", and someone insured bears the name: where they are insured is the answer, and
 * the wording searched in case the word was a treatment (with the benefits read for it) adds nothing.
 */
export function hiddenForNamedInsured(plan: Plan, view: ToolResultView, results: readonly ToolResultView[]): boolean {
  const person = plan.person;
  if (person?.askedAlone !== true || (view.toolName !== KNOWLEDGE_TOOL && !SCHEDULE_TOOLS.has(view.toolName)))
    return false;
  return found({ relation: person.relation, name: person.name }, insuredOf(results)).length > 0;
}

/**
 * Whether a policy's schedule is left out of a relative's cover: that of a policy they are not
 * insured on ("what is covered for my son" is not answered with the member's own accident policy,
 * which covers the member alone; "what is covered under my accident policy for my husband", when he
 * is on none, lists none of its benefits as his).
 */
export function hiddenForRelativeCover(plan: Plan, view: ToolResultView, results: readonly ToolResultView[]): boolean {
  if (plan.relativeCover !== true || !SCHEDULE_TOOLS.has(view.toolName) || !asking(plan, results)) return false;
  return readOfPolicyNotTheirs(plan.person, view, results);
}
