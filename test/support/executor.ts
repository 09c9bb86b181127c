/**
 * The real executor in-process, over the real bindings: D1, the stand-in (service binding) and the
 * Conversation Durable Object. Only the clock, the registry or the audit sink are ever swapped,
 * through the executor's own ports.
 */
import { env } from "cloudflare:test";
import type { CallContext, InvocationSource } from "../../src/shared/auth-context";
import { newId } from "../../src/shared/ids";
import type { ToolOutcome } from "../../src/shared/outcome";
import type { SessionAnswer } from "../../src/shared/tool-service";
import { loadSession } from "../../workers/tools/auth/sessions";
import { execute } from "../../workers/tools/chain/executor";
import type { ExecutorPorts } from "../../workers/tools/chain/ports";
import { buildExecutorPorts } from "../../workers/tools/service/build-ports";
import type { Person } from "./people";

export function testPorts(overrides: Partial<ExecutorPorts> = {}): ExecutorPorts {
  return buildExecutorPorts(env, overrides);
}

export interface RunOptions {
  args?: unknown;
  conversationId?: string;
  toolCallId?: string;
  invocationSource?: InvocationSource;
  channel?: CallContext["channel"];
  explicitlySelectedTools?: string[];
  ports?: ExecutorPorts;
}

export interface Ran {
  outcome: ToolOutcome;
  conversationId: string;
  toolCallId: string;
}

/**
 * The context the service's session capability would build for this person now: their session as
 * stored, and whether it is still live (as `sessionById` reads it).
 */
export async function contextFor(
  person: Person,
  options: Pick<RunOptions, "channel" | "invocationSource" | "explicitlySelectedTools"> & { conversationId: string },
): Promise<CallContext> {
  const state = await loadSession(env.DB, person.auth.sessionId, new Date());
  return {
    auth: state?.auth ?? person.auth,
    sessionLive: state?.live ?? false,
    channel: options.channel ?? "mobile",
    invocationSource: options.invocationSource ?? "agent",
    conversationId: options.conversationId,
    explicitlySelectedTools: options.explicitlySelectedTools ?? [],
  };
}

export async function run(person: Person, name: string, options: RunOptions = {}): Promise<Ran> {
  const conversationId = options.conversationId ?? newId("conv_");
  const toolCallId = options.toolCallId ?? newId("call_");
  const outcome = await execute(
    { toolCallId, name, args: options.args ?? {} },
    await contextFor(person, { ...options, conversationId }),
    options.ports ?? testPorts(),
  );
  return { outcome, conversationId, toolCallId };
}

export interface AuditRowView {
  tool_call_id: string;
  tool_name: string;
  outcome: string;
  failure_code: string | null;
  reason: string | null;
  retryable: number;
  http_status: number | null;
  args_redacted: string;
  result_summary: string | null;
  readiness: string;
  caller_role: string;
  invocation_source: string;
  person_hash: string | null;
}

export async function auditRows(conversationId: string): Promise<AuditRowView[]> {
  const result = await env.DB.prepare("SELECT * FROM tool_audit WHERE conversation_id = ? ORDER BY id")
    .bind(conversationId)
    .all<AuditRowView>();
  return result.results;
}

const hex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, "0")).join("");

/**
 * The person hash an audit row should hold for `personId`: HMAC-SHA-256 under the deployment's
 * AUDIT_HASH_KEY, as lower-case hex, computed here by Web Crypto (the code under test uses node:crypto).
 */
export async function expectedPersonHash(personId: string): Promise<string> {
  const encode = (value: string) => new TextEncoder().encode(value);
  const key = await crypto.subtle.importKey(
    "raw",
    encode(env.AUDIT_HASH_KEY),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  return hex(await crypto.subtle.sign("HMAC", key, encode(personId)));
}

/** SHA-256 of `text` with no key, as lower-case hex: what a keyed person hash must never equal. */
export async function unkeyedHash(text: string): Promise<string> {
  return hex(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
}

/** The result of an ok outcome, typed as the test expects it (fails the test on any other status). */
export function okResult<T>(outcome: ToolOutcome): T {
  if (outcome.status !== "ok") throw new Error(`expected ok, got ${JSON.stringify(outcome)}`);
  return outcome.result as unknown as T;
}

/** The value of a session's answer (fails the test when the session was refused). */
export function answered<T>(answer: SessionAnswer<T>): T {
  if (!answer.ok) throw new Error(`expected a session, got ${answer.refusal}`);
  return answer.value;
}
