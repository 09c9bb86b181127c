/**
 * The tool-call service in the test's own isolate, over the real D1, the real Conversation objects
 * and the real stand-in, with executor ports of the test's choosing (a registry where a tool is
 * explicit-only, say: the catalogue has none). Its sessions are judged as the tools Worker judges
 * them (`resolveToken`, `loadSession`), and every call goes through the real `CallerSession`. Hand it
 * to the chat Worker's routes as `TOOLS` (`app.request(…, { ...env, TOOLS })`) or to a conversation's
 * engine as its tool port.
 */
import { env, runInDurableObject } from "cloudflare:test";
import type { EnginePorts } from "../../durable-objects/conversation/engine";
import { type Conversation, WITH_PORTS } from "../../durable-objects/conversation/index";
import { toolPort } from "../../durable-objects/conversation/tools-port";
import { GUEST_SESSION_TTL_MS, loadSession, resolveToken } from "../../workers/tools/auth/sessions";
import type { ExecutorPorts } from "../../workers/tools/chain/ports";
import { CallerSession, type CallerSessionPorts, type Resolution } from "../../workers/tools/service/caller-session";
import { conversationMinter } from "../../workers/tools/service/minted-conversations";

export interface InProcessToolService {
  session(token: string | null): CallerSession;
  sessionById(sessionId: string): CallerSession;
}

export function toolServiceWith(executor: ExecutorPorts): InProcessToolService {
  const ports: CallerSessionPorts = {
    db: env.DB,
    executor,
    companyId: env.DEFAULT_COMPANY_ID,
    guestTtlMs: GUEST_SESSION_TTL_MS,
    minter: conversationMinter(env.AUDIT_HASH_KEY),
    enterConversation: async (input) =>
      (await env.CONVERSATIONS.get(env.CONVERSATIONS.idFromName(input.conversationId)).enter(input)).ok,
  };
  return {
    session: (token) =>
      new CallerSession(ports, async (): Promise<Resolution> => {
        if (token === null) return { kind: "anonymous" };
        const resolved = await resolveToken(env.DB, token, new Date());
        if (!resolved.ok) return { kind: "refused", refusal: resolved.error };
        const { auth, partner, display } = resolved.value;
        return { kind: "session", auth, live: true, partner, display };
      }),
    sessionById: (sessionId) =>
      new CallerSession(ports, async (): Promise<Resolution> => {
        const loaded = await loadSession(env.DB, sessionId, new Date());
        return loaded ? { kind: "session", ...loaded } : { kind: "refused", refusal: "session_expired" };
      }),
  };
}

/** The conversation's engine from now on with these ports (its tools, its model), built in the object. */
export async function installPorts(conversationId: string, overrides: Partial<EnginePorts>): Promise<void> {
  const stub = env.CONVERSATIONS.get(env.CONVERSATIONS.idFromName(conversationId));
  await runInDurableObject(stub, (instance: Conversation) => {
    instance[WITH_PORTS](overrides);
  });
}

/** A tool port over the in-process service, for a conversation's engine. */
export const toolPortWith = (executor: ExecutorPorts) => toolPort(toolServiceWith(executor));
