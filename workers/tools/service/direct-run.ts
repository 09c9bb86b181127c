/**
 * A direct run (POST /v1/tools/:name/run, an MCP tools/call) in its conversation. Naming none, the call
 * gets a new conversation id minted for its creator, and the Conversation object is made only if the
 * call needs one (a write that becomes pending): a read opens no object. Naming one, the caller enters
 * it as the object decides, and the creator of an id minted for them makes it the first time.
 */
import * as v from "valibot";
import type { AuthContext } from "../../../src/shared/auth-context";
import { effectiveGrant, type PartnerGrant } from "../../../src/shared/partner-scopes";
import {
  type CallOptions,
  CallOptionsSchema,
  type DirectRun,
  type ProposedCall,
  type RunOptions,
} from "../../../src/shared/tool-service";
import { execute } from "../chain/executor";
import type { ExecutorPorts } from "../chain/ports";
import type { PrefetchedStep } from "../chain/step-load";
import { type CallContext, type CallingSession, contextOf } from "./call-context";
import type { ConversationMinter } from "./minted-conversations";

export interface DirectRunPorts {
  readonly executor: ExecutorPorts;
  /** Mints a new conversation's id for its creator, and knows the ids it minted for a caller. */
  readonly minter: ConversationMinter;
  /** Admits the session to a conversation (creating it with `create`), as the Conversation object decides. */
  enterConversation(input: {
    conversationId: string;
    auth: AuthContext;
    channel: CallOptions["channel"];
    partner: PartnerGrant | null;
    create: boolean;
  }): Promise<boolean>;
}

export async function directRun(
  ports: DirectRunPorts,
  session: CallingSession,
  call: ProposedCall,
  options: RunOptions,
  /** The step's load read with the session (a run naming no conversation: nothing to enter first). */
  prefetched: PrefetchedStep | null = null,
): Promise<DirectRun> {
  const { minter, executor, enterConversation } = ports;
  const named = options.conversationId;
  if (named === undefined) {
    const conversationId = minter.mint({
      auth: session.auth,
      partner: effectiveGrant(session.partner, options.partner),
    });
    const context = contextOf(v.parse(CallOptionsSchema, { ...options, conversationId }), session);
    const outcome = await execute(call, context, creatingOnDemand(ports, context), prefetched);
    return { entered: true, conversationId, outcome };
  }
  const context = contextOf(v.parse(CallOptionsSchema, { ...options, conversationId: named }), session);
  const entered = await enterConversation({ ...entrant(context), create: minter.mintedFor(named, context) });
  if (!entered) return { entered: false };
  const outcome = await execute(call, context, executor);
  return { entered: true, conversationId: named, outcome };
}

/** Who enters the context's conversation: the session and the grant the call runs under. */
function entrant(context: CallContext) {
  return {
    conversationId: context.conversationId,
    auth: context.auth,
    channel: context.channel,
    partner: context.partner,
  };
}

/**
 * The executor's ports for a call in a conversation minted but not made: a write that becomes
 * pending needs the object to hold its pending action, so it is made then, with its creator in it
 * (and, for a partner, recorded with its grant), just before the action is stored.
 */
function creatingOnDemand(ports: DirectRunPorts, context: CallContext): ExecutorPorts {
  const { executor, enterConversation } = ports;
  return {
    ...executor,
    pendingActions: {
      ...executor.pendingActions,
      create: async (record) => {
        if (!(await enterConversation({ ...entrant(context), create: true }))) {
          throw new Error("a conversation minted moments ago could not be made");
        }
        await executor.pendingActions.create(record);
      },
    },
  };
}
