/**
 * How the truth grading reads an answer: one normal form for the answer and for every phrase a case
 * expects, the answer cut into sentences, each sentence labelled with the products it is presented
 * under, and whether a phrase occurs in a sentence. Pure. quality-lab/TRUTH.md states these rules.
 */
import { PRODUCT, PRODUCTS, type Product } from "./products";

/** Amount words and spellings that mean the same, folded so one phrase matches every way of writing it. */
const FOLDS: readonly (readonly [RegExp, string | ((...groups: string[]) => string)])[] = [
  [/\[\d+\]/g, " "], // citation markers: "[1]" is not a figure
  [/[‘’ʼ`]/g, "'"],
  [/[“”]/g, '"'],
  [/[‐‑‒–—―]/g, "-"],
  [/(\d),(?=\d)/g, "$1"], // 10,00,000 and 1,000,000 alike
  [/\b(?:rs\.?|inr)\s*(?=\d)/g, "₹"],
  [/₹\s+/g, "₹"],
  [/(\d+(?:\.\d+)?)\s*(?:lakhs?|lacs?)\b/g, (_, n = "0") => String(Math.round(Number(n) * 100_000))],
  [/\s*\b(?:per\s?cent)\b/g, "%"],
  [/(\d)\s+%/g, "$1%"],
  [/\bco[\s-]?pay(?:ments?|s)?\b/g, "copay"],
  [/\bcheck[\s-]?ups?\b/g, "checkup"],
  [/\bnew[\s-]?borns?\b/g, "newborn"],
  [/\bday[\s-]?care\b/g, "daycare"],
  [/\bpre[\s-]?existing\b/g, "pre-existing"],
  [/[:()"*_[\]{}]/g, " "],
  [/\s+/g, " "],
];

/** The normal form: NFKC, lower case, amounts as plain digits (₹5 lakh = ₹500000), spellings folded. */
export function normalise(text: string): string {
  let out = text.normalize("NFKC").toLowerCase();
  for (const [pattern, to] of FOLDS) out = typeof to === "string" ? out.replace(pattern, to) : out.replace(pattern, to);
  return out.trim();
}

const isWordChar = (c: string | undefined) => c !== undefined && /[a-z0-9]/.test(c);

/** Whether `phrase` (normalised) occurs in `text` (normalised) as whole words: "10%" is not in "110%". */
export function containsPhrase(text: string, phrase: string): boolean {
  if (phrase.length === 0) return false;
  for (let at = text.indexOf(phrase); at !== -1; at = text.indexOf(phrase, at + 1)) {
    const before = isWordChar(phrase[0]) && isWordChar(text[at - 1]);
    const after = isWordChar(phrase.at(-1)) && isWordChar(text[at + phrase.length]);
    if (!before && !after) return true;
  }
  return false;
}

/** An alternative: one phrase, or phrases joined by " & " that must all occur in one sentence. */
export function alternativeMatches(sentence: string, alternative: string): boolean {
  return alternative
    .split(" & ")
    .map(normalise)
    .every((part) => containsPhrase(sentence, part));
}

export interface Sentence {
  /** Its position in the answer, from 0. */
  readonly index: number;
  readonly text: string;
  /** The products it is presented under: named in it, or in the line or heading it continues. */
  readonly label: readonly Product[];
  /** Whether it is a question (ends with "?"). */
  readonly question: boolean;
}

/** The products a normalised text names: a product's name, or a portal ref the asker holds of it. */
export function productsNamed(text: string, portalRefs: ReadonlyMap<string, Product>): Product[] {
  const named = new Set<Product>();
  for (const product of PRODUCTS) {
    if (PRODUCT[product].names.some((name) => containsPhrase(text, name))) named.add(product);
  }
  for (const [ref, product] of portalRefs) if (containsPhrase(text, ref.toLowerCase())) named.add(product);
  return PRODUCTS.filter((product) => named.has(product));
}

const BULLET = /^\s*(?:[-•*]|\d+[.)])\s+/;

/**
 * The answer as labelled sentences. Blank lines part blocks; a line is cut into sentences after
 * ". ", "? ", "! " and "; ". A sentence naming products is labelled with them; one naming none carries
 * the label of the sentence before it in its block, so a bullet under "Group Care:" is Group Care's.
 * A line that ends with ":" and names no product (a heading such as "From the policy wording:")
 * clears the label: what follows it is presented under no product, that is as the member's own.
 */
export function sentencesOf(answer: string, portalRefs: ReadonlyMap<string, Product> = new Map()): Sentence[] {
  const sentences: Sentence[] = [];
  let label: Product[] = [];
  for (const raw of answer.split("\n")) {
    const line = raw.replace(BULLET, "").trim();
    if (line.length === 0) {
      label = [];
      continue;
    }
    const parts = normalise(line)
      .split(/(?<=[.?!;])\s+/)
      .filter((part) => part.length > 0);
    for (const text of parts) {
      const named = productsNamed(text, portalRefs);
      if (named.length > 0) label = named;
      sentences.push({ index: sentences.length, text, label, question: text.endsWith("?") });
    }
    if (line.endsWith(":") && productsNamed(normalise(line), portalRefs).length === 0) label = [];
  }
  return sentences;
}

const ASKS_WHICH = /\bwhich\b.*\b(?:plan|policy|product|insurance)\b/;

/** Whether the answer asks which plan the person holds: a question about which plan, or one naming two products or more. */
export function asksWhichPlan(sentences: readonly Sentence[]): boolean {
  return sentences.some((s) => s.question && (ASKS_WHICH.test(s.text) || s.label.length >= 2));
}

const SIGN_IN = ["sign in", "signing in", "sign-in", "signed in", "log in", "logging in", "login", "log-in"];

/** Whether the answer says that signing in answers for the person's own plan (mentions signing in). */
export function mentionsSignIn(sentences: readonly Sentence[]): boolean {
  return sentences.some((s) => SIGN_IN.some((phrase) => containsPhrase(s.text, phrase)));
}
