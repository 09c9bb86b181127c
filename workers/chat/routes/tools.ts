/**
 * /v1/*: a person's own use of the tool-call service. A direct run is `invocationSource: 'user'`
 * (explicit by construction), or `'partner'` with a partner's token (nobody selected anything: the
 * service judges that again from the session's grant), and still passes every other check; a write answers `pending` and
 * is decided on /v1/actions/:id by the same person and session. Each is a call on the caller's
 * session capability that enters the conversation it names first (a run does both in its one round
 * trip): a caller who is not its participant is answered as for one that does not exist, before the
 * chain runs.
 */
import { type Hook, vValidator } from "@hono/valibot-validator";
import { type Context, Hono } from "hono";
import * as v from "valibot";
import { CallArgsSchema } from "../../../src/shared/call-args";
import { ConversationIdSchema, newId, ToolNameSchema } from "../../../src/shared/ids";
import type { AppEnv } from "../http/app-env";
import { limitBody, requireJson, requireJsonBody } from "../http/body-limits";
import { enterConversation, notAParticipant } from "../http/conversation";
import { decisionStatus } from "../http/decision-status";
import { badRequest } from "../http/errors";
import { refusedPartnerDecision } from "../http/partner-decision";
import { auditRefusedCall, type RefusedBody } from "../http/refused-call";
import { answerWith, directSource, sessionCapability, sessionRefused } from "../http/session";
import { documentRoutes } from "./documents";
import { passageRoutes } from "./passages";

export const RunBody = v.strictObject({
  args: v.optional(CallArgsSchema, {}),
  conversationId: v.optional(ConversationIdSchema),
});

export const DecisionBody = v.strictObject({
  conversationId: ConversationIdSchema,
  decision: v.picklist(["approve", "reject"]),
  args: v.optional(CallArgsSchema),
});

export const ToolName = v.object({ name: ToolNameSchema });
export const ActionId = v.object({ pendingActionId: v.pipe(v.string(), v.maxLength(80)) });

/** Audits a direct run whose body was refused (http/refused-call.ts): a refused run still leaves its row. */
const auditRefusedRun = (c: Context<AppEnv>, refusal: RefusedBody) =>
  auditRefusedCall(
    c,
    { name: c.req.param("name") ?? "", channel: c.var.channel, invocationSource: directSource(c) },
    refusal,
  );

/** What a refused body was, by its declared size (it was not read): never what it said. */
const unread = (c: Context<AppEnv>, kind: RefusedBody["kind"]): RefusedBody => ({
  kind,
  bytes: Number(c.req.header("content-length") ?? 0) || 0,
});

/** The body limits for a direct run. */
const limitRunBody = limitBody(auditRefusedRun);

/** A run not sent as JSON: refused as every JSON route refuses it (415), with its row. */
const requireJsonRun = requireJsonBody((c) => auditRefusedRun(c, unread(c, "body_not_json")));

/** A run whose JSON is not a run's (`args` not an object, a key it does not take): a 400, with its row. */
const runBodyRefused: Hook<typeof RunBody, AppEnv, "/tools/:name/run", "json"> = async (result, c) => {
  if (result.success) return undefined;
  await auditRefusedRun(c, unread(c, "body_invalid"));
  return badRequest(result, c);
};

export const toolRoutes = new Hono<AppEnv>()
  .use(sessionCapability)
  .get("/tools", async (c) => {
    const answer = await c.var.session.listTools({
      channel: c.var.channel,
      invocationSource: directSource(c),
      partner: c.var.partner ?? null,
    });
    return answerWith(c, answer, (tools) => ({ tools }));
  })
  .post(
    "/tools/:name/run",
    limitRunBody,
    requireJsonRun,
    vValidator("param", ToolName, badRequest),
    vValidator("json", RunBody, runBodyRefused),
    async (c) => {
      const body = c.req.valid("json");
      const toolCallId = newId("call_");
      // One round trip: the service enters the conversation as the session, then runs the call.
      const name = c.req.valid("param").name;
      const answer = await c.var.session.run(
        { toolCallId, name, args: body.args },
        {
          channel: c.var.channel,
          invocationSource: directSource(c),
          conversationId: body.conversationId,
          partner: c.var.partner ?? null,
        },
      );
      if (!answer.ok) return sessionRefused(c, answer.refusal);
      if (!answer.value.entered) return notAParticipant(c);
      // A tool not offered to this caller (its scopes included) is answered as an unknown one, by the service.
      const { conversationId, outcome } = answer.value;
      return answerWith(c, answer, () => ({ conversationId, toolCallId, outcome }));
    },
  )
  .post(
    "/actions/:pendingActionId",
    requireJson,
    vValidator("param", ActionId, badRequest),
    vValidator("json", DecisionBody, badRequest),
    async (c) => {
      const body = c.req.valid("json");
      const pendingActionId = c.req.valid("param").pendingActionId;
      // The member decides a pending action, never the partner that proposed it (refused with its audit row).
      if (c.get("partner")) return refusedPartnerDecision(c, { ...body, pendingActionId });
      const entered = await enterConversation(c, body.conversationId);
      if (!entered.ok) return entered.response;
      const answer = await c.var.session.decideAction(
        { ...body, pendingActionId },
        { channel: c.var.channel, invocationSource: "user", conversationId: body.conversationId },
      );
      // An approval the kill switch or a switched-off tool refused is 503 or 403; the action stays pending.
      return answerWith(
        c,
        answer,
        (result) =>
          result.previous ? { outcome: result.outcome, previous: result.previous } : { outcome: result.outcome },
        (result) => decisionStatus(result.outcome),
      );
    },
  )
  // Member routes beside the tools, behind the same session middleware.
  .route("/", passageRoutes)
  .route("/", documentRoutes);
