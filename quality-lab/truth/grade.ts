/**
 * Whether an answer is true for the member who asked: pure, from the truth case, what the run
 * recorded and who asked (their products, portal refs and live figures). Each unmet rule is a reason
 * in the report's words; the rule is written out in quality-lab/TRUTH.md, one numbered step per
 * check below.
 */
import { type FalseFact, MEMBER_READS, type TruthCase, type TruthFact } from "../case";
import { uncaughtServerError } from "../evaluate";
import type { CaseRun } from "../run-case";
import { type Asker, portalRefsOf, productsHeld, resolveAlternatives } from "./asker";
import { PRODUCT, type Product, productNamed } from "./products";
import { alternativeMatches, asksWhichPlan, containsPhrase, mentionsSignIn, type Sentence, sentencesOf } from "./text";
import wordingJson from "./wording.json";

/** Each product's wording in the normal form (written by `npm run quality-lab:cases` from corpus/demo). */
const WORDING: Readonly<Record<Product, string>> = wordingJson;

/** A quote this many words long, or longer, is taken for the wording it occurs in. */
const QUOTE_MIN_WORDS = 6;

/**
 * Whether a sentence quotes its labelled product's own wording: the sentence from some word on, at
 * least QUOTE_MIN_WORDS long, occurs in that wording ("- Individual Essential (Co-payment): The plan
 * is sold with or without a 10% co-payment option" is that product's, whatever another's facts say).
 */
function quotesItsProduct(s: Sentence): boolean {
  const words = s.text.replace(/[.;!?…]+$/u, "").split(" ");
  return s.label.some((product) => {
    for (let from = 0; words.length - from >= QUOTE_MIN_WORDS; from++) {
      if (WORDING[product].includes(words.slice(from).join(" "))) return true;
    }
    return false;
  });
}

export interface TruthVerdict {
  /** True for this member: no reason below. */
  readonly pass: boolean;
  readonly reasons: string[];
  readonly uncaughtServerError: boolean;
}

const EXCERPT_CHARS = 90;
const excerpt = (s: Sentence) => (s.text.length > EXCERPT_CHARS ? `${s.text.slice(0, EXCERPT_CHARS)}…` : s.text);
const nameOf = (product: Product | undefined) => (product ? PRODUCT[product].name : "the member");

/** A fact with its alternatives resolved for this asker, and the sentences it occurs in. */
interface Found<F> {
  readonly fact: F;
  readonly at: Sentence[];
}

function find<F extends { any: string[]; product?: Product }>(
  facts: readonly F[],
  sentences: readonly Sentence[],
  asker: Asker,
): Found<F>[] {
  return facts.map((fact) => {
    const alternatives = resolveAlternatives(fact.any, fact.product, asker);
    return { fact, at: sentences.filter((s) => alternatives.some((a) => alternativeMatches(s.text, a))) };
  });
}

/** A member read (one of the thirteen PlanCover reads) that ran and did not fail. */
function readTheirData(run: CaseRun): boolean {
  return MEMBER_READS.some((tool) => {
    const started = run.selected.filter((name) => name === tool).length;
    const failed = run.failures.filter((failure) => failure.tool === tool).length;
    return started > failed;
  });
}

