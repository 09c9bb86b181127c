/**
 * The sign-in throttles, in the order they are counted: the client address first (the party that
 * may be an attacker), then the mobile number (the party that may be a victim), so a request an
 * address is refused for spends nothing of the number's allowance. Members and strangers are
 * counted alike, so a refusal tells nothing about who holds a number.
 */
import { err, ok, type Result } from "../../../../src/shared/result";
import type { SignInGuardPort, ThrottleAction } from "./guard";
import type { SignInLimits } from "./limits";

/** The hashed keys a request is counted under; no address means the runtime gave none (see README). */
export interface ThrottleKeys {
  readonly mobileKey: string | null;
  readonly addressKey: string | null;
}

function limitsFor(limits: SignInLimits, action: ThrottleAction): { mobile: number; address: number } {
  switch (action) {
    case "start":
      return { mobile: limits.startsPerMobile, address: limits.startsPerAddress };
    case "verify":
      return { mobile: limits.verifiesPerMobile, address: limits.verifiesPerAddress };
  }
}

/** Counts one request; refused: the milliseconds until the refusing window ends. */
export async function countRequest(
  guard: SignInGuardPort,
  limits: SignInLimits,
  action: ThrottleAction,
  keys: ThrottleKeys,
  now: Date,
): Promise<Result<true, number>> {
  const allowance = limitsFor(limits, action);
  for (const scope of ["address", "mobile"] as const) {
    const key = scope === "address" ? keys.addressKey : keys.mobileKey;
    if (key === null) continue;
    const answer = await guard.take({ action, scope, key }, allowance[scope], limits.windowMs, now);
    if (!answer.allowed) return err(answer.retryAfterMs);
  }
  return ok(true);
}

/** A number whose owner just signed in starts afresh: their earlier tries were theirs. */
export async function forgiveMobile(guard: SignInGuardPort, mobileKey: string): Promise<void> {
  await Promise.all([
    guard.clear({ action: "start", scope: "mobile", key: mobileKey }),
    guard.clear({ action: "verify", scope: "mobile", key: mobileKey }),
  ]);
}
