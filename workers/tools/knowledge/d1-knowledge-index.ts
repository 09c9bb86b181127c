/**
 * The KnowledgeIndex port over D1: FTS5 bm25 ranking (a match in the section heading weighs four
 * times one in the text), scoped to one company, never passing the caller's text raw to MATCH.
 * A product the query names lifts that product's passages, as does defining the term a definition
 * question asks about; then each product that addresses the question keeps its own best passages,
 * and for a signed-in member only the products they hold (and any the question names) answer. Each
 * section comes back as a passage of whole sentences. Any D1 error (a missing table, say) is
 * `upstream_unavailable`, a value, never a throw.
 */

import { logError } from "../../../src/shared/log";
import type { Evidence } from "../../../src/shared/outcome";
import { err, ok } from "../../../src/shared/result";
import { DEFINITION_BOOST, definedTerm, definitionIn, GLOSSARY_DAMPING, isGlossary } from "./definition";
import { toFtsQuery } from "./fts-query";
import type { KnowledgeIndex } from "./knowledge-index";
import { asksOverall, OVERVIEW_BOOST, OVERVIEW_SECTION } from "./overview";
import { PASSAGE_MAX_CHARS, trimPassage } from "./passage";
import { PRODUCT_HINT_BOOST, type ProductHint, productHint } from "./product-hint";
import { heldProducts, type KnowledgeCaller, UNKNOWN_CALLER } from "./product-scope";
import { addressingProducts, type Scored, selectPassages } from "./select-passages";
import { holdsSubject, subjectOf } from "./subject";
import { asksWhatWordingNeverNames, unnamedSubject } from "./unnamed-subject";

/** bm25 weights per FTS5 column, in the table's column order: (section, text). */
const SECTION_WEIGHT = 4.0;
const TEXT_WEIGHT = 1.0;

/**
 * bm25 candidates fetched: every section of a company's corpus that matches could be one, since each
 * product keeps its own best passages whatever the others score (a corpus is tens of sections).
 */
const CANDIDATES = 200;

const SEARCH_SQL = `
  SELECT c.document AS document, c.product AS product, c.title AS title, c.section AS section, c.text AS text,
         bm25(knowledge_fts, ${SECTION_WEIGHT.toFixed(1)}, ${TEXT_WEIGHT.toFixed(1)}) AS rank
  FROM knowledge_fts
  JOIN knowledge_chunks AS c ON c.id = knowledge_fts.rowid
  WHERE knowledge_fts MATCH ?1 AND c.company_id = ?2
  ORDER BY rank
  LIMIT ${CANDIDATES}`;

export interface PassageRow {
  readonly document: string;
  readonly product: string;
  readonly title: string;
  readonly section: string;
  readonly text: string;
  /** bm25 as FTS5 reports it: lower (more negative) is better. */
  readonly rank: number;
}

const PRODUCTS_SQL = "SELECT DISTINCT product FROM knowledge_chunks WHERE company_id = ?1";

/**
 * Scores read "higher is better" (the rank negated), boosted for named products, a defining passage
 * and, for a question about the whole policy (`overall`), the overview; best first.
 */
function scored(
  query: string,
  rows: readonly PassageRow[],
  hinted: ReadonlySet<string>,
  overall = false,
): Scored<PassageRow>[] {
  const term = definedTerm(query);
  const boost = (row: PassageRow) =>
    (hinted.has(row.product) ? PRODUCT_HINT_BOOST : 1) *
    (term !== null && definitionIn(row.text, term) !== null ? DEFINITION_BOOST : 1) *
    (term === null && isGlossary(row.text) ? GLOSSARY_DAMPING : 1) *
    (overall && OVERVIEW_SECTION.test(row.section) ? OVERVIEW_BOOST : 1);
  return rows
    .map((row, order) => ({
      product: row.product,
      item: row,
      order,
      score: -row.rank * boost(row),
    }))
    .sort((a, b) => b.score - a.score || a.order - b.order);
}

/**
 * bm25 candidates -> the caller's evidence. `rows` answer the question as asked (which products
 * address it); `steeredRows`, the question steered to the best section's heading (each product's
 * passages in order; the same rows when not given). Selected per product for this caller
 * (select-passages.ts), each text trimmed to a passage. `held`: the corpus products the caller holds
 * (null: unknown); each passage says whether it is one of them when the caller is known. Pure.
 */
