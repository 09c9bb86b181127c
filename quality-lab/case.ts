/**
 * A Quality Lab case: a question, who asks it, and what must hold — the target tool(s) the question
 * must reach, the failure reasons allowed on the way, how the turn may end, and facts the answer must
 * (or must not) contain. Cases live in cases.json; this schema is the one place their shape is defined.
 */
import * as v from "valibot";
import { FAILURE_CODES } from "../src/shared/failure-codes";

/** The fifteen tools (a test checks this list against the registry). */
export const TOOL_NAMES = [
  "list_my_policies",
  "get_plan_details",
  "get_covered_benefits",
  "get_policy_members",
  "get_sum_insured_balance",
  "list_my_claims",
  "get_claim_status",
  "get_claim_details",
  "list_policy_documents",
  "get_e_card",
  "get_member_profile",
  "search_network_hospitals",
  "get_hospital_details",
  "search_policy_knowledge",
  "request_callback",
] as const;
export type ToolName = (typeof TOOL_NAMES)[number];

/** The thirteen PlanCover reads: a member's own data. */
export const MEMBER_READS: readonly ToolName[] = TOOL_NAMES.filter(
  (name) => name !== "search_policy_knowledge" && name !== "request_callback",
);

/** The demo members by mobile (README), and a synthetic member of the stand-in made fresh per case. */
export const MEMBERS = ["9000000001", "9000000002", "9000000003", "synthetic"] as const;
export const CALLERS = ["signed_out", ...MEMBERS] as const;

export const OUTCOMES = [
  /** The turn completed with an answer. */
  "answered",
  /** The turn paused on a sign-in prompt (`auth.required`). */
  "sign_in_required",
  /** The turn paused on a confirmation (`confirmation.required`). */
  "confirmation_required",
  /** The turn ended with `turn.failed` (a turn limit); never with internal_error, which always fails a case. */
  "turn_failed",
] as const;
export type Outcome = (typeof OUTCOMES)[number];

const Text = v.pipe(v.string(), v.minLength(1));

/** The two folds: work on the planner looks only at `dev`; `holdout` measures it. */
export const FOLDS = ["dev", "holdout"] as const;
export type Fold = (typeof FOLDS)[number];

export const CaseSchema = v.strictObject({
  id: v.pipe(v.string(), v.regex(/^[a-z0-9_]+(-[a-z0-9_]+)*$/)),
  /** The family the case belongs to: one intent asked many ways; folds are split by family. */
  family: v.optional(Text),
  fold: v.optional(v.picklist(FOLDS), "dev"),
  /** How the question is asked (formal, casual, misspelt, terse, with detail, combined). */
  style: v.optional(v.picklist(["formal", "casual", "misspelt", "terse", "detail", "combined"])),
  question: Text,
  caller: v.picklist(CALLERS),
  /** A signed-out caller who, shown the sign-in prompt, signs in as this member and resumes. */
  sign_in_when_asked: v.optional(v.picklist(MEMBERS)),
  /** The answer to a confirmation prompt, if the turn asks one. */
  decision: v.optional(v.picklist(["approve", "reject"])),
  /** Why the case exists, in a few words (shown in the report). */
  covers: Text,
  expect: v.strictObject({
    /** Every one must be selected (a `tool.started`); [] says nothing about tools. */
    tools: v.array(v.picklist(TOOL_NAMES)),
    /** None of the thirteen PlanCover reads may be selected: the question must not reach a member read. */
    no_member_read: v.optional(v.boolean(), false),
    /** How the turn may end. */
    outcomes: v.optional(v.array(v.picklist(OUTCOMES)), ["answered"]),
    /** Failure codes a tool call may end with; any other fails the case. */
    allowed_failure_reasons: v.optional(v.array(v.picklist(FAILURE_CODES)), []),
    /** Facts the final answer must contain (case-insensitive). */
    answer_contains: v.optional(v.array(Text), []),
    /** Facts it must not contain (case-insensitive): another member's data, a guess, a secret. */
    answer_excludes: v.optional(v.array(Text), []),
    /** true: the answer cites the policy wording; false: it cites nothing. */
    citations: v.optional(v.boolean()),
  }),
});
export type LabCase = v.InferOutput<typeof CaseSchema>;

export const CasesSchema = v.pipe(
  v.array(CaseSchema),
  v.check((cases) => new Set(cases.map((c) => c.id)).size === cases.length, "case ids are unique"),
);

export const BaselineSchema = v.strictObject({
  /** Cases known to fail against the default model, each with the reason; the list may only shrink. */
  known_failures: v.array(v.strictObject({ id: Text, why: Text })),
});
export type Baseline = v.InferOutput<typeof BaselineSchema>;
