/**
 * /admin/v1/sessions: how staff get a session and end it.
 * - `POST /` with the bootstrap secret (or an administrator's own session) issues one for a role:
 *   the console's sign-in form in development, and scripts.
 * - `POST /access` issues one to a person Cloudflare Access let through: the `Cf-Access-Jwt-Assertion`
 *   header verified against the team's keys, the role from their groups (access/). 404 where Access
 *   is not configured, so the console knows to offer the form instead.
 * - `POST /end` ends the caller's own staff session (the console's Leave): its token is dead after.
 * Each writes its admin audit row in the tools Worker; no answer but the issuing one holds a token.
 */
import { vValidator } from "@hono/valibot-validator";
import { Hono } from "hono";
import type { JWTVerifyGetKey } from "jose";
import * as v from "valibot";
import { STAFF_ROLES } from "../../../src/shared/tool-service";
import { type AccessSettings, accessSettings } from "../access/config";
import { ACCESS_ASSERTION_HEADER, type AccessRefusal, remoteAccessKeys, verifyAccessAssertion } from "../access/verify";
import { noBodyOrJson, requireJson } from "../http/body-limits";
import { badRequest, jsonError } from "../http/errors";
import { type AdminEnv, bootstrapOrStaff, ownStaffSession } from "../http/staff";
import { toolService } from "../http/tool-service";

export const StaffSessionBody = v.strictObject({ role: v.picklist(STAFF_ROLES) });

/** Where the team's signing keys come from: fetched from Access in a deployment; tests hand in their own. */
export type AccessKeySource = (settings: AccessSettings) => JWTVerifyGetKey;

/** Each refusal's answer: one generic message per kind, never the token or the reason it failed. */
function refusal(kind: AccessRefusal): {
  status: 401 | 403 | 503;
  code: "unauthorized" | "forbidden" | "upstream_unavailable";
  message: string;
} {
  switch (kind) {
    case "missing":
      return { status: 401, code: "unauthorized", message: "Sign in through Cloudflare Access to open the console." };
    case "invalid":
      return {
        status: 401,
        code: "unauthorized",
        message: "The Cloudflare Access sign-in could not be verified. Sign in again.",
      };
    case "no_identity":
      return { status: 403, code: "forbidden", message: "Staff sign in as themselves, not with a service token." };
    case "no_role":
      return { status: 403, code: "forbidden", message: "Your Access groups give you no role in the console." };
    case "keys_unavailable":
      return {
        status: 503,
        code: "upstream_unavailable",
        message: "Cloudflare Access's keys could not be fetched. Try again.",
      };
  }
}

export function adminSessionRoutes(accessKeys: AccessKeySource = remoteAccessKeys) {
  return new Hono<AdminEnv>()
    .post("/", bootstrapOrStaff, requireJson, vValidator("json", StaffSessionBody, badRequest), async (c) => {
      const session = await toolService(c.env).createStaffSession(c.get("actor"), c.req.valid("json").role);
      return c.json({ sessionToken: session.sessionToken, expiresAt: session.expiresAt });
    })
    .post("/access", noBodyOrJson, async (c) => {
      const settings = accessSettings(c.env);
      if (!settings) return jsonError(c, 404, "not_found", "Cloudflare Access sign-in is not configured here.");
      const verified = await verifyAccessAssertion(
        c.req.header(ACCESS_ASSERTION_HEADER),
        settings,
        accessKeys(settings),
      );
      if (!verified.ok) {
        const { status, code, message } = refusal(verified.error);
        console.warn(JSON.stringify({ event: "access_sign_in_refused", refusal: verified.error }));
        return jsonError(c, status, code, message);
      }
      const { email, role } = verified.value;
      const session = await toolService(c.env).createStaffSession({ kind: "access", email }, role);
      return c.json({ sessionToken: session.sessionToken, expiresAt: session.expiresAt, role });
    })
    .post("/end", noBodyOrJson, ownStaffSession, async (c) => {
      const actor = c.get("actor");
      // ownStaffSession only lets a staff session through; anything else is a broken invariant.
      if (actor.kind !== "staff") throw new Error("a staff session's end reached the route without its session");
      const ended = await toolService(c.env).endStaffSession(actor.sessionId);
      return ended ? c.json({ ok: true }) : jsonError(c, 401, "unauthorized", "That staff session has already ended.");
    });
}
