/**
 * A figure the member's own policy schedule sets (their co-pay, deductible, sum insured, room rent
 * limit, dates, insurer, TPA). Asked without saying "my" ("is there a co-pay?", "kitna copay lagega"),
 * the wording gives a product's rule, and for some products only the choices it is sold with (a 0% or
 * 10% co-pay, a voluntary ₹25,000 or ₹50,000 deductible, ₹3, ₹5 or ₹7 lakh): which one is theirs only
 * their schedule says, so it is read beside the wording and its figure leads the answer. Asked of
 * their own plan ("what is my room rent limit", "when does my policy expire"), the figure answers
 * instead of the whole schedule. A limit the schedule sets as a share of the sum insured is said in
 * rupees too: the member asked what they get, not how it is worked out. What the word means ("what is
 * a co-pay"), or the rule for someone described ("for insured persons above 61", "for my father"),
 * stays the wording's. Pure.
 */
import * as v from "valibot";
import type { HeldPolicy } from "../../shared/auth-context";
import type { PlannedCall } from "../planner/member-reads";
import { personAsked } from "../planner/person";
import type { ScheduleFigure, Plan as TurnPlan } from "../planner/plan";
import { SCHEDULE_FIGURES } from "../planner/schedule-figures";
import type { ToolResultView } from "./composer";
import { plainText, rupees } from "./plain-text";
import { Plan } from "./sections";

const PLAN_TOOL = "get_plan_details";

/**
 * Figures a wording question reads the schedule for. The others (dates, who insures) the wording's
 * answer carries well enough that a question not about "my" plan reads no schedule for them.
 */
const BESIDE_WORDING: ReadonlySet<ScheduleFigure> = new Set(["copay", "deductible", "sum", "room"]);

/**
 * The room rent is read beside the wording only when its amount is asked ("room rent kitna milega"):
 * the wording sets it as a share of the sum insured with one example ("on a ₹5 lakh policy that is
 * ₹5,000 a day"), which is not the rupees of a member insured for ₹3 or ₹7 lakh. Which room may be
 * taken ("can I take a private room") the wording answers alone.
 */
const ASKS_AMOUNT = /\b(how much|kitna|kitni|kitne|rupees?|rs|amount|limit|per day|a day|maximum|max)\b|₹/;

/** What the word means, not what theirs is: "what is a co-pay", "deductible meaning". */
const MEANING = /\b(mean|means|meaning|define|definition|explain)\b|\bwhat(?:'s| is| are) (?:an?|the term) \w/;

/** The rule for someone described by age: "for insured persons above 61", "do seniors pay a co-pay". */
const SOMEONE_DESCRIBED = /\b(above|over|under|below|aged?|years? old|seniors?|senior citizens?|elderly|parents?)\b/;

/** A limit set as a share of the sum insured, as PlanCover words it: "2% of sum insured per day". */
const SHARE_OF_SUM = /^(\d+(?:\.\d+)?)\s*% of (?:the )?sum insured per day$/i;

/** The figures a turn asks of the member's own schedule, none when it asks a rule or the whole schedule. */
export function figuresAsked(plan: TurnPlan): ScheduleFigure[] {
  // "What is my room rent limit": the schedule is read already (the plan topic); its figure answers.
  if (plan.topics.includes("plan")) return [...(plan.scheduleFigures ?? [])];
  if (plan.kind === "member" || plan.knowledgeQuery === null) return [];
  const lower = plan.knowledgeQuery.toLowerCase();
  if (MEANING.test(lower) || SOMEONE_DESCRIBED.test(lower) || personAsked(plan.knowledgeQuery) !== null) return [];
  return SCHEDULE_FIGURES.filter(
    ([figure, asked]) =>
      BESIDE_WORDING.has(figure) && asked.test(lower) && (figure !== "room" || ASKS_AMOUNT.test(lower)),
  ).map(([figure]) => figure);
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

type Schedule = v.InferOutput<typeof Plan>;

/** "2% of the sum insured per day (₹10,000 a day on your ₹5,00,000 sum insured)", or the limit as worded. */
function roomRentText(limit: string, sumInsured: number): string {
  const share = SHARE_OF_SUM.exec(limit.trim());
  if (share?.[1] === undefined) return `a room rent limit of ${limit.charAt(0).toLowerCase()}${limit.slice(1)}`;
  const perDay = (Number(share[1]) / 100) * sumInsured;
  return (
    `a room rent limit of ${share[1]}% of the sum insured per day ` +
    `(${rupees(perDay)} a day on your ${rupees(sumInsured)} sum insured)`
  );
}

function figureText(figure: ScheduleFigure, schedule: Schedule): string | null {
  const p = plainText;
  switch (figure) {
    case "copay":
      return schedule.copayPercent === null
        ? null
        : schedule.copayPercent === 0
          ? "no co-pay (co-pay 0%)"
          : `a co-pay of ${schedule.copayPercent}% of each claim (co-pay ${schedule.copayPercent}%)`;
    case "deductible":
      return schedule.deductible === null
        ? null
        : schedule.deductible === 0
          ? "no deductible (deductible ₹0)"
          : `a deductible of ${rupees(schedule.deductible)} a year`;
    case "sum":
      return `a sum insured of ${rupees(schedule.sumInsured)}`;
    case "room":
      return schedule.roomRentLimit === null ? null : roomRentText(p(schedule.roomRentLimit), schedule.sumInsured);
    case "dates": {
      const { startDate, endDate, renewalDue } = schedule;
      const period = startDate !== null && endDate !== null ? `cover from ${p(startDate)} to ${p(endDate)}` : null;
      const renewal = renewalDue === null ? null : `renewal due ${p(renewalDue)}`;
      const both = [period, renewal].filter((part): part is string => part !== null);
      return both.length === 0 ? null : both.join(", ");
    }
    case "tpa":
      return schedule.tpa === null ? null : `claims settled by ${p(schedule.tpa)} (the TPA)`;
    case "insurer":
      return schedule.insurer === null ? null : `the insurer ${p(schedule.insurer)}`;
  }
}

/**
 * "Your PlanCover Family Shield policy (PRT-40122) schedule shows no co-pay (co-pay 0%).": the line a
 * schedule read gives for the figures asked, or null when it shows none of them (then it is said whole).
 */
export function figureLine(plan: TurnPlan, view: ToolResultView): string | null {
  const figures = figuresAsked(plan);
  if (figures.length === 0 || view.toolName !== PLAN_TOOL || view.outcome.status !== "ok") return null;
  const parsed = v.safeParse(Plan, view.outcome.result);
  if (!parsed.success) return null;
  const shown = figures.flatMap((figure) => figureText(figure, parsed.output) ?? []);
  if (shown.length === 0) return null;
  const { productName, portalRef } = parsed.output;
  // A figure that ends a sentence itself ("PlanCover General Insurance Ltd.") ends this one too.
  const said = shown.join(" and ");
  return `Your ${plainText(productName)} policy (${plainText(portalRef)}) schedule shows ${said}${said.endsWith(".") ? "" : "."}`;
}

/** One line per schedule read for the figures asked (figureLine). */
export function figureSections(plan: TurnPlan, results: readonly ToolResultView[]): string[] {
  return results.flatMap((view) => figureLine(plan, view) ?? []);
}
