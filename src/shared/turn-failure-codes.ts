/**
 * Why a chat turn ended without an answer, when the reason is the turn's own limits rather than a
 * tool's failure (those keep their codes from failure-codes.ts). A closed set: `turn.failed`
 * carries one of these or a tool failure code, and clients key their messages off the strings.
 */
import type { FailureCode } from "./failure-codes";
import { FAILURE_CODES } from "./failure-codes";

export const TURN_FAILURE_CODES = [
  /** The turn asked for more tool calls than one turn may make. */
  "tool_call_limit",
  /** One step of the turn asked for more calls at once than may run in parallel. */
  "parallel_call_limit",
  /** The turn ran past its deadline; nothing more runs for it. */
  "turn_deadline",
  /** The person started too many turns in the last minute. */
  "turn_rate_limited",
  /** The person already has as many turns running as they may. */
  "turn_concurrency_limited",
  /** The person stopped the turn (`POST /chat/:id/stop`, a `stop` frame); nothing more runs for it. */
  "turn_stopped",
] as const;
export type TurnFailureCode = (typeof TURN_FAILURE_CODES)[number];

/** What stops a proposed call before it is sent, the turn's limits or its sender (each stopped call still has its audit row). */
export const TURN_STOP_CODES = [
  "tool_call_limit",
  "parallel_call_limit",
  "turn_deadline",
  "turn_stopped",
] as const satisfies readonly TurnFailureCode[];
export type TurnStopCode = (typeof TURN_STOP_CODES)[number];

/** What `turn.failed` may carry: a turn limit, or the tool failure that stopped the turn. */
export const TURN_END_CODES = [...TURN_FAILURE_CODES, ...FAILURE_CODES] as const;
export type TurnEndCode = TurnFailureCode | FailureCode;

export function turnFailureMessage(code: TurnFailureCode): string {
  switch (code) {
    case "tool_call_limit":
      return "This request needed more steps than one turn may take. Ask for less at once.";
    case "parallel_call_limit":
      return "This request asked for too many things at once. Ask for less at once.";
    case "turn_deadline":
      return "This took too long and was stopped. Try again.";
    case "turn_rate_limited":
      return "Too many messages in a short time. Wait a minute and try again.";
    case "turn_concurrency_limited":
      return "You already have a request running. Wait for it to finish.";
    case "turn_stopped":
      return "You stopped this answer.";
  }
}
