/**
 * Whether a passage of the policy wording addresses a question, and which of its sentences answers
 * it. Pure. A question is read the way the planner reads a message (its words, the wording's words
 * added, stemmed), without the words that only say which policy it is about ("insurance", "my family
 * policy", a product's name), each word weighted by how rare it is in the wording (idf over every
 * section of the corpus). A passage addresses the question when it holds at least RELEVANT_SHARE of
 * what the best-matching section of the whole corpus holds: a product whose wording only shares a
 * common word ("period", "claim") is silent on the question, and the answer says so rather than quote
 * it. A question naming a subject in a member's words (a concept) is answered only by a passage
 * stating it. Which sentence of a passage answers is lead.ts's.
 */
import { OVERALL_WORDS } from "../../../shared/overall-words";
import { HOW_ASKED_WORDS } from "../../../shared/question-framing";
import { NAMED_BENEFITS } from "../../planner/language/named-benefits";
import { stem } from "../../planner/language/stem";
import { asWording, wordingAdded, wordings } from "../../planner/language/synonyms";
import vocabulary from "../../planner/language/vocabulary.json";
import { ASPECT_WORDINGS, HOW_WORDINGS, WHO_WORDINGS, wordingPhrases } from "../../planner/language/wordings";
import { escapeRegExp, normalise, STOP_WORDS } from "../../planner/language/words";
import { namedProducts, withoutKindNames } from "./named";
import { idf, KIND_OF_POLICY, phrasesIn, SECTIONS, topicStems } from "./topic-words";

/** A passage must hold this share of what the best section of the corpus holds of the question. */
export const RELEVANT_SHARE = 0.35;

/**
 * A question whose answer is a figure: an amount, a limit, a number of days or months, a date. "When"
 * asks for one only as a question ("when can I claim"), not as a conjunction ("when a room is chosen").
 */
const ASKS_FOR_FIGURE =
  /\b(how (much|many|long|soon|old)|when (can|will|do|does|is|am|are|should|would|must)\b|what (is the |are the )?(\w+ )?(limit|amount|percentage|age|period|sum)|limits?|maximum|max|minimum|up to|upto|within|percent(age)?|cap|kitna|kitni|kitne|kab)\b|%/i;

/**
 * A concept the question names in a member's own words, as the wording writes it (the phrase a
 * synonyms rule adds: "restoration restores", "day-care", "maternity"), weighted by how few sections
 * of the corpus use it.
 */
interface Concept {
  readonly phrase: RegExp;
  readonly weight: number;
  /** The phrase's topic words. */
  readonly stems: ReadonlySet<string>;
  /** How a claim is made (HOW_WORDINGS), not a subject: it gates only a question naming no subject. */
  readonly how: boolean;
  /** What is asked of a subject or where it happens (ASPECT_WORDINGS): it gates like `how`. */
  readonly aspect: boolean;
  /** The wording's other phrases for it ("renewable for life" for leaving the company); null with none. */
  readonly also: RegExp | null;
  /** A benefit known by its name (NAMED_BENEFITS: "cumulative bonus"), as the rule words it; null for any other. */
  readonly named: string | null;
}

/**
 * A topic word of a concept the question names weighs this many times its rarity: what the member
 * asks about counts above the other words they ask it with ("bear" in "what percentage of each
 * claim do I bear").
 */
const CONCEPT_WEIGHT = 2;

/** Every section of the corpus, for finding a concept's phrase. */
const SECTION_TEXTS: readonly string[] = vocabulary.sections.map((section) =>
  phrasesIn(`${section.heading}\n${section.text}`),
);

/** The wording's own terms for its concepts ("grace period", "maternity"), each as a whole phrase. */
const WORDING_TERMS: readonly (readonly [string, RegExp])[] = [...new Set(wordings())].map((wording) => [
  wording,
  new RegExp(`\\b${escapeRegExp(wording)}\\b`),
]);

/**
 * The concepts a text names, in a member's words (a synonym rule's) or in the wording's own ("what is
 * the grace period"), that some section of the corpus states: a phrase no section uses gates nothing
 * (unless it names a benefit, NAMED_BENEFITS), and neither do the people it is about (WHO_WORDINGS).
 */
/**
 * What every limit is stated against ("covered up to the sum insured"), and how much of a limit is left
 * ("balance"): beside a subject ("does the cover top back up after a surgery uses the sum insured",
 * "how much maternity limit is left") it says how much, not what about, and it would let any passage
 * naming a limit answer, or none on the subject.
 */
const MEASURES: ReadonlySet<string> = new Set(["sum insured", "balance"]);

