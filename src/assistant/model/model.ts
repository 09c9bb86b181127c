/**
 * The model port: one interface for what a turn asks of whatever reasons about it — plan_turn's
 * plan, gather's proposals and finalize's answer. Three implementations, chosen by configuration
 * (config.ts): the deterministic default (no network), a scripted model that proposes exactly the
 * calls it was given, and an LLM adapter on the AI SDK. Whatever a model proposes is only a
 * proposal: the graph sends it to the tool-call service, which makes every check itself.
 */
import type { Composer } from "../composer/composer";
import type { Planner } from "../planner/plan";

export const MODEL_PROVIDERS = [
  /** Deterministic code (the default planner and composer): no network; `npm start` and the tests use it. */
  "default",
  /** Proposes exactly the calls its script gives, round by round (tests, red-team runs against a dev system). */
  "scripted",
  /** An LLM behind any OpenAI-compatible endpoint (`MODEL_BASE_URL`, `MODEL_NAME`, `MODEL_API_KEY`). */
  "openai-compatible",
  /** Workers AI through the deployment's `AI` binding (`MODEL_NAME`, e.g. `@cf/meta/llama-3.3-70b-instruct-fp8-fast`). */
  "workers-ai",
] as const;
export type ModelProvider = (typeof MODEL_PROVIDERS)[number];

export interface ChatModel extends Planner, Composer {
  readonly provider: ModelProvider;
}
