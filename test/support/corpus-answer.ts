/**
 * The wording's answer over the committed demo corpus, as a turn gives it: the planner's query, the
 * real index scoped to the caller's products (as search_policy_knowledge asks it), then the default
 * composer.
 */
import { env } from "cloudflare:test";
import type { ToolResultView } from "../../src/assistant/composer/composer";
import { defaultComposer } from "../../src/assistant/composer/default-composer";
import { planMessage } from "../../src/assistant/planner/default-planner";
import { escapeRegExp } from "../../src/assistant/planner/language/words";
import type { JsonValue } from "../../src/shared/json";
import { KNOWLEDGE_PASSAGES } from "../../workers/tools/catalogue/knowledge/search-policy-knowledge";
import { createD1KnowledgeIndex } from "../../workers/tools/knowledge/d1-knowledge-index";
import { type KnowledgeCaller, UNKNOWN_CALLER } from "../../workers/tools/knowledge/product-scope";
import { readyMember } from "./readiness";

/** The answer to `question` for a member holding `held` (null: signed out). */
export async function corpusAnswer(question: string, held: readonly string[] | null): Promise<string> {
  const plan = planMessage(question);
  return (await defaultComposer.compose({ plan, results: [await corpusSearch(question, held)], preferences: {} })).text;
}

/** The wording search a turn makes for `question`, for a member holding `held` (null: signed out). */
export async function corpusSearch(question: string, held: readonly string[] | null): Promise<ToolResultView> {
  const plan = planMessage(question);
  const query = plan.knowledgeQuery ?? question;
  const caller: KnowledgeCaller = held === null ? UNKNOWN_CALLER : { kind: "member", policyProducts: held };
  const found = await createD1KnowledgeIndex(env.DB, "demo", caller).search(query, KNOWLEDGE_PASSAGES, true);
  if (!found.ok) throw new Error("the index is unavailable");
  const { passages, held: products } = found.value;
  const result: JsonValue =
    products === null ? { passages: passages.length } : { passages: passages.length, heldProducts: [...products] };
  return {
    toolName: "search_policy_knowledge",
    args: { query },
    outcome: { status: "ok", result, readiness: readyMember, evidence: [...passages] },
  };
}

/** The demo corpus's products by name, and what the demo callers hold of them. */
export const FS = "PlanCover Family Shield";
export const GC = "PlanCover Group Care";
export const IE = "PlanCover Individual Essential";
export const PA = "PlanCover Personal Accident Guard";
export const HELD = { asha: [FS, PA], ravi: [GC], synthetic: [IE] } as const;

/** An answer that opens with the member's own product's wording, from `section` (and with `words`). */
export function opensWith(product: string, section: string, words = ""): RegExp {
  const quoted = words === "" ? "" : `: ${escapeRegExp(words)}`;
  return new RegExp(
    `^From the policy wording of your ${escapeRegExp(product)} policy \\(${escapeRegExp(section)}\\)${quoted}`,
  );
}
