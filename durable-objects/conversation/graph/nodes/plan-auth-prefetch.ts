/**
 * The first three nodes. plan_turn classifies the message and checkpoints the plan's storable part.
 * auth_gate pauses a member, mixed or call-back turn from a signed-out caller on a sign-in
 * interrupt (ids only: no mobile number, OTP, identifier or question text); a mixed turn first
 * answers its general part from the policy wording, so the member reads that before signing in,
 * and the same turn adds their own data after. prefetch runs the reads code chose for the plan's
 * topics, in parallel, through the tool-call service.
 */
import { defaultComposer } from "../../../../src/assistant/composer/default-composer";
import { namedProducts } from "../../../../src/assistant/composer/wording/named";
import { defaultModel } from "../../../../src/assistant/model/default-model";
import { KNOWLEDGE_TOOL, knowledgeSearch, memberReads } from "../../../../src/assistant/planner/member-reads";
import { needsSignIn, type Plan, storedPart } from "../../../../src/assistant/planner/plan";
import { assistantAuth } from "../../../../src/shared/auth-context";
import { isClearedFor } from "../../../../src/shared/data-class";
import { signedInOf } from "../../store/calls";
import type { Turn } from "../../store/turns";
import { streamAnswer } from "../answer";
import { withReply } from "../callback-reply";
import { askedIn, questionOf } from "../follow-up";
import { type GraphPorts, type Run, senderOf } from "../ports";
import { runStep, stepCalls, stepLimit, stopCalls } from "../run-calls";
import { askToSignIn, mustSignIn, signedIn } from "../sign-in";
import { fail, next, planOf, stopped, type Verdict } from "../verdict";
import { resultViews } from "../views";

export async function planTurn(ports: GraphPorts, _run: Run, turn: Turn): Promise<Verdict> {
  // A follow-up made whole from an earlier answer carries what that answer read: a model not cleared
  // for it never sees it, and the deterministic planner reads it instead.
  const { question, madeFrom } = askedIn(ports, turn);
  const plan = await (isClearedFor(madeFrom, ports.composer.clearance) ? ports.planner : defaultModel).plan(question);
  // A message that only answers "which part of the day?" completes the call-back asked about.
  ports.stores.turns.setPlan(turn.id, withReply(ports, turn, storedPart(plan)), ports.now());
  return next("auth_gate");
}

export async function authGate(ports: GraphPorts, run: Run, turn: Turn): Promise<Verdict> {
  if (turn.plan !== null && needsSignIn(turn.plan.kind) && mustSignIn(run)) {
    if (turn.plan.kind === "mixed" && !(await answerGeneralPart(ports, run, turn))) return stopped;
    return askToSignIn(ports, turn);
  }
  signedIn(ports, turn);
  return next("prefetch");
}

/** The wording search of the general part, under its own call id (so prefetch can see it ran). */
function generalSearch(turnId: string, plan: Pick<Plan, "knowledgeQuery" | "catalogue">) {
  return stepCalls(turnId, "auth_gate", 0, knowledgeSearch(plan));
}

/**
 * A signed-out member's mixed question: the part the policy wording answers, searched and sent
 * (with its citations) to the member's own connections before the sign-in card. False if the turn
 * stopped meanwhile.
 */
async function answerGeneralPart(ports: GraphPorts, run: Run, turn: Turn): Promise<boolean> {
  const plan = await planOf(ports, turn);
  const key = `${turn.id}:message:general`;
  if (ports.stores.log.has(key)) return true;
  const ran = await runStep(ports, run, turn, generalSearch(turn.id, plan));
  if (ran === null) return false;
  const general = { ...plan, kind: "knowledge" as const, topics: [] };
  const results = resultViews(ports.stores.calls, turn.id);
  const streamed = await streamAnswer(ports, turn, {
    composer: defaultComposer,
    input: { plan: general, results, preferences: turn.payload.preferences },
    key,
    audience: senderOf(turn),
    // The wording's answer may already say that signing in answers for their own plan.
    suffix: (text) => (/\bsign in\b/i.test(text) ? "" : "\n\nSign in to see what your own policy says."),
  });
  return streamed !== null;
}

/**
 * The member's portals a message is about: those of the products it names ("my accident policy"),
 * by the products their session holds for each portal; all of them when it names none.
 */
function portalsAsked(message: string, auth: Run["auth"]): readonly string[] {
  const named = namedProducts(
    message,
    auth.policies.map((policy) => policy.product),
  );
  const portals = auth.policies.filter((policy) => named.includes(policy.product)).map((policy) => policy.portalRef);
  return portals.length > 0 ? portals : auth.portalRefs;
}

export async function prefetch(ports: GraphPorts, run: Run, turn: Turn): Promise<Verdict> {
  const plan = await planOf(ports, turn);
  // The general part's search ran before sign-in, for someone whose plan was not known: it runs once
  // more as the member who signed in (a signed-in attempt, its own audit row), so the answer is their
  // own plan's wording, not every plan's.
  const general = generalSearch(turn.id, plan).flatMap((call) => {
    const record = ports.stores.calls.get(call.key.toolCallId);
    return record?.outcome == null ? [] : [{ key: signedInOf(call.key), args: call.args }];
  });
  // A partner the member did not let read their policies is not told which they hold, nor how many.
  const portals = portalsAsked(questionOf(ports, turn), assistantAuth(run.auth, turn.partner));
  const reads = memberReads(plan, portals).filter((read) => !(general.length > 0 && read.name === KNOWLEDGE_TOOL));
  const step = [...stepCalls(turn.id, "prefetch", 0, reads), ...general];
  const limited = stepLimit(ports, turn.id, step);
  if (limited) {
    await stopCalls(ports, run, turn, step, limited);
    return fail(limited);
  }
  const ran = await runStep(ports, run, turn, step);
  return ran === null ? stopped : next("gather", 0);
}
