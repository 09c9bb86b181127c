/**
 * /admin/v1/*: policy (enablement, narrower roles, channels, kill switch, budgets, a partner client's
 * rule), the audit search, the administrators' own audit trail and a readiness preview (staff
 * sessions themselves: admin-sessions.ts). Every route takes an administrator's staff session
 * (http/staff.ts), and every change is written with its admin audit row by the tools Worker.
 */
import { vValidator } from "@hono/valibot-validator";
import { Hono } from "hono";
import * as v from "valibot";
import { AdminAuditQuerySchema, AuditQuerySchema, ReadinessQuerySchema } from "../../../src/shared/admin-api";
import { OverviewQuerySchema } from "../../../src/shared/admin-overview";
import { CHANNELS, ROLES } from "../../../src/shared/auth-context";
import { ToolNameSchema } from "../../../src/shared/ids";
import { requireJson } from "../http/body-limits";
import { badRequest, jsonError } from "../http/errors";
import { sendJson } from "../http/respond";
import { type AdminEnv, staffOnly } from "../http/staff";
import { toolService } from "../http/tool-service";
import { privateAsset } from "./web";

export const CompanyPolicyBody = v.strictObject({
  killSwitch: v.optional(v.boolean()),
  dailyCallBudget: v.pipe(v.number(), v.integer(), v.minValue(0)),
  callsPerMinute: v.pipe(v.number(), v.integer(), v.minValue(0)),
  channels: v.array(v.picklist(CHANNELS)),
});
export const ToolPolicyBody = v.strictObject({
  enabled: v.boolean(),
  roles: v.optional(v.nullable(v.array(v.picklist(ROLES))), null),
  channels: v.optional(v.nullable(v.array(v.picklist(CHANNELS))), null),
});
export const Company = v.object({ companyId: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,64}$/)) });
export const CompanyTool = v.object({ ...Company.entries, name: ToolNameSchema });
/** A partner client's id as the OAuth store issues it. */
export const CompanyPartner = v.object({
  ...Company.entries,
  clientId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,200}$/, "a client id")),
});
/** A client switched off needs the administrator's reason (kept in the admin audit, never shown to the partner). */
export const PartnerPolicyBody = v.pipe(
  v.strictObject({
    enabled: v.boolean(),
    reason: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200))), null),
    tools: v.optional(v.nullable(v.array(CompanyTool.entries.name)), null),
    callsPerMinute: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))), null),
  }),
  v.check((body) => body.enabled || body.reason !== null, "Say why the client is switched off (reason)."),
);
export const KillSwitchBody = v.strictObject({ on: v.boolean() });

export const adminRoutes = new Hono<AdminEnv>()
  .get("/audit", staffOnly, vValidator("query", AuditQuerySchema, badRequest), async (c) =>
    sendJson(c, await toolService(c.env).searchAudit(c.req.valid("query"))),
  )
  .get("/admin-audit", staffOnly, vValidator("query", AdminAuditQuerySchema, badRequest), async (c) =>
    sendJson(c, await toolService(c.env).adminAudit(c.req.valid("query"))),
  )
  .get("/overview", staffOnly, vValidator("query", OverviewQuerySchema, badRequest), async (c) =>
    sendJson(c, await toolService(c.env).overview(c.req.valid("query"))),
  )
  .get("/quality-lab", staffOnly, async (c) => {
    const report = await privateAsset(c.env, "quality-lab.json");
    if (!report) return jsonError(c, 404, "not_found", "This build carries no Quality Lab report.");
    return new Response(report.body, { headers: { "content-type": "application/json", "cache-control": "no-store" } });
  })
  .get("/readiness", staffOnly, vValidator("query", ReadinessQuerySchema, badRequest), async (c) =>
    sendJson(c, await toolService(c.env).readinessFor(c.req.valid("query"))),
  )
  .get("/companies/:companyId/policy", staffOnly, vValidator("param", Company, badRequest), async (c) => {
    const policy = await toolService(c.env).policyFor(c.req.valid("param").companyId);
    return policy ? sendJson(c, policy) : jsonError(c, 404, "not_found", "That company has no policy.");
  })
  .put(
    "/companies/:companyId/policy",
    staffOnly,
    vValidator("param", Company, badRequest),
    requireJson,
    vValidator("json", CompanyPolicyBody, badRequest),
    async (c) => {
      const input = { companyId: c.req.valid("param").companyId, ...c.req.valid("json") };
      await toolService(c.env).putCompanyPolicy(c.get("actor"), input);
      return c.json({ ok: true });
    },
  )
  .put(
    "/companies/:companyId/tools/:name",
    staffOnly,
    vValidator("param", CompanyTool, badRequest),
    requireJson,
    vValidator("json", ToolPolicyBody, badRequest),
    async (c) => {
      const { companyId, name } = c.req.valid("param");
      const known = await toolService(c.env).putToolPolicy(c.get("actor"), companyId, name, c.req.valid("json"));
      return known ? c.json({ ok: true }) : jsonError(c, 404, "not_found", "There is no tool by that name.");
    },
  )
  .put(
    "/companies/:companyId/partners/:clientId",
    staffOnly,
    vValidator("param", CompanyPartner, badRequest),
    requireJson,
    vValidator("json", PartnerPolicyBody, badRequest),
    async (c) => {
      const { companyId, clientId } = c.req.valid("param");
      const { enabled, reason, tools, callsPerMinute } = c.req.valid("json");
      // A client switched back on keeps no stale reason.
      const rule = { enabled, reason: enabled ? null : reason, tools, callsPerMinute };
      await toolService(c.env).putPartnerPolicy(c.get("actor"), companyId, clientId, rule);
      return c.json({ ok: true });
    },
  )
  .post(
    "/companies/:companyId/kill-switch",
    staffOnly,
    vValidator("param", Company, badRequest),
    requireJson,
    vValidator("json", KillSwitchBody, badRequest),
    async (c) => {
      const { companyId } = c.req.valid("param");
      const changed = await toolService(c.env).setKillSwitch(c.get("actor"), companyId, c.req.valid("json").on);
      return changed ? c.json({ ok: true }) : jsonError(c, 404, "not_found", "That company has no policy.");
    },
  );
