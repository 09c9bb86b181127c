/**
 * People for tests, signed in: members signed in for real (OTP against the stand-in, token sealed
 * in the vault), guests, and staff, each in the company a test chooses, so tests that exhaust a
 * budget or pull a kill switch never touch one another. Who they are: members.ts.
 */
import { env } from "cloudflare:test";
import type { AuthContext } from "../../src/shared/auth-context";
import { DEMO_OTP } from "../../workers/plancover/data/members";
import { startOtp, verifyOtp } from "../../workers/tools/auth/otp";
import { authenticate, createGuestSession, createStaffSession } from "../../workers/tools/auth/sessions";
import { signInPorts, verifyPorts } from "./sign-in";

export interface Person {
  auth: AuthContext;
  sessionToken: string;
}

async function contextFor(sessionToken: string): Promise<Person> {
  const auth = await authenticate(env.DB, sessionToken, new Date());
  if (!auth) throw new Error("a session just issued did not authenticate");
  return { auth, sessionToken };
}

export async function signIn(mobile: string, companyId: string): Promise<Person> {
  const started = await startOtp(signInPorts(), { mobile, now: new Date() });
  if (!started.ok) throw new Error(`sign-in did not start: ${started.error.code}`);
  const issued = await verifyOtp(verifyPorts(env.CREDENTIAL_KEY), {
    challengeId: started.value.challengeId,
    otp: DEMO_OTP,
    companyId,
    now: new Date(),
  });
  if (!issued.ok) throw new Error(`sign-in failed: ${issued.error.code}`);
  return contextFor(issued.value.sessionToken);
}

export async function guest(companyId: string): Promise<Person> {
  const issued = await createGuestSession(env.DB, { companyId, now: new Date() });
  return contextFor(issued.sessionToken);
}

export async function staff(role: "agent" | "admin", companyId: string): Promise<Person> {
  const issued = await createStaffSession(env.DB, { role, companyId, now: new Date() });
  return contextFor(issued.sessionToken);
}
