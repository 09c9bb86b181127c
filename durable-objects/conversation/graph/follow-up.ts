/**
 * The question a turn asks, as its nodes read it: its message, or, for a follow-up of the same
 * sender's turn before ("and the second one?", "what about my wife's?"), the question that message
 * stands for (planner/follow-up.ts), made from the turn before's question and answer as stored. It is
 * re-derived whenever it is needed, from messages that never change, so every node reads the same
 * question and nothing more is stored.
 */
import { type Previous, standaloneQuestion } from "../../../src/assistant/planner/follow-up";
import type { Turn } from "../store/turns";
import type { GraphPorts } from "./ports";

/** How many turns back a follow-up of a follow-up is read ("and the second one?" then "why was it cut?"). */
const FOLLOW_UP_DEPTH = 3;

function asked(ports: GraphPorts, turn: Turn, depth: number): string {
  const message = ports.stores.messages.text(turn.messageId);
  if (depth <= 0) return message;
  const before = ports.stores.turns.previousOf(turn);
  if (before === null || before.status !== "completed") return message;
  const previous: Previous = {
    question: asked(ports, before, depth - 1),
    answer: ports.stores.messages.answerOf(before.id),
  };
  return standaloneQuestion(message, previous) ?? message;
}

/** The question the turn asks, a follow-up made whole with the turn before it. */
export function questionOf(ports: GraphPorts, turn: Turn): string {
  return asked(ports, turn, FOLLOW_UP_DEPTH);
}
