/**
 * A language model behind any OpenAI-compatible `/chat/completions` endpoint (a hosted API, a local
 * server, Workers AI's OpenAI-compatible route), through the AI SDK's provider. `fetch` is the
 * provider's transport: the global fetch in production, a service binding to a local test server in
 * the tests. The API key goes only into the request's Authorization header, never into a prompt.
 */
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { LanguageModel } from "ai";

export interface OpenAiCompatibleSettings {
  readonly baseURL: string;
  readonly modelName: string;
  readonly apiKey: string | null;
}

export type FetchLike = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

export function openAiCompatibleModel(settings: OpenAiCompatibleSettings, fetch?: FetchLike): LanguageModel {
  const provider = createOpenAICompatible({
    name: "model",
    baseURL: settings.baseURL,
    ...(settings.apiKey ? { apiKey: settings.apiKey } : {}),
    ...(fetch ? { fetch } : {}),
  });
  return provider.chatModel(settings.modelName);
}
