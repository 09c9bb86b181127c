/**
 * The policy wording's answer, for the person who asked. Pure. The search (search_policy_knowledge)
 * says, from the caller's session, which products a signed-in member holds (`heldProducts`) and each
 * passage's product; code decides here, never a model:
 * - a member's answer is their own products' wording, each product under its name, the sentence that
 *   answers first ("Under your PlanCover Family Shield policy (Waiting period for specific illnesses):
 *   …24 months…") and the sentences beside it after. A product of theirs whose wording is silent on
 *   the question is answered from their own benefit schedule when it lists the subject, else said to
 *   be silent; when nothing of theirs answers, the answer says so and offers a call-back instead of
 *   quoting another plan. Another product's wording appears only when the question named it, and
 *   then as that product's, never as theirs;
 * - signed out (or a member holding no policy), the products the question names answer, each under
 *   its name; naming none, each product that addresses the question gets its own line under its
 *   name, and a signed-out person is asked which plan they hold.
 * Every quoted sentence is the wording's own; each cites its passage.
 */
import * as v from "valibot";
import type { Citation } from "../../../shared/events";
import type { Evidence } from "../../../shared/outcome";
import { PLANS_OFFERED_QUERY } from "../../planner/plans-offered";
import { plainText } from "../plain-text";
import { type Answered, block, names, productLine } from "./blocks";
import { namedInFull, namedProducts } from "./named";
import { answersByProduct, besideAnswer } from "./ranking";
import { namedBenefitOf, type Question, questionOf } from "./relevance";

export const NO_WORDING = "I couldn't find this in the policy wording, so I won't guess.";
export const SIGN_IN_FOR_OWN = "Sign in and I'll answer for your own plan.";

const KnowledgeResult = v.object({
  heldProducts: v.optional(v.array(v.string())),
  catalogue: v.optional(v.boolean()),
});

/**
 * Who the search answered for: a member and the products they hold, or someone unknown; or, for a
 * question about the plans the insurer offers, anyone (`held`: a member's own products, to mark them).
 */
export type Scope =
  | { readonly kind: "member"; readonly held: readonly string[] }
  | { readonly kind: "unknown" }
  | { readonly kind: "catalogue"; readonly held: readonly string[] };

export function scopeOf(result: unknown): Scope {
  const parsed = v.safeParse(KnowledgeResult, result);
  const held = parsed.success ? parsed.output.heldProducts : undefined;
  if (parsed.success && parsed.output.catalogue === true) return { kind: "catalogue", held: held ?? [] };
  return held === undefined ? { kind: "unknown" } : { kind: "member", held };
}

/** A search's question and passages, read for one answer. */
export interface WordingSearch {
  readonly query: string;
  readonly result: unknown;
  readonly evidence: readonly Evidence[];
}

/** The question as asked, without the products' names (they say which policy, not what about it). */
export function questionFor(search: WordingSearch): Question {
  const scope = scopeOf(search.result);
  const named = [...search.evidence.map((p) => p.product), ...(scope.kind === "unknown" ? [] : scope.held)];
  return questionOf(search.query, [...new Set(named)]);
}

/** The products a member holds whose wording does not address the question (none for anyone else). */
export function silentHeld(search: WordingSearch): string[] {
  const scope = scopeOf(search.result);
  if (scope.kind !== "member") return [];
  const answered = new Set(answersByProduct(questionFor(search), search.evidence).map((a) => a.product));
  return askedOf(search.query, scope.held).filter((product) => !answered.has(product));
}

/** Whether the search answered a signed-in member who holds no product the wording covers. */
export function holdsNone(search: WordingSearch): boolean {
  const scope = scopeOf(search.result);
  return scope.kind === "member" && scope.held.length === 0;
}

/** The products a signed-in member holds that the search's question is about; [] for anyone else. */
export function askedHeld(search: WordingSearch): readonly string[] {
  const scope = scopeOf(search.result);
  return scope.kind === "member" ? askedOf(search.query, scope.held) : [];
}

/**
 * The member's products the question is about: the ones it names ("my accident policy"), else all
 * of them. A member with two products who asks about one is not answered for the other.
 */
