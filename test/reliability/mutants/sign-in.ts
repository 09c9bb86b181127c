/** Sign-in (workers/tools/auth/otp.ts, auth/sign-in/): a challenge's tries, single use and expiry, the throttles, and what a start reveals. */

import type { Mutation } from "./mutation";

const OTP = "workers/tools/auth/otp.ts";
const OTP_CHALLENGE = "workers/tools/auth/sign-in/challenge-record.ts";
const THROTTLES = "workers/tools/auth/sign-in/throttles.ts";
const OTP_TESTS = [
  "test/tools/auth/otp-limits.test.ts",
  "test/chat/sign-in-limits.test.ts",
  "test/reliability/otp-expiry.test.ts",
];

export const SIGN_IN_MUTATIONS: readonly Mutation[] = [
  {
    id: "otp-attempts",
    guard: "a sign-in challenge dies after the allowed number of wrong codes",
    file: OTP_CHALLENGE,
    edits: [
      {
        find: '  if (record.attempts >= maxAttempts) return { answer: { ok: false, refusal: "exhausted" }, next: null };\n',
        replace: "",
      },
    ],
    tests: OTP_TESTS,
  },
  {
    id: "otp-single-use",
    guard: "a sign-in challenge gives one session: the first right verify consumes it",
    file: OTP_CHALLENGE,
    edits: [
      {
        find: "  if (!record || record.consumed || nowMs >= record.expiresAtMs) return null;",
        replace: "  if (!record || nowMs >= record.expiresAtMs) return null;",
      },
      {
        find: '  if (record.consumed) return { answer: { ok: false, refusal: "consumed" }, next: null };\n',
        replace: "",
      },
    ],
    tests: OTP_TESTS,
  },
  {
    id: "otp-expiry",
    guard: "a sign-in challenge past its lifetime accepts no code",
    file: OTP_CHALLENGE,
    edits: [
      {
        find: '  if (nowMs >= record.expiresAtMs) return { answer: { ok: false, refusal: "expired" }, next: null };\n',
        replace: "",
      },
    ],
    tests: OTP_TESTS,
  },
  {
    id: "sign-in-throttle",
    guard: "sign-in starts and verifies are throttled per client address and per mobile number",
    file: THROTTLES,
    edits: [{ find: "    if (!answer.allowed) return err(answer.retryAfterMs);\n", replace: "" }],
    tests: OTP_TESTS,
  },
  {
    id: "otp-start-reveals-outage",
    guard: "a sign-in start answers a challenge even when PlanCover fails, so no answer tells a member from a stranger",
    file: OTP,
    edits: [
      {
        find: "  const challengeId = await ports.guard.issueChallenge({",
        replace:
          '  if (upstreamChallengeId === null) return err(otpFailure("upstream_unavailable"));\n  const challengeId = await ports.guard.issueChallenge({',
      },
    ],
    tests: ["test/tools/auth/otp-start.test.ts"],
  },
  {
    id: "sign-in-throttle-address",
    guard: "sign-in starts and verifies are counted per client address (one address cannot try many numbers)",
    file: THROTTLES,
    edits: [
      {
        find: 'addressKey === null ? [] : [{ scope: "address", key: addressKey, limit: allowance.address }];',
        replace: "[];",
      },
    ],
    tests: OTP_TESTS,
  },
  {
    id: "sign-in-throttle-mobile",
    guard:
      "sign-in starts and verifies are counted per mobile number from every address too (many addresses cannot try one number without end)",
    file: THROTTLES,
    edits: [
      {
        find: '    { scope: "mobile", key: mobileKey, limit: allowance.mobile },\n',
        replace: "",
      },
    ],
    tests: OTP_TESTS,
  },
  {
    id: "otp-verify-unthrottled-per-address",
    guard: "a verify is counted against its client address before the code is looked at",
    file: OTP,
    edits: [
      {
        find: 'await countAddress(ports.guard, ports.limits, "verify", addressKeyOrNull, now);',
        replace: 'await countAddress(ports.guard, ports.limits, "verify", null, now);',
      },
    ],
    tests: OTP_TESTS,
  },
  {
    id: "sign-in-number-not-per-address",
    guard:
      "a number's sign-in starts are counted per client address, so a stranger elsewhere cannot shut its owner out",
    file: THROTTLES,
    edits: [{ find: "key: pairKey(mobileKey, addressKey), limit", replace: "key: mobileKey, limit" }],
    tests: OTP_TESTS,
    filter: "owner",
  },
  {
    id: "otp-verify-unthrottled-per-mobile",
    guard: "a verify is counted against the challenge's mobile number, across its challenges",
    file: OTP,
    edits: [
      {
        find: "  if (!byMobile.ok) return err(rateLimited(byMobile.error));",
        replace: "",
      },
    ],
    tests: OTP_TESTS,
  },
  {
    id: "signout-ends-streams",
    guard: "signing out ends the turns the session runs and closes its streams at once (nothing more reaches it)",
    file: "workers/chat/routes/auth.ts",
    edits: [
      {
        find: "    if (who.value !== null) await endSignedOutSession(c.env, who.value.auth, new Date());\n",
        replace: "",
      },
    ],
    tests: ["test/chat/signout-running-turn.test.ts"],
  },
  {
    id: "signout-ends-guest-era-turns",
    guard:
      "signing out also ends a turn the session started as a guest before signing in on it (counted under the session)",
    file: "src/shared/turn-quota.ts",
    edits: [
      {
        find: "  return auth.personId === null ? [own] : [own, quotaKey(auth)];",
        replace: "  return [quotaKey(auth)];",
      },
    ],
    tests: ["test/chat/signout-running-turn.test.ts"],
  },
];
