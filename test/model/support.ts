/**
 * Real turns through `/chat` with a model of the test's choosing. The conversation is created by a
 * first turn (the deployment's default model), then its own Durable Object is handed an engine
 * whose model port is the test's: everything else — the chat Worker, the session, the graph, the
 * tool-call service and its chain, the stand-in, D1 — is what runs in production.
 */
import { env, runInDurableObject } from "cloudflare:test";
import type { Conversation } from "../../durable-objects/conversation";
import { ConversationEngine } from "../../durable-objects/conversation/engine";
import { engineDeps } from "../../durable-objects/conversation/engine-deps";
import { DEFAULT_LIMITS, type Limits } from "../../durable-objects/conversation/limits/limits";
import type { ChatModel } from "../../durable-objects/conversation/model/model";
import { PendingActionStore } from "../../durable-objects/conversation/pending-actions";
import { chat, one, types } from "../support/chat";
import type { ModelScript, RecordedRequest } from "./server";

/** Swaps the model of the conversation's own object (its engine, built as the object builds it). */
export async function installModel(conversationId: string, model: ChatModel, limits: Limits = DEFAULT_LIMITS) {
  const stub = env.CONVERSATIONS.get(env.CONVERSATIONS.idFromName(conversationId));
  await runInDurableObject(stub, (instance: Conversation, state) => {
    // The object keeps its engine in a private field; a rename must fail here, not pass silently.
    if (!Reflect.has(instance, "engine")) throw new Error("the Conversation object no longer keeps `engine`");
    const engine = new ConversationEngine(
      state,
      new PendingActionStore(state.storage.sql),
      engineDeps(env, { planner: model, composer: model, limits }),
    );
    Reflect.set(instance, "engine", engine);
  });
}

/** A conversation of the caller's, created over /chat, whose turns from now on use `model`. */
export async function conversationWith(token: string, model: ChatModel, limits?: Limits): Promise<string> {
  const first = await chat(token, { message: "hello" });
  if (types(first.events).at(-1) !== "turn.completed") throw new Error("the greeting turn did not complete");
  one(first.events, "message.completed");
  await installModel(first.conversationId, model, limits);
  return first.conversationId;
}

const SERVER = "https://model.test";

/** The AI SDK provider's transport in tests: the local OpenAI-compatible server, over its service binding. */
export const serverFetch = (input: RequestInfo | URL, init?: RequestInit) =>
  env.MODEL_SERVER.fetch(new Request(input, init));

export const SERVER_BASE_URL = `${SERVER}/v1`;

export async function scriptServer(script: ModelScript): Promise<void> {
  const response = await env.MODEL_SERVER.fetch(`${SERVER}/__scripts`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(script),
  });
  if (response.status !== 204) throw new Error(`the model server refused the script: ${response.status}`);
}

export async function serverRequests(model: string): Promise<RecordedRequest[]> {
  const response = await env.MODEL_SERVER.fetch(`${SERVER}/__requests?model=${encodeURIComponent(model)}`);
  return ((await response.json()) as { requests: RecordedRequest[] }).requests;
}
