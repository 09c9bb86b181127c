/**
 * What signing out ends beyond the session row: the session's place in the conversations where it
 * could still be served. A stream follows one running turn, so every stream the session holds is in a
 * conversation where the session or its person has a turn running now: the live slots of their turn
 * quotas name those conversations. Both quotas are asked, since a session signed in on as a guest
 * keeps the turns it started before (counted under the session) beside the person's. Each
 * conversation closes the session's sockets and streams and ends the turns it runs. A socket anywhere
 * else is refused at its next frame or delivery.
 */
import type { AuthContext } from "../../../src/shared/auth-context";
import { logError } from "../../../src/shared/log";
import { quotaKeysOfSession } from "../../../src/shared/turn-quota";
import { conversation } from "./conversation";

export async function endSignedOutSession(
  env: Pick<Env, "CONVERSATIONS" | "TURN_QUOTAS">,
  auth: Pick<AuthContext, "sessionId" | "personId">,
  now: Date,
): Promise<void> {
  try {
    const running = await Promise.all(
      quotaKeysOfSession(auth).map((key) =>
        env.TURN_QUOTAS.get(env.TURN_QUOTAS.idFromName(key)).runningConversations(now.getTime()),
      ),
    );
    const conversations = new Set(running.flat());
    await Promise.all([...conversations].map((id) => conversation(env, id).endSession(auth.sessionId)));
  } catch (error) {
    // The session is already ended in the store: its sockets are refused at their next delivery.
    logError("signed_out_session_not_ended", error);
  }
}
