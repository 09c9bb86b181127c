/**
 * What a turn's results are, for who may see them: the turn's data class (the highest class it read)
 * and whether an answer built from them is general. Pure, over the sanitized outcomes the turn holds.
 * An ok outcome with no class is taken as the most sensitive; a call that needed the member's
 * credential, or is waiting for the member's approval, is the member's whatever it returned.
 */

import type { ToolResultView } from "../../../src/assistant/composer/composer";
import { type DataClass, highestClass } from "../../../src/shared/data-class";

/** The class of what one call returned: none for a refusal or a pending write (they carry no data). */
function classOf(view: ToolResultView): DataClass | null {
  return view.outcome.status === "ok" ? (view.outcome.dataClass ?? "health") : null;
}

/** The turn's classification so far: the highest class of what it read. */
export function turnClass(results: readonly ToolResultView[]): DataClass {
  return highestClass(results.flatMap((view) => classOf(view) ?? []));
}

/**
 * Whether an answer built from these results may go to every participant: only when every call was
 * to a tool that needs no credential and returned public data (or nothing). A model's plan or kind
 * never decides this; the data does.
 */
export function isGeneral(results: readonly ToolResultView[]): boolean {
  return results.every((view) => {
    if (view.outcome.readiness.required || view.outcome.status === "pending") return false;
    return view.outcome.status === "failed" || classOf(view) === "public";
  });
}
