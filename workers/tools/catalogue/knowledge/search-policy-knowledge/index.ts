/**
 * search_policy_knowledge: passages from the insurer's policy corpus (waiting periods, exclusions,
 * claim procedures) as evidence for citations. No credential and no filters: the executor scopes the
 * index to the caller's company, and to a signed-in member's products, from the caller's session
 * through `io.knowledge`. For a member the result names the corpus products they hold
 * (`heldProducts`) and each passage whether it is one of theirs, so that result is `personal`.
 */
import * as v from "valibot";
import { ROLES } from "../../../../../src/shared/auth-context";
import { defineTool } from "../../../registry/tool-spec";

/** Passages per search: enough to cite, few enough for the context budget. */
export const KNOWLEDGE_PASSAGES = 4;

/** The index is local (D1), so it gets a short budget, in milliseconds. */
const KNOWLEDGE_TIMEOUT_MS = 3_000;

export const searchPolicyKnowledge = defineTool({
  name: "search_policy_knowledge",
  description:
    "Searches the insurer's policy wording for general rules: waiting periods, pre-existing conditions, " +
    "exclusions, room rent, co-payment, pre- and post-hospitalisation, and how to make a cashless or reimbursement " +
    "claim. Returns passages as evidence to cite; answer only from them. For what a member's own policy covers, " +
    "prefer get_covered_benefits. If the search is unavailable, say so: do not answer from memory.",
  family: "knowledge",
  args: v.strictObject({
    query: v.pipe(
      v.string(),
      v.minLength(3),
      v.maxLength(300),
      v.description("What to look up, in plain words, for example 'waiting period for pre-existing diseases'."),
    ),
    catalogue: v.optional(
      v.pipe(
        v.boolean(),
        v.description(
          "True when the question is about the plans the insurer offers (which plans there are, which plan has a " +
            "benefit), not about the caller's own: every plan's wording answers, each named, the caller's own marked.",
        ),
      ),
    ),
  }),
  risk: "read",
  dataClass: "public",
  roles: ROLES,
  idempotent: true,
  requiresCredential: false,
  ownership: "none",
  confirmationOverride: false,
  targetScope: "any",
  providesEvidence: true,
  timeoutMs: KNOWLEDGE_TIMEOUT_MS,
  async handler(args, io) {
    const catalogue = args.catalogue === true;
    const found = await io.knowledge.search(args.query, KNOWLEDGE_PASSAGES, true, catalogue);
    if (!found.ok) return { ok: false, code: "upstream_unavailable" };
    const { passages, held, unnamed } = found.value;
    // What no product's wording names, so no schedule line that merely shares a framing word answers it.
    const counted = {
      passages: passages.length,
      ...(catalogue ? { catalogue: true } : {}),
      ...(unnamed.length > 0 ? { notInWording: [...unnamed] } : {}),
    };
    if (held === null) return { ok: true, data: counted, evidence: passages };
    // Scoped to a signed-in member's products: the result says which they hold, which is theirs to know.
    return {
      ok: true,
      data: { ...counted, heldProducts: held },
      evidence: passages,
      dataClass: "personal",
    };
  },
});
