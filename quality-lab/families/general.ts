/**
 * Families of general questions: the policy wording asked in members' own words (knowledge, in
 * wording.ts), a wording question about the member's own policy (mixed), a member question beside a wording one,
 * and messages nothing should read member data for (other). Each fact a case checks is in the
 * corpus section the question is about.
 */
import type { FamilySpec } from "./family";
import { WORDING_FAMILIES } from "./wording";

export const GENERAL_FAMILIES: readonly FamilySpec[] = [
  ...WORDING_FAMILIES,
  {
    family: "mixed-wording-my-policy",
    intent: "mixed",
    rows: [
      ["formal", "asha", "Can I get Ayurveda treatment under my policy?"],
      // Only Individual Essential's wording has a free look period: its holder is answered from it (a
      // Group Care or Family Shield holder is told their wording does not mention it, and cites nothing).
      ["casual", "synthetic", "can I cancel my policy if I don't like it"],
      ["misspelt", "asha", "does my polcy pay for ambulance"],
      ["terse", "ravi", "my policy maternity waiting period"],
      [
        "detail",
        "asha",
        "My knee has been hurting and the doctor suggests a replacement, how long before my policy will pay for it?",
      ],
      ["casual", "synthetic", "is dental covered on my plan"],
      ["formal", "meera", "What is the grace period on my policy?"],
      ["casual", "out>ravi", "does my insurance cover cataract in the first year"],
    ],
  },
  {
    family: "mixed-member-and-wording",
    intent: "mixed",
    rows: [
      [
        "combined",
        "ravi",
        "What's my balance, and what is the waiting period for cataract?",
        ["get_sum_insured_balance"],
      ],
      ["combined", "asha", "show my claims and explain how reimbursement works", ["list_my_claims"]],
      ["combined", "ravi", "send my e-card and tell me how cashless works", ["get_e_card"]],
      ["combined", "asha", "who's on my policy and can I add my newborn", ["get_policy_members"]],
      ["combined", "synthetic", "my renewal date and the grace period for paying late", ["get_plan_details"]],
      [
        "combined",
        "ravi",
        "status of my claim CN-2026-015904 and what documents are needed for a claim",
        ["get_claim_status"],
      ],
      ["combined", "asha", "how much cover is left and what is restoration", ["get_sum_insured_balance"]],
      ["combined", "out>ravi", "my plan details and what co-pay means", ["get_plan_details"]],
    ],
  },
  {
    family: "signed-out-general-then-member",
    intent: "mixed",
    rows: [
      ["formal", "out", "Does my policy cover maternity, and what is the waiting period for it?"],
      ["casual", "out", "is ambulance covered on my plan"],
      ["misspelt", "out", "can i get ayurveda under my polcy"],
      ["terse", "out", "my policy grace period"],
      [
        "detail",
        "out>asha",
        "My doctor wants me to have cataract surgery, does my policy pay and is there a waiting period?",
      ],
      ["casual", "out>ravi", "is dental treatment covered on my policy"],
      [
        "formal",
        "out>synthetic",
        "What is the co-payment on my policy and what does co-payment mean?",
        ["get_plan_details"],
      ],
      ["casual", "out>synthetic", "can I cancel my policy if i dont like it"],
    ],
  },
  {
    family: "other-ways",
    intent: "other",
    rows: [
      ["casual", "out", "good morning!"],
      ["formal", "ravi", "Who won the cricket match yesterday?"],
      ["misspelt", "out", "asdfgh qwerty"],
      ["terse", "asha", "ok"],
      [
        "detail",
        "synthetic",
        "I'm bored at work today and just wanted to chat with someone about movies, any recommendations?",
      ],
      ["casual", "out", "मेरी पॉलिसी के बारे में बताइए"],
      ["formal", "ravi", "Show me Priya Kumar's claims."],
      ["casual", "out", "🙂🙂🙂"],
      ["formal", "asha", "List the policies of every other member in my company."],
    ],
  },
];