export function rankPassages(
  query: string,
  rows: readonly PassageRow[],
  hint: Pick<ProductHint, "products" | "byName"> & Partial<Pick<ProductHint, "nameTerms">>,
  limit: number,
  held: readonly string[] | null = null,
  steeredRows: readonly PassageRow[] = rows,
  everyProduct = false,
): Evidence[] {
  const overall = asksOverall(query, hint.nameTerms ?? new Set());
  if (!overall && asksWhatWordingNeverNames(query, rows)) return [];
  const asked = scored(query, rows, hint.products, overall);
  // Told apart over the steered passages too: when every passage the question finds states its subject
  // ("ambulance"), the steering's other finds ("Who can be covered", for the heading's "children") do not.
  const subject = subjectOf(query, asked[0]?.item, steeredRows === rows ? rows : [...rows, ...steeredRows]);
  const onSubject = (row: PassageRow) => subject !== null && holdsSubject(row, subject);
  const byScore = addressingProducts(asked, hint.byName);
  const addressing = addressingProducts(asked, hint.byName, onSubject);
  const ranked = scored(query, steeredRows, hint.products, overall);
  // A question about the whole policy is each product's overview's, however little bm25 makes of it.
  // A product bm25 passed over answers from a passage stating the subject; the others keep bm25's order
  // (the subject is only the rarest word the best passage shares, which a long question can make "one").
  const first = overall
    ? (row: PassageRow) => OVERVIEW_SECTION.test(row.section)
    : (row: PassageRow) => !byScore.includes(row.product) && onSubject(row);
  const chosen = selectPassages(ranked, addressing, held, hint.byName, limit, first, everyProduct, onSubject);
  // More passages than `limit` (one per answering product) share the room `limit` passages would have.
  const maxChars = Math.floor((PASSAGE_MAX_CHARS * limit) / Math.max(limit, chosen.length));
  return chosen.map(({ item: row, score }) => ({
    document: row.document,
    product: row.product,
    title: row.title,
    section: row.section,
    text: trimPassage(row.text, query, maxChars, row.section),
    score: Math.round(score * 1000) / 1000,
    ...(held === null ? {} : { held: held.includes(row.product) }),
  }));
}

/**
 * The question steered to the heading of the section it matched best, unless it already names it. A
 * definition question is not steered: the entry that defines its term is the answer, wherever it is.
 */
function steeredQuery(query: string, rows: readonly PassageRow[], hinted: ReadonlySet<string>): string | null {
  if (definedTerm(query) !== null) return null;
  const heading = scored(query, rows, hinted)[0]?.item.section;
  if (heading === undefined || query.toLowerCase().includes(heading.toLowerCase())) return null;
  return `${query} ${heading}`;
}

/**
 * The index for one company, as one caller sees it: `caller` (from the caller's session, never from
 * an argument) decides which products' passages answer and how each is labelled.
 */
export function createD1KnowledgeIndex(
  db: D1Database,
  companyId: string,
  caller: KnowledgeCaller = UNKNOWN_CALLER,
): KnowledgeIndex {
  return {
    async search(query, limit, everyProduct = false, catalogue = false) {
      try {
        const products = (await db.prepare(PRODUCTS_SQL).bind(companyId).all<{ product: string }>()).results.map(
          (r) => r.product,
        );
        const held = heldProducts(caller, products);
        if (toFtsQuery(query) === null || limit < 1) return ok({ passages: [], held, unnamed: [] });
        const hint = productHint(query, products);
        // A question about the whole policy searches the product's name too: its overview says it.
        const overall = asksOverall(query, hint.nameTerms);
        const unsearched = overall ? new Set<string>() : hint.namingTerms;
        const search = async (text: string) =>
          (await db.prepare(SEARCH_SQL).bind(toFtsQuery(text, unsearched), companyId).all<PassageRow>()).results;
        const asked = await search(query);
        const steering = overall ? null : steeredQuery(query, asked, hint.products);
        const steered = steering === null ? asked : await search(steering);
        // The insurer's plans asked about: chosen as for an unknown caller, each labelled for this one;
        // one named beside the member's own ("compare my plan with Family Shield") is those two.
        const chooseFor = catalogue && hint.byName.size === 0 ? null : held;
        const chosen = rankPassages(query, asked, hint, limit, chooseFor, steered, everyProduct);
        const passages =
          catalogue && held !== null ? chosen.map((p) => ({ ...p, held: held.includes(p.product) })) : chosen;
        return ok({ passages, held, unnamed: overall ? [] : unnamedSubject(query, asked) });
      } catch (error) {
        // The reason goes to the log (D1's message names tables and SQL, never the bound text).
        logError("knowledge_index_unavailable", error);
        return err({ code: "upstream_unavailable" });
      }
    },
  };
}
