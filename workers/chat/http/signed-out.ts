/**
 * What signing out ends beyond the session row: the session's place in the conversations where it
 * could still be served. A stream follows one running turn, so every stream the session holds is in a
 * conversation where its person (or, for a guest, the session) has a turn running now: the live slots
 * of their turn quota name those conversations. Each one closes the session's sockets and streams and
 * ends the turns it runs. A socket anywhere else is refused at its next frame or delivery.
 */
import type { AuthContext } from "../../../src/shared/auth-context";
import { logError } from "../../../src/shared/log";
import { quotaKey } from "../../../src/shared/turn-quota";
import { conversation } from "./conversation";

export async function endSignedOutSession(
  env: Pick<Env, "CONVERSATIONS" | "TURN_QUOTAS">,
  auth: Pick<AuthContext, "sessionId" | "personId">,
  now: Date,
): Promise<void> {
  try {
    const quota = env.TURN_QUOTAS.get(env.TURN_QUOTAS.idFromName(quotaKey(auth)));
    const running = await quota.runningConversations(now.getTime());
    await Promise.all(running.map((conversationId) => conversation(env, conversationId).endSession(auth.sessionId)));
  } catch (error) {
    // The session is already ended in the store: its sockets are refused at their next delivery.
    logError("signed_out_session_not_ended", error);
  }
}
