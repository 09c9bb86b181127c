/**
 * The SDK's request-and-answer areas: sign-in, tools, actions and group membership. Each call is
 * one HTTP request answering a value; none of them streams.
 */
import type { Decision } from "../shared/chat-protocol";
import type { SignedInAs } from "../shared/signed-in";
import type { ClientResult } from "./errors";
import { type HttpOptions, requestJson } from "./http";
import type { ActionDecision, GroupParticipants, OfferedTool, ToolRun } from "./options";
import type { SessionHolder } from "./session";

export function authApi(http: HttpOptions, session: SessionHolder) {
  return {
    /** Starts sign-in; always a challenge for a well-formed number (no account enumeration). */
    start: (mobile: string) => requestJson<{ challengeId: string }>(http, "POST", "/auth/otp/start", { mobile }),
    /**
     * Verifies the code; the session (and the turns it started as a guest) becomes the member's. The
     * answer says who signed in, as `me()` does (a first name, `••••0001`).
     */
    async verify(challengeId: string, otp: string): Promise<ClientResult<{ expiresAt: string } & SignedInAs>> {
      const verified = await requestJson<{ sessionToken: string; expiresAt: string } & SignedInAs>(
        http,
        "POST",
        "/auth/otp/verify",
        { challengeId, otp },
      );
      if (!verified.ok) return verified;
      const { sessionToken, expiresAt, kind, firstName, maskedMobile } = verified.value;
      session.replace(sessionToken);
      return { ok: true, value: { expiresAt, kind, firstName, maskedMobile } };
    },
    /**
     * Who is signed in on this client's session: `kind` (`anonymous`, `guest`, `member`, `staff`,
     * `partner`), a member's `firstName` and `maskedMobile` ("Signed in as Asha · ••••0001").
     */
    me: () => requestJson<SignedInAs>(http, "GET", "/auth/me"),
    async signOut(): Promise<ClientResult<{ ok: true }>> {
      const answer = await requestJson<{ ok: true }>(http, "POST", "/auth/signout", {});
      session.forget();
      return answer;
    },
    /** The bearer token this client holds (bearer mode), to keep between runs. */
    token: () => session.current(),
  };
}

export function toolsApi(http: HttpOptions) {
  return {
    async list(): Promise<ClientResult<readonly OfferedTool[]>> {
      const answer = await requestJson<{ tools: OfferedTool[] }>(http, "GET", "/v1/tools");
      return answer.ok ? { ok: true, value: answer.value.tools } : answer;
    },
    run: (name: string, args: Record<string, unknown> = {}, conversationId?: string) =>
      requestJson<ToolRun>(http, "POST", `/v1/tools/${encodeURIComponent(name)}/run`, { args, conversationId }),
  };
}

export function actionsApi(http: HttpOptions) {
  const decide = (decision: Decision) => (pendingActionId: string, conversationId: string) =>
    requestJson<ActionDecision>(http, "POST", `/v1/actions/${encodeURIComponent(pendingActionId)}`, {
      conversationId,
      decision,
    });
  return { approve: decide("approve"), reject: decide("reject") };
}

/** Invites and joins; a join tells the chat side this client's participant handle there. */
export function groupApi(http: HttpOptions, onJoined: (conversationId: string, participantId: string) => void) {
  const path = (conversationId: string) => `/chat/${encodeURIComponent(conversationId)}`;
  return {
    invite: (conversationId: string) =>
      requestJson<{ inviteCode: string; inviteId: string; expiresAt: string }>(
        http,
        "POST",
        `${path(conversationId)}/invites`,
        {},
      ),
    /** Who is in it (`you` marks this caller) and the invitations this caller made (`open`, `used`, `expired`). */
    participants: (conversationId: string) =>
      requestJson<GroupParticipants>(http, "GET", `${path(conversationId)}/participants`),
    /** Leaves the conversation: this caller is no longer let in, and it leaves their list. */
    leave: (conversationId: string) =>
      requestJson<{ conversationId: string; left: true }>(http, "POST", `${path(conversationId)}/leave`, {}),
    async join(conversationId: string, inviteCode: string): Promise<ClientResult<{ participantId: string }>> {
      const joined = await requestJson<{ participantId: string }>(http, "POST", `${path(conversationId)}/join`, {
        inviteCode,
      });
      if (joined.ok) onJoined(conversationId, joined.value.participantId);
      return joined;
    },
  };
}
