/**
 * The sign-in throttles, in the order they are counted: the client address first (the party that
 * may be an attacker), then the mobile number from that address, then the number from everywhere
 * (the party that may be a victim), so a request an address is refused for spends nothing of the
 * number's allowance, and one address's requests for a number spend only that address's share of it.
 * Members and strangers are counted alike, so a refusal tells nothing about who holds a number.
 */
import { err, ok, type Result } from "../../../../src/shared/result";
import { type SignInGuardPort, THROTTLE_ACTIONS, type ThrottleAction, type ThrottleBucket } from "./guard";
import type { SignInLimits } from "./limits";

/** The hashed keys a request is counted under; no address means the runtime gave none (see README). */
export interface ThrottleKeys {
  readonly mobileKey: string | null;
  readonly addressKey: string | null;
}

type Allowance = Record<ThrottleBucket["scope"], number>;

function allowanceFor(limits: SignInLimits, action: ThrottleAction): Allowance {
  switch (action) {
    case "start":
      return {
        address: limits.startsPerAddress,
        mobile_from_address: limits.startsPerMobile,
        mobile: limits.startsPerMobileEverywhere,
      };
    case "verify":
      return {
        address: limits.verifiesPerAddress,
        mobile_from_address: limits.verifiesPerMobile,
        mobile: limits.verifiesPerMobileEverywhere,
      };
  }
}

/** A number asked for from one address: both hashes, so neither is readable from the bucket's name. */
function pairKey(mobileKey: string, addressKey: string): string {
  return `${mobileKey}.${addressKey}`;
}

type Counted = { readonly scope: ThrottleBucket["scope"]; readonly key: string; readonly limit: number };

/**
 * The number's buckets: from its address, then from everywhere. Without an address only the number
 * is counted, at the tight limit of one address (the runtime gave none: see README).
 */
function numberBuckets(mobileKey: string, addressKey: string | null, allowance: Allowance): Counted[] {
  if (addressKey === null) return [{ scope: "mobile", key: mobileKey, limit: allowance.mobile_from_address }];
  return [
    { scope: "mobile_from_address", key: pairKey(mobileKey, addressKey), limit: allowance.mobile_from_address },
    { scope: "mobile", key: mobileKey, limit: allowance.mobile },
  ];
}

async function countIn(
  guard: SignInGuardPort,
  limits: SignInLimits,
  action: ThrottleAction,
  buckets: readonly Counted[],
  now: Date,
): Promise<Result<true, number>> {
  for (const { scope, key, limit } of buckets) {
    const answer = await guard.take({ action, scope, key }, limit, limits.windowMs, now);
    if (!answer.allowed) return err(answer.retryAfterMs);
  }
  return ok(true);
}

/** Counts one request from its address alone; refused: the milliseconds until the refusing window ends. */
export function countAddress(
  guard: SignInGuardPort,
  limits: SignInLimits,
  action: ThrottleAction,
  addressKey: string | null,
  now: Date,
): Promise<Result<true, number>> {
  const allowance = allowanceFor(limits, action);
  const buckets: Counted[] =
    addressKey === null ? [] : [{ scope: "address", key: addressKey, limit: allowance.address }];
  return countIn(guard, limits, action, buckets, now);
}

/** Counts one request for a number (its address already counted); refused: as above. */
export function countNumber(
  guard: SignInGuardPort,
  limits: SignInLimits,
  action: ThrottleAction,
  keys: { readonly mobileKey: string; readonly addressKey: string | null },
  now: Date,
): Promise<Result<true, number>> {
  return countIn(
    guard,
    limits,
    action,
    numberBuckets(keys.mobileKey, keys.addressKey, allowanceFor(limits, action)),
    now,
  );
}

/** Counts one request in every bucket it falls in, the address first; refused: as above. */
export async function countRequest(
  guard: SignInGuardPort,
  limits: SignInLimits,
  action: ThrottleAction,
  keys: ThrottleKeys,
  now: Date,
): Promise<Result<true, number>> {
  const byAddress = await countAddress(guard, limits, action, keys.addressKey, now);
  if (!byAddress.ok || keys.mobileKey === null) return byAddress;
  return countNumber(guard, limits, action, { mobileKey: keys.mobileKey, addressKey: keys.addressKey }, now);
}

/**
 * A number whose owner just signed in starts afresh: their earlier tries were theirs (from where
 * they signed in, and the number's overall count; another address's tries stay counted there).
 */
export async function forgiveMobile(
  guard: SignInGuardPort,
  mobileKey: string,
  addressKey: string | null,
): Promise<void> {
  const buckets: ThrottleBucket[] = THROTTLE_ACTIONS.flatMap((action) => [
    { action, scope: "mobile" as const, key: mobileKey },
    ...(addressKey === null
      ? []
      : [{ action, scope: "mobile_from_address" as const, key: pairKey(mobileKey, addressKey) }]),
  ]);
  await Promise.all(buckets.map((bucket) => guard.clear(bucket)));
}
