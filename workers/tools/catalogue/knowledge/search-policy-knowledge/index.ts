/**
 * search_policy_knowledge: passages from the insurer's policy corpus (waiting periods, exclusions,
 * claim procedures) as evidence for citations. No credential and no filters: the executor scopes the
 * index to the caller's company through `io.knowledge`.
 */
import * as v from "valibot";
import { ROLES } from "../../../../../src/shared/auth-context";
import { defineTool } from "../../../registry/tool-spec";

/** Passages per search: enough to cite, few enough for the context budget. */
export const KNOWLEDGE_PASSAGES = 5;

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
    const found = await io.knowledge.search(args.query, KNOWLEDGE_PASSAGES);
    if (!found.ok) return { ok: false, code: "upstream_unavailable" };
    return { ok: true, data: { passages: found.value.length }, evidence: found.value };
  },
});
