/**
 * Which ranked passages answer a question for this caller. Pure. The products disagree (waiting
 * periods, room rent, co-payment…), so the best passages overall are not an answer for anyone in
 * particular: each product that addresses the question keeps its own best passages, and for a
 * member only the products they hold (and any product the question names) do; for anyone else who
 * names a product by name, only the products named do.
 *
 * A product addresses the question when its best passage, scored on the question as asked, reaches
 * ADDRESS_SHARE of the corpus's best: a product whose wording only shares a common word with the
 * question ("period", "claim") stays out of an answer for someone whose products are not known. A
 * member's own products always keep their best passages (bm25 scores differ between documents, so
 * another product scoring higher says nothing about theirs); whether those address the question is
 * the answer's to judge, and it says so rather than quote another product. Which of a product's passages come first is decided
 * on the question steered to the best section's heading (d1-knowledge-index.ts), so "how long is the
 * waiting period for maternity" quotes each product's maternity section, not its waiting periods.
 */

/** A product's best passage must score this share of the corpus's best to address the question. */
export const ADDRESS_SHARE = 0.45;

/** At most this many passages of one product: its best, and the next ones nearly as good. */
export const PASSAGES_PER_PRODUCT = 4;

/** A product's further passages must score this share of its own best one. */
const FURTHER_SHARE = 0.2;

export interface Scored<T> {
  readonly product: string;
  /** Higher is better. */
  readonly score: number;
  readonly item: T;
}

/**
 * The products that address the question, best first, from `asked` (best first): each product's
 * best passage against the corpus's best. A product the question names always does, if it matched,
 * and so does one with a passage stating the question's subject (`onSubject`, subject.ts), however
 * low bm25 ranks a long list or an overview that states it once.
 */
export function addressingProducts<T>(
  asked: readonly Scored<T>[],
  named: ReadonlySet<string>,
  onSubject: (item: T) => boolean = () => false,
): string[] {
  const best = asked[0]?.score ?? 0;
  if (best <= 0) return [];
  const products: string[] = [];
  for (const passage of asked) {
    if (products.includes(passage.product)) continue;
    if (passage.score >= best * ADDRESS_SHARE || named.has(passage.product) || onSubject(passage.item)) {
      products.push(passage.product);
    }
  }
  return products;
}

/**
 * `steered` best first: each product's passages in order. `held`: the corpus products the caller
 * holds (null: unknown, a guest; []: none, answered like an unknown caller). `named`: products the
 * question names by name, kept even when the caller does not hold them. `first`: the passages a product
 * answers from before its others, whatever their scores. `statesSubject`: whether a passage states the
 * question's subject (subject.ts).
 */
export function selectPassages<T>(
  steered: readonly Scored<T>[],
  addressing: readonly string[],
  held: readonly string[] | null,
  named: ReadonlySet<string>,
  limit: number,
  first: (item: T) => boolean = () => false,
  everyProduct = false,
  statesSubject: (item: T) => boolean = () => false,
): Scored<T>[] {
  const mine = held === null || held.length === 0 ? null : held;
  // A member's own products answer whatever the others score (bm25 differs between documents): the
  // answer decides whether their wording addresses the question. Another product only when named.
  // Someone whose products are not known who names a product by name asked about that one: the
  // others' wording is not what they asked, however well it scores.
  const namedAddressing = addressing.filter((p) => named.has(p));
  const answering =
    mine !== null
      ? [...mine, ...namedAddressing.filter((p) => !mine.includes(p))]
      : namedAddressing.length > 0
        ? namedAddressing
        : addressing;
  // The member's own products first (in the order of their policies), then the ones they named.
  const order = mine === null ? answering : [...answering].sort((a, b) => rankOf(a, mine) - rankOf(b, mine));
  const byProduct = new Map<string, Scored<T>[]>();
  // The passages `first` prefers (a product's statement of the subject, an overview) before the others.
  const preferred = steered.filter((passage) => first(passage.item));
  for (const passage of [...preferred, ...steered.filter((passage) => !preferred.includes(passage))]) {
    if (!answering.includes(passage.product)) continue;
    const own = byProduct.get(passage.product) ?? [];
    const top = own[0];
    if (own.length < PASSAGES_PER_PRODUCT && (!top || passage.score >= top.score * FURTHER_SHARE)) {
      own.push(passage);
    }
    byProduct.set(passage.product, own);
  }
  // Each product's best, then each one's second, and so on: every product answers before any repeats.
  // With `everyProduct`, each keeps its best even past `limit` (knowledge-index.ts).
  const passages: Scored<T>[] = [];
  for (let round = 0; round < PASSAGES_PER_PRODUCT; round++) {
    for (const product of order) {
      const next = byProduct.get(product)?.[round];
      if (next && (passages.length < limit || (round === 0 && everyProduct))) passages.push(next);
    }
  }
  // With `everyProduct`, a product whose passages so far all miss the subject also answers from its
  // passage that states it: bm25 can rank its heading that shares a common word ("Who can be
  // covered" for "is ambulance covered") above the passage that answers, and that passage alone is
  // no answer from the product.
  if (everyProduct) {
    for (const product of order) {
      const own = byProduct.get(product) ?? [];
      const chosen = passages.filter((passage) => passage.product === product);
      if (chosen.length === 0 || chosen.some((passage) => statesSubject(passage.item))) continue;
      const stating = own.find((passage) => statesSubject(passage.item));
      if (stating) passages.push(stating);
    }
  }
  return passages;
}

/** A held product's place among the member's policies; any other comes after them. */
function rankOf(product: string, held: readonly string[]): number {
  const at = held.indexOf(product);
  return at < 0 ? held.length : at;
}
