/**
 * A question about something no passage names, matched only on the words that frame it ("covered",
 * "surgery", Hindi's grammatical words), is one no passage answers; one whose subject a passage names
 * (a plural, a concept's phrase) is not.
 */
import { describe, expect, it } from "vitest";
import { asksWhatWordingNeverNames } from "../../../workers/tools/knowledge/unnamed-subject";

const rows = [
  { section: "Who can be covered", text: "The policy covers the policy holder and the spouse." },
  { section: "Waiting period for specific illnesses", text: "Cataract surgery is covered after 24 months." },
  { section: "Exclusions", text: "Spectacles, contact lenses and hearing aids are not paid." },
];

describe("a question whose subject no passage names", () => {
  it.each(["is IVF covered", "is lasik surgery covered", "kya mental illness cover hota hai", "is covid covered"])(
    "finds '%s' answered by none of them",
    (question) => {
      expect(asksWhatWordingNeverNames(question, rows)).toBe(true);
    },
  );
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
