/**
 * What a member can let a partner do, as OAuth scopes: each one means something to a member and
 * covers a fixed set of tools. A partner's token carries exactly the scopes the member granted; a
 * tool no granted scope covers is not offered and a call to it is refused `insufficient_scope`.
 * A test fails when a registered tool is covered by no scope.
 */
import * as v from "valibot";

export const PARTNER_SCOPES = [
  /** Read my policies and cover: plans, benefits, members, balance. */
  "policies:read",
  /** Read my claims: the list, a claim's status and details. */
  "claims:read",
  /** Read my documents and e-card, and my profile. */
  "documents:read",
  /** Search network hospitals and the policy wording. */
  "hospitals:read",
  /** Request call-backs from a care agent (a write: I confirm every one). */
  "callbacks:write",
] as const;
export type PartnerScope = (typeof PARTNER_SCOPES)[number];

/** The consent screen's words for each scope. */
export function scopeLabel(scope: PartnerScope): string {
  switch (scope) {
    case "policies:read":
      return "Read your policies and cover";
    case "claims:read":
      return "Read your claims";
    case "documents:read":
      return "Read your documents, e-card and profile";
    case "hospitals:read":
      return "Search network hospitals and policy wording";
    case "callbacks:write":
      return "Request call-backs from a care agent (you confirm each one)";
  }
}

export const SCOPE_TOOLS: Readonly<Record<PartnerScope, readonly string[]>> = {
  "policies:read": [
    "list_my_policies",
    "get_plan_details",
    "get_covered_benefits",
    "get_policy_members",
    "get_sum_insured_balance",
  ],
  "claims:read": ["list_my_claims", "get_claim_status", "get_claim_details"],
  "documents:read": ["list_policy_documents", "get_e_card", "get_member_profile"],
  "hospitals:read": ["search_network_hospitals", "get_hospital_details", "search_policy_knowledge"],
  "callbacks:write": ["request_callback"],
};

export function isPartnerScope(value: string): value is PartnerScope {
  return (PARTNER_SCOPES as readonly string[]).includes(value);
}

/** The scopes that would cover a tool (what a member would have to grant for a partner to use it). */
export function scopesCovering(toolName: string): PartnerScope[] {
  return PARTNER_SCOPES.filter((scope) => SCOPE_TOOLS[scope].includes(toolName));
}

/** Whether the granted scopes cover the tool. */
export function scopeCovers(granted: readonly PartnerScope[], toolName: string): boolean {
  return granted.some((scope) => SCOPE_TOOLS[scope].includes(toolName));
}

/** A partner acting for a member: the OAuth client and the scopes the member granted it. */
export const PartnerGrantSchema = v.object({
  clientId: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  scopes: v.array(v.picklist(PARTNER_SCOPES)),
});
export type PartnerGrant = v.InferOutput<typeof PartnerGrantSchema>;

/**
 * The grant a call runs with. A session bound to a grant is that partner whatever its caller says: a
 * caller may narrow it (an access token refreshed with fewer scopes) but never drop or widen it, and
 * one naming another client gets no scope at all. A session of the person's own runs as the partner
 * its caller names (a partner's turn carried on by the member), or as nobody's partner.
 */
export function effectiveGrant(
  bound: PartnerGrant | null,
  claimed: PartnerGrant | null | undefined,
): PartnerGrant | null {
  if (bound === null) return claimed ?? null;
  if (!claimed) return bound;
  if (claimed.clientId !== bound.clientId) return { clientId: bound.clientId, scopes: [] };
  return { clientId: bound.clientId, scopes: bound.scopes.filter((scope) => claimed.scopes.includes(scope)) };
}
