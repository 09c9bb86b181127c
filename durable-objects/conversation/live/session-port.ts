/**
 * What a conversation's sockets' sessions are now, from the tool-call service (the session store):
 * each session by id, its current state read on every call, so an upgraded guest comes back as its
 * member, a session that was signed out, expired or revoked (a partner's grant ended) does not come
 * back at all, and a grant's session comes back with the grant it is bound to.
 */
import { usingCapability } from "../../../src/shared/rpc-capability";
import type { ToolServiceApi } from "../../../src/shared/tool-service";
import type { LiveSessions } from "./sockets";

export function liveSessionsPort(service: Pick<ToolServiceApi, "sessionById">): LiveSessions {
  return async (sessionIds) => {
    const unique = [...new Set(sessionIds)];
    const answers = await Promise.all(
      unique.map((id) =>
        usingCapability(service.sessionById(id), (session) => session.identity({ becomeGuest: false })),
      ),
    );
    return Object.fromEntries(
      answers.flatMap((answer) =>
        answer.ok && answer.value
          ? [[answer.value.auth.sessionId, { auth: answer.value.auth, partner: answer.value.partner }]]
          : [],
      ),
    );
  };
}
