/**
 * The member's claim list as the turn read it (list_my_claims), for the answers that pick from it:
 * a relative's claims (person.ts) and the claims paid less than was claimed (deductions.ts).
 */
import * as v from "valibot";
import type { ToolResultView } from "./composer";

export const CLAIMS_TOOL = "list_my_claims";

const Claims = v.object({ claims: v.array(v.unknown()) });

/** Whether the turn read the member's claim list. */
export function claimsListed(results: readonly ToolResultView[]): boolean {
  return results.some((view) => view.toolName === CLAIMS_TOOL && view.outcome.status === "ok");
}

/** The listed claims that parse with `schema` (the fields the caller uses); [] when the list was not read. */
export function listedClaims<T extends v.GenericSchema>(
  results: readonly ToolResultView[],
  schema: T,
): v.InferOutput<T>[] {
  const list = results.find((view) => view.toolName === CLAIMS_TOOL && view.outcome.status === "ok");
  if (list?.outcome.status !== "ok") return [];
  const parsed = v.safeParse(Claims, list.outcome.result);
  if (!parsed.success) return [];
  return parsed.output.claims.flatMap((item) => {
    const claim = v.safeParse(schema, item);
    return claim.success ? [claim.output] : [];
  });
}
