/**
 * Benefits with a different limit on each product: AYUSH, the health check-up, the road ambulance and
 * the days of pre- and post-hospitalisation. Group Care's wording names no check-up or ambulance
 * limit; its holder's benefit schedule (a read of theirs) does.
 */
import type { Denied, TruthFamilySpec } from "./family";
import { SILENT } from "./phrases";

const AYUSH_WORDS = ["ayush", "ayurveda", "ayurvedic", "homeopathy"];
const ayushAt = (amount: string) => AYUSH_WORDS.map((word) => `${word} & ${amount}`);

const AMBULANCE_5000: Denied = {
  says: "₹5,000 an accident for an ambulance",
  product: "personal_accident_guard",
  any: ["ambulance & 5000", "5000 per accident", "5000 for each accident"],
};

const ACCIDENT_DAYS: Denied = {
  says: "30 days before and 60 days after, as for an accident",
  product: "personal_accident_guard",
  any: [
    "30 days of pre-hospitalisation",
    "30 days before admission",
    "30 days before you",
    "60 days of post-hospitalisation",
    "60 days after discharge",
    "60 days after you",
  ],
};
const HEALTH_DAYS = [
  {
    says: "expenses in the 60 days before admission",
    any: [
      "60 days before admission",
      "60 days before the date of admission",
      "60 days before hospitalisation",
      "60 days before you",
      "60 days prior",
      "60 days of pre",
    ],
  },
  { says: "expenses in the 180 days after discharge", any: ["180 days"] },
];

