/**
 * Figures only the member's own data holds — the sum insured, what is left of it, who is covered —
 * which the answer must take from a read of theirs. Figures are the asker's, filled in from the
 * stand-in's demo data (`{sum_insured}`, `{available}`, `{holder}`); the names are the demo
 * policies' insured people.
 */
import type { Said, TruthFamilySpec } from "./family";

const SUM_INSURED: readonly Said[] = [
  { says: "the sum insured on the policy", any: ["{sum_insured}"], source: "live" },
];
const AVAILABLE: readonly Said[] = [{ says: "the sum insured still available", any: ["{available}"], source: "live" }];
/** The demo policies' figures another member must not be given as theirs (Asha's two, Ravi's one). */
const ASHA_SUMS = ["1000000", "2500000"];

export const LIVE_FAMILIES: readonly TruthFamilySpec[] = [
  {
    family: "truth-sum-insured",
    intent: "sum_insured",
    asha: ["family_shield", "personal_accident_guard"],
    says: {
      family_shield: SUM_INSURED,
      group_care: SUM_INSURED,
      individual_essential: SUM_INSURED,
      personal_accident_guard: SUM_INSURED,
    },
    not: {
      group_care: [{ says: "Asha's sums insured", product: "family_shield", any: ASHA_SUMS, source: "live" }],
      individual_essential: [{ says: "Asha's sums insured", product: "family_shield", any: ASHA_SUMS, source: "live" }],
    },
    rows: [
      ["casual", "asha", "how much am i insured for"],
      ["formal", "asha", "What is the sum insured on each of my policies?"],
      ["casual", "ravi", "whats my sum insured"],
      ["misspelt", "ravi", "sum insurd amount of my polcy"],
      ["terse", "synthetic", "sum insured"],
      ["casual", "synthetic", "how big is my cover"],
      ["casual", "meera", "what's my sum insured"],
      ["casual", "out>ravi", "what is the total cover on my policy"],
    ],
  },
  {
    family: "truth-balance",
    intent: "balance",
    asha: ["family_shield", "personal_accident_guard"],
    says: {
      family_shield: AVAILABLE,
      group_care: AVAILABLE,
      individual_essential: AVAILABLE,
      personal_accident_guard: AVAILABLE,
    },
    not: {
      family_shield: [{ says: "Ravi's balance", product: "group_care", any: ["399650"], source: "live" }],
      group_care: [{ says: "Asha's balance", product: "family_shield", any: ["920800"], source: "live" }],
      individual_essential: [
        { says: "another member's balance", product: "group_care", any: ["399650", "920800"], source: "live" },
      ],
    },
    rows: [
      ["casual", "asha", "how much cover do we have left"],
      ["misspelt", "asha", "remaning sum insurd on my policies"],
      ["formal", "ravi", "How much of my sum insured is still available?"],
      ["casual", "ravi", "after my appendix claim how much is left"],
      ["terse", "synthetic", "balance left"],
      [
        "detail",
        "synthetic",
        "I haven't made any claims yet this year, but I want to be sure: how much cover is still available on my policy?",
      ],
      ["casual", "meera", "how much balance do i have"],
      ["casual", "out>asha", "how much is left on my cover"],
    ],
  },
  {
    family: "truth-members",
    intent: "members",
    asha: ["family_shield", "personal_accident_guard"],
    says: {
      family_shield: [
        { says: "Vikram (spouse) is covered", any: ["vikram"], source: "live" },
        { says: "Kabir (son) is covered", any: ["kabir"], source: "live" },
      ],
      group_care: [
        { says: "Ravi is covered", any: ["ravi"], source: "live" },
        { says: "Priya (spouse) is covered", any: ["priya"], source: "live" },
      ],
      individual_essential: [{ says: "the policy holder alone is covered", any: ["{holder}"], source: "live" }],
      personal_accident_guard: [{ says: "Asha alone is covered", any: ["asha"], source: "live" }],
    },
    not: {
      family_shield: [{ says: "Ravi's family", product: "group_care", any: ["priya"], source: "live" }],
      group_care: [{ says: "Asha's family", product: "family_shield", any: ["vikram", "kabir"], source: "live" }],
      individual_essential: [
        { says: "another member's family", product: "group_care", any: ["priya", "vikram"], source: "live" },
      ],
      personal_accident_guard: [
        {
          says: "Vikram and Kabir, who are on Family Shield only",
          product: "family_shield",
          any: ["vikram", "kabir"],
          source: "live",
        },
      ],
    },
    rows: [
      ["casual", "asha", "who all are covered under my policies"],
      ["formal", "asha", "Who is insured under my Family Shield policy?", ["family_shield"]],
      ["casual", "ravi", "is my wife on my insurance"],
      ["misspelt", "ravi", "membres covered in my polcy"],
      ["terse", "synthetic", "insured members"],
      ["casual", "synthetic", "who is covered on my plan"],
      ["casual", "meera", "who is covered on my policy"],
      ["casual", "out>ravi", "who is insured on my policy?"],
    ],
  },
];
