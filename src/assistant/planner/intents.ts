/**
 * What the planner retrieves against for the member's own data and the call-back: each intent
 * with the tool(s) it reads and example requests in members' words. Scoring (retrieval.ts) combines
 * these examples with the tools' own descriptions (vocabulary.json), weighting each word by how few
 * intents share it, so the examples teach which words tell intents apart rather than listing
 * keywords to match. The policy wording itself is the knowledge intent's side (the corpus).
 */
import { MEMBER_TOPICS, type MemberTopic } from "./plan";

/** Every member topic (plan.ts, each with what it covers), and the call-back: the one write. */
export const INTENTS = [...MEMBER_TOPICS, "callback"] as const;
export type Intent = (typeof INTENTS)[number];

export function isMemberTopic(intent: Intent): intent is MemberTopic {
  return intent !== "callback";
}

/** The tools whose descriptions speak for each intent. */
export const INTENT_TOOLS: Readonly<Record<Intent, readonly string[]>> = {
  policies: ["list_my_policies"],
  plan: ["get_plan_details"],
  cover: ["get_covered_benefits"],
  balance: ["get_sum_insured_balance"],
  members: ["get_policy_members"],
  claims: ["list_my_claims", "get_claim_status", "get_claim_details"],
  documents: ["list_policy_documents"],
  ecard: ["get_e_card"],
  profile: ["get_member_profile"],
  hospitals: ["search_network_hospitals", "get_hospital_details"],
  callback: ["request_callback"],
};

/** Requests as members make them: the retrieval's examples (never the Quality Lab's questions). */
export const INTENT_EXAMPLES: Readonly<Record<Intent, readonly string[]>> = {
  policies: [
    "which policies do I hold",
    "list my insurance policies",
    "what insurance do I have with you",
    "my policy numbers please",
    "how many policies are in my name",
    "am I insured with you",
    "show all my plans",
  ],
  plan: [
    "my plan details",
    "what is my policy number and product name",
    "when does my policy start and end",
    "when is my policy renewal due",
    "when does my cover expire",
    "what is the room rent limit on my plan",
    "what is my deductible",
    "what is the copayment percentage on my policy",
    "which tpa services my policy",
    "what is my sum insured",
    "my policy tenure and expiry date",
    "which insurer issued my policy",
  ],
  cover: [
    "what does my policy cover",
    "what is covered under my plan",
    "list the benefits of my policy",
    "what is included in my insurance",
    "what is not covered in my policy",
    "is this covered by my insurance",
    "my coverage and benefits",
    "limits on my benefits",
  ],
  balance: [
    "what is my balance",
    "how much sum insured is left",
    "how much cover remains",
    "how much have I used of my cover",
    "remaining balance on my policy",
    "utilised amount and available amount",
    "how much is left in my insurance",
    "available limit",
  ],
  members: [
    "who is covered on my policy",
    "which family members are insured",
    "list the members on my plan",
    "is my spouse covered on my policy",
    "are my children on my policy",
    "dependants on my policy",
    "who else is insured with me",
    "insured persons on my plan",
    "the people insured under my policy",
    "whom does my policy cover",
  ],
  claims: [
    "show my claims",
    "list all my claims",
    "status of my claim",
    "track my claim",
    "where is my claim",
    "has my claim been approved",
    "why was my claim amount deducted",
    "how much was approved on my claim",
    "my claim history",
    "is my claim settled",
    "my pending claims",
    "claim status update",
    "was my reimbursement claim rejected",
    "total amount claimed on all my claims",
  ],
  documents: [
    "send me my policy documents",
    "download my policy schedule",
    "my policy certificate",
    "copy of my policy",
    "where can I find my policy papers",
    "my policy wording pdf",
    "documents issued on my policy",
  ],
  ecard: [
    "send me my ecard",
    "download my health card",
    "where is my e-card",
    "I need my ecard for the hospital",
    "my member id card",
    "show my digital card",
  ],
  profile: [
    "show my profile",
    "my contact details",
    "what email address do you have for me",
    "my registered mobile number and address",
    "what address do you have on record",
    "my personal details on record",
    "my date of birth in your records",
    "communication preference",
    "which email do you have for me",
  ],
  hospitals: [
    "network hospitals near me",
    "cashless hospitals in my city",
    "hospitals near pin code",
    "find a hospital in my area",
    "which hospitals are in the network",
    "nearest network hospital",
    "empanelled hospitals near my home",
    "hospital details and emergency",
    "cashless desk hours at the hospital",
  ],
  callback: [
    "call me back",
    "please arrange a callback",
    "I want to speak to a person",
    "can an agent call me",
    "connect me to an agent",
    "ring me in the evening",
    "have an agent phone me",
  ],
};
