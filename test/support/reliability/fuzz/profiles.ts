/**
 * What each tool accepts, written from the tool contracts (not read from the schemas), so the
 * fuzzer can build arguments that are invalid by construction: one valid example per tool, the
 * keys it declares and what kind of value each key holds. Every declared key is a string with a
 * shape (a pattern or a choice) or a bounded text; none accepts 1,000 characters.
 */

export type KeyKind =
  /** A handle or code with a fixed shape (PRT-40122, 560001): any change of character breaks it. */
  | "pattern"
  /** One of a few words (claim, morning): any other spelling breaks it. */
  | "choice"
  /** Free text with a length bound (a city, a query, a note): unicode is fine, length is not. */
  | "text";

export interface ToolProfile {
  readonly valid: Readonly<Record<string, string>>;
  readonly keys: Readonly<Record<string, KeyKind>>;
  /** Keys without which the arguments are incomplete (a tool needing "one of" lists none and `needsOneOf`). */
  readonly required: readonly string[];
  readonly needsOneOf?: readonly string[];
  /**
   * Optional keys the tool also accepts that the fuzzer leaves alone (a boolean, a phrase of the
   * member's the planner fills): no random extra key may be one of them.
   */
  readonly alsoAccepts?: readonly string[];
}

/** Longer than any declared key allows (the longest bound is a 300-character query). */
export const HUGE_MIN_CHARS = 1_001;

export const PROFILES: Readonly<Record<string, ToolProfile>> = {
  list_my_policies: { valid: {}, keys: {}, required: [] },
  get_plan_details: { valid: { portal_ref: "PRT-40122" }, keys: { portal_ref: "pattern" }, required: ["portal_ref"] },
  get_covered_benefits: {
    valid: { portal_ref: "PRT-40122" },
    keys: { portal_ref: "pattern" },
    required: ["portal_ref"],
  },
  get_policy_members: { valid: { portal_ref: "PRT-40122" }, keys: { portal_ref: "pattern" }, required: ["portal_ref"] },
  get_sum_insured_balance: {
    valid: { portal_ref: "PRT-40122" },
    keys: { portal_ref: "pattern" },
    required: ["portal_ref"],
  },
  list_my_claims: { valid: {}, keys: {}, required: [] },
  get_claim_status: { valid: { claim: "CN-2026-000123" }, keys: { claim: "pattern" }, required: ["claim"] },
  get_claim_details: { valid: { claim: "clm_0123456789ab" }, keys: { claim: "pattern" }, required: ["claim"] },
  list_policy_documents: {
    valid: { portal_ref: "PRT-40122" },
    keys: { portal_ref: "pattern" },
    required: ["portal_ref"],
  },
  get_e_card: {
    valid: { portal_ref: "PRT-40122", member_id: "MBR-1001" },
    keys: { portal_ref: "pattern", member_id: "pattern" },
    required: ["portal_ref"],
  },
  get_member_profile: { valid: {}, keys: {}, required: [] },
  search_network_hospitals: {
    valid: { pin_code: "560001", city: "Bengaluru" },
    keys: { pin_code: "pattern", city: "text", name: "text" },
    required: [],
    needsOneOf: ["pin_code", "city"],
  },
  get_hospital_details: {
    valid: { hospital_id: "HSP-KAS-0001" },
    keys: { hospital_id: "pattern" },
    required: ["hospital_id"],
  },
  search_policy_knowledge: {
    valid: { query: "waiting period for pre-existing diseases" },
    keys: { query: "text" },
    required: ["query"],
    alsoAccepts: ["catalogue"],
  },
  request_callback: {
    valid: { topic: "claim", preferred_window: "morning", note: "About my claim" },
    keys: { topic: "choice", preferred_window: "choice", note: "text" },
    required: ["topic", "preferred_window"],
    alsoAccepts: ["topic_words", "asked_day", "asked_time", "urgent", "window_said"],
  },
};
