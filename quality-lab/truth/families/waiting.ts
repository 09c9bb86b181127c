/**
 * Waiting periods, where the products disagree most: the retail plans wait (30 days for illness,
 * 36 months for pre-existing diseases, 24 months for listed illnesses), Group Care waives every one,
 * and Personal Accident Guard covers no illness at all. Each figure is its wording's own.
 */
import type { Denied, TruthFamilySpec } from "./family";
import { FROM_DAY_ONE, MONTHS_24, MONTHS_24_STATED, MONTHS_36, NOT_ILLNESS } from "./phrases";

const THIRTY_DAYS = ["30 days", "30-day", "thirty days", "first month", "one month"];
/** Group Care's waiver of the 30-day wait, as another plan's holder must not be told it. */
const ILLNESS_FROM_DAY_ONE: Denied = {
  says: "illness is covered from the first day",
  product: "group_care",
  any: [
    "waived",
    "illnesses are covered from the first day",
    "illness is covered from the first day",
    "illnesses are covered from day one",
    "illness is covered from day one",
    "illness & from day one",
    "no initial waiting",
  ],
};
/** The retail plans' 30-day wait, as Group Care's and Accident Guard's holders must not be told it. */
const FIRST_30_DAYS = (product: "family_shield" | "individual_essential"): Denied => ({
  says: "no illness is covered in the first 30 days",
  product,
  any: [
    "first 30 days",
    "no illness is covered",
    "initial waiting period of 30 days",
    "30 days & initial waiting period",
  ],
});

/** A listed illness: 24 months on the retail plans, from the first day on Group Care. */
function specificIllness(family: string, illness: string, rows: TruthFamilySpec["rows"]): TruthFamilySpec {
  const waived: Denied = {
    says: `${illness} covered from the first day`,
    product: "group_care",
    any: [
      "waived",
      `${illness} & first day`,
      `${illness} & day one`,
      `${illness} & day 1`,
      `${illness} & no waiting period`,
    ],
  };
  const waits = (product: "family_shield" | "individual_essential"): Denied => ({
    says: `a 24-month waiting period for ${illness}`,
    product,
    any: MONTHS_24_STATED,
  });
  return {
    family,
    intent: "specific_illness",
    says: {
      family_shield: [{ says: `${illness} is covered after 24 months of continuous cover`, any: MONTHS_24 }],
      group_care: [
        { says: `the 24-month wait is waived: ${illness} is covered from the first day`, any: FROM_DAY_ONE },
      ],
      individual_essential: [{ says: `a 24-month waiting period applies to ${illness}`, any: MONTHS_24 }],
      personal_accident_guard: [{ says: "an accident plan: no illness is covered", any: NOT_ILLNESS }],
    },
    not: {
      family_shield: [waived],
      group_care: [waits("family_shield"), waits("individual_essential")],
      individual_essential: [waived],
    },
    rows,
  };
}

