/**
 * The figures a policy schedule sets that a question can ask for in its own words: the co-pay, the
 * deductible, the sum insured, the room rent limit, the policy's dates, who insures and who settles.
 * The composer (composer/schedule-figures.ts) answers each from the member's own schedule. Pure data
 * and one reader.
 */
import type { ScheduleFigure } from "./plan";

/** Each figure with the words that ask for it, over the planner's lower-case text. */
export const SCHEDULE_FIGURES: readonly (readonly [ScheduleFigure, RegExp])[] = [
  // The member's own share of a bill is their co-pay: "how much will I have to pay", "kitna dena padega";
  // not what is paid before the insurance pays at all (the deductible, below).
  [
    "copay",
    /\bco-?pay(ment)?s?\b|\bhow much (will|do|would|shall|should|must) (i|we) (have to |need to )?pay\b(?!(?: \w+){0,2} before (?:the |my |our )?(?:insurance|insurer|policy|cover|plan)\b)|\bkitna (dena|bharna|pay karna) (padega|hoga)\b/,
  ],
  // What is paid before the plan pays at all ("how much do I pay myself before insurance kicks in").
  [
    "deductible",
    /\bdeductibles?\b|\bpay(?: \w+){0,2} before (?:the |my |our )?(?:insurance|insurer|policy|cover|plan) (?:kicks? in|starts?|pays?|begins?)\b/,
  ],
  // The amount itself, not what happens when it runs out (restoration) or what is left (the balance).
  ["sum", /\bsum insured\b(?!.*\b(restor\w*|left|remaining|balance|runs? out|exhaust\w*|used up)\b)/],
  // The schedule's room rent limit is a room's: an ICU's own limit ("ICU charges limit?") is the wording's
  // (a group plan's 4%), which the room's 2% would only mislead.
  ["room", /\broom\b/],
  [
    "dates",
    /\b(renew\w*|expir\w*|lapses?|validity|valid (till|until|upto|up to)|(start|end|due) dates?|when does (my |our |the )?(\w+ )?(polic(y|ies)|plans?|cover|insurance) (start|end|expire|lapse|run out))\b/,
  ],
  ["tpa", /\btpa\b|\bthird[\s-]party administrator\b/],
  // The member's own insurer, not one they might move to ("can I port to another insurer").
  [
    "insurer",
    /(?<!\b(?:another|other|new|different|second|some|any|next) )(?:\binsurer\b|\binsurance company\b)|\bwhich company\b/,
  ],
];

/** A question for the whole schedule ("my policy details"): every figure, not the one it names. */
const WHOLE_SCHEDULE = /\b(details?|terms|summary|everything|all about|overview|information|info)\b/;

/**
 * The figures a question about the member's own plan asks for, in the schedule's order; none when it
 * asks for the whole schedule, or names none.
 */
export function scheduleFiguresAsked(lower: string): ScheduleFigure[] {
  if (WHOLE_SCHEDULE.test(lower)) return [];
  return SCHEDULE_FIGURES.filter(([, asked]) => asked.test(lower)).map(([figure]) => figure);
}
