/**
 * gather <-> execute_tools: the composer (a model, or the default code) proposes further calls
 * from what the turn knows so far; execute_tools runs them through the tool-call service. A round's
 * proposals are checkpointed before they run, so a re-run executes the same calls, not a fresh
 * proposal. A model not cleared for what the turn has read is not asked: the deterministic composer
 * proposes instead, so nothing above the model's clearance is sent to its provider. A write comes back `pending` and waits for confirm: it never runs in this pass.
 * A proposal the chain refused for want of a credential pauses a signed-out sender on the sign-in
 * card, as auth_gate does, and runs again as the member once they sign in (sign-in.ts).
 */

import { defaultComposer } from "../../../../src/assistant/composer/default-composer";
import { assistantAuth } from "../../../../src/shared/auth-context";
import { highestClass, isClearedFor } from "../../../../src/shared/data-class";
import type { Turn } from "../../store/turns";
import { askedIn } from "../follow-up";
import type { GraphPorts, Run } from "../ports";
import { runStep, stepCalls, stepLimit, stopCalls } from "../run-calls";
import { afterRound } from "../sign-in";
import { turnClass } from "../turn-class";
import { fail, next, planOf, stopped, type Verdict } from "../verdict";
import { resultViews } from "../views";

export async function gather(ports: GraphPorts, run: Run, turn: Turn): Promise<Verdict> {
  const { calls } = ports.stores;
  if (calls.ofStep(turn.id, "execute_tools", turn.round).length > 0) return next("execute_tools", turn.round);
  if (turn.round >= ports.limits.maxGatherRounds) return next("confirm");
  // A model is shown the turn's results only when it is cleared for what the turn read.
  const seen = resultViews(calls, turn.id);
  const { question, madeFrom } = askedIn(ports, turn);
  const shown = highestClass([turnClass(seen), madeFrom]);
  const proposer = isClearedFor(shown, ports.composer.clearance) ? ports.composer : defaultComposer;
  // The assistant sees the caller as the turn's grant lets it: a partner without policies:read, no policies.
  const auth = assistantAuth(run.auth, turn.partner);
  const proposals = await proposer.propose({
    plan: await planOf(ports, turn),
    results: seen,
    preferences: turn.payload.preferences,
    policies: auth.policies,
    round: turn.round,
    message: question,
    caller: {
      auth,
      channel: turn.channel,
      explicitlySelectedTools: turn.payload.explicitlySelectedTools,
      partner: turn.partner,
    },
  });
  if (proposals.length === 0) return next("confirm");
  const step = stepCalls(turn.id, "execute_tools", turn.round, proposals);
  const limited = stepLimit(ports, turn.id, step);
  if (limited) {
    await stopCalls(ports, run, turn, step, limited);
    return fail(limited);
  }
  for (const call of step) calls.record(call.key, "planned", call.args, ports.now());
  return next("execute_tools", turn.round);
}

export async function executeTools(ports: GraphPorts, run: Run, turn: Turn): Promise<Verdict> {
  // The round's proposals only: a retry is runStep's and a signed-in run afterRound's, each re-derived from its call.
  const planned = ports.stores.calls.ofStep(turn.id, "execute_tools", turn.round).filter((r) => r.kind === "call");
  const step = planned.map((record) => ({ key: record, args: record.args ?? {} }));
  const ran = await runStep(ports, run, turn, step);
  // A proposal refused for want of a credential asks a signed-out sender to sign in, then runs as them.
  return ran === null ? stopped : afterRound(ports, run, turn);
}
