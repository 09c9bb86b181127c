/** What a node tells the runner: go on, pause on an interrupt, finish, end the turn with a code, or stop. */

import type { Plan } from "../../../src/assistant/planner/plan";
import type { TurnEndCode } from "../../../src/shared/turn-failure-codes";
import type { NodeName, Turn } from "../store/turns";
import { replyWords } from "./callback-reply";
import { questionOf } from "./follow-up";
import type { GraphPorts } from "./ports";

export type Verdict =
  | { readonly kind: "next"; readonly node: NodeName; readonly round: number }
  | { readonly kind: "pause" }
  | { readonly kind: "done" }
  | { readonly kind: "fail"; readonly code: TurnEndCode }
  /** The turn was ended elsewhere meanwhile (its deadline passed): nothing more to do. */
  | { readonly kind: "stopped" };

export const next = (node: NodeName, round = 0): Verdict => ({ kind: "next", node, round });
export const pause: Verdict = { kind: "pause" };
export const done: Verdict = { kind: "done" };
export const stopped: Verdict = { kind: "stopped" };
export const fail = (code: TurnEndCode): Verdict => ({ kind: "fail", code });

/** The turn's plan made whole from its stored part and its message. */
export async function planOf(ports: GraphPorts, turn: Turn): Promise<Plan> {
  if (turn.plan === null) throw new Error(`turn ${turn.id} reached ${turn.node} without a plan`);
  return replyWords(ports, turn, await ports.planner.recall(turn.plan, questionOf(ports, turn)));
}
