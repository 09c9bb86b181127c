/**
 * The KnowledgeIndex port over D1: FTS5 bm25 ranking (a match in the section heading weighs four
 * times one in the text), scoped to one company, never passing the caller's text raw to MATCH.
 * Any D1 error (a missing table, say) is `upstream_unavailable`, a value, never a throw.
 */
import type { Evidence } from "../../../src/shared/outcome";
import { err, ok } from "../../../src/shared/result";
import { toFtsQuery } from "./fts-query";
import type { KnowledgeIndex } from "./knowledge-index";

/** bm25 weights per FTS5 column, in the table's column order: (section, text). */
const SECTION_WEIGHT = 4.0;
const TEXT_WEIGHT = 1.0;

const SEARCH_SQL = `
  SELECT c.document AS document, c.section AS section, c.text AS text,
         bm25(knowledge_fts, ${SECTION_WEIGHT.toFixed(1)}, ${TEXT_WEIGHT.toFixed(1)}) AS rank
  FROM knowledge_fts
  JOIN knowledge_chunks AS c ON c.id = knowledge_fts.rowid
  WHERE knowledge_fts MATCH ?1 AND c.company_id = ?2
  ORDER BY rank
  LIMIT ?3`;

interface PassageRow {
  readonly document: string;
  readonly section: string;
  readonly text: string;
  /** bm25 as FTS5 reports it: lower (more negative) is better. */
  readonly rank: number;
}

export function createD1KnowledgeIndex(db: D1Database, companyId: string): KnowledgeIndex {
  return {
    async search(query, limit) {
      const match = toFtsQuery(query);
      if (match === null || limit < 1) return ok([]);
      try {
        const { results } = await db.prepare(SEARCH_SQL).bind(match, companyId, limit).all<PassageRow>();
        // Evidence scores read "higher is better", so the bm25 rank is negated.
        const passages: Evidence[] = results.map((r) => ({
          document: r.document,
          section: r.section,
          text: r.text,
          score: -r.rank,
        }));
        return ok(passages);
      } catch (error) {
        // The reason goes to the log (D1's message names tables and SQL, never the bound text).
        console.error(
          JSON.stringify({
            event: "knowledge_index_unavailable",
            reason: error instanceof Error ? error.message : "unknown",
          }),
        );
        return err({ code: "upstream_unavailable" });
      }
    },
  };
}
