/**
 * Wording families, part two: the policy's terms and its claims (renewal, free look, exclusions,
 * cashless and reimbursement, the glossary, who is covered, other benefits), asked in members' own
 * words. Each fact a case checks is in the corpus section the question is about.
 */
import type { FamilySpec } from "./family";

export const TERMS_WORDING_FAMILIES: readonly FamilySpec[] = [
  {
    family: "knowledge-grace-renewal",
    intent: "knowledge",
    fact: "grace period",
    rows: [
      ["formal", "out", "Is there a grace period for paying the renewal premium?"],
      ["casual", "out", "what if i pay my premium late"],
      ["misspelt", "out", "grace peroid renewal"],
      ["terse", "out", "late premium payment"],
      [
        "detail",
        "synthetic",
        "I was travelling and missed the premium due date by a week, does the cover lapse and lose continuity?",
      ],
      ["casual", "out", "i missed the due date, what now"],
      ["formal", "meera", "How many days after the due date can the premium still be paid?"],
      ["casual", "out", "does premium go up if i claim"],
    ],
  },
  {
    family: "knowledge-free-look",
    intent: "knowledge",
    fact: "free look",
    rows: [
      ["formal", "out", "What is the free look period?"],
      ["casual", "out", "can i cancel if i don't like the policy"],
      ["misspelt", "out", "free luk period refund"],
      ["terse", "out", "cancellation"],
      [
        "detail",
        "synthetic",
        "I bought the individual policy last week but changed my mind, can I return it and get my money back?",
      ],
      ["casual", "out", "how do i cancel and get a refund"],
      ["formal", "meera", "Within how many days can a new policy be cancelled for a refund?"],
      ["casual", "out", "can i return the policy"],
    ],
  },
  {
    family: "knowledge-exclusions",
    intent: "knowledge",
    fact: "",
    rows: [
      ["formal", "out", "Which treatments are excluded from cover?"],
      ["casual", "out", "what won't you pay for"],
      ["misspelt", "out", "exclusons list"],
      ["terse", "out", "not covered"],
      ["detail", "synthetic", "My daughter wants braces and new glasses, would the insurance pay for either of those?"],
      ["casual", "out", "is cosmetic surgery covered"],
      ["formal", "meera", "Are injuries from adventure sports covered?"],
      ["casual", "out", "are spectacles covered"],
    ],
  },
  {
    family: "knowledge-cashless",
    intent: "knowledge",
    fact: "network",
    rows: [
      ["formal", "out", "How do I make a cashless claim at a network hospital?"],
      ["casual", "out", "how does cashless work"],
      ["misspelt", "out", "cashles claim proces"],
      ["terse", "out", "cashless procedure"],
      [
        "detail",
        "synthetic",
        "We have a planned surgery in two weeks at a network hospital, how early should the hospital ask for approval?",
      ],
      ["casual", "out", "what if cashless is denied"],
      ["formal", "meera", "What is the pre-authorisation process for a planned admission?"],
      ["casual", "out", "what do i show at the hospital insurance desk"],
    ],
  },
  {
    family: "knowledge-reimbursement",
    intent: "knowledge",
    fact: "days",
    rows: [
      ["formal", "out", "What documents are required for a reimbursement claim?"],
      ["casual", "out", "how do i claim back money i paid the hospital"],
      ["misspelt", "out", "reimbursment claim documnets"],
      ["terse", "out", "reimbursement process"],
      [
        "detail",
        "synthetic",
        "I paid the hospital bill myself because it was not in the network, what papers do I send and by when?",
      ],
      ["casual", "out", "how long does it take to settle a reimbursement claim"],
      ["formal", "meera", "Within how many days of discharge must a claim be submitted?"],
      ["casual", "out", "how to file a claim"],
    ],
  },
  {
    family: "knowledge-glossary",
    intent: "knowledge",
    fact: "",
    rows: [
      ["formal", "out", "What is a deductible?"],
      ["casual", "out", "what's a floater"],
      ["misspelt", "out", "what does day care treatmnt mean"],
      ["terse", "out", "TPA meaning"],
      ["detail", "synthetic", "The hospital kept saying pre-authorisation, what does that actually mean?"],
      ["casual", "out", "define sum insured"],
      ["formal", "meera", "What is meant by a network hospital?"],
      ["casual", "out", "what is a non-network hospital"],
    ],
  },
  {
    family: "knowledge-who-covered",
    intent: "knowledge",
    fact: "",
    rows: [
      ["formal", "out", "Up to what age can children be covered under the family floater?"],
      ["casual", "out", "can i add my kids"],
      ["misspelt", "out", "childern age limt"],
      ["terse", "out", "kids cover"],
      [
        "detail",
        "synthetic",
        "I got married last month, can my wife be added to the company's group policy in the middle of the year?",
      ],
      ["casual", "out", "is there an age limit to join"],
      ["formal", "meera", "What happens to an employee's group cover when they leave the company?"],
      ["casual", "out", "can parents be covered"],
    ],
  },
  {
    family: "knowledge-other-benefits",
    intent: "knowledge",
    fact: "",
    rows: [
      ["formal", "out", "Is a preventive health check-up included?"],
      ["casual", "out", "are organ donor costs paid"],
      ["misspelt", "out", "dialisys covered as day care?"],
      ["terse", "out", "health checkup"],
      [
        "detail",
        "synthetic",
        "My father needs chemotherapy every few weeks without staying overnight, is that covered?",
      ],
      ["casual", "out", "do you pay for opd consultations"],
      ["formal", "meera", "What does the accidental death benefit pay?"],
      ["casual", "out", "can a policy be moved to another insurer"],
    ],
  },
];
