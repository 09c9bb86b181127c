/**
 * A caller without a session, as the session capability answers it: what it is when it only looks
 * (a guest of this deployment with no session row), how it runs as a guest, and what deciding a
 * pending action gets it (no session holds no action, so the decision mismatches, exactly as for an
 * action that is not theirs).
 */
import type { AuthContext } from "../../../src/shared/auth-context";
import type { SessionId } from "../../../src/shared/ids";
import { NO_DISPLAY } from "../../../src/shared/signed-in";
import type { ActionDecisionResult } from "../../../src/shared/tool-service";
import { failedOutcome } from "../chain/outcomes";
import { buildReadiness } from "../chain/readiness";
import type { Resolution } from "./session-source";

/** What an anonymous caller is, for listing: a guest of this deployment with no session row. */
export function anonymousAuth(companyId: string): AuthContext {
  return {
    sessionId: "ses_anonymous" as SessionId,
    personId: null,
    role: "guest",
    companyId,
    credentialRef: null,
    portalRefs: [],
    policies: [],
  };
}

/**
 * `auth` run as a guest (the anonymous caller's, or a guest session just made for it): live, under no
 * partner's grant, with no one to show as signed in.
 */
export function asGuest(auth: AuthContext): Extract<Resolution, { kind: "session" }> {
  return { kind: "session", auth, live: true, partner: null, display: NO_DISPLAY };
}

/** A decision asked without a session: `confirmation_mismatch`, the readiness naming no tool and no caller. */
export function sessionlessDecision(authProfileConfigured: boolean): ActionDecisionResult {
  const readiness = buildReadiness({ spec: null, auth: null, profilePresent: authProfileConfigured });
  return { outcome: failedOutcome("confirmation_mismatch", null, readiness), previous: null };
}
