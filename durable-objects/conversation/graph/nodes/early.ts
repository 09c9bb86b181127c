/**
 * The first three nodes. plan_turn classifies the message and checkpoints the plan's storable part.
 * auth_gate pauses a member, mixed or call-back turn from a signed-out caller on a sign-in
 * interrupt (ids only: no mobile number, OTP, identifier or question text). prefetch runs the
 * reads code chose for the plan's topics, in parallel, through the tool-call service.
 */
import { memberReads } from "../../planner/member-reads";
import { needsSignIn, storedPart } from "../../planner/plan";
import type { Turn } from "../../store/turns";
import { type GraphDeps, type Run, senderOf } from "../deps";
import { runStep, stepCalls, stepLimit, stopCalls } from "../run-calls";
import { fail, next, pause, planOf, type Step, stopped } from "../step";

export async function planTurn(deps: GraphDeps, _run: Run, turn: Turn): Promise<Step> {
  const plan = await deps.planner.plan(deps.stores.messages.text(turn.messageId));
  deps.stores.turns.setPlan(turn.id, storedPart(plan), deps.now());
  return next("auth_gate");
}

/** Staff hold no member credential and cannot sign in as one: their reads answer credential_unavailable. */
function canSignIn(run: Run): boolean {
  return run.auth.role === "guest" || run.auth.role === "member";
}

export async function authGate(deps: GraphDeps, run: Run, turn: Turn): Promise<Step> {
  const { interrupts } = deps.stores;
  const signedOut = run.auth.credentialRef === null;
  if (turn.plan !== null && needsSignIn(turn.plan.kind) && signedOut && canSignIn(run)) {
    const interrupt = interrupts.pauseAt(turn.id, "sign_in", {}, deps.now());
    deps.emit(
      turn.id,
      `${interrupt.id}:${interrupt.attempts}`,
      { type: "auth.required", interruptId: interrupt.id, reason: "sign_in_required" },
      senderOf(turn),
    );
    return pause;
  }
  const waiting = interrupts.open(turn.id, "sign_in");
  if (waiting) interrupts.resolve(waiting.id, deps.now());
  return next("prefetch");
}

export async function prefetch(deps: GraphDeps, run: Run, turn: Turn): Promise<Step> {
  const plan = await planOf(deps, turn);
  const step = stepCalls(turn.id, "prefetch", 0, memberReads(plan, run.auth.portalRefs));
  const limited = stepLimit(deps, turn.id, step);
  if (limited) {
    await stopCalls(deps, run, turn, step, limited);
    return fail(limited);
  }
  const ran = await runStep(deps, run, turn, step);
  return ran === null ? stopped : next("gather", 0);
}
