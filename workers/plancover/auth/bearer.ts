// Resolves `Authorization: Bearer <token>` to a member; requireMember answers 401 unauthorized without one.
import { createMiddleware } from "hono/factory";
import type { PlanCoverApp } from "../app-env";
import { type Member, memberById } from "../data/members";
import { problem } from "../http/errors";
import { bearerToken, verifyToken } from "./token";

export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

/** The member a request's token names, or null when it is missing, malformed, forged, expired or nobody's. */
export async function memberFromAuthorization(env: PlanCoverEnv, header: string | undefined): Promise<Member | null> {
  const token = bearerToken(header);
  if (!token) return null;
  const verified = await verifyToken(env.PLANCOVER_SIGNING_KEY, token, nowSeconds());
  return verified.ok ? memberById(verified.value.memberId) : null;
}

export const requireMember = createMiddleware<PlanCoverApp>(async (c, next) => {
  const member = await memberFromAuthorization(c.env, c.req.header("authorization"));
  if (!member) return problem(c, "unauthorized");
  c.set("member", member);
  await next();
});
