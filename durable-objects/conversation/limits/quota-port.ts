/**
 * The quota port over RPC: a person's turn slots live in their TurnQuota object (named by
 * `quotaKey`), so every conversation of that person counts against the same slots.
 */
import type { AuthContext } from "../../../src/shared/auth-context";
import { quotaKey } from "../../../src/shared/turn-quota";
import type { QuotaPort } from "../graph/ports";
import type { Limits } from "./limits";

export function quotaPort(namespace: Env["TURN_QUOTAS"], limits: Limits, now: () => Date): QuotaPort {
  const stub = (auth: AuthContext) => namespace.get(namespace.idFromName(quotaKey(auth)));
  return {
    acquire: (auth, partner, conversationId, turnId, isNewTurn, leaseUntil, touch) =>
      stub(auth).acquire({
        turnId,
        conversationId,
        isNewTurn,
        now: now().getTime(),
        leaseUntil,
        limits: { turnsPerMinute: limits.turnsPerMinute, concurrentTurnsPerPerson: limits.concurrentTurnsPerPerson },
        ...(touch ? { touch } : {}),
        // A grant is one session for its life: its turns are counted by it (TurnSlots).
        ...(partner === null ? {} : { grantSession: auth.sessionId }),
      }),
    release: (auth, turnId) => stub(auth).release(turnId),
  };
}
