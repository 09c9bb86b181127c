/**
 * Who may use /admin/v1: an administrator's staff session (`Authorization: Bearer <session token>`,
 * role admin). The static ADMIN_TOKEN only bootstraps staff sessions (POST /admin/v1/sessions), so
 * every change is made, and audited, as a person's own session; on any other admin route the
 * secret is refused, as are member, guest and agent sessions (a staff session of either role may
 * only end itself). Comparisons with the secret are constant-time.
 */
import type { Context, MiddlewareHandler } from "hono";
import { timingSafeEqual } from "hono/utils/buffer";
import type { Actor } from "../../../src/shared/admin-api";
import { usingCapability } from "../../../src/shared/rpc-capability";
import { jsonError } from "./errors";
import { toolService } from "./tool-service";

export interface AdminEnv {
  Bindings: Env;
  Variables: { actor: Actor };
}

function bearer(c: Context<AdminEnv>): string | null {
  return c.req.header("authorization")?.match(/^Bearer\s+(\S+)$/)?.[1] ?? null;
}

async function isAdminToken(c: Context<AdminEnv>, token: string): Promise<boolean> {
  return c.env.ADMIN_TOKEN.length > 0 && (await timingSafeEqual(token, c.env.ADMIN_TOKEN));
}

/** The staff actor behind the token (an administrator's, or with `agents` a care agent's too), or the refusal. */
async function staffActor(c: Context<AdminEnv>, token: string, agents = false): Promise<Actor | Response> {
  const answer = await usingCapability(toolService(c.env).session(token), (session) =>
    session.identity({ becomeGuest: false }),
  );
  const auth = answer.ok ? answer.value?.auth : null;
  if (!auth) return jsonError(c, 401, "unauthorized", "Send an administrator's staff session token.");
  const allowed = auth.role === "admin" || (agents && auth.role === "agent");
  if (!allowed) return jsonError(c, 403, "forbidden", "This needs an administrator's staff session.");
  return { kind: "staff", sessionId: auth.sessionId };
}

/** Every admin route but session issuance: an admin's staff session, never the bootstrap secret. */
export const staffOnly: MiddlewareHandler<AdminEnv> = async (c, next) => {
  const token = bearer(c);
  if (!token) return jsonError(c, 401, "unauthorized", "Send an administrator's staff session token.");
  if (await isAdminToken(c, token)) {
    return jsonError(c, 403, "forbidden", "The admin token only issues staff sessions (POST /admin/v1/sessions).");
  }
  const actor = await staffActor(c, token);
  if (actor instanceof Response) return actor;
  c.set("actor", actor);
  await next();
};

/** Session issuance: the bootstrap secret, or an administrator's own staff session. */
export const bootstrapOrStaff: MiddlewareHandler<AdminEnv> = async (c, next) => {
  const token = bearer(c);
  if (!token) return jsonError(c, 401, "unauthorized", "Send the admin token or an administrator's staff session.");
  const actor: Actor | Response = (await isAdminToken(c, token)) ? { kind: "admin_token" } : await staffActor(c, token);
  if (actor instanceof Response) return actor;
  c.set("actor", actor);
  await next();
};

/** Ending one's own staff session: any staff session, an administrator's or a care agent's; never the secret. */
export const ownStaffSession: MiddlewareHandler<AdminEnv> = async (c, next) => {
  const token = bearer(c);
  if (!token) return jsonError(c, 401, "unauthorized", "Send the staff session token to end.");
  if (await isAdminToken(c, token)) return jsonError(c, 403, "forbidden", "The admin token is not a session.");
  const actor = await staffActor(c, token, true);
  if (actor instanceof Response) return actor;
  c.set("actor", actor);
  await next();
};
