/**
 * The question a turn asks, as its nodes read it: its message, or, for a follow-up of the same
 * sender's turn before ("and the second one?", "what about my wife's?"), the question that message
 * stands for (planner/follow-up.ts), made from the turn before's question and answer as stored.
 * Nothing more is stored: it is derived from messages that never change when a node first asks, and
 * kept in memory for the turn's other nodes (each of a turn's six or so asks would otherwise read up
 * to three turns back and make the question again), so every node reads the same question. An
 * object that wakes again derives it again, from the same messages.
 */
import { type Previous, standaloneQuestion } from "../../../src/assistant/planner/follow-up";
import { type DataClass, highestClass } from "../../../src/shared/data-class";
import type { Turn } from "../store/turns";
import type { GraphPorts } from "./ports";

/** How many turns back a follow-up of a follow-up is read ("and the second one?" then "why was it cut?"). */
const FOLLOW_UP_DEPTH = 3;

/** The questions derived, per object (its stores), for its latest turns: a few turns run at once at most. */
const derived = new WeakMap<GraphPorts["stores"], Map<string, Asked>>();
const TURNS_KEPT = 8;

/** The question, and the class of what it was made from: the earlier answers it drew on, or `public`. */
export interface Asked {
  readonly question: string;
  readonly madeFrom: DataClass;
}

/** The completed turns before `turn` through the same door, the nearest first, as far back as a follow-up is read. */
function turnsBefore(ports: GraphPorts, turn: Turn): Turn[] {
  const turns: Turn[] = [];
  let earlier = ports.stores.turns.previousOf(turn);
  while (earlier !== null && earlier.status === "completed" && turns.length < FOLLOW_UP_DEPTH) {
    turns.push(earlier);
    earlier = ports.stores.turns.previousOf(earlier);
  }
  return turns;
}

/**
 * The question `turn` asks, made with the turns before it (`before`, the nearest first; each of those
 * made with the ones before it in turn). Every answer in view counts towards what it was made from: an
 * ordinal past the one claim just answered ("and the third one?") counts the list answered before.
 */
function asked(ports: GraphPorts, turn: Turn, before: readonly Turn[]): Asked {
  const message = ports.stores.messages.text(turn.messageId);
  const asTyped: Asked = { question: message, madeFrom: "public" };
  const [previousTurn, ...older] = before;
  if (previousTurn === undefined) return asTyped;
  const earlier = asked(ports, previousTurn, older);
  const previous: Previous = {
    question: earlier.question,
    answer: ports.stores.messages.answerOf(previousTurn.id),
    earlierAnswers: older.map((olderTurn) => ports.stores.messages.answerOf(olderTurn.id)),
  };
  const whole = standaloneQuestion(message, previous);
  // An answer is as sensitive as what its turn read (a turn that recorded no class: the most).
  return whole === null
    ? asTyped
    : { question: whole, madeFrom: highestClass([earlier.madeFrom, ...before.map((t) => t.dataClass ?? "health")]) };
}

/**
 * The question the turn asks, a follow-up made whole with the turn before it, with the class of the
 * earlier answers it was made from (`public` for a message read as typed): a model is shown the
 * question only when it is cleared for that class, as for a turn's results.
 */
export function askedIn(ports: GraphPorts, turn: Turn): Asked {
  let kept = derived.get(ports.stores);
  if (kept === undefined) {
    kept = new Map();
    derived.set(ports.stores, kept);
  }
  const found = kept.get(turn.id);
  if (found !== undefined) return found;
  const made = asked(ports, turn, turnsBefore(ports, turn));
  kept.set(turn.id, made);
  // Maps iterate in insertion order: the first key is the oldest turn kept.
  if (kept.size > TURNS_KEPT) kept.delete(kept.keys().next().value ?? "");
  return made;
}

/** The question the turn asks, for code that reads it itself (no model is shown it). */
export function questionOf(ports: GraphPorts, turn: Turn): string {
  return askedIn(ports, turn).question;
}
