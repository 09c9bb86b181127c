/**
 * A family of Quality Lab cases: one intent asked many ways, by different callers. What each case
 * expects follows from the intent and the caller (a member with two policies, one, none, a fresh
 * synthetic member, or signed out), so a family states only its questions. Pure.
 */
import type { LabCase, ToolName } from "../case";

/** What a family asks about: the member intents, knowledge, mixed, other. */
export const LAB_INTENTS = [
  "policies",
  "plan",
  "cover",
  "balance",
  "members",
  "claims",
  "claim_status",
  "claim_details",
  "documents",
  "ecard",
  "profile",
  "hospitals",
  "hospital_details",
  "callback",
  "knowledge",
  "mixed",
  "combined",
  "other",
] as const;
export type LabIntent = (typeof LAB_INTENTS)[number];

export const STYLES = ["formal", "casual", "misspelt", "terse", "detail", "combined"] as const;
export type Style = (typeof STYLES)[number];

/** Asha (two policies), Ravi (one), Meera (none), a synthetic member, signed out, or signed out then signing in. */
export type Who = "asha" | "ravi" | "meera" | "synthetic" | "out" | "out>asha" | "out>ravi" | "out>synthetic";

/** A question; the fourth field is a call-back's decision, or the member reads a combined question expects. */
export type Row =
  | readonly [Style, Who, string]
  | readonly [Style, Who, string, "approve" | "reject" | readonly ToolName[]];

export interface FamilySpec {
  readonly family: string;
  readonly intent: LabIntent;
  /** For knowledge families: a word the cited answer must contain ("" for none). */
  readonly fact?: string;
  readonly rows: readonly Row[];
}

const MOBILE = { asha: "9000000001", ravi: "9000000002", meera: "9000000003", synthetic: "synthetic" } as const;

/** The read each member intent reaches. */
const READ: Partial<Record<LabIntent, ToolName>> = {
  policies: "list_my_policies",
  plan: "get_plan_details",
  cover: "get_covered_benefits",
  balance: "get_sum_insured_balance",
  members: "get_policy_members",
  claims: "list_my_claims",
  claim_status: "get_claim_status",
  claim_details: "get_claim_details",
  documents: "list_policy_documents",
  ecard: "get_e_card",
  profile: "get_member_profile",
  hospitals: "search_network_hospitals",
  hospital_details: "get_hospital_details",
};

/** Reads that need one of the member's policies: a member with none is shown her policy list instead. */
const PER_POLICY: ReadonlySet<ToolName> = new Set([
  "get_plan_details",
  "get_covered_benefits",
  "get_sum_insured_balance",
  "get_policy_members",
  "list_policy_documents",
  "get_e_card",
]);

type Expect = LabCase["expect"];
type Member = keyof typeof MOBILE;

function memberOf(who: Who): Member | null {
  if (who === "out") return null;
  return (who.startsWith("out>") ? who.slice(4) : who) as Member;
}

/** A member's view of the reads: per-policy reads become the policy list for Meera. */
function readsFor(tools: readonly ToolName[], member: Member): ToolName[] {
  const mapped = tools.map((tool) => (member === "meera" && PER_POLICY.has(tool) ? "list_my_policies" : tool));
  return [...new Set(mapped)];
}

const SIGN_IN: Expect = {
  tools: [],
  no_member_read: true,
  outcomes: ["sign_in_required"],
  allowed_failure_reasons: ["credential_unavailable"],
  answer_contains: [],
  answer_excludes: ["PRT-"],
};

function memberExpect(tools: readonly ToolName[], who: Who): Expect {
  const member = memberOf(who);
  if (member === null) return SIGN_IN;
  return {
    tools: readsFor(tools, member),
    no_member_read: false,
    outcomes: ["answered"],
    // A claim or hospital another member holds, or one that does not exist, is not_found; nothing else may fail.
    allowed_failure_reasons: ["not_found"],
    answer_contains: [],
    answer_excludes: [],
  };
}

function expectFor(spec: FamilySpec, row: Row): Expect {
  const [, who, , option] = row;
  const tools = Array.isArray(option) ? (option as readonly ToolName[]) : [];
  switch (spec.intent) {
    case "knowledge":
      // A member holding no policy is told so first, from her own policy list (read by code): the
      // wording that follows is no plan of hers. Anyone else's wording answer reads nothing of theirs.
      if (memberOf(row[1]) === "meera") {
        return {
          tools: ["search_policy_knowledge", "list_my_policies"],
          no_member_read: false,
          outcomes: ["answered"],
          allowed_failure_reasons: [],
          answer_contains: spec.fact ? [spec.fact] : [],
          answer_excludes: [],
          citations: true,
        };
      }
      return {
        tools: ["search_policy_knowledge"],
        no_member_read: true,
        outcomes: ["answered"],
        allowed_failure_reasons: [],
        answer_contains: spec.fact ? [spec.fact] : [],
        answer_excludes: [],
        citations: true,
      };
    case "other":
      return {
        tools: [],
        no_member_read: true,
        outcomes: ["answered"],
        allowed_failure_reasons: [],
        answer_contains: ["I can help"],
        answer_excludes: [],
      };
    case "callback": {
      if (memberOf(who) === null) return SIGN_IN;
      const decided = option === "approve" || option === "reject";
      return {
        tools: ["request_callback"],
        no_member_read: true,
        outcomes: decided ? ["answered"] : ["confirmation_required"],
        allowed_failure_reasons: option === "reject" ? ["confirmation_rejected"] : [],
        answer_contains: [],
        answer_excludes: [],
      };
    }
    case "mixed": {
      const member = tools.length > 0 ? tools : (["get_covered_benefits"] as const);
      const all: ToolName[] = [...member, "search_policy_knowledge"];
      if (memberOf(who) === null) {
        // Signed out: the general part is answered from the wording first, then the sign-in card.
        return { ...SIGN_IN, tools: ["search_policy_knowledge"], citations: true };
      }
      return { ...memberExpect(all, who), citations: true };
    }
    case "combined":
      return memberExpect(tools, who);
    default: {
      const read = READ[spec.intent];
      return memberExpect(read ? [read] : [], who);
    }
  }
}

/** A family's cases, ids `<family>-<n>-<style>`. */
export function casesOf(spec: FamilySpec, fold: "dev" | "holdout"): LabCase[] {
  return spec.rows.map((row, i) => {
    const [style, who, question, option] = row;
    const member = memberOf(who);
    const caller = who.startsWith("out") ? "signed_out" : MOBILE[who as Member];
    const lab: LabCase = {
      id: `${spec.family}-${i + 1}-${style}`,
      family: spec.family,
      fold,
      style,
      question,
      caller,
      covers: `${spec.intent}, ${style}, ${who === "out" ? "signed out" : who.replace(">", " then ")}`,
      expect: expectFor(spec, row),
    };
    const signIn = who.startsWith("out>") && member !== null ? { sign_in_when_asked: MOBILE[member] } : {};
    const decision = option === "approve" || option === "reject" ? { decision: option } : {};
    return { ...lab, ...signIn, ...decision };
  });
}
