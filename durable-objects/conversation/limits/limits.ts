/**
 * The limits a turn runs under. Exceeding one ends the turn with `turn.failed` and a code from
 * TURN_FAILURE_CODES. Constants carry their unit; a deployment (or a test) passes its own Limits to
 * the engine. Parallelism is checked per step: prefetch is capped by construction (six reads), so
 * only a gather step that asks for more calls at once than this can exceed it.
 */
import { SLOT_LIMITS, TURN_DEADLINE_MS } from "../../../src/shared/turn-quota";

export interface Limits {
  /** Tool calls one turn may make, prefetch and gather together (a retry counts). */
  readonly maxToolCallsPerTurn: number;
  /** Calls one step (prefetch, or one gather round) may run at once. */
  readonly maxParallelCalls: number;
  /** Running time a turn gets from its start or resume, in milliseconds (paused time does not count). */
  readonly turnDeadlineMs: number;
  /** Turns one person (or guest session) may start per minute, across conversations. */
  readonly turnsPerMinute: number;
  /** Turns one person may have running at once, across conversations (paused turns do not count). */
  readonly concurrentTurnsPerPerson: number;
  /** gather <-> execute_tools rounds one turn may take. */
  readonly maxGatherRounds: number;
}

export const MAX_TOOL_CALLS_PER_TURN = 10;
export const MAX_PARALLEL_CALLS = 7;
export const MAX_GATHER_ROUNDS = 3;

export const DEFAULT_LIMITS: Limits = {
  maxToolCallsPerTurn: MAX_TOOL_CALLS_PER_TURN,
  maxParallelCalls: MAX_PARALLEL_CALLS,
  turnDeadlineMs: TURN_DEADLINE_MS,
  ...SLOT_LIMITS,
  maxGatherRounds: MAX_GATHER_ROUNDS,
};
