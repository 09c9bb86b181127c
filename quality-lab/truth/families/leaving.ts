/**
 * Leaving the employer and moving to another insurer. A group policy lives and ends with the job; a
 * retail one does not.
 */
import type { Denied, TruthFamilySpec } from "./family";
import { SILENT } from "./phrases";

const NOT_JOB = [
  "renewable for life",
  "renew for life",
  "renewal is available for life",
  "not linked to your job",
  "not linked to your employer",
  "not tied to your job",
  "not tied to your employer",
  "does not depend on your job",
  "doesn't depend on your job",
  "does not depend on your employer",
  "doesn't depend on your employer",
  "not through your employer",
  "not an employer",
  "not a group",
  "not a corporate",
  "policy & continues",
  "cover & continues",
  "policy & stays",
  "cover & stays",
  "policy & remains",
  "cover & remains",
  "unaffected",
  "not affected",
  "won't end",
  "will not end",
  "doesn't end",
  "does not end",
];
const ENDS_WITH_JOB: Denied = {
  says: "cover ends on the last working day",
  product: "group_care",
  any: ["last working day", "ends & leave", "ends & leaving", "within 30 days of leaving", "master policy"],
};
const PORT_WINDOW = [
  "60 days before the renewal",
  "60 days before renewal",
  "60 days before your renewal",
  "30 and 60 days",
  "30 to 60 days",
  "30-60 days",
  "not more than 60 days",
];

export const LEAVING_FAMILIES: readonly TruthFamilySpec[] = [
  {
    family: "truth-leaving-job",
    intent: "leaving_employer",
    says: {
      family_shield: [{ says: "a retail policy, renewable for life: it does not end with a job", any: NOT_JOB }],
      group_care: [
        {
          says: "cover ends on the employee's last working day",
          any: ["last working day", "last day of work", "last day at work"],
        },
        {
          says: "within 30 days of leaving, the family can move to a PlanCover individual or family floater policy",
          any: [
            "within 30 days of leaving",
            "30 days & individual",
            "30 days & family floater",
            "30 days & move",
            "30 days & switch",
            "30 days & port",
          ],
        },
      ],
      individual_essential: [{ says: "a retail policy, renewable for life: it does not end with a job", any: NOT_JOB }],
    },
    not: {
      family_shield: [ENDS_WITH_JOB],
      group_care: [
        {
          says: "cover continues whatever the job",
          product: "family_shield",
          any: [
            "renewable for life",
            "not linked to your job",
            "not tied to your job",
            "does not depend on your job",
            "doesn't depend on your job",
            "unaffected",
            "not affected",
            "won't end",
            "will not end",
            "doesn't end",
            "does not end",
          ],
        },
      ],
      individual_essential: [ENDS_WITH_JOB],
    },
    rows: [
      ["casual", "ravi", "if i resign from northwind what happens to my health insurance"],
      [
        "detail",
        "ravi",
        "I'm switching jobs next month and my new company starts cover only after probation. Does my current cover continue after I leave, and can I keep my family insured?",
      ],
      ["misspelt", "ravi", "leaving my compny, can i continu my policy"],
      ["casual", "asha", "i'm quitting my job in march, does my family shield stop?"],
      ["formal", "synthetic", "If I change employers, does my health policy remain valid?"],
      ["terse", "synthetic", "policy after job change?"],
      ["casual", "meera", "what happens to my insurance if i lose my job"],
      ["formal", "out", "What happens to my health cover when I leave my employer?"],
    ],
  },
  {
    family: "truth-portability",
    intent: "portability",
    says: {
      family_shield: [
        {
          says: "apply for portability 30 to 60 days before the renewal date",
          any: [...PORT_WINDOW, "60 days & renewal"],
        },
      ],
      group_care: [
        {
          says: "within 30 days of leaving, move to a PlanCover individual or family floater policy, the years of group cover credited",
          any: [
            "within 30 days of leaving",
            "30 days & individual",
            "30 days & family floater",
            "credited",
            "without a fresh medical",
          ],
        },
      ],
      individual_essential: [
        { says: "the Individual Essential wording does not address portability", any: SILENT, source: "silence" },
      ],
    },
    not: {
      family_shield: [
        {
          says: "a move within 30 days of leaving the employer",
          product: "group_care",
          any: ["within 30 days of leaving", "last working day"],
        },
      ],
      group_care: [{ says: "apply 30 to 60 days before renewal", product: "family_shield", any: PORT_WINDOW }],
      individual_essential: [
        { says: "apply 30 to 60 days before renewal", product: "family_shield", any: PORT_WINDOW },
        {
          says: "a move within 30 days of leaving the employer",
          product: "group_care",
          any: ["within 30 days of leaving", "last working day"],
        },
      ],
    },
    rows: [
      ["formal", "asha", "Can I port my Family Shield policy to another insurer, and when do I need to apply?"],
      ["casual", "asha", "want to shift my family policy to another company, will i lose my waiting period credit?"],
      ["casual", "ravi", "can I take my company insurance with me to a personal policy?"],
      ["misspelt", "ravi", "portabilty of my group policy"],
      [
        "formal",
        "synthetic",
        "Can I port my policy to a different insurer without losing the waiting periods I've served?",
      ],
      ["terse", "synthetic", "portability?"],
      ["casual", "meera", "how do i move my policy to another insurer"],
      ["formal", "out", "How does portability to another insurer work?"],
    ],
  },
];
