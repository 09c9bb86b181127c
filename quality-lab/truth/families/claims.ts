/**
 * The claims procedure where the products differ: how soon to tell Carewell TPA (48 hours of an
 * emergency admission on the health plans, 30 days of an accident on Accident Guard) and what a
 * reimbursement claim needs (Group Care asks for the employee's identity card or number).
 */
import type { Denied, TruthFamilySpec } from "./family";

const WITHIN_48_HOURS = [{ says: "inform Carewell TPA within 48 hours of an emergency admission", any: ["48 hours"] }];
const ACCIDENT_30_DAYS: Denied = {
  says: "inform within 30 days of an accident",
  product: "personal_accident_guard",
  any: ["accident within 30 days", "30 days of the accident", "30 days of an accident"],
};
const EMPLOYEE_CARD: Denied = {
  says: "the employee identity card or number",
  product: "group_care",
  any: ["employee identity card", "employee id", "employee number"],
};

export const CLAIM_FAMILIES: readonly TruthFamilySpec[] = [
  {
    family: "truth-claim-intimation",
    intent: "claims",
    says: {
      family_shield: WITHIN_48_HOURS,
      group_care: WITHIN_48_HOURS,
      individual_essential: WITHIN_48_HOURS,
      personal_accident_guard: [{ says: "inform Carewell TPA of an accident within 30 days", any: ["30 days"] }],
    },
    not: {
      family_shield: [ACCIDENT_30_DAYS],
      group_care: [ACCIDENT_30_DAYS],
      individual_essential: [ACCIDENT_30_DAYS],
      personal_accident_guard: [{ says: "inform within 48 hours", product: "family_shield", any: ["48 hours"] }],
    },
    rows: [
      ["casual", "asha", "my husband was rushed to hospital last night, how soon do we have to inform the insurer?"],
      [
        "formal",
        "asha",
        "I had a fall and fractured my wrist. Within how many days must I inform the insurer under my accident policy?",
        ["personal_accident_guard"],
      ],
      ["casual", "ravi", "emergency admission - when do i need to tell the tpa"],
      ["misspelt", "ravi", "how soon to intimate claim after admision"],
      [
        "detail",
        "synthetic",
        "I'm being admitted for a planned surgery next month at a hospital that isn't in the network. When do I need to inform the TPA?",
      ],
      ["terse", "synthetic", "claim intimation time limit"],
      ["casual", "meera", "how quickly do I need to tell you about a hospital admission"],
      ["formal", "out", "How soon must an emergency admission be reported to the TPA?"],
    ],
  },
  {
    family: "truth-claim-documents",
    intent: "claims",
    says: {
      family_shield: [{ says: "the claim form, original bills and the discharge summary", any: ["discharge summary"] }],
      group_care: [
        {
          says: "the employee identity card or employee number, with the bills and discharge summary",
          any: ["employee identity card", "employee id", "employee number", "employee card"],
        },
      ],
      individual_essential: [
        { says: "the claim form, original bills and the discharge summary", any: ["discharge summary"] },
      ],
    },
    not: { family_shield: [EMPLOYEE_CARD], individual_essential: [EMPLOYEE_CARD] },
    rows: [
      ["formal", "ravi", "What documents do I need to submit for a reimbursement claim under my company policy?"],
      ["casual", "ravi", "what papers do i send for getting money back for hospital bills"],
      ["misspelt", "asha", "documnets for reimbursment claim on my family policy"],
      ["casual", "asha", "which documents do we need for a claim on the family policy?"],
      [
        "detail",
        "synthetic",
        "I paid for my appendix surgery myself at a small hospital. What documents do I need to collect to claim the money back under my policy?",
      ],
      ["terse", "synthetic", "claim documents list"],
      ["casual", "meera", "what documents are needed for a claim"],
      ["formal", "out", "Which documents are needed for a reimbursement claim?"],
    ],
  },
];
