/**
 * The person's conversation index over RPC: it lives in their TurnQuota object (named by
 * `quotaKey`), beside their turn slots. Written after the fact and off the turn's path: a lost
 * write costs a stale list entry, never a turn, so a failure is logged and the turn goes on.
 */
import type { AuthContext } from "../../../src/shared/auth-context";
import type { ConversationTouch } from "../../../src/shared/conversation-index";
import { logError } from "../../../src/shared/log";
import { quotaKey } from "../../../src/shared/turn-quota";

export interface IndexPort {
  touch(auth: AuthContext, touch: ConversationTouch): Promise<void>;
  forget(auth: AuthContext, conversationId: string): Promise<void>;
}

export function indexPort(namespace: Env["TURN_QUOTAS"]): IndexPort {
  const stub = (auth: AuthContext) => namespace.get(namespace.idFromName(quotaKey(auth)));
  const logged = (what: string) => (error: unknown) => logError("conversation_index_failed", error, { what });
  return {
    touch: (auth, touch) => stub(auth).touchConversation(touch).catch(logged("touch")),
    forget: (auth, conversationId) => stub(auth).forgetConversation(conversationId).catch(logged("forget")),
  };
}
