/**
 * The question a turn asks, as its nodes read it: its message, or, for a follow-up of the same
 * sender's turn before ("and the second one?", "what about my wife's?"), the question that message
 * stands for (planner/follow-up.ts), made from the turn before's question and answer as stored. It is
 * re-derived whenever it is needed, from messages that never change, so every node reads the same
 * question and nothing more is stored.
 */
import { type Previous, standaloneQuestion } from "../../../src/assistant/planner/follow-up";
import { type DataClass, highestClass } from "../../../src/shared/data-class";
import type { Turn } from "../store/turns";
import type { GraphPorts } from "./ports";

/** How many turns back a follow-up of a follow-up is read ("and the second one?" then "why was it cut?"). */
const FOLLOW_UP_DEPTH = 3;

/** The question, and the class of what it was made from: the earlier answers it drew on, or `public`. */
export interface Asked {
  readonly question: string;
  readonly madeFrom: DataClass;
}

function asked(ports: GraphPorts, turn: Turn, depth: number): Asked {
  const message = ports.stores.messages.text(turn.messageId);
  const asTyped: Asked = { question: message, madeFrom: "public" };
  if (depth <= 0) return asTyped;
  const before = ports.stores.turns.previousOf(turn);
  if (before === null || before.status !== "completed") return asTyped;
  const earlier = asked(ports, before, depth - 1);
  const previous: Previous = { question: earlier.question, answer: ports.stores.messages.answerOf(before.id) };
  const whole = standaloneQuestion(message, previous);
  // An answer is as sensitive as what its turn read (a turn that recorded no class: the most).
  return whole === null
    ? asTyped
    : { question: whole, madeFrom: highestClass([earlier.madeFrom, before.dataClass ?? "health"]) };
}

/**
 * The question the turn asks, a follow-up made whole with the turn before it, with the class of the
 * earlier answers it was made from (`public` for a message read as typed): a model is shown the
 * question only when it is cleared for that class, as for a turn's results.
 */
export function askedIn(ports: GraphPorts, turn: Turn): Asked {
  return asked(ports, turn, FOLLOW_UP_DEPTH);
}

/** The question the turn asks, for code that reads it itself (no model is shown it). */
export function questionOf(ports: GraphPorts, turn: Turn): string {
  return askedIn(ports, turn).question;
}
