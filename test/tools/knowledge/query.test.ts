// From what a person typed to an FTS5 query and a product hint: safe, forgiving of spelling, never a filter.
import { describe, expect, it } from "vitest";
import { queryTerms, termGroups, toFtsQuery } from "../../../workers/tools/knowledge/fts-query";
import { productHint } from "../../../workers/tools/knowledge/product-hint";

const PRODUCTS = [
  "PlanCover Family Shield",
  "PlanCover Individual Essential",
  "PlanCover Group Care",
  "PlanCover Personal Accident Guard",
];

describe("toFtsQuery", () => {
  it("quotes each word, ORs them, drops common words and lets longer words match as prefixes", () => {
    expect(toFtsQuery("What is the waiting period for ICU?")).toBe('"waiting"* OR "period"* OR "icu"');
  });

  it.each([
    ["an FTS5 operator and a column filter", 'text: NEAR(a b) AND "x" *', '"text"* OR "near"* OR "b" OR "x"'],
    ["an unbalanced quote", 'room "rent', '"room"* OR "rent"*'],
    ["repeated words", "rent rent RENT", '"rent"*'],
  ])("neutralises %s", (_, text, expected) => {
    expect(toFtsQuery(text)).toBe(expected);
  });

  it("gives nothing to search for punctuation or common words alone", () => {
    expect(toFtsQuery("?!* --")).toBeNull();
    expect(toFtsQuery("what is the")).toBeNull();
  });

  it("meets the corpus's British spelling", () => {
    expect(queryTerms("hospitalization authorized")).toEqual(["hospitalisation", "authorised"]);
    expect(queryTerms("size prize")).toEqual(["size", "prize"]);
  });

  it.each([
    ["copay", ["co payment"]],
    ["co-pay", ["co payment"]],
    ["pre-existing PED", ["pre existing"]],
    ["newborn", ["new born"]],
    ["OPD", ["out patient"]],
    ["post-hospitalisation", ["post", "hospitalisation"]],
    ["is dental not covered", ["dental", "exclusions"]],
    ["what isn't paid", ["exclusions"]],
  ])("reads %s as the corpus words %j", (text, terms) => {
    expect(queryTerms(text)).toEqual(terms);
  });

  it("matches phrases and the corpus's own words exactly, never as prefixes", () => {
    expect(toFtsQuery("copay docs")).toBe('"co payment" OR "documents"');
  });

  it("leaves out the words that named a product, unless nothing else is left", () => {
    expect(toFtsQuery("family floater room rent", new Set(["family", "floater"]))).toBe('"room"* OR "rent"*');
    expect(toFtsQuery("family floater", new Set(["family", "floater"]))).toBe('"family"* OR "floater"*');
  });

  it.each([
    ["leaving the job", "what happens to my cover if I quit my job?", '"leaving"'],
    ["resigning", "I am resigning next month, what about insurance", '"portability"'],
    ["parents", "can I add my mom and dad", '"parents"'],
    ["in-laws", "are my in-laws covered", '"who can be covered"'],
    ["falling ill soon after joining", "I joined last week, what if I fall sick", '"initial waiting period"'],
    ["a joint by name", "is knee surgery covered", '"joint replacement"'],
    ["the papers for a claim", "what papers do I submit for a claim", '"documents needed"'],
    ["pregnancy", "I am pregnant, will delivery be paid", '"maternity"'],
    ["pregnancy, as an exclusion says it", "I am pregnant, will delivery be paid", '"pregnancy"'],
  ])("searches the wording's own phrase for %s, said in a member's words", (_, text, phrase) => {
    expect(toFtsQuery(text)?.split(" OR ")).toContain(phrase);
  });

  it("leaves out 'contact' where it means reaching someone, and keeps it for contact lenses", () => {
    expect(toFtsQuery("who is my TPA and how do I contact them")).toBe('"tpa"');
    expect(toFtsQuery("how to contact the insurer")).toBe('"insurer"*');
    expect(toFtsQuery("are contact lenses covered")?.split(" OR ")).toContain('"contact"*');
    expect(toFtsQuery("are contacts covered")?.split(" OR ")).toContain('"contacts"*');
  });

  it("searches an accident's cover in the wording's words, but not in a question about what is not covered", () => {
    expect(toFtsQuery("am I covered for an accident")?.split(" OR ")).toContain('"covered from the first day"');
    expect(toFtsQuery("what is not covered after an accident")?.split(" OR ")).not.toContain(
      '"covered from the first day"',
    );
    expect(toFtsQuery("does personal accident guard cover fractures")?.split(" OR ")).not.toContain(
      '"covered from the first day"',
    );
  });

  it("searches the sum insured over a year as the wording's phrases, so a heading's 'mid-year' does not outrank them", () => {
    const terms = toFtsQuery("sum insured policy year")?.split(" OR ");

    expect(terms?.slice(0, 2)).toEqual(['"sum insured"', '"policy year"']);
    expect(toFtsQuery("what is the sum insured")?.split(" OR ")).not.toContain('"policy year"');
  });

  it("groups an accident's cover phrases with the words that asked for it, not with the rest of the question", () => {
    const accident = termGroups("is dental covered after an accident").find((group) =>
      group.includes("covered from the first day"),
    );
    expect(accident).toBeDefined();
    expect(accident).not.toContain("dental");
  });

  it("adds no concept phrase to a question that names none", () => {
    expect(toFtsQuery("what is the room rent limit")).toBe('"room"* OR "rent"* OR "limit"*');
  });

  it("sends at most 24 terms, whatever the length of the text", () => {
    const long = Array.from({ length: 40 }, (_, i) => `word${i}`).join(" ");
    expect(toFtsQuery(long)?.split(" OR ")).toHaveLength(24);
  });
});

describe("productHint", () => {
  it.each([
    ["cataract waiting period on the family floater", "PlanCover Family Shield", ["family", "floater"]],
    ["Family Shield maternity", "PlanCover Family Shield", ["family", "shield"]],
    ["room rent on the corporate policy", "PlanCover Group Care", ["corporate"]],
    ["what do employees pay", "PlanCover Group Care", ["employees"]],
    ["initial waiting on the individual plan", "PlanCover Individual Essential", ["individual"]],
    ["personal accident exclusions", "PlanCover Personal Accident Guard", ["personal", "accident"]],
    ["how do I claim on my accident policy", "PlanCover Personal Accident Guard", ["accident"]],
  ])("hears '%s' as naming %s", (query, product, terms) => {
    const hint = productHint(query, PRODUCTS);
    expect([...hint.products]).toEqual([product]);
    expect([...hint.namingTerms].sort()).toEqual([...terms].sort());
  });

  it.each([
    "is hospitalisation after an accident covered",
    "does my policy have accident cover",
    "what documents do I need",
    "health care plan policy",
  ])("hears no product in '%s'", (query) => {
    expect(productHint(query, PRODUCTS).products.size).toBe(0);
  });

  it.each([
    ["what is PA guard", "PlanCover Personal Accident Guard"],
    ["Family Shield maternity", "PlanCover Family Shield"],
  ])("hears '%s' as naming %s by its name, a kind's short name standing for its words", (query, product) => {
    expect([...productHint(query, PRODUCTS).byName]).toEqual([product]);
  });

  it.each(["what does my PA policy cover", "room rent on the corporate policy", "family floater maternity"])(
    "hears '%s' as naming a kind, not a product by its name",
    (query) => {
      expect(productHint(query, PRODUCTS).byName.size).toBe(0);
    },
  );

  it("names only products the company has", () => {
    expect(productHint("family floater", ["PlanCover Group Care"]).products.size).toBe(0);
  });
});
