/**
 * A Quality Lab case: a question, who asks it, and what must hold — the target tool(s) the question
 * must reach, the failure reasons allowed on the way, how the turn may end, and facts the answer must
 * (or must not) contain. Cases live in cases.json; this schema is the one place their shape is defined.
 */
import * as v from "valibot";
import { FAILURE_CODES } from "../src/shared/failure-codes";
import { DEMO_MEMBERS } from "../workers/plancover/data/members";
import { PRODUCTS } from "./truth/products";

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
export const MEMBERS = [
  DEMO_MEMBERS.asha.mobile,
  DEMO_MEMBERS.ravi.mobile,
  DEMO_MEMBERS.meera.mobile,
  "synthetic",
] as const;
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

/**
 * A truth case: a question in a member's own words, who asks it, and what the answer must say to be
 * true for that member — the facts it must state (each as alternatives that mean the same figure or
 * condition), other products' contradicting facts it must not present as the member's, and the
 * documents it may cite. Graded by `truth/grade.ts` under the rule in TRUTH.md; cases live in
 * truth-cases.json, written from `truth/families/`.
 */
export const TRUTH_INTENTS = [
  "initial_waiting",
  "pre_existing",
  "specific_illness",
  "room_rent",
  "copay",
  "maternity",
  "new_born",
  "parents",
  "leaving_employer",
  "portability",
  "restoration",
  "day_care",
  "ayush",
  "health_checkup",
  "ambulance",
  "pre_post",
  "deductible",
  "claims",
  "sum_insured",
  "balance",
  "members",
  "relatives",
] as const;
export type TruthIntent = (typeof TRUTH_INTENTS)[number];

export const FACT_SOURCES = [
  /** The policy wording states it (corpus/demo). */
  "wording",
  /** The member's own data states it: it must come from a read of theirs (the stand-in's demo data). */
  "live",
  /** The member's wording does not address it: the answer says so rather than quote another plan. */
  "silence",
] as const;

/** Alternatives that all mean the same; "a & b" means both phrases in one sentence; `{sum_insured}`-style placeholders are the asker's live figures. */
const Alternatives = v.pipe(v.array(Text), v.minLength(1));

export const TruthFactSchema = v.strictObject({
  /** What the fact says, in a few words (the report's reason when it is missing). */
  says: Text,
  /** The product it is true of; absent for a fact about the member (Meera holds no policy). */
  product: v.optional(v.picklist(PRODUCTS)),
  any: Alternatives,
  source: v.optional(v.picklist(FACT_SOURCES), "wording"),
});
export type TruthFact = v.InferOutput<typeof TruthFactSchema>;

export const FalseFactSchema = v.strictObject({
  says: Text,
  /** The product whose wording or data says it. */
  product: v.picklist(PRODUCTS),
  /** The member's product it is false for: it fails the case when presented under that product or under none. */
  contradicts: v.picklist(PRODUCTS),
  any: Alternatives,
  /** Where the claim comes from: the product's wording, its holder's data, or a paraphrase of its wording's silence. */
  source: v.optional(v.picklist(FACT_SOURCES), "wording"),
});
export type FalseFact = v.InferOutput<typeof FalseFactSchema>;

export const TruthSchema = v.strictObject({
  /** The member's products the question is about (empty signed out, or for a member holding none). */
  about: v.array(v.picklist(PRODUCTS)),
  /** Each must be stated, presented under its product (or unnamed, when the member holds one product). */
  must_state: v.array(TruthFactSchema),
  /** Each fails the case when it appears outside a sentence that names only other products. */
  must_not_state: v.array(FalseFactSchema),
  /** Products' facts that may appear only in a sentence naming their product (signed out, or no policy). */
  only_under_its_name: v.array(TruthFactSchema),
  /** Signed out: the answer states some product's fact under its name, or asks which plan the person holds. */
  answer_or_ask: v.optional(v.boolean(), false),
  /** Signed out: the answer says that signing in answers for their own plan. */
  sign_in_hint: v.optional(v.boolean(), false),
  /** The answer names every product in `about` (by name; a portal ref does not name a product). */
  names_product: v.optional(v.boolean(), false),
  /** The products whose documents the answer may cite; a citation of any other fails the case. */
  may_cite: v.array(v.picklist(PRODUCTS)),
});

export const TruthCaseSchema = v.pipe(
  v.strictObject({
    id: v.pipe(v.string(), v.regex(/^[a-z0-9_]+(-[a-z0-9_]+)*$/)),
    family: Text,
    fold: v.picklist(FOLDS),
    style: v.picklist(["formal", "casual", "misspelt", "terse", "detail", "combined"]),
    intent: v.picklist(TRUTH_INTENTS),
    question: Text,
    caller: v.picklist(CALLERS),
    /** A signed-out caller who, shown the sign-in prompt, signs in as this member; the answer is then theirs. */
    sign_in_when_asked: v.optional(v.picklist(MEMBERS)),
    covers: Text,
    truth: TruthSchema,
  }),
  v.check(
    (c) => c.truth.must_state.length > 0 || c.truth.answer_or_ask,
    "a truth case states at least one fact, or (signed out) asks for an answer or a question back",
  ),
);
export type TruthCase = v.InferOutput<typeof TruthCaseSchema>;

export const TruthCasesSchema = v.pipe(
  v.array(TruthCaseSchema),
  v.check((cases) => new Set(cases.map((c) => c.id)).size === cases.length, "truth case ids are unique"),
);
