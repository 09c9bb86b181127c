/**
 * Scores a message against everything the planner knows, by retrieval rather than keyword lists:
 * - each intent (intents.ts) from its examples and its tools' descriptions; a word weighs by how
 *   few intents share it (inverse intent frequency) and by how firmly the intent owns it (most of
 *   its examples, one example, or only a description);
 * - the policy corpus (vocabulary.json, one entry per section), bm25-like: a word weighs by how few
 *   sections hold it, a heading's words count more, and the best section is the match.
 * The indexes are built once per isolate from constant data and never change. Pure.
 */
import { INTENT_EXAMPLES, INTENT_TOOLS, INTENTS, type Intent } from "./intents";
import { stem } from "./language/stem";
import { withWording, wordings } from "./language/synonyms";
import { MEMBER_CONDITION_WORDS } from "./language/treatments";
import vocabulary from "./language/vocabulary.json";
import { buildLexicon, type Lexicon, normalise, rawWords, STOP_WORDS } from "./language/words";

/** How firmly an intent owns a word seen only in its tools' descriptions, not in its examples. */
const DESCRIPTION_STRENGTH = 0.35;
/** How firmly an intent owns a word seen in one of its examples; more examples add up to 1. */
const EXAMPLE_STRENGTH = 0.7;
/** A heading's words weigh this many times a text's. */
const HEADING_WEIGHT = 2;

export interface CorpusSection {
  readonly heading: string;
  readonly text: string;
}

const SECTIONS: readonly CorpusSection[] = vocabulary.sections;
const DESCRIPTIONS: Readonly<Record<string, string>> = vocabulary.tools;

/** A text's topic words as the planner compares them: the wording's words added, common words dropped, stemmed. */
export function stemsOf(text: string): Set<string> {
  return new Set(
    rawWords(withWording(normalise(text)))
      .filter((word) => !STOP_WORDS.has(word))
      .map(stem),
  );
}

/** intent -> stem -> strength in (0, 1]. */
function intentProfiles(): Map<Intent, Map<string, number>> {
  const profiles = new Map<Intent, Map<string, number>>();
  for (const intent of INTENTS) {
    const profile = new Map<string, number>();
    const examples = INTENT_EXAMPLES[intent].map(stemsOf);
    for (const stems of examples) {
      for (const s of stems) {
        const share = examples.filter((e) => e.has(s)).length / examples.length;
        profile.set(s, Math.min(1, EXAMPLE_STRENGTH + share));
      }
    }
    for (const tool of INTENT_TOOLS[intent]) {
      for (const s of stemsOf(DESCRIPTIONS[tool] ?? "")) {
        if (!profile.has(s)) profile.set(s, DESCRIPTION_STRENGTH);
      }
    }
    profiles.set(intent, profile);
  }
  return profiles;
}

const PROFILES = intentProfiles();

/** ln(1 + N / df), where df adds up how firmly each intent owns the word (a description counts a third). */
const INTENT_IDF: ReadonlyMap<string, number> = (() => {
  const df = new Map<string, number>();
  for (const profile of PROFILES.values()) for (const [s, strength] of profile) df.set(s, (df.get(s) ?? 0) + strength);
  return new Map([...df].map(([s, n]) => [s, Math.log(1 + INTENTS.length / n)]));
})();

interface SectionIndex {
  readonly heading: CorpusSection["heading"];
  readonly headingStems: ReadonlySet<string>;
  readonly stems: ReadonlySet<string>;
}

const SECTION_INDEX: readonly SectionIndex[] = SECTIONS.map((section) => ({
  heading: section.heading,
  headingStems: stemsOf(section.heading),
  stems: stemsOf(`${section.heading} ${section.text}`),
}));

