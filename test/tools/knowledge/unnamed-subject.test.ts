/**
 * A question about something no passage names, matched only on the words that frame it ("covered",
 * "surgery", Hindi's grammatical words), is one no passage answers; one whose subject a passage names
 * (a plural, a concept's phrase) is not.
 */
import { describe, expect, it } from "vitest";
import { asksWhatWordingNeverNames, unnamedSubject } from "../../../workers/tools/knowledge/unnamed-subject";

const rows = [
  { section: "Who can be covered", text: "The policy covers the policy holder and the spouse." },
  { section: "Waiting period for specific illnesses", text: "Cataract surgery is covered after 24 months." },
  { section: "Exclusions", text: "Spectacles, contact lenses and hearing aids are not paid." },
  { section: "AYUSH", text: "Homeopathy is covered up to ₹25,000 per policy year." },
];

describe("a question whose subject no passage names", () => {
  it.each([
    "is IVF covered",
    "is lasik surgery covered",
    "kya mental illness cover hota hai",
    "is covid covered",
    // A word a passage's longer word only begins with is not named there ("home" is no "homeopathy"),
    // and Hindi's grammatical words are not named by an English word they begin ("pe" is no "per").
    "is treatment at home covered",
    "ghar pe ilaj ka kharcha milega",
  ])("finds '%s' answered by none of them", (question) => {
    expect(asksWhatWordingNeverNames(question, rows)).toBe(true);
  });
});

describe("a question whose subject a passage names", () => {
  it.each([
    "is cataract surgery covered",
    "are contact lens covered",
    "kya spectacles cover hota hai",
    "what is covered",
    "is it covered till 24 months",
  ])("finds '%s' answerable", (question) => {
    expect(asksWhatWordingNeverNames(question, rows)).toBe(false);
  });
});

describe("a question about the insurer's record", () => {
  const settled = [
    ...rows,
    { section: "Reimbursement claims", text: "The claim is settled within 30 days of receiving the last document." },
  ];

  it.each([
    ["what is the claim settlement ratio", "claim settlement ratio"],
    ["Claim settlement ratio of PlanCover?", "claim settlement ratio"],
    ["whats the claims rejection rate", "claims rejection rate"],
    ["tell me the CSR", "csr"],
  ])("finds '%s' answered by none of them, whatever its words meet", (question, record) => {
    expect(unnamedSubject(question, settled)).toEqual([record]);
  });

  it.each(["how long does claim settlement take", "when is my claim settled"])(
    "still finds '%s', about how a claim is settled, answerable",
    (question) => {
      expect(asksWhatWordingNeverNames(question, settled)).toBe(false);
    },
  );
});

describe("what the question asks about that no passage names", () => {
  it("is the unnamed word, so the answer can tell a benefit naming it from one sharing the words around it", () => {
    expect(unnamedSubject("is domiciliary hospitalisation covered", rows)).toEqual(["domiciliary"]);
    expect(unnamedSubject("is cataract surgery covered", rows)).toEqual([]);
  });
});