export function gradeTruth(lab: TruthCase, run: CaseRun, asker: Asker): TruthVerdict {
  const { truth } = lab;
  const reasons: string[] = [];
  const uncaught = uncaughtServerError(run);
  // 1. The turn: no uncaught server error; answered (signed out, an answer before the sign-in card will do).
  if (uncaught) reasons.push("uncaught server error");
  const signedOut = lab.caller === "signed_out" && lab.sign_in_when_asked === undefined;
  const endings = signedOut ? ["answered", "sign_in_required"] : ["answered"];
  if (!endings.includes(run.outcome)) reasons.push(`ended ${run.outcome}, expected ${endings.join(" or ")}`);
  if (run.answer.trim().length === 0) reasons.push("no answer");

  const held = productsHeld(asker);
  const sentences = sentencesOf(run.answer, portalRefsOf(asker));
  const stated = find(truth.must_state, sentences, asker);
  const falses = find(truth.must_not_state, sentences, asker);
  const named = find(truth.only_under_its_name, sentences, asker);

  // 2. Each must-state fact, presented under its product (unnamed counts only for a member holding one product).
  const counts = (fact: TruthFact, s: Sentence) =>
    fact.product === undefined ||
    s.label.includes(fact.product) ||
    (s.label.length === 0 && held.length === 1 && held[0] === fact.product);
  for (const { fact, at } of stated) {
    const presented = at.filter((s) => counts(fact, s));
    if (presented.length === 0) {
      const elsewhere = at.some((s) => s.label.length > 0)
        ? " (only under another product's name)"
        : at.length > 0
          ? " (only unnamed, and the member holds more than one product)"
          : "";
      reasons.push(`does not state, for ${nameOf(fact.product)}: ${fact.says}${elsewhere}`);
    } else if (fact.source === "live" && !readTheirData(run)) {
      reasons.push(`states ${fact.says} without reading the member's data`);
    }
  }
  // 3. No other product's contradicting fact outside a sentence that names only other products.
  const asTheirs = (fact: FalseFact, s: Sentence) => s.label.length === 0 || s.label.includes(fact.contradicts);
  for (const { fact, at } of falses) {
    const wrong = at.find((s) => asTheirs(fact, s));
    if (wrong)
      reasons.push(
        `presents ${nameOf(fact.product)}'s "${fact.says}" as ${nameOf(fact.contradicts)}'s: "${excerpt(wrong)}"`,
      );
  }
  // 4. A product's fact given signed out or to a member with no policy names its product in the same
  // sentence, unless the sentence quotes the wording of the product it is under.
  for (const { fact, at } of named) {
    const productsHere = (s: Sentence) => named.filter((n) => n.at.includes(s)).map((n) => n.fact.product);
    const unnamed = at.find(
      (s) => !productsHere(s).some((p) => p !== undefined && s.label.includes(p)) && !quotesItsProduct(s),
    );
    if (unnamed)
      reasons.push(`states ${nameOf(fact.product)}'s "${fact.says}" without naming it: "${excerpt(unnamed)}"`);
  }
  // 5. Signed out: some product's answer under its name, or a question back about which plan.
  if (truth.answer_or_ask) {
    const answered = named.some(({ fact, at }) => at.some((s) => fact.product && s.label.includes(fact.product)));
    if (!answered && !asksWhichPlan(sentences))
      reasons.push("neither gives a product's answer under its name nor asks which plan");
  }
  // 6. Signed out: says that signing in answers for their own plan.
  if (truth.sign_in_hint && !mentionsSignIn(sentences))
    reasons.push("does not say that signing in answers for their own plan");
  // 7. The member's products named.
  if (truth.names_product) {
    for (const product of truth.about) {
      if (!sentences.some((s) => PRODUCT[product].names.some((n) => containsPhrase(s.text, n)))) {
        reasons.push(`does not name ${PRODUCT[product].name}`);
      }
    }
  }
  // 8. The member's answer first: the first sentence stating any fact of the case is one of theirs.
  if (truth.must_state.length > 0) {
    const bearing = [...stated, ...falses, ...named].flatMap(({ at }) => at).sort((a, b) => a.index - b.index)[0];
    const theirs = stated.some(
      ({ fact, at }) => bearing !== undefined && at.includes(bearing) && counts(fact, bearing),
    );
    if (bearing !== undefined && !theirs)
      reasons.push(`the first fact it states is not the member's: "${excerpt(bearing)}"`);
  }
  // 9. Citations only of the documents the case allows.
  for (const citation of run.citations) {
    const product = productNamed(citation.document) ?? productNamed(citation.title);
    if (product === null) reasons.push(`cites "${citation.document}", no demo product's document`);
    else if (!truth.may_cite.includes(product))
      reasons.push(`cites ${PRODUCT[product].name}, outside the documents this case allows`);
  }
  return { pass: reasons.length === 0, reasons, uncaughtServerError: uncaught };
}
