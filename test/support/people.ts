/**
 * People for tests: demo and synthetic members signed in for real (OTP against the stand-in,
 * token sealed in the vault), guests, and staff — each in the company a test chooses, so tests
 * that exhaust a budget or pull a kill switch never touch one another.
 */
import { env } from "cloudflare:test";
import type { AuthContext } from "../../src/shared/auth-context";
import { startOtp, verifyOtp } from "../../workers/tools/auth/otp";
import { authenticate, createGuestSession, createStaffSession } from "../../workers/tools/auth/sessions";
import { signInDeps, verifyDeps } from "./sign-in";

export const DEMO = { asha: "9000000001", ravi: "9000000002", meera: "9000000003" } as const;
export const DEMO_OTP = "123456";

/** A synthetic member of the stand-in (`98` + 8 digits), unique per call. */
export function uniqueMobile(): string {
  const digits = crypto.getRandomValues(new Uint32Array(1))[0] ?? 0;
  return `98${String(digits % 100_000_000).padStart(8, "0")}`;
}

/** The synthetic member's portal, as the stand-in derives it from the mobile number. */
export function syntheticPortal(mobile: string): string {
  return `PRT-T${mobile.slice(2)}`;
}

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
  const started = await startOtp(signInDeps(), { mobile, now: new Date() });
  if (!started.ok) throw new Error(`sign-in did not start: ${started.error.code}`);
  const issued = await verifyOtp(verifyDeps(env.CREDENTIAL_KEY), {
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