function conceptsOf(lower: string): Concept[] {
  const literal = WORDING_TERMS.filter(([, phrase]) => phrase.test(lower)).map(([wording]) => wording);
  return [...new Set([...wordingAdded(lower), ...literal])].flatMap((wording) => {
    // A question word a rule reads Hindi as ("kab" is "when") names no subject.
    if (WHO_WORDINGS.has(wording) || topicStems(wording).size === 0) return [];
    const [, ...others] = wordingPhrases(wording);
    const phrase = new RegExp(`\\b(?:${[wording, ...others].map(escapeRegExp).join("|")})\\b`);
    const also = others.length > 0 ? new RegExp(`\\b(?:${others.map(escapeRegExp).join("|")})\\b`) : null;
    const df = SECTION_TEXTS.filter((text) => phrase.test(text)).length;
    // A benefit known by its name gates even when no section states it: then none describes it.
    const named = NAMED_BENEFITS.has(wording);
    if (df === 0 && !named) return [];
    const weight = Math.log(1 + SECTION_TEXTS.length / Math.max(df, 1));
    const how = HOW_WORDINGS.has(wording);
    const aspect = ASPECT_WORDINGS.has(wording) || MEASURES.has(wording);
    return [{ phrase, also, weight, stems: topicStems(wording), how, aspect, named: named ? wording : null }];
  });
}

export interface Question {
  readonly stems: ReadonlySet<string>;
  /** Each of its topic words' weight: its rarity, more for a concept's word (CONCEPT_WEIGHT). */
  readonly weights: ReadonlyMap<string, number>;
  /** The concepts it names in a member's words that the wording states; empty when it names none. */
  readonly concepts: readonly Concept[];
  /** What the best-matching section of the corpus holds of the question, idf-weighted. */
  readonly best: number;
  /** The question's rarest word that the best-matching section holds ("ambulance", "check"); null with none. */
  readonly sharpest: string | null;
  readonly asksFigure: boolean;
  /** What "what …" or "which …" asks for ("what documents", "which papers"), as a stem; null when it asks none. */
  readonly asksFor: string | null;
  /**
   * It asks what a policy covers as a whole ("what does the personal accident guard cover", "benefits
   * of the individual plan"): nothing but words like "cover" beside a product's name or a policy word.
   */
  readonly overall: boolean;
}

/** The topic words of whom a question is about (WHO_WORDINGS: "children dependent", "spouse"). */
const WHO_STEMS: ReadonlySet<string> = new Set([...WHO_WORDINGS].flatMap((wording) => [...topicStems(wording)]));

/** Words that ask what a policy offers, not about one thing in it, as the wording search reads them. */
const OVERALL_STEMS: ReadonlySet<string> = new Set(OVERALL_WORDS.map(stem));

/**
 * "What documents…", "which kind of room…": the thing a question asks for comes right after. "Documents
 * needed for…", "papers required for…", "list of documents…": it comes first, or after "list of".
 */
const ASKS_FOR: readonly RegExp[] = [
  /\b(?:what|which)\s+(?:all\s+|kind of\s+|type of\s+|sort of\s+)?(\p{L}+)/u,
  /^\s*(?:the\s+|all\s+)?(\p{L}+)\s+(?:needed|required|reqd|necessary|to (?:send|submit|give|carry))\b/u,
  /\blist of\s+(?:the\s+|all\s+)?(\p{L}+)/u,
];

/** The stem of the thing a question asks for, as the wording names it; null when it asks for none. */
function asksForOf(text: string): string | null {
  const worded = asWording(normalise(text));
  const word = ASKS_FOR.map((pattern) => pattern.exec(worded)?.[1]).find((found) => found !== undefined);
  return word === undefined || STOP_WORDS.has(word) ? null : stem(word);
}

/** How a question is put (HOW_ASKED_WORDS), as stems: never what it is about. */
const HOW_ASKED: ReadonlySet<string> = new Set(HOW_ASKED_WORDS.map(stem));

/**
 * The question as its topic words. `products`: the products' names, which say which policy the
 * question is about, not what it asks ("room rent on family shield" asks about room rent).
 */
