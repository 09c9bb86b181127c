/**
 * Who is covered: maternity and the new-born, and parents. An individual plan covers one person and
 * no maternity. (Leaving the employer and moving insurer are in leaving.ts.)
 */
import type { Denied, TruthFamilySpec } from "./family";
import { MONTHS_36, NO_MATERNITY, SILENT } from "./phrases";

const MATERNITY_DAY_ONE: Denied = {
  says: "maternity is covered from day one",
  product: "group_care",
  any: ["maternity & day one", "maternity & first day", "maternity & day 1", "waived", "9-month"],
};
const MATERNITY_NONE: Denied = { says: "maternity is not covered", product: "individual_essential", any: NO_MATERNITY };

/** A retail policy does not end with a job. */
export const PEOPLE_FAMILIES: readonly TruthFamilySpec[] = [
  {
    family: "truth-maternity",
    intent: "maternity",
    says: {
      family_shield: [{ says: "maternity is covered after 36 months of continuous cover", any: MONTHS_36 }],
      group_care: [
        {
          says: "maternity is covered from day one (the 9-month wait waived)",
          any: ["day one", "first day", "day 1", "waived", "no waiting period"],
        },
      ],
      individual_essential: [{ says: "maternity is not covered", any: NO_MATERNITY }],
    },
    not: {
      family_shield: [MATERNITY_DAY_ONE, MATERNITY_NONE],
      group_care: [{ says: "a 36-month maternity wait", product: "family_shield", any: MONTHS_36 }, MATERNITY_NONE],
      individual_essential: [
        {
          says: "maternity is covered after 36 months",
          product: "family_shield",
          any: [
            "maternity & 36 months",
            "maternity & three years",
            "maternity & 1095 days",
            "50000 per delivery",
            "maternity expenses are covered",
          ],
        },
        MATERNITY_DAY_ONE,
      ],
    },
    rows: [
      ["casual", "asha", "we're planning a second baby, will my family policy pay for the delivery?"],
      ["misspelt", "asha", "maternaty waiting period family shield"],
      ["formal", "ravi", "My wife is expecting in five months. Will my group policy cover the delivery?"],
      ["terse", "ravi", "maternity cover?"],
      ["casual", "synthetic", "does my plan cover pregnancy and delivery?"],
      [
        "detail",
        "synthetic",
        "I got married last year and we want to start a family. If I get pregnant, will my current health policy pay for the hospital delivery?",
      ],
      ["casual", "meera", "is childbirth covered on my policy"],
      ["formal", "out", "Is maternity covered, and after how long?"],
      ["casual", "out", "can i claim delivery expenses"],
    ],
  },
  {
    family: "truth-new-born",
    intent: "new_born",
    says: {
      family_shield: [{ says: "a new-born is covered from birth up to ₹25,000", any: ["25000"] }],
      group_care: [
        { says: "a new-born is covered from day one up to ₹50,000", any: ["newborn & 50000", "baby & 50000"] },
      ],
      individual_essential: [
        {
          says: "the Individual Essential wording has no new-born cover",
          any: [...SILENT, ...NO_MATERNITY],
          source: "silence",
        },
      ],
    },
    not: {
      family_shield: [
        { says: "a new-born up to ₹50,000", product: "group_care", any: ["newborn & 50000", "baby & 50000"] },
      ],
      group_care: [
        {
          says: "a new-born up to ₹25,000",
          product: "family_shield",
          any: ["newborn & 25000", "baby & 25000", "25000"],
        },
      ],
      individual_essential: [
        { says: "a new-born up to ₹25,000", product: "family_shield", any: ["newborn & 25000", "baby & 25000"] },
        { says: "a new-born up to ₹50,000", product: "group_care", any: ["newborn & 50000", "baby & 50000"] },
      ],
    },
    rows: [
      ["casual", "asha", "if we have another baby, is the newborn covered from birth on our policy? how much?"],
      ["terse", "asha", "newborn cover limit"],
      ["formal", "ravi", "Is a new-born baby covered under my company policy, and up to what amount?"],
      ["misspelt", "ravi", "newbron baby nicu covered in my insurence?"],
      ["casual", "synthetic", "will my baby be covered by my policy when born"],
      [
        "detail",
        "synthetic",
        "My sister's baby needed NICU care right after birth. If that happened to my baby, would my own policy cover the new-born?",
      ],
      ["casual", "meera", "is a newborn baby covered under my plan?"],
      ["formal", "out", "Up to what amount is a new-born baby covered?"],
    ],
  },
  {
    family: "truth-parents",
    intent: "parents",
    says: {
      family_shield: [
        {
          says: "it covers the holder, the spouse and up to three dependent children: not parents",
          any: [
            "three dependent children",
            "3 dependent children",
            "parents & not covered",
            "parents & cannot",
            "parents & can't",
            "parents & not eligible",
            "parents & not included",
            "parents & not part",
            "parents & does not",
            "parents & doesn't",
          ],
        },
      ],
      group_care: [
        {
          says: "parents only if the employer bought the optional parental cover",
          any: ["parental cover", "parents & employer"],
        },
      ],
      individual_essential: [
        {
          says: "a plan for one person: parents need their own policy",
          any: [
            "one person",
            "insured person alone",
            "only you",
            "just you",
            "parents & own policy",
            "parents & separate",
            "parents & cannot",
            "parents & can't",
            "parents & not covered",
          ],
        },
      ],
    },
    not: {
      family_shield: [
        { says: "the optional parental cover", product: "group_care", any: ["parental cover", "parents & 20%"] },
      ],
      group_care: [
        {
          says: "parents cannot be covered",
          product: "family_shield",
          any: [
            "three dependent children",
            "parents are not covered",
            "parents cannot be covered",
            "parents can't be covered",
          ],
        },
        {
          says: "cover for one person only",
          product: "individual_essential",
          any: ["insured person alone", "only one person"],
        },
      ],
      individual_essential: [
        { says: "the optional parental cover", product: "group_care", any: ["parental cover"] },
        {
          says: "the spouse and children covered",
          product: "family_shield",
          any: ["three dependent children", "spouse & children"],
        },
      ],
    },
    rows: [
      ["casual", "asha", "can i add my mom and dad to my family shield policy?"],
      [
        "detail",
        "asha",
        "My parents are in their sixties and have no insurance. Is there a way to put them on the family policy I already have?",
      ],
      ["formal", "ravi", "Are my dependent parents covered under my company's group policy?"],
      ["misspelt", "ravi", "can my parnts be added in my office insurance"],
      ["casual", "synthetic", "can i include my father in my policy"],
      ["terse", "synthetic", "add parents to my plan?"],
      ["casual", "meera", "will my policy cover my parents too?"],
      ["formal", "out", "Can parents be covered under the policy?"],
    ],
  },
];
