/** Test helpers for the auth modules: a fresh credential key, unique synthetic members, raw D1 reads. */
import { env } from "cloudflare:test";
import { randomBytes, toBase64 } from "../../src/shared/encoding";

/** A CREDENTIAL_KEY for one test: base64 of 32 fresh random bytes. */
export function newTestKey(): string {
  return toBase64(randomBytes(32));
}

/**
 * A synthetic PlanCover member of the test's own (`98` + 8 digits): budgets, rate limits and sessions
 * of one test never meet another's. Random, so repeated runs against one database do not collide.
 */
export function syntheticMobile(): string {
  const digits = crypto.getRandomValues(new Uint32Array(1))[0] ?? 0;
  return `98${String(digits % 100_000_000).padStart(8, "0")}`;
}

/** The memberId PlanCover gives a synthetic mobile. */
export function syntheticMemberId(mobile: string): string {
  return `MBR-T${mobile.slice(2)}`;
}

export const HOUR_MS = 60 * 60 * 1000;

export function later(now: Date, ms: number): Date {
  return new Date(now.getTime() + ms);
}

export async function sessionRow(sessionId: string): Promise<Record<string, unknown> | null> {
  return env.DB.prepare("select * from sessions where id = ?").bind(sessionId).first();
}

export async function credentialRow(ref: string): Promise<Record<string, unknown> | null> {
  return env.DB.prepare("select * from credentials where ref = ?").bind(ref).first();
}
