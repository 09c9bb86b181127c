/**
 * /admin/v1/*: policy (enablement, narrower roles, channels, kill switch, budgets), staff sessions
 * and audit queries. Only the bearer of ADMIN_TOKEN (a secret) gets in; comparisons are constant-time.
 */
import { vValidator } from "@hono/valibot-validator";
import { type Context, Hono } from "hono";
import { bearerAuth } from "hono/bearer-auth";
import { timingSafeEqual } from "hono/utils/buffer";
import * as v from "valibot";
import { CHANNELS, ROLES } from "../../../src/shared/auth-context";
import type { AppEnv } from "../http/app-env";
import { requireJson } from "../http/body-limits";
import { badRequest, jsonError } from "../http/errors";
import { sendJson } from "../http/respond";
import { toolService } from "../http/tool-service";

const CompanyPolicyBody = v.strictObject({
  killSwitch: v.optional(v.boolean()),
  dailyCallBudget: v.pipe(v.number(), v.integer(), v.minValue(0)),
  callsPerMinute: v.pipe(v.number(), v.integer(), v.minValue(0)),
  channels: v.array(v.picklist(CHANNELS)),
});
const ToolPolicyBody = v.strictObject({
  enabled: v.boolean(),
  roles: v.optional(v.nullable(v.array(v.picklist(ROLES))), null),
  channels: v.optional(v.nullable(v.array(v.picklist(CHANNELS))), null),
});
const Company = v.object({ companyId: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,64}$/)) });
const CompanyTool = v.object({ ...Company.entries, name: v.pipe(v.string(), v.regex(/^[a-z][a-z0-9_]{0,63}$/)) });

export const adminRoutes = new Hono<AppEnv>()
  .use(bearerAuth({ verifyToken: (token, c: Context<AppEnv>) => timingSafeEqual(token, c.env.ADMIN_TOKEN) }))
  .get(
    "/audit",
    vValidator("query", v.object({ conversationId: v.pipe(v.string(), v.minLength(1)) }), badRequest),
    async (c) => {
      const rows = await toolService(c.env).auditFor(c.req.valid("query").conversationId);
      return sendJson(c, { rows });
    },
  )
  .put(
    "/companies/:companyId/policy",
    vValidator("param", Company, badRequest),
    requireJson,
    vValidator("json", CompanyPolicyBody, badRequest),
    async (c) => {
      await toolService(c.env).putCompanyPolicy({ companyId: c.req.valid("param").companyId, ...c.req.valid("json") });
      return c.json({ ok: true });
    },
  )
  .put(
    "/companies/:companyId/tools/:name",
    vValidator("param", CompanyTool, badRequest),
    requireJson,
    vValidator("json", ToolPolicyBody, badRequest),
    async (c) => {
      const { companyId, name } = c.req.valid("param");
      const known = await toolService(c.env).putToolPolicy(companyId, name, c.req.valid("json"));
      return known ? c.json({ ok: true }) : jsonError(c, 404, "not_found", "There is no tool by that name.");
    },
  )
  .post(
    "/companies/:companyId/kill-switch",
    vValidator("param", Company, badRequest),
    requireJson,
    vValidator("json", v.strictObject({ on: v.boolean() }), badRequest),
    async (c) => {
      const changed = await toolService(c.env).setKillSwitch(c.req.valid("param").companyId, c.req.valid("json").on);
      return changed ? c.json({ ok: true }) : jsonError(c, 404, "not_found", "That company has no policy.");
    },
  )
  .post(
    "/sessions",
    requireJson,
    vValidator("json", v.strictObject({ role: v.picklist(["agent", "admin"]) }), badRequest),
    async (c) => {
      const session = await toolService(c.env).createStaffSession(c.req.valid("json").role);
      return c.json({ sessionToken: session.sessionToken, expiresAt: session.expiresAt });
    },
  );
