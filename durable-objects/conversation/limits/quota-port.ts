/**
 * The quota port over RPC: a person's turn slots live in the Conversation object named
 * `quota:person:<id>` (or `quota:session:<id>` for a guest or staff session), so every
 * conversation of that person counts against the same slots.
 */
import type { AuthContext } from "../../../src/shared/auth-context";
import type { QuotaPort } from "../graph/deps";
import type { Limits } from "./limits";

export function quotaKey(auth: Pick<AuthContext, "sessionId" | "personId">): string {
  return auth.personId === null ? `quota:session:${auth.sessionId}` : `quota:person:${auth.personId}`;
}

export function quotaPort(namespace: Env["CONVERSATIONS"], limits: Limits, now: () => Date): QuotaPort {
  const stub = (auth: AuthContext) => namespace.get(namespace.idFromName(quotaKey(auth)));
  return {
    acquire: (auth, turnId, isNewTurn, leaseUntil) =>
      stub(auth).acquireTurnSlot({
        turnId,
        isNewTurn,
        now: now().getTime(),
        leaseUntil,
        limits: { turnsPerMinute: limits.turnsPerMinute, concurrentTurnsPerPerson: limits.concurrentTurnsPerPerson },
      }),
    release: (auth, turnId) => stub(auth).releaseTurnSlot(turnId),
  };
}
