/** Which model a deployment runs: MODEL_PROVIDER and what each provider needs, and the default when it does not parse. */
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { configuredModel, readModelConfig } from "../../../src/assistant/model/config";
import { defaultModel } from "../../../src/assistant/model/default-model";
import { AuthContextSchema } from "../../../src/shared/auth-context";

const tools = { listTools: async () => [] };

describe("the model configuration", () => {
  it("runs the deterministic default when MODEL_PROVIDER is unset, empty or default", () => {
    for (const env of [{}, { MODEL_PROVIDER: "" }, { MODEL_PROVIDER: "default" }]) {
      expect(readModelConfig(env)).toEqual({ ok: true, value: { provider: "default" } });
    }
  });

  it("reads an OpenAI-compatible endpoint, its model and an optional key, cleared for public data unless told", () => {
    const config = readModelConfig({
      MODEL_PROVIDER: "openai-compatible",
      MODEL_BASE_URL: "http://localhost:11434/v1",
      MODEL_NAME: " qwen2.5:7b ",
      MODEL_API_KEY: "",
    });

    expect(config).toEqual({
      ok: true,
      value: {
        provider: "openai-compatible",
        baseURL: "http://localhost:11434/v1",
        modelName: "qwen2.5:7b",
        apiKey: null,
        clearance: "public",
      },
    });
  });

  it.each([
    [{ MODEL_PROVIDER: "gpt" }, "MODEL_PROVIDER"],
    [{ MODEL_PROVIDER: "openai-compatible", MODEL_NAME: "m" }, "MODEL_BASE_URL"],
    [{ MODEL_PROVIDER: "openai-compatible", MODEL_BASE_URL: "ftp://x.example/v1", MODEL_NAME: "m" }, "MODEL_BASE_URL"],
    [{ MODEL_PROVIDER: "openai-compatible", MODEL_BASE_URL: "https://x.example/v1", MODEL_NAME: " " }, "MODEL_NAME"],
    [{ MODEL_PROVIDER: "scripted", MODEL_SCRIPT: "not json" }, "MODEL_SCRIPT"],
    [
      {
        MODEL_PROVIDER: "openai-compatible",
        MODEL_BASE_URL: "https://x.example/v1",
        MODEL_NAME: "m",
        MODEL_DATA_CLASS: "all",
      },
      "MODEL_DATA_CLASS",
    ],
    [{ MODEL_PROVIDER: "scripted", MODEL_SCRIPT: '{"rounds":[[{"tool":"x"}]]}' }, "MODEL_SCRIPT"],
  ])("names the variable that is wrong in %j", (env, variable) => {
    expect(readModelConfig(env)).toEqual({ ok: false, error: variable });
  });

  it("reads a scripted model's rounds from MODEL_SCRIPT and proposes exactly them", async () => {
    const script = { rounds: [[{ name: "get_plan_detail", args: { portal_ref: "PRT-40122" } }]] };
    const model = configuredModel({ MODEL_PROVIDER: "scripted", MODEL_SCRIPT: JSON.stringify(script) }, { tools });

    expect(model.provider).toBe("scripted");
    const input = { plan: await model.plan("hello"), results: [], preferences: {}, message: "hello" };
    const auth = v.parse(AuthContextSchema, {
      sessionId: "session-test-0001",
      personId: null,
      role: "guest",
      companyId: "demo",
      credentialRef: null,
      portalRefs: [],
    });
    const caller = { auth, channel: "web" as const, explicitlySelectedTools: [], partner: null };
    expect(await model.propose({ ...input, round: 0, caller })).toEqual(script.rounds[0]);
    expect(await model.propose({ ...input, round: 1, caller })).toEqual([]);
  });

  it("keeps a deployment whose model configuration does not parse on the default model", () => {
    expect(configuredModel({ MODEL_PROVIDER: "openai-compatible" }, { tools })).toBe(defaultModel);
    expect(
      configuredModel(
        { MODEL_PROVIDER: "openai-compatible", MODEL_BASE_URL: "https://x.example/v1", MODEL_NAME: "m" },
        { tools },
      ).provider,
    ).toBe("openai-compatible");
  });
});

describe("Workers AI through the deployment's AI binding", () => {
  it("reads the model name for the workers-ai provider and refuses a missing one", () => {
    expect(
      readModelConfig({ MODEL_PROVIDER: "workers-ai", MODEL_NAME: "@cf/meta/llama-3.3-70b-instruct-fp8-fast" }),
    ).toEqual({
      ok: true,
      value: { provider: "workers-ai", modelName: "@cf/meta/llama-3.3-70b-instruct-fp8-fast", clearance: "public" },
    });
    expect(readModelConfig({ MODEL_PROVIDER: "workers-ai" })).toEqual({ ok: false, error: "MODEL_NAME" });
  });

  it("stays on the deterministic default, naming the missing AI binding, when the deployment declares none", () => {
    const logged: string[] = [];
    const original = console.error;
    console.error = (line: unknown) => logged.push(String(line));
    try {
      const model = configuredModel({ MODEL_PROVIDER: "workers-ai", MODEL_NAME: "@cf/meta/llama" }, { tools });
      expect(model).toBe(defaultModel);
    } finally {
      console.error = original;
    }
    expect(logged.map((line) => JSON.parse(line))).toEqual([
      { event: "model_config_invalid", variable: "AI", using: "default" },
    ]);
  });
});
