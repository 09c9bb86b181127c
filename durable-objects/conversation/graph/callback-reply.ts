/**
 * A reply to "which part of the day?": when a call-back turn could not map what the member said to
 * a part of day, it asked instead of booking, and the same sender's next message that only names
 * one ("the afternoon", "4pm is fine") completes that call-back: the question's topic, day and
 * urgency, the reply's window. The link is the question turn's id; the words are re-read from both
 * messages whenever they are needed, never stored with the turn.
 */
import { answerWith, type CallbackReading, isWindowReply, readCallback } from "../../../src/assistant/planner/callback";
import type { Plan, StoredPlan } from "../../../src/assistant/planner/plan";
import type { Turn } from "../store/turns";
import type { GraphPorts } from "./ports";

/** The call-back the message completes, or null when it is no reply to an open question. */
function replyReading(ports: GraphPorts, turn: Turn, question: Turn | null): CallbackReading | null {
  const asked = question?.plan?.callback;
  if (question?.status !== "completed" || question.plan?.kind !== "callback" || !asked) return null;
  if (asked.window !== null) return null;
  const text = ports.stores.messages.text(turn.messageId);
  if (!isWindowReply(text)) return null;
  return answerWith(readCallback(ports.stores.messages.text(question.messageId)), readCallback(text), question.id);
}

/** The plan to store for a turn: the planner's, or the call-back it completes when it answers one. */
export function withReply(ports: GraphPorts, turn: Turn, stored: StoredPlan): StoredPlan {
  const reply = replyReading(ports, turn, ports.stores.turns.previousOf(turn));
  if (reply === null) return stored;
  return {
    kind: "callback",
    topics: [],
    pinCode: null,
    city: null,
    callback: reply.request,
    asksSettlementDate: false,
  };
}

/** A reply turn's plan with its words re-read from the question and the reply. */
export function replyWords(ports: GraphPorts, turn: Turn, plan: Plan): Plan {
  const answers = plan.callback?.answers ?? null;
  if (answers === null) return plan;
  const question = ports.stores.turns.get(answers);
  if (!question) return plan;
  const reading = answerWith(
    readCallback(ports.stores.messages.text(question.messageId)),
    readCallback(ports.stores.messages.text(turn.messageId)),
    answers,
  );
  return { ...plan, callbackWords: reading.words };
}
