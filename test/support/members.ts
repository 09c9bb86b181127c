/**
 * Who a test is, before any session: the stand-in's demo members and members, numbers and addresses
 * of the test's own. Plain data (no binding), so the Node-side tests use it too.
 */
import {
  DEMO_MEMBERS,
  DEMO_OTP,
  type Member,
  memberByMobile,
  randomSyntheticMobile,
} from "../../workers/plancover/data/members";

/**
 * The stand-in's demo members, its own records (mobile, memberId, portals): Asha holds two policies,
 * Ravi one, Meera none. Shared by every test, so a test that counts anything of a person (budgets,
 * rate limits, turn slots, faults) uses a member of its own instead (`uniqueMobile`).
 */
export const DEMO = DEMO_MEMBERS;
export { DEMO_OTP };

/**
 * A synthetic member of the stand-in of the test's own (`98` + 8 random digits; the stand-in derives
 * the rest from them): budgets, rate limits, sessions and faults of one test never meet another's.
 */
export function uniqueMobile(): string {
  return randomSyntheticMobile();
}

/** A ten-digit number nobody holds (the stand-in's members are its demo numbers and `98…`), random per call. */
export function strangerMobile(): string {
  return `7${uniqueMobile().slice(1)}`;
}

/** A client address of the test's own (`10.x.y.z`, random): per-address limits of one test never meet another's. */
export function uniqueAddress(): string {
  const [a = 0, b = 0, c = 0] = crypto.getRandomValues(new Uint8Array(3));
  return `10.${a}.${b}.${c}`;
}

/** The stand-in's member for a mobile (a demo or a synthetic one). */
export function standInMember(mobile: string): Member {
  const member = memberByMobile(mobile);
  if (!member) throw new Error("not a member of the stand-in");
  return member;
}

/** The member id the stand-in gives a mobile number (what member-scoped faults and the ledger name). */
export function memberIdOf(mobile: string): string {
  return standInMember(mobile).memberId;
}

/** A synthetic member's one portal, as the stand-in derives it from the mobile number. */
export function syntheticPortal(mobile: string): string {
  const [portal] = standInMember(mobile).portalRefs;
  if (portal === undefined) throw new Error("a synthetic member holds one portal");
  return portal;
}
