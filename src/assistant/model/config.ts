/**
 * Which model a deployment's turns use, read from its configuration: `MODEL_PROVIDER` (`default`,
 * `scripted` or `openai-compatible`; unset means `default`), then what that provider needs —
 * `MODEL_DATA_CLASS` (the highest class an LLM provider may be sent; `public` unless said),
 * `MODEL_SCRIPT` (JSON) for the scripted model; `MODEL_BASE_URL`, `MODEL_NAME` and the secret
 * `MODEL_API_KEY` for an OpenAI-compatible endpoint; `MODEL_NAME` and an `AI` binding for Workers AI
 * (`workers-ai`). A configuration that does not parse leaves the
 * deployment on the deterministic default, with one log line naming the variable (never a value).
 */
import * as v from "valibot";
import { createWorkersAI } from "workers-ai-provider";
import { type DataClass, DataClassSchema } from "../../shared/data-class";
import { err, ok, type Result } from "../../shared/result";
import { defaultModel } from "./default-model";
import { type ListToolsPort, llmModel } from "./llm/llm-model";
import { type FetchLike, type OpenAiCompatibleSettings, openAiCompatibleModel } from "./llm/openai-compatible";
import { type ChatModel, MODEL_PROVIDERS } from "./model";
import { type Script, ScriptSchema, scriptedModel } from "./scripted-model";

/** The variables read here; every one optional, as a deployment may set none. */
export interface ModelEnv {
  readonly MODEL_PROVIDER?: string;
  readonly MODEL_BASE_URL?: string;
  readonly MODEL_NAME?: string;
  readonly MODEL_API_KEY?: string;
  readonly MODEL_SCRIPT?: string;
  /** The highest data class an LLM provider may be sent: public (the default), personal or health. */
  readonly MODEL_DATA_CLASS?: string;
}

export type ModelConfig =
  | { readonly provider: "default" }
  | { readonly provider: "scripted"; readonly script: Script }
  | ({ readonly provider: "openai-compatible"; readonly clearance: DataClass } & OpenAiCompatibleSettings)
  | { readonly provider: "workers-ai"; readonly modelName: string; readonly clearance: DataClass };

const HttpUrl = v.pipe(v.string(), v.url(), v.regex(/^https?:\/\//));
const NonEmpty = v.pipe(v.string(), v.trim(), v.minLength(1));

/** The configuration, or the name of the first variable that is missing or malformed. */
export function readModelConfig(env: ModelEnv): Result<ModelConfig, string> {
  const provider = env.MODEL_PROVIDER?.trim() || "default";
  if (!v.is(v.picklist(MODEL_PROVIDERS), provider)) return err("MODEL_PROVIDER");
  switch (provider) {
    case "default":
      return ok({ provider });
    case "scripted": {
      const script = v.safeParse(ScriptSchema, parseJson(env.MODEL_SCRIPT ?? ""));
      return script.success ? ok({ provider, script: script.output }) : err("MODEL_SCRIPT");
    }
    case "openai-compatible": {
      const clearance = v.safeParse(DataClassSchema, env.MODEL_DATA_CLASS?.trim() || "public");
      if (!clearance.success) return err("MODEL_DATA_CLASS");
      const baseURL = v.safeParse(HttpUrl, env.MODEL_BASE_URL ?? "");
      if (!baseURL.success) return err("MODEL_BASE_URL");
      const modelName = v.safeParse(NonEmpty, env.MODEL_NAME ?? "");
      if (!modelName.success) return err("MODEL_NAME");
      const apiKey = env.MODEL_API_KEY?.trim() || null;
      return ok({
        provider,
        baseURL: baseURL.output,
        modelName: modelName.output,
        apiKey,
        clearance: clearance.output,
      });
    }
    case "workers-ai": {
      const clearance = v.safeParse(DataClassSchema, env.MODEL_DATA_CLASS?.trim() || "public");
      if (!clearance.success) return err("MODEL_DATA_CLASS");
      const modelName = v.safeParse(NonEmpty, env.MODEL_NAME ?? "");
      if (!modelName.success) return err("MODEL_NAME");
      return ok({ provider, modelName: modelName.output, clearance: clearance.output });
    }
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    // Not JSON: the schema refuses it, and the caller names the variable.
    return undefined;
  }
}

export interface ModelIo {
  /** The tool-call service: the LLM is offered what `listTools` offers the caller. */
  readonly tools: ListToolsPort;
  /** The LLM endpoint's transport; the global fetch when absent. */
  readonly fetch?: FetchLike;
  /** The Workers AI binding, when the deployment declares one (`[ai] binding = "AI"`). */
  readonly ai?: Ai;
}

/** The model a configuration names; null when it needs a binding the deployment does not have. */
export function modelFor(config: ModelConfig, io: ModelIo): ChatModel | null {
  switch (config.provider) {
    case "default":
      return defaultModel;
    case "scripted":
      return scriptedModel(config.script);
    case "openai-compatible":
      return llmModel({ model: openAiCompatibleModel(config, io.fetch), tools: io.tools, clearance: config.clearance });
    case "workers-ai":
      if (!io.ai) return null;
      return llmModel({
        model: createWorkersAI({ binding: io.ai })(config.modelName),
        tools: io.tools,
        clearance: config.clearance,
      });
  }
}

/** The model this deployment's configuration chooses; the default, with a log line, if it does not parse. */
export function configuredModel(env: ModelEnv, io: ModelIo): ChatModel {
  const config = readModelConfig(env);
  const model = config.ok ? modelFor(config.value, io) : null;
  if (model) return model;
  const variable = config.ok ? "AI" : config.error;
  console.error(JSON.stringify({ event: "model_config_invalid", variable, using: "default" }));
  return defaultModel;
}
