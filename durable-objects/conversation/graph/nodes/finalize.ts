/**
 * finalize: the composer writes the answer from the turn's sanitized outcomes; it is emitted once
 * (a re-run finds its key logged) and kept in the message history. Who sees the answer follows the
 * data it was built from, never the plan: anything derived from a credentialed or member-scoped
 * result goes only to that member's connections, and only a general answer built from public data
 * (the policy wording, a greeting) is shared with every participant of a group conversation. A turn
 * that read more than the configured model is cleared for is answered by the deterministic composer.
 * The answer goes out as it is produced (`message.delta`, answer.ts); a turn stopped meanwhile ends without it.
 */

import { defaultComposer } from "../../../../src/assistant/composer/default-composer";
import { assistantAuth } from "../../../../src/shared/auth-context";
import { isClearedFor } from "../../../../src/shared/data-class";
import { PUBLIC } from "../../store/audience";
import type { Turn } from "../../store/turns";
import { streamAnswer } from "../answer";
import { type GraphPorts, type Run, senderOf } from "../ports";
import { isGeneral, turnClass } from "../turn-class";
import { done, planOf, stopped, type Verdict } from "../verdict";
import { resultViews } from "../views";

export async function finalize(ports: GraphPorts, run: Run, turn: Turn): Promise<Verdict> {
  const plan = await planOf(ports, turn);
  const key = `${turn.id}:message`;
  if (ports.stores.log.has(key)) return done;
  const results = resultViews(ports.stores.calls, turn.id);
  const cleared = isClearedFor(turnClass(results), ports.composer.clearance);
  const composer = cleared ? ports.composer : defaultComposer;
  const general = (plan.kind === "knowledge" || plan.kind === "other") && isGeneral(results);
  const audience = general ? PUBLIC : senderOf(turn);
  // The question goes to every participant with a general answer, just before it (the author had it).
  if (general) ports.share(`${turn.id}:asked`);
  // An answer to a partner the member did not let read their policies names none of them.
  const { policies } = assistantAuth(run.auth, turn.partner);
  const input = { plan, results, preferences: turn.payload.preferences, policies };
  const streamed = await streamAnswer(ports, turn, { composer, input, key, audience });
  if (streamed === null) return stopped;
  if (streamed.sent) ports.stores.messages.add(turn.id, "assistant", streamed.answer.text, audience, ports.now());
  return done;
}
