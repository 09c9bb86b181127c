/**
 * The policy corpus behind `search_policy_knowledge`: passages ranked by FTS5 bm25, scoped to one
 * company by the executor (never by the model). A missing or broken index is a value, not a throw.
 */
import type { Evidence } from "../../../src/shared/outcome";
import type { Result } from "../../../src/shared/result";

export interface KnowledgeIndex {
  search(query: string, limit: number): Promise<Result<readonly Evidence[], { code: "upstream_unavailable" }>>;
}
