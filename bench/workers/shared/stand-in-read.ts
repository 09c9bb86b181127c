/**
 * One read against the PlanCover stand-in over its service binding, through the tool's own handler
 * and the product's PlanCover client (its timeout and abort signal included): the upstream part of a
 * read, the same for every bench Worker that makes one, so no side is measured with a cheaper client.
 */
import { TOOL_FAMILY_LISTS } from "../../../workers/tools/catalogue";
import { runHandler } from "../../../workers/tools/chain/run-handler";
import { createD1KnowledgeIndex } from "../../../workers/tools/knowledge/d1-knowledge-index";
import { createRegistry } from "../../../workers/tools/registry/registry";
import { createPlanCoverClient } from "../../../workers/tools/upstream/plancover-client";

const registry = createRegistry(TOOL_FAMILY_LISTS);

/** The company the demo members belong to (the system's DEFAULT_COMPANY_ID). */
export const COMPANY_ID = "demo";

export interface StandInEnv {
  readonly PLANCOVER: Fetcher;
  /** Only the knowledge tools read it; none of the benchmarked reads does. */
  readonly DB: D1Database;
}

/** The read's result: `ok` with the handler's value, or the failure code. */
export async function standInRead(
  env: StandInEnv,
  name: string,
  args: Record<string, unknown>,
  authorization: string,
): Promise<{ readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly code: string }> {
  const spec = registry.get(name);
  if (!spec) return { ok: false, code: `unknown:${name}` };
  const result = await runHandler(spec, args, (signal) => ({
    plancover: createPlanCoverClient({
      fetcher: env.PLANCOVER,
      authorization,
      signal,
      recorder: { record: () => undefined },
    }),
    knowledge: createD1KnowledgeIndex(env.DB, COMPANY_ID),
  }));
  return result.ok ? { ok: true, value: result.data } : { ok: false, code: result.code };
}
