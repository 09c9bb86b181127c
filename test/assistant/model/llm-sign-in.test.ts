/**
 * The gather path's sign-in card with a configured LLM (the local OpenAI-compatible server): a read
 * the model proposes for a signed-out caller pauses the turn on `auth.required`, and after sign-in
 * the same proposal runs as the member through the whole chain, as it does for the scripted model.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { toolPort } from "../../../durable-objects/conversation/tools-port";
import { llmModel } from "../../../src/assistant/model/llm/llm-model";
import { openAiCompatibleModel } from "../../../src/assistant/model/llm/openai-compatible";
import { toolService } from "../../../workers/chat/http/tool-service";
import { chat, one, only, resume, types } from "../../support/chat";
import { guestToken, signInOverHttp } from "../../support/http";
import { syntheticPortal, uniqueMobile } from "../../support/members";
import { conversationWith, SERVER_BASE_URL, scriptServer, serverFetch, serverRequests } from "../../support/model";

describe("a read an LLM proposes for a signed-out caller", () => {
  it("pauses on auth.required, then runs as the member who signed in, without the question sent again", async () => {
    const mobile = uniqueMobile();
    const modelName = `scripted-${crypto.randomUUID()}`;
    await scriptServer({
      model: modelName,
      plan: { kind: "knowledge" },
      rounds: [[{ name: "get_sum_insured_balance", args: { portal_ref: syntheticPortal(mobile) } }]],
    });
    const model = llmModel({
      model: openAiCompatibleModel({ baseURL: SERVER_BASE_URL, modelName, apiKey: null }, serverFetch),
      tools: toolPort(toolService(env)),
    });
    const guest = await guestToken();
    const conversationId = await conversationWith(guest, model);

    const turn = await chat(guest, { conversationId, message: "How much cover do I have left this year?" });
    const member = await signInOverHttp(mobile, guest);
    const resumed = await resume(member, {
      conversationId,
      interruptId: one(turn.events, "auth.required").interruptId,
    });

    expect(one(turn.events, "tool.completed")).toMatchObject({
      toolName: "get_sum_insured_balance",
      code: "credential_unavailable",
    });
    expect(types(turn.events).at(-1)).toBe("auth.required");
    expect(resumed.turnId).toBe(turn.turnId);
    expect(only(resumed.events, "tool.completed")).toMatchObject([
      { toolName: "get_sum_insured_balance", status: "ok" },
    ]);
    expect(one(resumed.events, "message.completed").text).toContain(syntheticPortal(mobile));
    // The turn was planned once: the resume carried the checkpointed turn on, nothing was asked again.
    const requests = await serverRequests(modelName);
    const planned = requests.filter((r) => r.body.tools?.some((tool) => tool.function.name === "plan_turn"));
    expect(planned).toHaveLength(1);
  });
});
