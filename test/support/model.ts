/**
 * Real turns through `/chat` with a model of the test's choosing. The conversation is created by a
 * first turn (the deployment's default model), then its own Durable Object rebuilds its engine
 * with the test's model port (`WITH_PORTS`): everything else — the chat Worker, the session, the graph, the
 * tool-call service and its chain, the stand-in, D1 — is what runs in production.
 */
import { env, runInDurableObject } from "cloudflare:test";
import { type Conversation, WITH_PORTS } from "../../durable-objects/conversation";
import { DEFAULT_LIMITS, type Limits } from "../../durable-objects/conversation/limits/limits";
import type { ChatModel } from "../../src/assistant/model/model";
import { chat, one, types } from "./chat";
import type { ModelScript, RecordedRequest } from "./model-server";

/** Swaps the model of the conversation's own object (its engine, built as the object builds it). */
export async function installModel(conversationId: string, model: ChatModel, limits: Limits = DEFAULT_LIMITS) {
  const stub = env.CONVERSATIONS.get(env.CONVERSATIONS.idFromName(conversationId));
  await runInDurableObject(stub, (instance: Conversation) => {
    instance[WITH_PORTS]({ planner: model, composer: model, limits });
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
