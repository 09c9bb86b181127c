/**
 * A partner's decision on a pending action (POST /v1/actions/:id with a partner's token) is refused
 * here, 403, and it is still a decision, so the tool-call service writes its one audit row
 * (`refuseDecision`), which changes nothing: the action stays pending for the member. A
 * conversation the partner is no participant of gets no row under its id (nothing is written under a
 * conversation its caller may not enter): the row goes under one minted for it, as a refused body's does.
 */
import type { Context } from "hono";
import { newId } from "../../../src/shared/ids";
import type { ActionDecision } from "../../../src/shared/tool-service";
import type { AppEnv } from "./app-env";
import { enterConversation } from "./conversation";
import { jsonError } from "./errors";
import { sessionRefused } from "./session";

export async function refusedPartnerDecision(c: Context<AppEnv>, decision: ActionDecision): Promise<Response> {
  const entered = await enterConversation(c, decision.conversationId);
  const conversationId = entered.ok ? entered.conversationId : newId("conv_");
  const answer = await c.var.session.refuseDecision(
    decision,
    null,
    { channel: c.var.channel, invocationSource: "partner", conversationId, partner: c.var.partner ?? null },
    "partner",
  );
  if (!answer.ok) return sessionRefused(c, answer.refusal);
  return jsonError(c, 403, "forbidden", "Only the member can decide a pending action.");
}