export function questionOf(text: string, products: readonly string[] = []): Question {
  const names = products.flatMap((p) => {
    const lower = normalise(p);
    const brandless = lower.split(/\s+/).slice(1).join(" ");
    return brandless === "" ? [lower] : [lower, brandless];
  });
  const stems = new Set([...topicStems(text, names, true)].filter((s) => !HOW_ASKED.has(s)));
  let lower = normalise(text);
  for (const name of names) lower = lower.replaceAll(name, " ");
  // "My accident policy" says which policy, not that the question is about an accident.
  const concepts = conceptsOf(withoutKindNames(lower.replace(KIND_OF_POLICY, " ")));
  const asksFor = asksForOf(text);
  // A concept's word weighs as rare as the concept's phrases are, however rare the word itself is.
  const weightOf = (s: string) => {
    const concept = concepts.filter((c) => c.stems.has(s)).reduce((max, c) => Math.max(max, c.weight), 0);
    return s === asksFor || concept > 0 ? Math.max(idf(s), concept) * CONCEPT_WEIGHT : idf(s);
  };
  const weights = new Map([...stems].map((s) => [s, weightOf(s)] as const));
  let best = 0;
  let sharpest: string | null = null;
  for (const [i, words] of SECTIONS.entries()) {
    const section = withConceptsHeld(words, SECTION_TEXTS[i] ?? "", concepts);
    const mass = massOf(weights, section);
    if (mass <= best) continue;
    best = mass;
    // Whom it is about ("my son": children) is never what it asks of a benefit list.
    sharpest = [...stems].filter((s) => section.has(s) && !WHO_STEMS.has(s)).sort((a, b) => idf(b) - idf(a))[0] ?? null;
  }
  const asksFigure = ASKS_FOR_FIGURE.test(text);
  // "What is a PA policy": a product named by its kind, with nothing else asked, is asked about whole.
  const named =
    names.some((name) => normalise(text).includes(name)) ||
    (stems.size === 0 && namedProducts(text, products).length > 0);
  const overall = [...stems].every((s) => OVERALL_STEMS.has(s)) && (stems.size > 0 || named);
  return { stems, weights, concepts, best, sharpest, asksFigure, asksFor, overall };
}

/**
 * A text's topic words, with the words of each concept it states in any of the wording's phrases
 * ("for one person" states eligibility), as `written` (phrasesIn) shows them.
 */
function withConceptsHeld(stems: ReadonlySet<string>, written: string, concepts: readonly Concept[]): Set<string> {
  const held = new Set(stems);
  for (const concept of concepts) if (concept.phrase.test(written)) for (const s of concept.stems) held.add(s);
  return held;
}

function massOf(weights: ReadonlyMap<string, number>, held: ReadonlySet<string>): number {
  let mass = 0;
  for (const [s, weight] of weights) if (held.has(s)) mass += weight;
  return mass;
}

/**
 * How much of the question a passage (its section's heading and its text) holds, as a share of what
 * the best-matching section of the corpus holds: it addresses the question at RELEVANT_SHARE or more.
 */
export function coverage(question: Question, heading: string, text: string): number {
  if (question.best <= 0) return 0;
  const written = question.concepts.length > 0 ? phrasesIn(`${heading}\n${text}`) : "";
  const stems = withConceptsHeld(topicStems(`${heading}\n${text}`), written, question.concepts);
  return massOf(question.weights, stems) / question.best;
}

/**
 * How much of the question a passage addresses: its coverage (above), or 0 when it states none of the
 * subjects the question names: a section that shares the question's common words but not what it is
 * about ("bills" in the claim documents, for "will insurance pay the ambulance bill") does not answer it.
 */
export function addressing(question: Question, heading: string, text: string): number {
  // The subjects it names gate; how a claim is made, or what is asked of a subject ("waiting
  // period"), gates only a question about nothing else.
  const subjects = question.concepts.filter((c) => !c.how && !c.aspect);
  const gating = subjects.length > 0 ? subjects : question.concepts;
  // A section headed with what the question asks for ("what documents…") is on its subject.
  if (gating.length > 0 && !headingNamesAsked(question, heading)) {
    const written = phrasesIn(`${heading}\n${text}`);
    if (!gating.some((c) => c.phrase.test(written))) return 0;
  }
  return coverage(question, heading, text);
}

/**
 * Whether a section's heading states a subject, and none the question names ("Cover after leaving the
 * company" for "is cataract covered", which it mentions only for the waiting periods a new policy
 * credits): such a section is about something else, however many of the question's words it holds.
 * The exclusions are never another subject: they say whether anything asked about is covered.
 */
export function headingStatesOtherSubject(question: Question, heading: string): boolean {
  const written = phrasesIn(heading);
  if (question.concepts.some((c) => c.phrase.test(written))) return false;
  const other = (c: Concept) => !c.how && !c.aspect && !c.phrase.test("exclusions");
  return conceptsOf(normalise(heading)).some(other);
}

/** Whether a section's heading names the thing the question asks for ("Documents needed for a claim"). */
export function headingNamesAsked(question: Question, heading: string): boolean {
  return question.asksFor !== null && topicStems(heading).has(question.asksFor);
}

/** How an answer names the benefit a question asks for by its name ("a no-claim bonus"); null for none. */
export function namedBenefitOf(question: Question): string | null {
  const named = question.concepts.find((c) => c.named !== null)?.named;
  return named ? (NAMED_BENEFITS.get(named) ?? null) : null;
}

/**
 * Whether a short text (a benefit's name and notes) names the question's sharpest word; for a
 * benefit asked for by its name, whether it states that name ("In-patient hospitalisation" shares
 * "hospital" with "hospital cash", and is not it).
 */
export function namesSubject(question: Question, text: string): boolean {
  const named = question.concepts.filter((c) => c.named !== null);
  if (named.length > 0) return named.some((c) => c.phrase.test(phrasesIn(text)));
  return question.sharpest !== null && topicStems(text).has(question.sharpest);
}
