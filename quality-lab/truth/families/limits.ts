/**
 * Limits and shares the products set differently: room rent, co-payment, deductible, restoration of
 * the sum insured and day-care. A co-pay or deductible a member's own schedule shows is their live
 * figure; the rest is the wording's.
 */
import { NO_COPAY } from "../asker";
import type { Denied, TruthFamilySpec } from "./family";
import { NO_DEDUCTIBLE, NOT_ILLNESS, SILENT } from "./phrases";

const ONE_PERCENT = ["1% of the sum insured", "1% of sum insured", "1% of your sum insured", "1% of si"];
const TWO_PERCENT = ["2% of the sum insured", "2% of sum insured", "2% of your sum insured", "2% of si"];
const SINGLE_ROOM = ["single private", "single room", "single ac room"];

/** Family Shield's restoration, as the holder of a plan without one must not be told it. */
const RESTORES: Denied = {
  says: "the sum insured is restored once a year",
  product: "family_shield",
  any: [
    "restores 100%",
    "restores the sum insured",
    "sum insured is restored",
    "restored once",
    "restoration of 100%",
    "reinstated",
    "refilled",
    "100% & restored",
    "100% & restores",
  ],
};

const DAYCARE_COVERED = [
  "daycare procedures are covered",
  "daycare & covered up to the sum insured",
  "daycare procedures & covered",
  "covers & daycare",
  "less than 24 hours",
  "without a 24-hour stay",
  "no 24-hour stay",
  "without a 24 hour",
  "no need to stay 24",
  "don't need to stay 24",
  "do not need to stay 24",
];
const DAYCARE_NOT: Denied = {
  says: "day-care is not covered, or needs a 24-hour stay",
  product: "personal_accident_guard",
  any: ["daycare & not covered", "at least 24 hours", "minimum 24 hours"],
  source: "silence",
};