export const BENEFIT_FAMILIES: readonly TruthFamilySpec[] = [
  {
    family: "truth-ayush",
    intent: "ayush",
    says: {
      family_shield: [
        {
          says: "in-patient AYUSH treatment up to ₹50,000 a policy year",
          any: [...ayushAt("50000"), "50000 per policy year", "50000 a year"],
        },
      ],
      group_care: [{ says: "the Group Care wording does not cover AYUSH treatment", any: SILENT, source: "silence" }],
      individual_essential: [
        {
          says: "in-patient AYUSH treatment up to ₹25,000 a policy year",
          any: [...ayushAt("25000"), "25000 per policy year", "25000 a year"],
        },
      ],
    },
    not: {
      family_shield: [
        {
          says: "AYUSH up to ₹25,000",
          product: "individual_essential",
          any: [...ayushAt("25000"), "25000 per policy year"],
        },
      ],
      group_care: [
        { says: "AYUSH up to ₹50,000", product: "family_shield", any: ayushAt("50000") },
        { says: "AYUSH up to ₹25,000", product: "individual_essential", any: ayushAt("25000") },
      ],
      individual_essential: [
        { says: "AYUSH up to ₹50,000", product: "family_shield", any: [...ayushAt("50000"), "50000 per policy year"] },
      ],
    },
    rows: [
      ["casual", "asha", "can I get ayurvedic treatment in hospital on my family policy? how much?"],
      ["misspelt", "asha", "homeopathy hospitalisation coverd in family sheild?"],
      ["formal", "ravi", "Does my group policy pay for in-patient Ayurveda treatment?"],
      ["casual", "ravi", "ayush covered on my insurance?"],
      ["casual", "synthetic", "will my plan pay for panchakarma at an ayurvedic hospital"],
      ["terse", "synthetic", "AYUSH limit"],
      ["casual", "meera", "is ayurveda covered in my policy"],
      ["formal", "out", "Up to what amount is AYUSH treatment covered?"],
    ],
  },
  {
    family: "truth-health-checkup",
    intent: "health_checkup",
    says: {
      family_shield: [
        {
          says: "a preventive health check-up up to ₹5,000 per adult a year",
          any: ["checkup & 5000", "5000 per adult"],
        },
      ],
      group_care: [
        {
          says: "a preventive health check-up up to ₹2,500 a year (his benefit schedule)",
          any: ["2500"],
          source: "live",
        },
      ],
      individual_essential: [
        { says: "a preventive health check-up up to ₹2,000 a year", any: ["checkup & 2000", "2000 once"] },
      ],
    },
    not: {
      family_shield: [
        { says: "a check-up up to ₹2,000", product: "individual_essential", any: ["checkup & 2000"] },
        { says: "a check-up up to ₹2,500", product: "group_care", any: ["checkup & 2500", "2500"], source: "live" },
      ],
      group_care: [
        {
          says: "a check-up up to ₹5,000 per adult",
          product: "family_shield",
          any: ["checkup & 5000", "5000 per adult"],
        },
        { says: "a check-up up to ₹2,000", product: "individual_essential", any: ["checkup & 2000"] },
      ],
      individual_essential: [
        {
          says: "a check-up up to ₹5,000 per adult",
          product: "family_shield",
          any: ["checkup & 5000", "5000 per adult"],
        },
        { says: "a check-up up to ₹2,500", product: "group_care", any: ["checkup & 2500", "2500"], source: "live" },
      ],
    },
    rows: [
      ["casual", "asha", "is a yearly health checkup free on our family plan? how much"],
      ["terse", "asha", "health check-up limit"],
      ["formal", "ravi", "Does my company policy include a preventive health check-up, and up to what amount?"],
      ["misspelt", "ravi", "helth chekup covered in my policy?"],
      ["casual", "synthetic", "can i get a full body checkup paid by my insurance"],
      [
        "detail",
        "synthetic",
        "My doctor suggested annual blood tests and a check-up since I turned forty. Does my policy pay for a preventive health check-up, and how much?",
      ],
      ["casual", "meera", "do I get a free health check every year"],
      ["formal", "out", "How much is paid for a preventive health check-up?"],
    ],
  },
  {
    family: "truth-ambulance",
    intent: "ambulance",
    asha: ["family_shield", "personal_accident_guard"],
    says: {
      family_shield: [{ says: "road ambulance up to ₹3,000 a hospitalisation", any: ["3000"] }],
      group_care: [
        { says: "road ambulance up to ₹3,000 a hospitalisation (his benefit schedule)", any: ["3000"], source: "live" },
      ],
      individual_essential: [{ says: "road ambulance up to ₹3,000 a hospitalisation", any: ["3000"] }],
      personal_accident_guard: [{ says: "road ambulance up to ₹5,000 an accident", any: ["5000"] }],
    },
    not: {
      family_shield: [AMBULANCE_5000],
      group_care: [AMBULANCE_5000],
      individual_essential: [AMBULANCE_5000],
      personal_accident_guard: [
        {
          says: "₹3,000 a hospitalisation for an ambulance",
          product: "family_shield",
          any: ["ambulance & 3000", "3000 per hospitalisation", "3000 for each hospitalisation"],
        },
      ],
    },
    rows: [
      ["casual", "asha", "how much do my policies pay for an ambulance?"],
      ["misspelt", "asha", "ambulence charges coverd?"],
      ["formal", "ravi", "Are road ambulance charges covered under my policy, and up to how much?"],
      ["casual", "ravi", "will insurance pay the ambulance bill"],
      ["terse", "synthetic", "ambulance limit"],
      [
        "detail",
        "synthetic",
        "Last time my neighbour called a private ambulance it cost a lot. If I need one to get to hospital, how much will my policy reimburse?",
      ],
      ["casual", "meera", "is ambulance covered on my plan"],
      ["formal", "out", "How much is paid for a road ambulance?"],
    ],
  },
  {
    family: "truth-pre-post",
    intent: "pre_post",
    says: {
      family_shield: HEALTH_DAYS,
      group_care: HEALTH_DAYS,
      individual_essential: HEALTH_DAYS,
      personal_accident_guard: [
        {
          says: "30 days of pre-hospitalisation after an accident",
          any: ["30 days of pre", "30 days before", "30 days prior"],
        },
        { says: "60 days of post-hospitalisation after an accident", any: ["60 days of post", "60 days after"] },
      ],
    },
    not: {
      family_shield: [ACCIDENT_DAYS],
      group_care: [ACCIDENT_DAYS],
      individual_essential: [ACCIDENT_DAYS],
      personal_accident_guard: [
        {
          says: "60 days before and 180 days after",
          product: "family_shield",
          any: ["180 days", "60 days before admission"],
        },
      ],
    },
    rows: [
      ["casual", "asha", "are the tests and medicines before and after a hospital stay covered on our family policy?"],
      [
        "formal",
        "asha",
        "After an accident, how many days of pre- and post-hospitalisation expenses does my accident policy pay?",
        ["personal_accident_guard"],
      ],
      ["casual", "ravi", "my doctor bills after discharge, how long are they covered"],
      ["misspelt", "ravi", "pre hospitalisaton days covered"],
      [
        "detail",
        "synthetic",
        "I had scans and consultations before being admitted, and physiotherapy is continuing after discharge. How many days before and after does my policy cover?",
      ],
      ["terse", "synthetic", "post hospitalisation days"],
      ["casual", "meera", "how many days after discharge are medicines covered"],
      ["formal", "out", "How many days of pre- and post-hospitalisation expenses are covered?"],
    ],
  },
];
