/**
 * The Quality Lab's measures beyond pass and fail: pass rates per fold, per-intent precision and
 * recall, the confusion matrix of planned intents, and the families that fail with their reasons.
 * An intent is read off the tools: what a case expects (its target tools) and what the planner chose
 * (the tools it started); no tool at all is `other`. A case that only pauses on sign-in (nothing is
 * planned that a client can see) is counted in its fold's pass rate, not in the intent figures. Pure.
 */
import { FOLDS, type Fold, type ToolName } from "./case";

/** The intent each tool stands for. */
export const TOOL_INTENT: Readonly<Record<ToolName, string>> = {
  list_my_policies: "policies",
  get_plan_details: "plan",
  get_covered_benefits: "cover",
  get_policy_members: "members",
  get_sum_insured_balance: "balance",
  list_my_claims: "claims",
  get_claim_status: "claim_status",
  get_claim_details: "claim_details",
  list_policy_documents: "documents",
  get_e_card: "ecard",
  get_member_profile: "profile",
  search_network_hospitals: "hospitals",
  get_hospital_details: "hospital_details",
  search_policy_knowledge: "knowledge",
  request_callback: "callback",
};

/** What the metrics read of a case's report. */
export interface Measured {
  readonly id: string;
  readonly family: string;
  readonly fold: Fold;
  readonly pass: boolean;
  readonly reasons: readonly string[];
  readonly expected_tools: readonly string[];
  readonly selected: readonly string[];
  /** The case expects only a sign-in pause: nothing planned is visible, so no intent is measured. */
  readonly sign_in_only: boolean;
}

export const intentsOf = (tools: readonly string[]): string[] => {
  const intents = [...new Set(tools.map((tool) => TOOL_INTENT[tool as ToolName] ?? tool))];
  return intents.length === 0 ? ["other"] : intents.sort();
};

export interface FoldFigures {
  readonly fold: Fold;
  readonly cases: number;
  readonly passed: number;
  /** passed / cases, rounded to a tenth of a percent. */
  readonly pass_rate: number;
}

export interface IntentFigures {
  readonly intent: string;
  readonly expected: number;
  readonly planned: number;
  readonly correct: number;
  readonly precision: number | null;
  readonly recall: number | null;
}

export interface FamilyFailure {
  readonly family: string;
  readonly fold: Fold;
  readonly failed: number;
  readonly cases: number;
  /** The reasons its cases failed, most frequent first, with how many cases gave each. */
  readonly why: { readonly reason: string; readonly cases: number }[];
}

export interface Metrics {
  readonly folds: FoldFigures[];
  readonly intents: IntentFigures[];
  /** expected intent -> planned intent -> count (a planned intent the case did not expect is a confusion). */
  readonly confusion: Record<string, Record<string, number>>;
  readonly failing_families: FamilyFailure[];
}

const rate = (n: number, of: number) => (of === 0 ? null : Math.round((n / of) * 1000) / 10);

export function foldFigures(cases: readonly Measured[]): FoldFigures[] {
  return FOLDS.map((fold) => {
    const inFold = cases.filter((c) => c.fold === fold);
    const passed = inFold.filter((c) => c.pass).length;
    return { fold, cases: inFold.length, passed, pass_rate: rate(passed, inFold.length) ?? 0 };
  });
}

export function measure(cases: readonly Measured[]): Metrics {
  const measured = cases.filter((c) => !c.sign_in_only);
  const counts = new Map<string, { expected: number; planned: number; correct: number }>();
  const bump = (intent: string, key: "expected" | "planned" | "correct") => {
    const row = counts.get(intent) ?? { expected: 0, planned: 0, correct: 0 };
    row[key]++;
    counts.set(intent, row);
  };
  const confusion: Record<string, Record<string, number>> = {};
  const cell = (expected: string, planned: string) => {
    const row = confusion[expected] ?? {};
    row[planned] = (row[planned] ?? 0) + 1;
    confusion[expected] = row;
  };
  for (const c of measured) {
    const expected = intentsOf(c.expected_tools);
    const planned = intentsOf(c.selected);
    for (const intent of expected) bump(intent, "expected");
    for (const intent of planned) bump(intent, "planned");
    for (const intent of expected) {
      if (planned.includes(intent)) {
        bump(intent, "correct");
        cell(intent, intent);
      }
    }
    const wrong = planned.filter((intent) => !expected.includes(intent));
    const missed = expected.filter((intent) => !planned.includes(intent));
    for (const intent of missed) cell(intent, wrong[0] ?? "none");
    for (const intent of wrong.slice(missed.length > 0 ? 1 : 0)) cell(expected[0] ?? "other", intent);
  }
  const intents = [...counts]
    .map(([intent, n]) => ({
      intent,
      ...n,
      precision: rate(n.correct, n.planned),
      recall: rate(n.correct, n.expected),
    }))
    .sort((a, b) => a.intent.localeCompare(b.intent));
  return { folds: foldFigures(cases), intents, confusion, failing_families: failingFamilies(cases) };
}

function failingFamilies(cases: readonly Measured[]): FamilyFailure[] {
  const families = [...new Set(cases.map((c) => c.family))];
  return families.flatMap((family) => {
    const inFamily = cases.filter((c) => c.family === family);
    const failed = inFamily.filter((c) => !c.pass);
    if (failed.length === 0) return [];
    const why = new Map<string, number>();
    for (const c of failed) for (const reason of new Set(c.reasons)) why.set(reason, (why.get(reason) ?? 0) + 1);
    return [
      {
        family,
        fold: inFamily[0]?.fold ?? "dev",
        failed: failed.length,
        cases: inFamily.length,
        why: [...why].map(([reason, n]) => ({ reason, cases: n })).sort((a, b) => b.cases - a.cases),
      },
    ];
  });
}
