/**
 * A figure the member's own policy schedule sets (their co-pay, their deductible, their sum insured),
 * asked without saying "my" ("is there a co-pay?", "kitna copay lagega", "what is the deductible"). The
 * wording gives a product's rule, and for some products only the choices it is sold with (a 0% or
 * 10% co-pay, a voluntary ₹25,000 or ₹50,000 deductible, ₹3, ₹5 or ₹7 lakh): which one is theirs only
 * their schedule says. So a signed-in member's schedule is read beside the wording and its figure
 * leads the answer, each policy under its name. What the word means ("what is a co-pay"), or the rule
 * for someone described ("for insured persons above 61", "for my father"), stays the wording's. Pure.
 */
import * as v from "valibot";
import type { HeldPolicy } from "../../shared/auth-context";
import type { PlannedCall } from "../planner/member-reads";
import { personAsked } from "../planner/person";
import type { Plan as TurnPlan } from "../planner/plan";
import type { ToolResultView } from "./composer";
import { plainText, rupees } from "./plain-text";
import { Plan } from "./sections";

const PLAN_TOOL = "get_plan_details";

/** The schedule's figures a question can ask for, each with the words that ask for it. */
const FIGURES = [
  { key: "copay", asked: /\bco-?pay(ment)?s?\b/ },
  { key: "deductible", asked: /\bdeductibles?\b/ },
  // The amount itself, not what happens when it runs out (restoration) or what is left (the balance).
  { key: "sum", asked: /\bsum insured\b(?!.*\b(restor\w*|left|remaining|balance|runs? out|exhaust\w*|used up)\b)/ },
] as const;
type Figure = (typeof FIGURES)[number]["key"];

/** What the word means, not what theirs is: "what is a co-pay", "deductible meaning". */
const MEANING = /\b(mean|means|meaning|define|definition|explain)\b|\bwhat(?:'s| is| are) (?:an?|the term) \w/;

/** The rule for someone described by age: "for insured persons above 61", "do seniors pay a co-pay". */
const SOMEONE_DESCRIBED = /\b(above|over|under|below|aged?|years? old|seniors?|senior citizens?|elderly|parents?)\b/;

/** The figures a knowledge question asks of the member's own schedule, none when it asks a rule. */
export function figuresAsked(plan: TurnPlan): Figure[] {
  // "What is my co-pay" reads the schedule already (the plan topic), in full.
  if (plan.kind === "member" || plan.topics.includes("plan") || plan.knowledgeQuery === null) return [];
  const lower = plan.knowledgeQuery.toLowerCase();
  if (MEANING.test(lower) || SOMEONE_DESCRIBED.test(lower) || personAsked(plan.knowledgeQuery) !== null) return [];
  return FIGURES.filter((figure) => figure.asked.test(lower)).map((figure) => figure.key);
}

/** The schedule reads that would give the figures asked, for the member's portals not read yet. */
export function figureReads(
  plan: TurnPlan,
  policies: readonly HeldPolicy[],
  results: readonly ToolResultView[],
): PlannedCall[] {
  if (figuresAsked(plan).length === 0) return [];
  const read = new Set(results.filter((r) => r.toolName === PLAN_TOOL).map((r) => String(r.args?.portal_ref ?? "")));
  return policies
    .filter((policy) => !read.has(policy.portalRef))
    .map((policy) => ({ name: PLAN_TOOL, args: { portal_ref: policy.portalRef } }));
}

function figureText(figure: Figure, schedule: v.InferOutput<typeof Plan>): string | null {
  switch (figure) {
    case "copay":
      return schedule.copayPercent === null
        ? null
        : schedule.copayPercent === 0
          ? "no co-pay (co-pay 0%)"
          : `a co-pay of ${schedule.copayPercent}% of each claim`;
    case "deductible":
      return schedule.deductible === null
        ? null
        : schedule.deductible === 0
          ? "no deductible (deductible ₹0)"
          : `a deductible of ${rupees(schedule.deductible)} a year`;
    case "sum":
      return `a sum insured of ${rupees(schedule.sumInsured)}`;
  }
}

/**
 * "Your PlanCover Family Shield policy (PRT-40122) schedule shows no co-pay (co-pay 0%).": one line
 * per schedule read for the figures asked.
 */
export function figureSections(plan: TurnPlan, results: readonly ToolResultView[]): string[] {
  const figures = figuresAsked(plan);
  if (figures.length === 0) return [];
  return results.flatMap((view) => {
    if (view.toolName !== PLAN_TOOL || view.outcome.status !== "ok") return [];
    const parsed = v.safeParse(Plan, view.outcome.result);
    if (!parsed.success) return [];
    const shown = figures.flatMap((figure) => figureText(figure, parsed.output) ?? []);
    if (shown.length === 0) return [];
    const { productName, portalRef } = parsed.output;
    return [`Your ${plainText(productName)} policy (${plainText(portalRef)}) schedule shows ${shown.join(" and ")}.`];
  });
}
