/**
 * B4/B5's baseline Worker: the floors the system is measured against, served by a bare fetch
 * handler (no router) so nothing but the work named is paid for. POST /noop answers at once; POST
 * /insert writes one audit row exactly as the executor's audit sink does; POST /floor/read does
 * only what a credentialed read must (one D1 read of the bearer's session, one upstream read over
 * the service binding, one audit row), with a session POST /floor/session issued; POST
 * /floor/reads runs a turn's reads side by side without the chain, then writes one audit row;
 * /plancover/* passes through to the stand-in (for its sign-in). Local benchmarks only, never deployed.
 */
import * as v from "valibot";
import { type AuditRow, d1AuditSink } from "../../../workers/tools/audit/audit-log";
import { createGuestSession, resolveToken } from "../../../workers/tools/auth/sessions";
import { buildReadiness } from "../../../workers/tools/chain/readiness";
import { COMPANY_ID, standInRead } from "../shared/stand-in-read";

/** The row the executor writes for a member's successful read, with fresh ids. */
function auditRow(toolName: string, startedAt: number): AuditRow {
  const now = new Date();
  return {
    conversationId: `conv_${crypto.randomUUID().replaceAll("-", "")}`,
    toolCallId: `call_${crypto.randomUUID().replaceAll("-", "")}`,
    toolName,
    outcome: "ok",
    failureCode: null,
    retryable: false,
    durationMs: Math.max(0, now.getTime() - startedAt),
    httpStatus: 200,
    argsRedacted: JSON.stringify({ portal_ref: "PRT-40122" }),
    resultSummary: "ok",
    readiness: JSON.stringify(
      buildReadiness({
        spec: { requiresCredential: true },
        auth: { credentialRef: null, personId: "MBR-00017" },
        profilePresent: true,
        resolution: { kind: "resolved", headerNames: ["authorization"] },
      }),
    ),
    callerRole: "member",
    channel: "mobile",
    invocationSource: "user",
    companyId: COMPANY_ID,
    personHash: "0".repeat(64),
    createdAt: now.toISOString(),
  };
}

const ReadsBody = v.strictObject({
  authorization: v.string(),
  reads: v.pipe(
    v.array(v.strictObject({ name: v.string(), args: v.record(v.string(), v.unknown()) })),
    v.minLength(1),
    v.maxLength(8),
  ),
});

const ReadBody = v.strictObject({ authorization: v.string(), args: v.record(v.string(), v.unknown()) });

/**
 * The necessary work of one credentialed read and nothing else: the bearer's session read from D1
 * (the same prepared statement the tools Worker uses), the read over the stand-in's service binding,
 * one audit row. No policy, usage, vault, conversation or sanitizer.
 */
async function floorRead(env: BaselineEnv, request: Request, body: unknown): Promise<Response> {
  const startedAt = Date.now();
  const parsed = v.safeParse(ReadBody, body);
  if (!parsed.success) return Response.json({ error: "bad_body" }, { status: 400 });
  const bearer = request.headers.get("authorization")?.replace(/^Bearer /, "") ?? "";
  const session = await resolveToken(env.DB, bearer, new Date());
  if (!session.ok) return Response.json({ error: session.error }, { status: 401 });
  const read = await standInRead(env, "get_plan_details", parsed.output.args, parsed.output.authorization);
  const outcome = read.ok ? "ok" : read.code;
  await d1AuditSink(env.DB).insert([auditRow("get_plan_details", startedAt)]);
  return Response.json({ outcome });
}

/** A turn's reads without the chain: each handler through the PlanCover client, side by side. */
async function floorReads(env: BaselineEnv, body: unknown): Promise<Response> {
  const startedAt = Date.now();
  const parsed = v.safeParse(ReadsBody, body);
  if (!parsed.success) return Response.json({ error: "bad_body" }, { status: 400 });
  const { authorization } = parsed.output;
  const outcomes = await Promise.all(
    parsed.output.reads.map(async (read) => {
      const answer = await standInRead(env, read.name, read.args, authorization);
      return answer.ok ? "ok" : answer.code;
    }),
  );
  await d1AuditSink(env.DB).insert([auditRow(parsed.output.reads[0]?.name ?? "none", startedAt)]);
  return Response.json({ outcomes });
}

export default {
  async fetch(request: Request, env: BaselineEnv): Promise<Response> {
    const url = new URL(request.url);
    if (url.pathname.startsWith("/plancover/")) {
      const upstream = new URL(url.pathname.slice("/plancover".length) + url.search, "https://plancover.internal");
      return env.PLANCOVER.fetch(new Request(upstream, request));
    }
    if (request.method === "GET" && url.pathname === "/health") return Response.json({ ok: true });
    if (request.method !== "POST") return Response.json({ error: "not_found" }, { status: 404 });
    // Every floor reads its body, as the system's route does.
    const body: unknown = await request.json().catch(() => null);
    switch (url.pathname) {
      case "/noop":
        return Response.json({ ok: true });
      case "/insert": {
        await d1AuditSink(env.DB).insert([auditRow("get_plan_details", Date.now())]);
        return Response.json({ ok: true });
      }
      case "/floor/session": {
        const issued = await createGuestSession(env.DB, { companyId: COMPANY_ID, now: new Date() });
        return Response.json({ sessionToken: issued.sessionToken });
      }
      case "/floor/read":
        return floorRead(env, request, body);
      case "/floor/reads":
        return floorReads(env, body);
      default:
        return Response.json({ error: "not_found" }, { status: 404 });
    }
  },
} satisfies ExportedHandler<BaselineEnv>;