function askedOf(query: string, held: readonly string[]): readonly string[] {
  const named = namedProducts(query, held);
  return named.length > 0 ? named : held;
}

/**
 * What a member's own data says on the subject when their product's wording is silent (their benefit
 * schedule, say), as a line that names the product; null when it says nothing either.
 */
export type OwnData = (product: string, question: Question) => string | null;

/**
 * What must be said first of a member's product, whatever its wording says (an accident-only plan
 * asked about an illness), from the question as asked; null when nothing is.
 */
export type Caveat = (product: string, query: string) => string | null;

/**
 * What a silent wording is said not to do: describe the benefit the question named ("a no-claim
 * bonus": a passage may still use one of its words in passing), else mention the subject.
 */
function silenceOf(question: Question, several = false): string {
  const benefit = namedBenefitOf(question);
  const not = several ? "don't" : "doesn't";
  return benefit === null ? `${not} mention this` : `${not} describe ${benefit}`;
}

/** "Your X policy wording doesn't…", "Your X and Y policy wordings don't…". */
function silentWordings(asked: readonly string[], question: Question): string {
  const several = asked.length > 1;
  return `Your ${names(asked)} policy ${several ? "wordings" : "wording"} ${silenceOf(question, several)}`;
}

/** Words by which a member speaks of a plan of their own. */
const OWN_WORDS = /\b(my|our|mine|ours)\b/i;

/** The wording of plans a member named and does not hold, each said not to be theirs, after which plans are. */
function notHeldAnswer(held: readonly string[], named: readonly Answered[], citations: Citation[]): string[] {
  const several = named.length > 1;
  const lead =
    `${names(named.map((a) => a.product))} ${several ? "are not policies" : "is not a policy"} you hold ` +
    `(yours: ${names(held)}). Here is what ${several ? "their wordings say" : "its wording says"}.`;
  return [
    lead,
    ...named.map((answer) =>
      block(`From the policy wording of ${plainText(answer.product)} (not a policy you hold)`, answer, citations),
    ),
  ];
}

function memberAnswer(
  held: readonly string[],
  asked: readonly string[],
  answers: readonly Answered[],
  evidence: readonly Evidence[],
  citations: Citation[],
  question: Question,
  ownData: OwnData,
  caveat: (product: string) => string | null,
): string[] {
  const own = answers.filter((a) => held.includes(a.product));
  const blocks: string[] = [];
  const silent: string[] = [];
  for (const product of asked) {
    const answer = own.find((a) => a.product === product);
    const data = answer ? null : ownData(product, question);
    // Said first: what follows for this product (a wording's line, its silence) is read in its light.
    const said = caveat(product);
    if (said !== null) blocks.push(said);
    if (answer) {
      blocks.push(block(`From the policy wording of your ${plainText(product)} policy`, answer, citations));
      const beside = besideAnswer(question, evidence, product);
      if (beside) blocks.push(block(`Also in the wording of your ${plainText(product)} policy`, beside, citations));
    } else if (data !== null) blocks.push(data);
    else if (said === null) silent.push(product);
  }
  const others = answers.filter((a) => !held.includes(a.product));
  const silence = silenceOf(question);
  if (blocks.length === 0 && others.length > 0) {
    // The plan they named answers below, as that plan's: their own wording's silence is said first.
    blocks.push(`${silentWordings(asked, question)}.`);
  } else if (blocks.length === 0) {
    blocks.push(
      `${silentWordings(asked, question)}, so I won't quote another plan's wording. ` +
        'I can ask a care agent to call you back about it: just say "call me back".',
    );
  } else {
    // Beside another of theirs that answers, each silent one is named, so no product is passed over.
    for (const product of silent) blocks.push(`Your ${plainText(product)} policy's wording ${silence}.`);
  }
  for (const answer of others) {
    blocks.push(
      block(`From the policy wording of ${plainText(answer.product)} (not a policy you hold)`, answer, citations),
    );
  }
  return blocks;
}

/**
 * `asked`: whether the question named the plans answered, which then need no asking which plan.
 */
