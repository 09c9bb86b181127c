/**
 * The tool-call service as a conversation reaches it. The object never holds a session token: it
 * holds the session the chat Worker verified for the turn's caller, and asks the service for that
 * session by id (`sessionById`), pipelined with the call itself (one round trip). The service reads
 * the session's current state, so a session that ended since runs nothing.
 */
import type { AuthContext } from "../../src/shared/auth-context";
import type { ToolOutcome } from "../../src/shared/outcome";
import type { HeldAction, RefusedDecision } from "../../src/shared/pending-action";
import { usingCapability } from "../../src/shared/rpc-capability";
import type {
  ActionDecision,
  CallOptions,
  HeldDecisionResult,
  ListToolsOptions,
  OfferedTool,
  ProposedCall,
  SessionAnswer,
  SessionCapability,
  SettledCallReport,
  StepSettled,
  ToolServiceApi,
} from "../../src/shared/tool-service";
import type { TurnStopCode } from "../../src/shared/turn-failure-codes";

/** A call as the turn makes it: the options, and whose (verified) session it runs as. */
export type TurnCall = CallOptions & { readonly auth: AuthContext };

export interface ToolPort {
  execute(call: ProposedCall, context: TurnCall): Promise<ToolOutcome>;
  /**
   * A step's calls: the service loads policy, session and credential once for all of them, and
   * reports the calls of each write of their audit rows on the step's reply channel (`onSettled`), a
   * write that became pending with its action's record, which this object stores itself (see StepSettled).
   */
  executeStep(
    calls: readonly ProposedCall[],
    context: TurnCall,
    onSettled: StepSettled,
  ): Promise<readonly SettledCallReport[]>;
  /** A decision on an action this object read and claims itself: the service never calls back into it. */
  decideHeldAction(input: ActionDecision, held: HeldAction, context: TurnCall): Promise<HeldDecisionResult>;
  /**
   * A resume's approval of an action this object holds (unclaimed), judged before the turn moves on:
   * the refused outcome when the kill switch or a switched-off tool refuses it, else null.
   */
  precheckApproval(input: ActionDecision, held: HeldAction, context: TurnCall): Promise<ToolOutcome | null>;
  /** A decision refused before anything moves (`why`): its one audit row, naming the action held (never claimed). */
  refuseDecision(input: ActionDecision, held: HeldAction, context: TurnCall, why: RefusedDecision): Promise<void>;
  /** One audit row for each call the turn stopped itself (over a limit, past its deadline). */
  recordStoppedCalls(calls: readonly ProposedCall[], context: TurnCall, code: TurnStopCode): Promise<void>;
  listTools(input: ListToolsOptions & { readonly auth: AuthContext }): Promise<OfferedTool[]>;
}

/**
 * A turn runs only for a session the chat Worker verified moments before; one the service no longer
 * knows at all is a broken invariant (the turn fails with internal_error), not a refusal to explain.
 */
function answered<T>(answer: SessionAnswer<T>): T {
  if (!answer.ok) throw new Error(`the turn's session is unknown to the tool-call service (${answer.refusal})`);
  return answer.value;
}

export function toolPort(service: Pick<ToolServiceApi, "sessionById">): ToolPort {
  /** One call as the session, its capability disposed once the call is answered (see usingCapability). */
  const as = <T>(auth: AuthContext, call: (session: SessionCapability) => Promise<T>) =>
    usingCapability(service.sessionById(auth.sessionId), call);
  return {
    execute: async (call, { auth, ...options }) => answered(await as(auth, (s) => s.execute(call, options))),
    executeStep: async (calls, { auth, ...options }, onSettled) =>
      answered(await as(auth, (s) => s.executeStep(calls, options, onSettled))),
    decideHeldAction: async (input, held, { auth, ...options }) =>
      answered(await as(auth, (s) => s.decideHeldAction(input, held, options))),
    // A session the service no longer knows refuses nothing up front: the turn's own decision answers it.
    precheckApproval: async (input, held, { auth, ...options }) => {
      const answer = await as(auth, (s) => s.precheckApproval(input, held, options));
      return answer.ok ? answer.value : null;
    },
    // The refusal stands whatever the service answers: a session it no longer knows has no row to write.
    refuseDecision: async (input, held, { auth, ...options }, why) => {
      await as(auth, (s) => s.refuseDecision(input, held, options, why));
    },
    recordStoppedCalls: async (calls, { auth, ...options }, code) => {
      answered(await as(auth, (s) => s.recordStoppedCalls(calls, options, code)));
    },
    listTools: async ({ auth, ...options }) => answered(await as(auth, (s) => s.listTools(options))),
  };
}
