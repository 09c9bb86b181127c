/**
 * The closest questions the assistant can answer, for a message nothing matched: the intents that
 * came nearest and the corpus sections that shared a word, each as a question a member could ask.
 * Pure; the fallbacks are the questions members ask most.
 */
import type { Intent } from "./intents";
import type { IntentScores } from "./retrieval";

/** How many suggestions an answer offers. */
export const SUGGESTIONS_MAX = 3;

const ASK: Readonly<Record<Intent, string>> = {
  policies: "Which policies do I have?",
  plan: "What are my plan details?",
  cover: "What does my policy cover?",
  balance: "How much of my sum insured is left?",
  members: "Who is covered on my policy?",
  claims: "What is the status of my claims?",
  documents: "Send me my policy documents",
  ecard: "Send me my e-card",
  profile: "What contact details do you have for me?",
  hospitals: "Network hospitals near 560034",
  callback: "Please call me back",
};

const FALLBACK = [
  "What is the waiting period for pre-existing diseases?",
  "How much of my sum insured is left?",
  "Network hospitals near 560034",
];

/**
 * Sections that are no subject to ask about: the glossary, and the overview every wording opens with
 * ("What does the policy say about about this policy?" is no question).
 */
const NOT_A_SUBJECT = /^(glossary|definitions|about this (policy|plan))$/i;

export function suggestionsFor(scores: IntentScores, headings: readonly string[]): string[] {
  const near = [...scores]
    .filter(([, score]) => score > 0)
    .sort((a, b) => b[1] - a[1])
    .map(([intent]) => ASK[intent]);
  const wording = headings
    .filter((heading) => !NOT_A_SUBJECT.test(heading))
    .map((heading) => `What does the policy say about ${heading.toLowerCase()}?`);
  const picked = [...new Set([...wording.slice(0, 1), ...near.slice(0, 2), ...wording.slice(1), ...FALLBACK])];
  return picked.slice(0, SUGGESTIONS_MAX);
}
