/**
 * The turn's planner as the graph uses it, with the plan it last made whole kept by the object:
 * prefetch, gather and finalize each make the turn's plan whole again from its stored part and its
 * message (planOf), and `recall` is pure (the same stored part and message give the same plan), so
 * the message is read once for those nodes, not once per node. Memory only: an object woken again
 * reads it once more, and nothing of it is stored. `plan` is never kept: a model's plan may differ
 * from one asking to the next.
 */
import type { Plan, Planner } from "../../../src/assistant/planner/plan";

export function rememberingRecall(planner: Planner): Planner {
  let last: { readonly key: string; readonly plan: Promise<Plan> } | null = null;
  return {
    plan: (message) => planner.plan(message),
    recall: (stored, message) => {
      const key = JSON.stringify([stored, message]);
      if (last?.key !== key) last = { key, plan: planner.recall(stored, message) };
      return last.plan;
    },
  };
}
