/**
 * The LLM adapter: the model port on the AI SDK (`ai`), for any language model the SDK can reach.
 * plan_turn: one forced `plan_turn` call (plan-tool.ts). gather: the model is offered exactly the
 * tools `listTools` offers this caller now, as the model sees them (`invocationSource: 'agent'`,
 * the registry's stable bytes), with no `execute`: the SDK only returns the proposals, and the graph
 * sends every one — unknown names and bad arguments included — to the tool-call service, which
 * refuses or runs it with every check. finalize: the deterministic composer writes the answer from
 * the sanitized outcomes, so every citation has the passage it came from and no date is invented.
 * A model that fails, times out or answers nothing usable leaves the step to the default model,
 * with a redacted log line: the member still gets an answer, and the operator sees why.
 */
import { generateText, jsonSchema, type LanguageModel, type ToolSet, tool } from "ai";
import type { AuthContext } from "../../../shared/auth-context";
import type { DataClass } from "../../../shared/data-class";
import { logError } from "../../../shared/log";
import type { ListToolsOptions, OfferedTool } from "../../../shared/tool-service";
import type { ProposeInput } from "../../composer/composer";
import type { PlannedCall } from "../../planner/member-reads";
import type { Plan } from "../../planner/plan";
import { defaultModel } from "../default-model";
import type { ChatModel } from "../model";
import { PLAN_INSTRUCTIONS, PROPOSE_INSTRUCTIONS } from "./instructions";
import { modelMessages, modelQuestion } from "./model-view";
import { PLAN_TOOL, PLAN_TOOL_DESCRIPTION, planFromToolArgs, planToolSchema, recallPlan } from "./plan-tool";

/** One model call's bound, in milliseconds: a turn has 60 s for its plan and up to three gather rounds. */
export const MODEL_CALL_TIMEOUT_MS = 12_000;
/** A proposed tool name is kept to this many characters (it becomes part of the call's id). */
const TOOL_NAME_MAX_CHARS = 64;

/** The one thing the adapter asks of the tool-call service: the tools this caller is offered now. */
export interface ListToolsPort {
  listTools(input: ListToolsOptions & { readonly auth: AuthContext }): Promise<OfferedTool[]>;
}

export interface LlmModelOptions {
  readonly model: LanguageModel;
  readonly tools: ListToolsPort;
  readonly timeoutMs?: number;
  /** The highest data class the provider may be sent (`MODEL_DATA_CLASS`); `public` when not said. */
  readonly clearance?: DataClass;
}

/**
 * The AI SDK's JSON Schema type. Ours comes from @valibot/to-json-schema, which declares the same
 * draft-07 shape under its own type; the value is passed as it is, byte for byte.
 */
type SchemaInput = Parameters<typeof jsonSchema>[0];

function logFallback(step: "plan" | "propose", error: unknown): void {
  const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  logError("model_fallback", reason, { step });
}

/** A proposal's arguments: an object as given; anything else kept as a value the chain will refuse. */
function argsOf(input: unknown): Record<string, unknown> {
  if (input !== null && typeof input === "object" && !Array.isArray(input)) return { ...input };
  return { input: typeof input === "string" ? input.slice(0, 500) : input };
}

export function llmModel(options: LlmModelOptions): ChatModel {
  const { model, tools } = options;
  const timeoutMs = options.timeoutMs ?? MODEL_CALL_TIMEOUT_MS;

  async function plan(message: string): Promise<Plan> {
    const result = await generateText({
      model,
      instructions: PLAN_INSTRUCTIONS,
      messages: [{ role: "user", content: modelQuestion(message) }],
      tools: {
        [PLAN_TOOL]: tool({
          description: PLAN_TOOL_DESCRIPTION,
          inputSchema: jsonSchema(planToolSchema as SchemaInput),
        }),
      },
      toolChoice: { type: "tool", toolName: PLAN_TOOL },
      maxRetries: 0,
      abortSignal: AbortSignal.timeout(timeoutMs),
    });
    const call = result.toolCalls.find((c) => c.toolName === PLAN_TOOL);
    const planned = call ? planFromToolArgs(call.input, message) : null;
    if (!planned) throw new Error("the model answered no usable plan_turn call");
    return planned;
  }

  async function propose(input: ProposeInput): Promise<PlannedCall[]> {
    const offered = await tools.listTools({
      auth: input.caller.auth,
      channel: input.caller.channel,
      invocationSource: "agent",
      explicitlySelectedTools: [...input.caller.explicitlySelectedTools],
      partner: input.caller.partner,
    });
    // Nothing offered, nothing to choose from: a model is not asked to imagine tools.
    if (offered.length === 0) return [];
    const toolSet: ToolSet = {};
    for (const offer of offered) {
      toolSet[offer.name] = tool({
        description: offer.description,
        inputSchema: jsonSchema(offer.inputSchema as SchemaInput),
      });
    }
    const result = await generateText({
      model,
      instructions: PROPOSE_INSTRUCTIONS,
      messages: modelMessages(input.message, input.results),
      tools: toolSet,
      toolChoice: "auto",
      maxRetries: 0,
      abortSignal: AbortSignal.timeout(timeoutMs),
    });
    // Every proposal, valid or not, goes to the chain: an unknown name is refused there, with its audit row.
    return result.toolCalls.map((call) => ({
      name: call.toolName.slice(0, TOOL_NAME_MAX_CHARS),
      args: argsOf(call.input),
    }));
  }

  return {
    provider: "openai-compatible",
    kind: "model",
    // An external provider with no agreement for personal or health data sees only public data.
    clearance: options.clearance ?? "public",
    async plan(message) {
      try {
        return await plan(message);
      } catch (error) {
        logFallback("plan", error);
        return defaultModel.plan(message);
      }
    },
    recall: async (stored, message) => recallPlan(stored, message),
    async propose(input) {
      try {
        return await propose(input);
      } catch (error) {
        logFallback("propose", error);
        return defaultModel.propose(input);
      }
    },
    compose: (input, onDelta) => defaultModel.compose(input, onDelta),
  };
}
