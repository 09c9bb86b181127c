/**
 * The policy corpus behind `search_policy_knowledge`: passages ranked by FTS5 bm25, scoped to one
 * company and to the caller's products by the executor, from the caller's session (never by the
 * model). A missing or broken index is a value, not a throw.
 */
import type { Evidence } from "../../../src/shared/outcome";
import type { Result } from "../../../src/shared/result";

export interface KnowledgeFound {
  /** The passages that answer the question for this caller, best first (see select-passages.ts). */
  readonly passages: readonly Evidence[];
  /**
   * The corpus products the caller holds, in the order of their policies; null when the caller is not
   * known (signed out, staff), [] for a member holding none the corpus has wording for.
   */
  readonly held: readonly string[] | null;
  /**
   * What the question asks about that the company's wording never names ("domiciliary"), when the
   * passages share only the words that frame it: then no product's wording addresses it. Else empty.
   */
  readonly unnamed: readonly string[];
}

export interface KnowledgeIndex {
  /**
   * At most `limit` passages; with `everyProduct`, each product that answers keeps its best one even
   * past `limit` (a plan left out of a list of plans says by omission what it does not), all of them
   * cut shorter to share the room `limit` passages would have. With `catalogue`, the question is about
   * the plans the insurer offers, not the caller's own: every product that addresses it answers, as for
   * a caller whose products are not known, and a member's passages still say which are theirs.
   */
  search(
    query: string,
    limit: number,
    everyProduct?: boolean,
    catalogue?: boolean,
  ): Promise<Result<KnowledgeFound, { code: "upstream_unavailable" }>>;
}
