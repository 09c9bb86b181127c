/** Test helpers for the auth modules: a fresh credential key, clock arithmetic, raw D1 reads. */
import { env } from "cloudflare:test";
import { randomBytes, toBase64 } from "../../src/shared/encoding";

/** A CREDENTIAL_KEY for one test: base64 of 32 fresh random bytes. */
export function newTestKey(): string {
  return toBase64(randomBytes(32));
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
