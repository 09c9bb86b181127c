/**
 * The truth cases as an examiner's paper: every expected fact is the corpus's or the stand-in's demo
 * data's, never the assistant's wording. Each wording fact occurs in its product's document; no claim a
 * case forbids occurs in the wording of the product it is forbidden for (so quoting the member's own
 * wording can never fail a case); the askers hold what the cases say they hold. Pure.
 */
import { describe, expect, it } from "vitest";
import foldsJson from "../../quality-lab/folds.json";
import { parseTruthCases } from "../../quality-lab/lab";
import { askerOf, productsHeld } from "../../quality-lab/truth/asker";
import { generatedTruthCases, splitTruthFamilies, TRUTH_FAMILIES } from "../../quality-lab/truth/families";
import { HOLDS } from "../../quality-lab/truth/families/family";
import { PRODUCT, PRODUCTS, type Product } from "../../quality-lab/truth/products";
import { alternativeMatches, normalise, sentencesOf } from "../../quality-lab/truth/text";
import WORDING from "../../quality-lab/truth/wording.json";
import truthCasesJson from "../../quality-lab/truth-cases.json";

const cases = parseTruthCases(truthCasesJson);

/** The committed corpus, by document name (file name without `.md`). */
const CORPUS: Record<string, string> = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>("../../corpus/demo/*.md", { query: "?raw", import: "default", eager: true }),
  ).map(([file, text]) => [(file.split("/").at(-1) ?? file).replace(/\.md$/, ""), text]),
);

/** A product's wording as sentences (front matter and headings included: they are quotable too). */
function wording(product: Product): string[] {
  const text = CORPUS[PRODUCT[product].document];
  if (text === undefined) throw new Error(`no corpus document for ${product}`);
  return sentencesOf(text).map((s) => s.text);
}

const occursIn = (product: Product, alternatives: readonly string[]) =>
  wording(product).some((sentence) => alternatives.some((a) => alternativeMatches(sentence, a)));

describe("the truth cases", () => {
  it("are at least 150, across the four products, the three demo members, the synthetic member and signed out, in both folds", () => {
    expect(cases.length).toBeGreaterThanOrEqual(150);
    for (const fold of ["dev", "holdout"] as const) {
      const inFold = cases.filter((c) => c.fold === fold);
      for (const caller of ["9000000001", "9000000002", "9000000003", "synthetic", "signed_out"]) {
        expect(
          inFold.some((c) => c.caller === caller),
          `${fold}: ${caller}`,
        ).toBe(true);
      }
      for (const product of ["family_shield", "group_care", "individual_essential"] as const) {
        expect(
          inFold.some((c) => c.truth.about.includes(product)),
          `${fold}: ${product}`,
        ).toBe(true);
      }
    }
    expect(cases.some((c) => c.truth.about.includes("personal_accident_guard"))).toBe(true);
    expect(cases.filter((c) => c.sign_in_when_asked !== undefined).length).toBeGreaterThanOrEqual(3);
  });

  it("are exactly what the truth families and their seeded split give, a third of the families held out", () => {
    const folds = splitTruthFamilies();
    expect(foldsJson.truth).toEqual(folds);
    expect(folds.holdout.length).toBe(Math.round(TRUTH_FAMILIES.length / 3));
    expect(cases).toEqual(parseTruthCases(generatedTruthCases(folds)));
  });

  it("name the products each asker holds in the stand-in's demo data", () => {
    expect(productsHeld(askerOf("9000000001")).sort()).toEqual([...HOLDS.asha].sort());
    expect(productsHeld(askerOf("9000000002"))).toEqual(HOLDS.ravi);
    expect(productsHeld(askerOf("9000000003"))).toEqual(HOLDS.meera);
    for (const mobile of ["9800000000", "9812345678", "9899999999"]) {
      expect(productsHeld(askerOf(mobile)), mobile).toEqual(HOLDS.synthetic);
    }
    for (const c of cases) {
      const held = c.caller === "9000000001" || c.sign_in_when_asked === "9000000001" ? HOLDS.asha : null;
      if (held) for (const product of c.truth.about) expect(held, c.id).toContain(product);
    }
  });

  it("name each product by the title and product its corpus document declares", () => {
    for (const product of PRODUCTS) {
      const text = CORPUS[PRODUCT[product].document] ?? "";
      expect(text, product).toContain(`product: ${PRODUCT[product].name}\n`);
      expect(text, product).toContain(`title: ${PRODUCT[product].title}\n`);
    }
  });

  it("take every wording fact from its product's own document", () => {
    for (const c of cases) {
      const facts = [...c.truth.must_state, ...c.truth.only_under_its_name];
      for (const fact of facts.filter((f) => f.source === "wording" && f.product !== undefined)) {
        expect(occursIn(fact.product as Product, fact.any), `${c.id}: ${fact.says}`).toBe(true);
      }
    }
  });

  it("grade quotes against each product's wording as the corpus gives it now", () => {
    for (const product of PRODUCTS) {
      expect(WORDING[product], product).toBe(normalise(CORPUS[PRODUCT[product].document] ?? ""));
    }
  });

  it("never forbid a claim that the wording of the product it is forbidden for makes", () => {
    for (const c of cases) {
      for (const fact of c.truth.must_not_state) {
        const hits = wording(fact.contradicts).filter((s) => fact.any.some((a) => alternativeMatches(s, a)));
        expect(hits, `${c.id}: ${fact.says}`).toEqual([]);
        if (fact.source === "wording") expect(occursIn(fact.product, fact.any), `${c.id}: ${fact.says}`).toBe(true);
      }
    }
  });

  it("fill the demo members' live figures from the stand-in's data as the demo documents them", () => {
    const asha = askerOf("9000000001").holdings;
    const ravi = askerOf("9000000002").holdings;
    expect(asha.map((h) => [h.product, h.sumInsured, h.available, h.copayPercent])).toEqual([
      ["family_shield", 1_000_000, 920_800, 0],
      ["personal_accident_guard", 2_500_000, 2_500_000, 0],
    ]);
    expect(ravi.map((h) => [h.product, h.sumInsured, h.available, h.copayPercent])).toEqual([
      ["group_care", 500_000, 399_650, 10],
    ]);
  });
});
