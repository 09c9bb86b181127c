/**
 * Where a turn asks its signed-out sender to sign in, and carries on once they have: auth_gate for a
 * turn planned to need the member (before anything runs), and execute_tools for a call a model
 * proposed that the chain refused `credential_unavailable` (the gather path). Both pause on the same
 * `sign_in` interrupt and emit the same `auth.required`; the interrupt holds ids only, never a mobile
 * number, OTP, identifier or the question. After sign-in, execute_tools runs each refused call again,
 * once, as the member, through the whole chain, under an id of its own (its audit row is its own).
 */
import { type CallRecord, signedInOf } from "../store/calls";
import type { Turn } from "../store/turns";
import { type GraphPorts, type Run, senderOf } from "./ports";
import { runStep, type StepCall, stepLimit, stopCalls } from "./run-calls";
import { fail, next, pause, stopped, type Verdict } from "./verdict";

/** Staff hold no member credential and cannot sign in as one: their reads answer credential_unavailable. */
export function canSignIn(run: Run): boolean {
  return run.auth.role === "guest" || run.auth.role === "member";
}

/** True when the run's caller could sign in and has not: the turn should pause for them. */
export function mustSignIn(run: Run): boolean {
  return run.auth.credentialRef === null && canSignIn(run);
}

/** Pauses the turn on its sign-in interrupt (the same one again, one attempt more, if it paused there before). */
export function askToSignIn(ports: GraphPorts, turn: Turn): Verdict {
  const interrupt = ports.stores.interrupts.pauseAt(turn.id, "sign_in", {}, ports.now());
  ports.emit(
    turn.id,
    `${interrupt.id}:${interrupt.attempts}`,
    { type: "auth.required", interruptId: interrupt.id, reason: "sign_in_required" },
    senderOf(turn),
  );
  return pause;
}

/** Closes the turn's sign-in interrupt once the turn goes on past it. */
export function signedIn(ports: GraphPorts, turn: Turn): void {
  const waiting = ports.stores.interrupts.open(turn.id, "sign_in");
  if (waiting) ports.stores.interrupts.resolve(waiting.id, ports.now());
}

/** This round's proposals the chain refused for want of a credential, not yet run as a signed-in member. */
function refusedForSignIn(ports: GraphPorts, turn: Turn): CallRecord[] {
  const records = ports.stores.calls.ofStep(turn.id, "execute_tools", turn.round);
  const rerun = new Set(records.filter((r) => r.kind === "signed_in").map((r) => r.ofCall));
  return records.filter(
    (r) =>
      r.kind === "call" &&
      r.outcome?.status === "failed" &&
      r.outcome.code === "credential_unavailable" &&
      !rerun.has(r.toolCallId),
  );
}

/**
 * After a gather round ran: pauses for sign-in when a proposal was refused for want of a credential
 * and the sender can sign in; once they have (a resume as the member), runs those proposals again as
 * them. A refusal to a caller who cannot sign in, or who was signed in all along, stands as it is.
 */
export async function afterRound(ports: GraphPorts, run: Run, turn: Turn): Promise<Verdict> {
  const refused = refusedForSignIn(ports, turn);
  if (refused.length === 0) return next("gather", turn.round + 1);
  if (mustSignIn(run)) return askToSignIn(ports, turn);
  // Only a refusal that asked this turn's sender to sign in is run again; any other stands.
  if (ports.stores.interrupts.open(turn.id, "sign_in") === null) return next("gather", turn.round + 1);
  const step: StepCall[] = refused.map((record) => ({ key: signedInOf(record), args: record.args ?? {} }));
  const limited = stepLimit(ports, turn.id, step);
  if (limited) {
    await stopCalls(ports, run, turn, step, limited);
    return fail(limited);
  }
  if ((await runStep(ports, run, turn, step)) === null) return stopped;
  signedIn(ports, turn);
  return next("gather", turn.round + 1);
}
