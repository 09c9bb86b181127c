/**
 * What the tool tests share: signing in against the real PlanCover stand-in, the ports a handler
 * gets (a real client, a real D1 index) and the demo corpus. No mocks: everything here is real.
 */
import { env } from "cloudflare:test";
import seedSql from "../../d1/seed/knowledge-demo.sql?raw";
import { createD1KnowledgeIndex } from "../../workers/tools/knowledge/d1-knowledge-index";
import type { HandlerResult, ToolIO } from "../../workers/tools/registry/tool-spec";
import { createPlanCoverClient } from "../../workers/tools/upstream/plancover-client";

export const ASHA = "9000000001";
export const RAVI = "9000000002";
export const MEERA = "9000000003";

const STAND_IN = "https://plancover.internal";

async function postJson(path: string, body: unknown): Promise<unknown> {
  const response = await env.PLANCOVER.fetch(`${STAND_IN}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return response.json();
}

function field(value: unknown, key: string): string {
  const found = typeof value === "object" && value !== null ? Reflect.get(value, key) : undefined;
  if (typeof found !== "string") throw new Error(`no ${key} in the stand-in's answer`);
  return found;
}

/** Signs a demo member in with the simulator's OTP and returns the stand-in's access token. */
export async function signIn(mobile: string): Promise<string> {
  const challenge = await postJson("/auth/otp/start", { mobile });
  const verified = await postJson("/auth/otp/verify", { challengeId: field(challenge, "challengeId"), otp: "123456" });
  return field(verified, "accessToken");
}

/** The ports a handler gets: a PlanCover client with this token (or none) and the demo corpus. */
export function ioFor(token: string | null): ToolIO {
  return {
    plancover: createPlanCoverClient({
      fetcher: env.PLANCOVER,
      authorization: token === null ? null : `Bearer ${token}`,
      signal: new AbortController().signal,
      recorder: { record() {} },
    }),
    knowledge: createD1KnowledgeIndex(env.DB, "demo"),
  };
}

/** A handler's data, or a thrown error naming the failure code (so a failing test says why). */
export function dataOf(result: HandlerResult): unknown {
  if (!result.ok) throw new Error(`the handler failed with ${result.code}`);
  return result.data;
}

/** The seed's statements, one per INSERT, comments dropped. */
export function seedStatements(): string[] {
  return seedSql
    .split(/;\s*\n/)
    .map((s) => s.replace(/^\s*--.*$/gm, "").trim())
    .filter((s) => s.length > 0);
}

/** Loads the demo corpus (idempotent: INSERT OR IGNORE). */
export async function applyKnowledgeSeed(): Promise<void> {
  await env.DB.batch(seedStatements().map((s) => env.DB.prepare(s)));
}

/** The stand-in's request ledger after `after`: method and path of each request, oldest first. */
export async function requestsAfter(after: number): Promise<{ last: number; calls: string[] }> {
  const response = await env.PLANCOVER.fetch(`${STAND_IN}/__requests?after=${after}`);
  const body: { last: number; requests: { method: string; path: string }[] } = await response.json();
  return { last: body.last, calls: body.requests.map((r) => `${r.method} ${r.path}`) };
}

/** Every key anywhere in a JSON value, for asserting what never appears. */
export function keysDeep(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysDeep);
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => [key, ...keysDeep(inner)]);
}
