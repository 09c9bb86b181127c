/**
 * How an LLM plans a turn: one forced call of a `plan_turn` tool whose arguments are the storable
 * part of a plan. What it answers is validated and narrowed before it counts: a city must be one the
 * hospital search knows (free text from a model is never stored with the turn), a pin code is six
 * digits, and claim numbers, the knowledge query and a call-back's topic and window are never the
 * model's — code re-derives them from the member's own message, as it does for the default planner.
 */
import { toJsonSchema } from "@valibot/to-json-schema";
import * as v from "valibot";
import { readCallback } from "../../planner/callback";
import { planMessage } from "../../planner/default-planner";
import { extractCity, extractClaims, knowledgeQueryOf } from "../../planner/extract";
import { MEMBER_TOPICS, type Plan, type StoredPlan, TURN_KINDS } from "../../planner/plan";

export const PLAN_TOOL = "plan_turn";

export const PLAN_TOOL_DESCRIPTION =
  "Classify the member's message before anything runs. kind: member (their own policies, cover, balance, " +
  "members, claims, documents, e-card, profile or network hospitals), knowledge (a general question the policy " +
  "wording answers: waiting periods, exclusions, how to claim), mixed (both), callback (they ask a care agent to " +
  "call them back), other (greetings, thanks, anything else). topics: only for member and mixed turns.";

export const PlanToolArgs = v.object({
  kind: v.pipe(v.picklist(TURN_KINDS), v.description("What the message is about.")),
  topics: v.optional(
    v.pipe(v.array(v.picklist(MEMBER_TOPICS)), v.description("The member's own data the message asks about.")),
    [],
  ),
  pin_code: v.optional(
    v.nullable(v.pipe(v.string(), v.regex(/^[1-9]\d{5}$/), v.description("A six-digit pin code for hospitals."))),
    null,
  ),
  city: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(40), v.description("A city for hospitals.")))),
  asks_settlement_date: v.optional(
    v.pipe(v.boolean(), v.description("The member asks when a claim will be settled or paid.")),
    false,
  ),
});

/** The plan tool's argument schema as a model sees it (generated, never written twice). */
export const planToolSchema = toJsonSchema(PlanToolArgs, { errorMode: "ignore" });

/** The plan a model's `plan_turn` arguments stand for; null when they do not parse. */
export function planFromToolArgs(input: unknown, message: string): Plan | null {
  const parsed = v.safeParse(PlanToolArgs, input);
  if (!parsed.success) return null;
  const args = parsed.output;
  const topics = args.kind === "member" || args.kind === "mixed" ? [...new Set(args.topics)] : [];
  const hospitals = topics.includes("hospitals");
  return recallPlan(
    {
      kind: args.kind,
      topics,
      pinCode: hospitals ? args.pin_code : null,
      city: hospitals && args.city ? extractCity(args.city) : null,
      // What the call-back is about and when is read by code from the member's words, never a model's.
      callback: args.kind === "callback" ? readCallback(message).request : null,
      // Never less careful than code: either noticing the question is enough.
      asksSettlementDate: args.asks_settlement_date || planMessage(message).asksSettlementDate,
    },
    message,
  );
}

/**
 * A stored plan made whole: code reads the claim numbers, whether a claim is asked about in detail,
 * the hospital ids and the question from the member's own words, as the default planner does.
 */
export function recallPlan(stored: StoredPlan, message: string): Plan {
  const searches = stored.kind === "knowledge" || stored.kind === "mixed";
  const claims = stored.topics.includes("claims");
  const fresh = planMessage(message);
  return {
    ...stored,
    claims: claims ? extractClaims(message) : [],
    claimDetails: claims && fresh.claimDetails === true,
    hospitalIds: stored.topics.includes("hospitals") ? (fresh.hospitalIds ?? []) : [],
    knowledgeQuery: searches ? knowledgeQueryOf(message) : null,
    ...(stored.callback === null ? {} : { callbackWords: readCallback(message).words }),
  };
}
