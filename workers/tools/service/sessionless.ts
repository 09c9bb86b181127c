/**
 * A caller without a session, as the session capability answers it: what it is when it only looks
 * (a guest of this deployment with no session row), and what deciding a pending action gets it (no
 * session holds no action, so the decision mismatches, exactly as for an action that is not theirs).
 */
import type { AuthContext } from "../../../src/shared/auth-context";
import type { SessionId } from "../../../src/shared/ids";
import type { ActionDecisionResult } from "../../../src/shared/tool-service";
import { failedOutcome } from "../chain/outcomes";
import { buildReadiness } from "../chain/readiness";

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

/** A decision asked without a session: `confirmation_mismatch`, the readiness naming no tool and no caller. */
export function sessionlessDecision(authProfileConfigured: boolean): ActionDecisionResult {
  const readiness = buildReadiness({ spec: null, auth: null, profilePresent: authProfileConfigured });
  return { outcome: failedOutcome("confirmation_mismatch", null, readiness), previous: null };
}
