/**
 * The KnowledgeIndex port over D1: FTS5 bm25 ranking (a match in the section heading weighs four
 * times one in the text), scoped to one company, never passing the caller's text raw to MATCH.
 * A product the query names lifts that product's passages (a boost, never a filter), as does
 * defining the term a definition question asks about; each section comes back as a passage of whole
 * sentences. Any D1 error (a missing table, say) is `upstream_unavailable`, a value, never a throw.
 */

import { logError } from "../../../src/shared/log";
import type { Evidence } from "../../../src/shared/outcome";
import { err, ok } from "../../../src/shared/result";
import { DEFINITION_BOOST, definedTerm, definitionIn } from "./definition";
import { toFtsQuery } from "./fts-query";
import type { KnowledgeIndex } from "./knowledge-index";
import { trimPassage } from "./passage";
import { PRODUCT_HINT_BOOST, productHint } from "./product-hint";

/** bm25 weights per FTS5 column, in the table's column order: (section, text). */
const SECTION_WEIGHT = 4.0;
const TEXT_WEIGHT = 1.0;

/** bm25 candidates fetched per passage asked for, so a product boost can lift one from below. */
const CANDIDATES_PER_PASSAGE = 4;

const SEARCH_SQL = `
  SELECT c.document AS document, c.product AS product, c.title AS title, c.section AS section, c.text AS text,
         bm25(knowledge_fts, ${SECTION_WEIGHT.toFixed(1)}, ${TEXT_WEIGHT.toFixed(1)}) AS rank
  FROM knowledge_fts
  JOIN knowledge_chunks AS c ON c.id = knowledge_fts.rowid
  WHERE knowledge_fts MATCH ?1 AND c.company_id = ?2
  ORDER BY rank
  LIMIT ?3`;

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
 * bm25 candidates -> evidence: scores read "higher is better" (the rank negated), boosted for the
 * products the query names and for the definition a definition question asks for, best first, each
 * text trimmed to a passage. Pure.
 */
export function rankPassages(
  query: string,
  rows: readonly PassageRow[],
  hinted: ReadonlySet<string>,
  limit: number,
): Evidence[] {
  const term = definedTerm(query);
  const boost = (row: PassageRow) =>
    (hinted.has(row.product) ? PRODUCT_HINT_BOOST : 1) *
    (term !== null && definitionIn(row.text, term) !== null ? DEFINITION_BOOST : 1);
  return rows
    .map((row, order) => ({ row, order, score: -row.rank * boost(row) }))
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, limit)
    .map(({ row, score }) => ({
      document: row.document,
      product: row.product,
      title: row.title,
      section: row.section,
      text: trimPassage(row.text, query),
      score: Math.round(score * 1000) / 1000,
    }));
}

export function createD1KnowledgeIndex(db: D1Database, companyId: string): KnowledgeIndex {
  return {
    async search(query, limit) {
      if (toFtsQuery(query) === null || limit < 1) return ok([]);
      try {
        const products = await db.prepare(PRODUCTS_SQL).bind(companyId).all<{ product: string }>();
        const hint = productHint(
          query,
          products.results.map((r) => r.product),
        );
        const { results } = await db
          .prepare(SEARCH_SQL)
          .bind(toFtsQuery(query, hint.namingTerms), companyId, limit * CANDIDATES_PER_PASSAGE)
          .all<PassageRow>();
        return ok(rankPassages(query, results, hint.products, limit));
      } catch (error) {
        // The reason goes to the log (D1's message names tables and SQL, never the bound text).
        logError("knowledge_index_unavailable", error);
        return err({ code: "upstream_unavailable" });
      }
    },
  };
}
