/**
 * The engine's ports as a Conversation object builds them from its bindings: the tool-call service
 * (by verified session id), the configured model as planner and composer, the limits, the per-person
 * turn quota, the clock and the session store the sockets are checked against. Tests build the same set and replace only what they mean to.
 */

import { configuredModel } from "../../src/assistant/model/config";
import type { EnginePorts } from "./engine";
import { indexPort } from "./limits/index-port";
import { DEFAULT_LIMITS } from "./limits/limits";
import { quotaPort } from "./limits/quota-port";
import { liveSessionsPort } from "./live/session-port";
import { toolService } from "./tool-service";
import { toolPort } from "./tools-port";

export function enginePorts(env: Env, overrides: Partial<EnginePorts> = {}): EnginePorts {
  const now = overrides.now ?? (() => new Date());
  const limits = overrides.limits ?? DEFAULT_LIMITS;
  const tools = overrides.tools ?? toolPort(toolService(env));
  // The model port (MODEL_PROVIDER): it plans and proposes; every proposal still meets the whole chain.
  // The Workers AI binding is optional: a deployment declares `[ai] binding = "AI"` to use it.
  const model = configuredModel(env, { tools, ai: (env as Env & { AI?: Ai }).AI });
  return {
    tools,
    planner: model,
    composer: model,
    limits,
    quota: quotaPort(env.TURN_QUOTAS, limits, now),
    index: indexPort(env.TURN_QUOTAS),
    sessions: liveSessionsPort(toolService(env)),
    now,
    ...overrides,
  };
}
