/**
 * finalize: the composer writes the answer from the turn's sanitized outcomes; it is emitted once
 * (a re-run finds its key logged) and kept in the message history. Who sees the answer follows the
 * data it was built from, never the plan: anything derived from a credentialed or member-scoped
 * result goes only to that member's connections, and only a general answer built from public data
 * (the policy wording, a greeting) is shared with every participant of a group conversation. A turn
 * that read more than the configured model is cleared for is answered by the deterministic composer.
 */

import { defaultComposer } from "../../../../src/assistant/composer/default-composer";
import { isClearedFor } from "../../../../src/shared/data-class";
import { PUBLIC } from "../../store/audience";
import type { Turn } from "../../store/turns";
import { isGeneral, turnClass } from "../classify";
import { type GraphDeps, type Run, senderOf } from "../deps";
import { done, planOf, type Step } from "../step";
import { resultViews } from "../views";

export async function finalize(deps: GraphDeps, run: Run, turn: Turn): Promise<Step> {
  const plan = await planOf(deps, turn);
  const key = `${turn.id}:message`;
  if (deps.stores.log.has(key)) return done;
  const results = resultViews(deps.stores.calls, turn.id);
  const cleared = isClearedFor(turnClass(results), deps.composer.clearance);
  const composer = cleared ? deps.composer : defaultComposer;
  const policies = run.auth.policies;
  const answer = await composer.compose({ plan, results, preferences: turn.payload.preferences, policies });
  const general = (plan.kind === "knowledge" || plan.kind === "other") && isGeneral(results);
  const audience = general ? PUBLIC : senderOf(turn);
  const citations = [...answer.citations];
  // The question goes to every participant with a general answer, just before it (the author had it).
  if (general) deps.share(`${turn.id}:asked`);
  const draft = { type: "message.completed" as const, text: answer.text, citations, composer: composer.kind };
  if (deps.emit(turn.id, key, draft, audience)) {
    deps.stores.messages.add(turn.id, "assistant", answer.text, audience, deps.now());
  }
  return done;
}
