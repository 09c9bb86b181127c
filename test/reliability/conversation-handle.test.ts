/**
 * A Conversation object answers only for the conversation id it was created for: even a caller who
 * is its participant is refused when the request names another id (an object reached under another
 * name must never serve that conversation). Found by the guard-removal score: nothing else noticed.
 */
import { env, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ConversationEngine } from "../../durable-objects/conversation/engine";
import { enginePorts } from "../../durable-objects/conversation/engine-ports";
import { DEFAULT_LIMITS } from "../../durable-objects/conversation/limits/limits";
import { PendingActionStore } from "../../durable-objects/conversation/pending-actions";
import { defaultComposer } from "../../src/assistant/composer/default-composer";
import { defaultPlanner } from "../../src/assistant/planner/default-planner";
import { newId } from "../../src/shared/ids";
import { createCompany } from "../support/company";
import { uniqueMobile } from "../support/members";
import { signIn } from "../support/people";

describe("a conversation object's own id", () => {
  it("refuses its own participant when the request names another conversation id", async () => {
    const person = await signIn(uniqueMobile(), await createCompany());
    const conversationId = newId("conv_");
    const stub = env.CONVERSATIONS.get(env.CONVERSATIONS.idFromName(conversationId));
    const ports = enginePorts(env, { planner: defaultPlanner, composer: defaultComposer, limits: DEFAULT_LIMITS });

    const [own, other] = await runInDurableObject(stub, async (_instance, state) => {
      const engine = new ConversationEngine(state, new PendingActionStore(state.storage.sql), ports);
      const created = engine.admit({ conversationId, auth: person.auth, channel: "mobile", partner: null }, true);
      const elsewhere = engine.admit(
        { conversationId: newId("conv_"), auth: person.auth, channel: "mobile", partner: null },
        false,
      );
      return [created, elsewhere];
    });

    expect(own).not.toBeNull();
    expect(other).toBeNull();
  });
});