function unknownAnswer(
  answers: readonly Answered[],
  citations: Citation[],
  signedOut: boolean,
  asked: boolean,
): string[] {
  const [only] = answers;
  const ask = signedOut && !asked;
  if (answers.length === 1 && only) {
    const blocks = [block(`From the policy wording of ${plainText(only.product)}`, only, citations)];
    // One plan's wording answers; whether that plan is theirs is the question back.
    return ask ? [...blocks, `Which plan do you hold? ${SIGN_IN_FOR_OWN}`] : blocks;
  }
  const lines = answers.map((a) => productLine(a, citations));
  const intro = ask
    ? "From the policy wording, the answer depends on your plan:"
    : "From the policy wording, each plan says something different:";
  const list = [intro, ...lines];
  if (!ask) return [list.join("\n")];
  return [
    list.join("\n"),
    `Which plan do you hold: ${names(
      answers.map((a) => a.product),
      "or",
    )}? ${SIGN_IN_FOR_OWN}`,
  ];
}

/** Said when no plan's wording answers: none describes the benefit named, or none was found. */
function noPlanWords(question: Question): string {
  const benefit = namedBenefitOf(question);
  return benefit === null ? NO_WORDING : `No plan's policy wording describes ${benefit}, so I won't guess.`;
}

/**
 * The insurer's plans, each from its own wording, a member's own marked as theirs: what each plan is
 * ("what plans do you offer"), or what each says of the subject ("do you have a plan that covers
 * OPD"). Nobody is asked which plan they hold: the question was about all of them.
 */
function catalogueAnswer(
  answers: readonly Answered[],
  held: readonly string[],
  citations: Citation[],
  question: Question,
  overview: boolean,
): string[] {
  if (answers.length === 0) return [noPlanWords(question)];
  const lines = answers.map((a) => productLine(a, citations, held.includes(a.product) ? ", your policy" : ""));
  const intro = overview
    ? `PlanCover offers ${answers.length === 1 ? "this plan" : `these ${answers.length} plans`}, each from its policy wording:`
    : "From the policy wording of each PlanCover plan that speaks of it:";
  return [[intro, ...lines].join("\n")];
}

/**
 * The wording's answer to a search, as blocks of text (parted by blank lines), each quoted sentence
 * cited in `citations`. `ownData` answers for a member's product whose wording is silent.
 */
export function wordingAnswer(
  search: WordingSearch,
  citations: Citation[],
  ownData: OwnData,
  caveat: Caveat = () => null,
): string[] {
  const scope = scopeOf(search.result);
  const question = questionFor(search);
  const answers = answersByProduct(question, search.evidence);
  if (scope.kind === "catalogue") {
    return catalogueAnswer(answers, scope.held, citations, question, search.query === PLANS_OFFERED_QUERY);
  }
  if (scope.kind === "member" && scope.held.length > 0) {
    // A plan named by its own name that is none of theirs ("what is Family Shield", asked by a member
    // of Group Care) is what they ask about: its wording answers, said not to be theirs, and theirs is
    // not quoted, unless they ask of their own too ("is my plan like Family Shield").
    const inFull = namedInFull(
      search.query,
      answers.map((a) => a.product),
    );
    const ofTheirOwn = OWN_WORDS.test(search.query);
    if (inFull.length > 0 && !ofTheirOwn && !inFull.some((product) => scope.held.includes(product))) {
      return notHeldAnswer(
        scope.held,
        answers.filter((a) => inFull.includes(a.product)),
        citations,
      );
    }
    return memberAnswer(
      scope.held,
      askedOf(search.query, scope.held),
      answers,
      search.evidence,
      citations,
      question,
      ownData,
      (product) => caveat(product, search.query),
    );
  }
  // A plan the question names ("what does the personal accident guard cover") is the one asked about.
  const named = namedProducts(
    search.query,
    answers.map((a) => a.product),
  );
  const asked = named.length > 0 ? answers.filter((a) => named.includes(a.product)) : answers;
  if (asked.length === 0) return [noPlanWords(question)];
  return unknownAnswer(asked, citations, scope.kind === "unknown", named.length > 0);
}
