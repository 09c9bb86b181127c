/**
 * finalize: the composer writes the answer from the turn's sanitized outcomes; it is emitted once
 * (a re-run finds its key logged) and kept in the message history. An answer built from a member's
 * own data goes only to that member's connections; a general answer (the policy wording, a
 * greeting) is public in a group conversation.
 */
import { PUBLIC } from "../../store/audience";
import type { Turn } from "../../store/turns";
import { type GraphDeps, type Run, senderOf } from "../deps";
import { done, planOf, type Step } from "../step";
import { resultViews } from "../views";

export async function finalize(deps: GraphDeps, _run: Run, turn: Turn): Promise<Step> {
  const plan = await planOf(deps, turn);
  const key = `${turn.id}:message`;
  if (deps.stores.log.has(key)) return done;
  const answer = await deps.composer.compose({
    plan,
    results: resultViews(deps.stores.calls, turn.id),
    preferences: turn.payload.preferences,
  });
  const general = plan.kind === "knowledge" || plan.kind === "other";
  const audience = general ? PUBLIC : senderOf(turn);
  const citations = [...answer.citations];
  if (deps.emit(turn.id, key, { type: "message.completed", text: answer.text, citations }, audience)) {
    deps.stores.messages.add(turn.id, "assistant", answer.text, audience, deps.now());
  }
  return done;
}