export const WAITING_FAMILIES: readonly TruthFamilySpec[] = [
  {
    family: "truth-initial-waiting",
    intent: "initial_waiting",
    says: {
      family_shield: [{ says: "no illness is covered in the first 30 days", any: THIRTY_DAYS }],
      group_care: [
        { says: "the 30-day initial wait is waived: illness is covered from the first day", any: FROM_DAY_ONE },
      ],
      individual_essential: [{ says: "an illness starting in the first 30 days is not covered", any: THIRTY_DAYS }],
      personal_accident_guard: [
        { says: "no waiting period: accidents are covered from the start date", any: ["no waiting period"] },
      ],
    },
    not: {
      family_shield: [ILLNESS_FROM_DAY_ONE],
      group_care: [FIRST_30_DAYS("family_shield"), FIRST_30_DAYS("individual_essential")],
      individual_essential: [ILLNESS_FROM_DAY_ONE],
      personal_accident_guard: [FIRST_30_DAYS("family_shield")],
    },
    rows: [
      ["casual", "asha", "just bought the family policy, if i get dengue next week will it be covered?"],
      ["formal", "asha", "Is there an initial waiting period on my Family Shield policy before illnesses are covered?"],
      ["casual", "ravi", "I joined the company last week. If I fall sick now, will my insurance pay?"],
      ["misspelt", "ravi", "is ther any waiting period for ilness when i just joined"],
      [
        "detail",
        "synthetic",
        "My policy started ten days ago and now I have typhoid that may need admission. Will my policy cover it?",
      ],
      ["terse", "synthetic", "initial waiting period on my plan?"],
      ["casual", "meera", "how long do I have to wait before my policy covers an illness"],
      ["formal", "out", "How long is the initial waiting period before illnesses are covered?"],
      ["casual", "asha", "does my accident policy have any waiting period?", ["personal_accident_guard"]],
    ],
  },
  {
    family: "truth-pre-existing",
    intent: "pre_existing",
    says: {
      family_shield: [
        { says: "pre-existing diseases are covered after 36 months of continuous cover", any: MONTHS_36 },
      ],
      group_care: [{ says: "no waiting period for pre-existing diseases: covered from day one", any: FROM_DAY_ONE }],
      individual_essential: [{ says: "declared pre-existing diseases are covered after 36 months", any: MONTHS_36 }],
      personal_accident_guard: [{ says: "an accident plan: no illness is covered", any: NOT_ILLNESS }],
    },
    not: {
      family_shield: [
        {
          says: "pre-existing diseases are covered from day one",
          product: "group_care",
          any: ["no waiting period", "pre-existing & day one", "pre-existing & first day", "covered from day one"],
        },
      ],
      group_care: [
        {
          says: "a 36-month wait for pre-existing diseases",
          product: "family_shield",
          any: [...MONTHS_36, "48 months"],
        },
      ],
      individual_essential: [
        {
          says: "pre-existing diseases are covered from day one",
          product: "group_care",
          any: ["no waiting period", "pre-existing & day one", "pre-existing & first day", "covered from day one"],
        },
      ],
    },
    rows: [
      ["casual", "asha", "I have had thyroid since 2019, will my family policy pay if I'm admitted for it?"],
      ["misspelt", "asha", "my husbnd has diabetis from before, when will it be coverd"],
      ["formal", "ravi", "Is the hypertension I had before joining covered under my company policy?"],
      ["casual", "ravi", "i have asthma already, does my insurance cover it or is there a wait"],
      [
        "detail",
        "synthetic",
        "I was diagnosed with diabetes two years ago and declared it when I bought my policy. When can I claim for hospital treatment related to it?",
      ],
      ["terse", "synthetic", "pre-existing disease waiting period on my policy"],
      ["casual", "meera", "will my BP be covered from day one"],
      ["formal", "out", "Are pre-existing diseases covered from the start?"],
      ["casual", "out", "i have diabetes, how long before insurance covers it?"],
    ],
  },
  specificIllness("truth-cataract", "cataract", [
    [
      "detail",
      "asha",
      "We took our family policy eight months ago and my husband needs a cataract operation. Will it be paid?",
    ],
    ["casual", "asha", "cataract op for me next month, covered?"],
    ["formal", "ravi", "Does my group policy pay for cataract surgery straight away, or is there a waiting period?"],
    ["misspelt", "ravi", "catract operation waiting period in my company insurence"],
    ["casual", "synthetic", "doc says i need cataract surgery, my policy is only 6 months old. will they pay"],
    ["terse", "synthetic", "cataract waiting period my plan"],
    ["casual", "meera", "can i claim for cataract surgery this year"],
    ["formal", "out", "Is cataract surgery covered soon after buying a policy?"],
  ]),
  specificIllness("truth-hernia", "hernia", [
    ["casual", "asha", "i have a hernia, doctor wants to operate. does my family shield pay for it now?"],
    ["terse", "asha", "hernia surgery covered?"],
    [
      "detail",
      "ravi",
      "I joined Northwind three months ago and have been told I need hernia repair surgery. Will the company insurance cover it now?",
    ],
    ["casual", "ravi", "hernia op - do i need to wait for my insurance"],
    ["misspelt", "synthetic", "hernai operation when covered in my policy"],
    ["formal", "synthetic", "Is hernia surgery subject to a waiting period under my policy?"],
    ["formal", "meera", "Would my policy cover a hernia operation in the first year?"],
    ["casual", "out", "how long do you wait for hernia surgery to be covered"],
  ]),
  specificIllness("truth-knee", "knee", [
    [
      "detail",
      "asha",
      "My husband Vikram has bad arthritis and his doctor wants a knee replacement. How long before our family policy pays for it?",
    ],
    ["misspelt", "asha", "knee replacment waiting time on my polcy"],
    ["casual", "ravi", "can i get my knee replaced on the company insurance right away?"],
    ["formal", "ravi", "Is knee replacement surgery covered from the start of my group cover?"],
    ["casual", "synthetic", "my knee is shot, need a replacement. how long till my insurance covers that"],
    ["terse", "synthetic", "knee replacement waiting period"],
    ["casual", "meera", "knee replacement - is it covered under my plan in year one?"],
    ["formal", "out", "How long is the waiting period for a knee replacement?"],
  ]),
];