export const LIMIT_FAMILIES: readonly TruthFamilySpec[] = [
  {
    family: "truth-room-rent",
    intent: "room_rent",
    says: {
      family_shield: [{ says: "room rent up to a single private air-conditioned room", any: SINGLE_ROOM }],
      group_care: [
        {
          says: "room rent up to 2% of the sum insured a day (₹10,000 on ₹5 lakh)",
          any: [...TWO_PERCENT, "10000 per day", "10000 a day"],
        },
      ],
      individual_essential: [{ says: "room rent up to 1% of the sum insured a day", any: ONE_PERCENT }],
      personal_accident_guard: [{ says: "room rent up to 1% of the sum insured a day", any: ONE_PERCENT }],
    },
    not: {
      family_shield: [
        { says: "2% of the sum insured a day", product: "group_care", any: TWO_PERCENT },
        { says: "1% of the sum insured a day", product: "individual_essential", any: ONE_PERCENT },
      ],
      group_care: [
        { says: "a single private AC room", product: "family_shield", any: ["single private"] },
        { says: "1% of the sum insured a day", product: "individual_essential", any: ONE_PERCENT },
      ],
      individual_essential: [
        { says: "a single private AC room", product: "family_shield", any: ["single private"] },
        {
          says: "2% of the sum insured a day for a room",
          product: "group_care",
          any: ["2% of the sum insured per day for a normal room", "2% of sum insured per day for a room", "4% of"],
        },
      ],
      personal_accident_guard: [
        { says: "a single private AC room", product: "family_shield", any: ["single private"] },
        { says: "2% of the sum insured a day", product: "group_care", any: TWO_PERCENT },
      ],
    },
    rows: [
      ["casual", "asha", "what kind of hospital room can we take on our family policy?"],
      ["misspelt", "asha", "room rent limt on family sheild"],
      ["formal", "ravi", "What is the daily room rent limit under my group policy?"],
      ["casual", "ravi", "how much room rent per day will my insurance pay"],
      [
        "detail",
        "synthetic",
        "I'm getting admitted next week for surgery. How much will my policy pay per day for the room, so I know which room to pick?",
      ],
      ["terse", "synthetic", "room rent cap"],
      [
        "casual",
        "asha",
        "if I'm hospitalised after an accident, what room rent does my accident policy allow?",
        ["personal_accident_guard"],
      ],
      ["formal", "meera", "Is there a limit on the room rent my policy will pay?"],
      ["casual", "out", "is there a cap on hospital room rent?"],
    ],
  },
  {
    family: "truth-copay",
    intent: "copay",
    says: {
      family_shield: [{ says: "no co-payment for a member who joined before 61", any: [...NO_COPAY] }],
      group_care: [{ says: "a 10% co-payment on every claim", any: ["10%"] }],
      individual_essential: [{ says: "the co-payment her schedule shows", any: ["{copay}"], source: "live" }],
    },
    not: {
      family_shield: [{ says: "a 10% co-payment on every claim", product: "group_care", any: ["10%"] }],
      group_care: [{ says: "no co-payment", product: "family_shield", any: [...NO_COPAY] }],
      individual_essential: [
        {
          says: "a 20% co-payment",
          product: "family_shield",
          any: ["copay of 20%", "20% copay", "copay is 20%", "copay 20%"],
        },
        { says: "the employee's 10% co-payment", product: "group_care", any: ["copay & employee", "pays 90%"] },
      ],
    },
    rows: [
      ["casual", "asha", "do i have to pay any part of the hospital bill myself on my family shield?"],
      ["misspelt", "asha", "whats the copay on my family polcy"],
      ["formal", "ravi", "What percentage of each claim do I have to bear under my company policy?"],
      ["casual", "ravi", "is there copay on my insurance? how much"],
      [
        "detail",
        "synthetic",
        "I'm planning a surgery that will cost about two lakh. Will I have to pay a share of it myself because of a co-payment on my plan?",
      ],
      ["terse", "synthetic", "my co-pay %"],
      ["casual", "meera", "do I pay a co-payment on claims?"],
      ["formal", "out", "Is there a co-payment on claims?"],
      ["casual", "out>synthetic", "co pay on my policy?"],
    ],
  },
  {
    family: "truth-deductible",
    intent: "deductible",
    says: {
      family_shield: [{ says: "Family Shield has no deductible", any: NO_DEDUCTIBLE }],
      group_care: [{ says: "Group Care has no deductible", any: NO_DEDUCTIBLE }],
      individual_essential: [{ says: "her schedule shows a deductible of ₹0", any: NO_DEDUCTIBLE, source: "live" }],
    },
    not: {
      family_shield: [
        {
          says: "a deductible of ₹25,000 or ₹50,000",
          product: "individual_essential",
          any: ["deductible & 25000", "deductible & 50000"],
        },
      ],
      group_care: [
        {
          says: "a deductible of ₹25,000 or ₹50,000",
          product: "individual_essential",
          any: ["deductible & 25000", "deductible & 50000"],
        },
      ],
    },
    rows: [
      ["formal", "asha", "Is there a deductible on my Family Shield policy?"],
      ["terse", "asha", "deductible?"],
      ["casual", "ravi", "do i pay some fixed amount first before insurance pays"],
      ["misspelt", "ravi", "deductable in my policy?"],
      ["casual", "synthetic", "what's my deductible"],
      [
        "detail",
        "synthetic",
        "A friend has to pay the first 25,000 of every year's hospital bills himself. Do I have something like that on my policy?",
      ],
      ["casual", "meera", "is there a deductible on my plan"],
      ["formal", "out", "Is there a deductible on the policy?"],
    ],
  },
  {
    family: "truth-restoration",
    intent: "restoration",
    says: {
      family_shield: [
        {
          says: "100% of the sum insured is restored once a year, for an unrelated illness",
          any: ["100%", "restores & once", "restored & once", "refilled", "reinstated"],
        },
      ],
      group_care: [{ says: "the Group Care wording has no restoration benefit", any: SILENT, source: "silence" }],
      individual_essential: [
        { says: "the Individual Essential wording has no restoration benefit", any: SILENT, source: "silence" },
      ],
    },
    not: {
      family_shield: [
        {
          says: "no restoration",
          product: "individual_essential",
          any: ["no restoration", "does not restore", "doesn't restore", "not restored"],
          source: "silence",
        },
      ],
      group_care: [RESTORES],
      individual_essential: [RESTORES],
    },
    rows: [
      ["casual", "asha", "what if we use up our whole family cover this year and someone else falls sick?"],
      ["formal", "asha", "Does my Family Shield policy have a restoration benefit?"],
      ["casual", "ravi", "if my 5 lakh gets used up, does it refill?"],
      ["misspelt", "ravi", "restortion benefit in my company polcy?"],
      [
        "detail",
        "synthetic",
        "My dad's surgery might use most of my sum insured this year. If I then need treatment for something else, does my policy top the cover back up?",
      ],
      ["terse", "synthetic", "sum insured restore?"],
      ["casual", "meera", "does my sum insured get restored if it runs out"],
      ["formal", "out", "Is the sum insured restored after it is used up?"],
    ],
  },
  {
    family: "truth-day-care",
    intent: "day_care",
    says: {
      family_shield: [{ says: "day-care procedures are covered without a 24-hour stay", any: DAYCARE_COVERED }],
      group_care: [{ says: "day-care procedures are covered", any: DAYCARE_COVERED }],
      individual_essential: [{ says: "day-care procedures are covered without a 24-hour stay", any: DAYCARE_COVERED }],
      personal_accident_guard: [{ says: "an accident plan: no illness is covered", any: NOT_ILLNESS }],
    },
    not: { family_shield: [DAYCARE_NOT], group_care: [DAYCARE_NOT], individual_essential: [DAYCARE_NOT] },
    rows: [
      ["casual", "asha", "my son needs a day care procedure, no overnight stay. does our family policy cover it?"],
      [
        "detail",
        "asha",
        "My husband needs chemotherapy sessions and goes home the same evening each time. Will our family policy pay without a 24-hour admission?",
      ],
      ["formal", "ravi", "Are day-care procedures such as chemotherapy covered under my group policy?"],
      ["misspelt", "ravi", "daycare treatmnt covered without 24 hr admission?"],
      ["casual", "synthetic", "i need dialysis as day care, does my policy pay even though i go home the same day"],
      ["terse", "synthetic", "day care procedures covered?"],
      ["casual", "meera", "is day care treatment covered on my plan"],
      ["formal", "out", "Are day-care procedures covered without a 24-hour stay?"],
    ],
  },
];