/** "Term: what it means." at the start of a glossary sentence. */
const GLOSSARY_ENTRY = /(?:^|[.;]\s+)([A-Z][\p{L}\p{N}\s'-]{0,40}?):\s/gu;

/** Each glossary term of the corpus as the stems that must all be in a message to name it. */
const GLOSSARY_TERMS: readonly ReadonlySet<string>[] = SECTIONS.filter((s) => /glossary/i.test(s.heading)).flatMap(
  (section) => [...section.text.matchAll(GLOSSARY_ENTRY)].map((m) => stemsOf(m[1] ?? "")).filter((t) => t.size > 0),
);

/** Whether the message names a term the corpus's glossary defines. */
export function namesGlossaryTerm(stems: ReadonlySet<string>): boolean {
  return GLOSSARY_TERMS.some((term) => [...term].every((s) => stems.has(s)));
}

const CORPUS_IDF: ReadonlyMap<string, number> = (() => {
  const df = new Map<string, number>();
  for (const section of SECTION_INDEX) for (const s of section.stems) df.set(s, (df.get(s) ?? 0) + 1);
  return new Map([...df].map(([s, n]) => [s, Math.log(1 + SECTION_INDEX.length / n)]));
})();

/** A stem's weight in the policy wording: ln(1 + sections / sections holding it); 0 for a word it never uses. */
export function corpusIdf(s: string): number {
  return CORPUS_IDF.get(s) ?? 0;
}

/**
 * How much of `stems` the best-matching section of the whole corpus holds, idf-weighted (heading and
 * text alike), with the stem that weighs most among them: the yardstick a passage's coverage of a
 * question is measured against. Zero and null when no section holds any.
 */
export function bestCoverage(stems: ReadonlySet<string>): { readonly mass: number; readonly sharpest: string | null } {
  let best = { mass: 0, sharpest: null as string | null };
  for (const section of SECTION_INDEX) {
    let mass = 0;
    let sharpest: string | null = null;
    for (const s of stems) {
      if (!section.stems.has(s)) continue;
      mass += corpusIdf(s);
      if (sharpest === null || corpusIdf(s) > corpusIdf(sharpest)) sharpest = s;
    }
    if (mass > best.mass) best = { mass, sharpest };
  }
  return best;
}

/** Every word the planner knows: the corpus, the examples and the tools' descriptions. */
export const LEXICON: Lexicon = buildLexicon(
  [
    ...SECTIONS.flatMap((section) => [section.heading, section.text]),
    ...Object.values(INTENT_EXAMPLES).flat(),
    ...Object.values(DESCRIPTIONS),
    MEMBER_CONDITION_WORDS,
  ],
  Object.values(INTENT_EXAMPLES).flat(),
);

export type IntentScores = ReadonlyMap<Intent, number>;

/** Each intent's score over `stems`: the sum of each word's idf times how firmly the intent owns it. */
export function scoreIntents(stems: ReadonlySet<string>): IntentScores {
  const scores = new Map<Intent, number>();
  for (const intent of INTENTS) {
    const profile = PROFILES.get(intent) ?? new Map<string, number>();
    let score = 0;
    for (const s of stems) score += (profile.get(s) ?? 0) * (INTENT_IDF.get(s) ?? 0);
    scores.set(intent, score);
  }
  return scores;
}

/** A word's inverse intent frequency (0 for a word no intent owns). */
export function intentIdf(s: string): number {
  return INTENT_IDF.get(s) ?? 0;
}

/** How firmly the intent that owns a stem most owns it: a word is distinctive only for its strongest owners. */
export function topStrength(s: string): number {
  return Math.max(0, ...[...PROFILES.values()].map((profile) => profile.get(s) ?? 0));
}

/** How firmly `intent` owns a stem (0 when not at all). */
export function strengthOf(intent: Intent, s: string): number {
  return PROFILES.get(intent)?.get(s) ?? 0;
}

export interface CorpusMatch {
  /** The best section's score (0: nothing in the corpus shares a word with the message). */
  readonly score: number;
  /** The best sections' headings, best first (for suggestions). */
  readonly headings: readonly string[];
  /** The rarest corpus word the message shares with the best section (its idf). */
  readonly sharpest: number;
  /** The share of the message's words (those not ignored) the best section holds, 0 to 1. */
  readonly share: number;
  /** Whether the best section shares a word of the insurance's own vocabulary (a heading, a glossary term, the synonym layer's). */
  readonly onTopic: boolean;
}

/** Question words kept for the intents ("who is covered") that say nothing about the wording's topics. */
const QUESTION_WORDS: ReadonlySet<string> = new Set(["who"]);

/** A word of a product's name that at most this many sections use names the product, not a topic of its text. */
const PRODUCT_NAME_MAX_SECTIONS = 2;

/**
 * The words that name the corpus's products and nothing else ("shield", "essential", "guard"): a
 * question naming plans ("family shield vs individual essential") is about the policy, however few of
 * its other words the wording shares. Words the wording also uses for its topics ("family", "group",
 * "accident") are left to those topics.
 */
function productNameStems(): string[] {
  return vocabulary.products
    .flatMap((product) => [...stemsOf(product)])
    .filter((s) => SECTION_INDEX.filter((section) => section.stems.has(s)).length <= PRODUCT_NAME_MAX_SECTIONS);
}

/**
 * The insurance's own words: the corpus's headings, its glossary's terms and the wording the synonym
 * layer maps members' words to. A rare word shared with a section's text alone ("book", "work")
 * does not make a message a question about the policy; one of these does.
 */
const TOPIC_STEMS: ReadonlySet<string> = new Set([
  ...SECTION_INDEX.flatMap((section) => [...section.headingStems]),
  ...GLOSSARY_TERMS.flatMap((term) => [...term]),
  ...wordings().flatMap((wording) => [...stemsOf(wording)]),
  ...productNameStems(),
]);

/** The message's stems (minus `ignored`) against each section of the corpus. */
export function matchCorpus(stems: ReadonlySet<string>, ignored: ReadonlySet<string> = new Set()): CorpusMatch {
  const considered = [...stems].filter((s) => !ignored.has(s) && !QUESTION_WORDS.has(s));
  const asked = considered.filter((s) => CORPUS_IDF.has(s));
  const ranked = SECTION_INDEX.map((section) => {
    let score = 0;
    let sharpest = 0;
    const shared: string[] = [];
    for (const s of asked) {
      if (!section.stems.has(s)) continue;
      const idf = CORPUS_IDF.get(s) ?? 0;
      score += idf * (section.headingStems.has(s) ? HEADING_WEIGHT : 1);
      sharpest = Math.max(sharpest, idf);
      shared.push(s);
    }
    return { heading: section.heading, score, sharpest, shared };
  })
    .filter((r) => r.score > 0)
    .sort((a, b) => b.score - a.score);
  const best = ranked[0];
  const headings = [...new Set(ranked.map((r) => r.heading))].slice(0, 3);
  return {
    score: best?.score ?? 0,
    headings,
    sharpest: best?.sharpest ?? 0,
    share: best && considered.length > 0 ? best.shared.length / considered.length : 0,
    onTopic: best?.shared.some((s) => TOPIC_STEMS.has(s)) ?? false,
  };
}
