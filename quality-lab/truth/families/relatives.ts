/**
 * A relative's own e-card or claims: the answer must be about the person asked for, found among the
 * people insured on the asker's policies (the stand-in's demo data), and never the asker's own card
 * or claim given as theirs. Someone not insured there is said not to be.
 */
import type { TruthFamilySpec } from "./family";

const NOT_FOUND = ["couldn't find", "not insured", "isn't insured"];

export const RELATIVE_FAMILIES: readonly TruthFamilySpec[] = [
  {
    family: "truth-relatives",
    intent: "relatives",
    asha: ["family_shield"],
    says: {
      family_shield: [{ says: "Kabir's own card or claim", any: ["kabir rao"], source: "live" }],
      group_care: [{ says: "Priya's own card or claim", any: ["priya kumar"], source: "live" }],
      individual_essential: [
        { says: "nobody of that relation is insured on the policy", any: NOT_FOUND, source: "live" },
      ],
    },
    not: {
      family_shield: [
        {
          says: "Asha's own card given as her son's",
          product: "family_shield",
          any: ["e-card for asha"],
          source: "live",
        },
      ],
      group_care: [
        {
          says: "Ravi's own card or claim given as his wife's",
          product: "group_care",
          any: ["e-card for ravi", "harbour view"],
          source: "live",
        },
      ],
      individual_essential: [
        {
          says: "another member's relatives",
          product: "family_shield",
          any: ["kabir", "vikram", "priya"],
          source: "live",
        },
      ],
    },
    rows: [
      ["casual", "asha", "mere bete ka ecard bhejo"],
      ["casual", "asha", "can you send my son's health card"],
      ["formal", "asha", "Please show me the claims made for my son Kabir."],
      ["casual", "ravi", "status of my wife's claim"],
      ["misspelt", "ravi", "my wifes e-card plz"],
      ["casual", "synthetic", "my husband's e-card"],
      ["terse", "meera", "my daughter's e-card"],
      ["casual", "out>asha", "show my son's e-card"],
    ],
  },
];
