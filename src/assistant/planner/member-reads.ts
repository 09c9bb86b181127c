/**
 * prefetch's reads, chosen by code rather than by a model: each topic of the plan maps to PlanCover
 * reads, each `portal_ref` filled from the caller's own portals (at most three portals, six
 * reads); a mixed turn adds the policy-wording search. Only read tools appear here (a test checks
 * every name against the registry: read risk, and a credential for every member read).
 */
import type { MemberTopic, Plan } from "./plan";

/** The most portals one turn reads about. */
export const MAX_PORTALS_PER_TURN = 3;
/** The most member reads one turn makes (the knowledge search of a mixed turn comes on top). */
export const MAX_MEMBER_READS = 6;

export interface PlannedCall {
  readonly name: string;
  readonly args: Record<string, unknown>;
}

/** Reads of one policy each, by topic. */
const PORTAL_READS: Partial<Record<MemberTopic, string>> = {
  plan: "get_plan_details",
  cover: "get_covered_benefits",
  balance: "get_sum_insured_balance",
  members: "get_policy_members",
  documents: "list_policy_documents",
  ecard: "get_e_card",
};

/** Every read prefetch may plan, for the registry test. */
export const MEMBER_READ_TOOLS = [
  "list_my_policies",
  ...Object.values(PORTAL_READS),
  "list_my_claims",
  "get_claim_status",
  "get_claim_details",
  "get_member_profile",
  "search_network_hospitals",
  "get_hospital_details",
] as const;
export const KNOWLEDGE_TOOL = "search_policy_knowledge";

/** Who is insured on each policy: where a relative's e-card or claims are looked for first. */
function membersOf(portals: readonly string[]): PlannedCall[] {
  return portals.map((portal) => ({ name: "get_policy_members", args: { portal_ref: portal } }));
}

function readsFor(topic: MemberTopic, plan: Plan, portals: readonly string[]): PlannedCall[] {
  // Someone else's card is read once they are found on a policy (their member id), in gather.
  if (topic === "ecard" && plan.person && portals.length > 0) return membersOf(portals);
  // A relative's policy ("my husband's policy number"): the policies, and who is insured on each.
  const whose = plan.person ? membersOf(portals) : [];
  const perPortal = PORTAL_READS[topic];
  if (perPortal !== undefined) {
    // No portal to read about: listing the member's policies says so, in their own data.
    if (portals.length === 0) return [{ name: "list_my_policies", args: {} }];
    const reads = portals.map((portal) => ({ name: perPortal, args: { portal_ref: portal } }));
    return topic === "plan" ? [...reads, ...whose] : reads;
  }
  switch (topic) {
    case "policies":
      return [{ name: "list_my_policies", args: {} }, ...whose];
    case "claims": {
      // A relative's claims: the member's claims, and who is insured, to tell whose each one is.
      if (plan.claims.length === 0 && plan.person) return [{ name: "list_my_claims", args: {} }, ...membersOf(portals)];
      if (plan.claims.length === 0) return [{ name: "list_my_claims", args: {} }];
      // The details carry the status too, so a claim asked about in detail is read once; but only
      // the status's remarks say which documents PlanCover asked for.
      const reads = plan.claimDetails === true ? ["get_claim_details"] : ["get_claim_status"];
      if (plan.documentsAsked === true && !reads.includes("get_claim_status")) reads.push("get_claim_status");
      return plan.claims.flatMap((claim) => reads.map((name) => ({ name, args: { claim } })));
    }
    case "profile":
      return [{ name: "get_member_profile", args: {} }];
    case "hospitals": {
      const named = (plan.hospitalIds ?? []).map((id) => ({ name: "get_hospital_details", args: { hospital_id: id } }));
      // Without a place there is nothing to search: "near me" reads the registered address first (its pin
      // code is searched in gather); otherwise, unless a hospital was named, the answer asks for a pin code or city.
      const where = { ...(plan.pinCode ? { pin_code: plan.pinCode } : {}), ...(plan.city ? { city: plan.city } : {}) };
      const byName = plan.hospitalName ? { name: plan.hospitalName } : {};
      if (Object.keys(where).length > 0) {
        return [...named, { name: "search_network_hospitals", args: { ...where, ...byName } }];
      }
      return plan.nearHome === true ? [...named, { name: "get_member_profile", args: {} }] : named;
    }
    default:
      return [];
  }
}

export function memberReads(plan: Plan, portalRefs: readonly string[]): PlannedCall[] {
  if (plan.kind !== "member" && plan.kind !== "mixed") return [];
  const portals = portalRefs.slice(0, MAX_PORTALS_PER_TURN);
  const reads: PlannedCall[] = [];
  const seen = new Set<string>();
  for (const topic of plan.topics) {
    for (const read of readsFor(topic, plan, portals)) {
      const key = `${read.name}:${JSON.stringify(read.args)}`;
      if (!seen.has(key)) reads.push(read);
      seen.add(key);
    }
  }
  // A relative's cover: who is insured on each policy says whether, and where, they are.
  if (plan.relativeCover === true && plan.person) {
    for (const read of portals.length > 0 ? membersOf(portals) : [{ name: "list_my_policies", args: {} }]) {
      const key = `${read.name}:${JSON.stringify(read.args)}`;
      if (!seen.has(key)) reads.push(read);
      seen.add(key);
    }
  }
  // "My wife": PlanCover lists a spouse as "spouse", and the member's own gender says which they are.
  if (spouseGenderAsked(plan) && reads.some((read) => read.name === "get_policy_members") && !seen.has(PROFILE_KEY))
    reads.push({ name: "get_member_profile", args: {} });
  const planned = reads.slice(0, MAX_MEMBER_READS);
  if (plan.kind === "mixed") planned.push(...knowledgeSearch(plan));
  return planned;
}

const PROFILE_KEY = `get_member_profile:${JSON.stringify({})}`;

/** Whether a relative is named as a wife or a husband, not only as a spouse. */
export function spouseGenderAsked(plan: Pick<Plan, "person">): boolean {
  const person = plan.person;
  if (!person) return false;
  return [person, ...(person.more ?? [])].some((relative) => relative.gender !== undefined);
}

/** The plan's wording search, if it has one: the catalogue's when the insurer's plans are asked about. */
export function knowledgeSearch(plan: Pick<Plan, "knowledgeQuery" | "catalogue">): PlannedCall[] {
  if (plan.knowledgeQuery === null) return [];
  return [
    { name: KNOWLEDGE_TOOL, args: { query: plan.knowledgeQuery, ...(plan.catalogue ? { catalogue: true } : {}) } },
  ];
}
