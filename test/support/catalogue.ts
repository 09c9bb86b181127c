/**
 * What the tool tests share: the ports a handler gets (a real PlanCover client over the stand-in, a
 * real D1 index) and the demo corpus. No mocks: everything here is real.
 */
import { env } from "cloudflare:test";
import seedSql from "../../d1/seed/knowledge-demo.sql?raw";
import { createD1KnowledgeIndex } from "../../workers/tools/knowledge/d1-knowledge-index";
import type { HandlerResult, ToolIO } from "../../workers/tools/registry/tool-spec";
import { createPlanCoverClient } from "../../workers/tools/upstream/plancover-client";

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

/** Every key anywhere in a JSON value, for asserting what never appears. */
export function keysDeep(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysDeep);
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => [key, ...keysDeep(inner)]);
}
