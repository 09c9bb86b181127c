/**
 * The tool-call service in the test's own isolate, over the real D1, the real Conversation objects
 * and the real stand-in, with executor ports of the test's choosing (a registry where a tool is
 * explicit-only, say: the catalogue has none). Its sessions come from the tools Worker's own sources
 * (service/session-source.ts), and every call goes through the real `CallerSession`. Hand it
 * to the chat Worker's routes as `TOOLS` (`app.request(…, { ...env, TOOLS })`) or to a conversation's
 * engine as its tool port.
 */
import { env, runInDurableObject } from "cloudflare:test";
import type { EnginePorts } from "../../durable-objects/conversation/engine";
import { type Conversation, WITH_PORTS } from "../../durable-objects/conversation/index";
import { toolPort } from "../../durable-objects/conversation/tools-port";
import { GUEST_SESSION_TTL_MS } from "../../workers/tools/auth/sessions";
import type { ExecutorPorts } from "../../workers/tools/chain/ports";
import { sessionSourcePorts } from "../../workers/tools/service/build-ports";
import { CallerSession, type CallerSessionPorts } from "../../workers/tools/service/caller-session";
import { conversationMinter } from "../../workers/tools/service/minted-conversations";
import { idSource, tokenSource } from "../../workers/tools/service/session-source";

export interface InProcessToolService {
  session(token: string | null): CallerSession;
  sessionById(sessionId: string): CallerSession;
}

/** `db`: the D1 binding the sessions are read through (the real one, or the real one watched: d1-waits.ts). */
export function toolServiceWith(executor: ExecutorPorts, db: D1Database = env.DB): InProcessToolService {
  const ports: CallerSessionPorts = {
    db,
    executor,
    companyId: env.DEFAULT_COMPANY_ID,
    guestTtlMs: GUEST_SESSION_TTL_MS,
    minter: conversationMinter(env.AUDIT_HASH_KEY),
    enterConversation: async (input) =>
      (await env.CONVERSATIONS.get(env.CONVERSATIONS.idFromName(input.conversationId)).enter(input)).ok,
  };
  // A guest's renewal is the entrypoint's business (put off the answer's path there); tests renew nothing.
  const sources = sessionSourcePorts({ DB: db, CREDENTIAL_KEY: env.CREDENTIAL_KEY }, executor, () => {});
  return {
    session: (token) => new CallerSession(ports, tokenSource(sources, token)),
    sessionById: (sessionId) => new CallerSession(ports, idSource(sources, sessionId)),
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
