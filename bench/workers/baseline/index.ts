/**
 * The baseline Worker: the floors B4 and B5 measure the system against, each doing only the named
 * work. POST /noop answers at once; POST /insert writes one audit row exactly as the executor's audit
 * sink does; POST /floor/read does only what a credentialed read must (one D1 read of the bearer's
 * session with the upstream credential its row refers to, that credential opened, one upstream read
 * over the service binding, one audit row, the data read sent back), with a session POST
 * /floor/session issued over a sealed stand-in token; POST /floor/reads runs a turn's reads side by
 * side without the chain, then writes one audit row; /plancover/* passes through to the stand-in (for
 * its sign-in). Local benchmarks only, never deployed.
 */
import { eq } from "drizzle-orm";
import * as v from "valibot";
import { credentials, sessions } from "../../../d1/schema";
import { randomBytes, toBase64 } from "../../../src/shared/encoding";
import { DEMO_MEMBERS } from "../../../workers/plancover/data/members";
import { type AuditRow, d1AuditSink } from "../../../workers/tools/audit/audit-log";
import { isLive, sessionKeyWhere } from "../../../workers/tools/auth/session-row";
import { createMemberSession, tokenKey } from "../../../workers/tools/auth/sessions";
import { openCredentialRow, sealCredential } from "../../../workers/tools/auth/vault";
import { buildReadiness } from "../../../workers/tools/chain/readiness";
import { perBinding } from "../../../workers/tools/d1/orm";
import { COMPANY_ID, standInRead } from "../shared/stand-in-read";

/**
 * The floor's vault key: random for each isolate, so a local benchmark configures no secret. The
 * session /floor/session issues is read by the same isolate (one `wrangler dev`), so it opens.
 */
let floorCredentialKey: string | null = null;
/** Made on first use: a Worker may not make random values at global scope. */
const floorKey = (): string => {
  floorCredentialKey ??= toBase64(randomBytes(32));
  return floorCredentialKey;
};
/** The demo member the floor's session stands for (Asha, the member B4 reads as), as a sign-in records her. */
const FLOOR_MEMBER = { personId: DEMO_MEMBERS.asha.memberId, portalRefs: DEMO_MEMBERS.asha.portalRefs };

/** The session a token names and the credential its row refers to, in one statement (prepared once). */
const floorStatements = perBinding((orm) => ({
  sessionWithCredential: orm
    .select({ session: sessions, credential: credentials })
    .from(sessions)
    .leftJoin(credentials, eq(credentials.ref, sessions.credentialRef))
    .where(sessionKeyWhere("token"))
    .prepare(),
}));

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

const ReadBody = v.strictObject({ args: v.record(v.string(), v.unknown()) });
const SessionBody = v.strictObject({ standInToken: v.string() });

/**
 * The necessary work of one credentialed read and nothing else: the bearer's session and its sealed
 * upstream credential read from D1 in one statement, the credential opened (AES-GCM, the vault's own
 * code), the read over the stand-in's service binding, one audit row, and the data read sent back. No
 * policy, usage, conversation or sanitizer.
 */
async function floorRead(env: BaselineEnv, request: Request, body: unknown): Promise<Response> {
  const startedAt = Date.now();
  const parsed = v.safeParse(ReadBody, body);
  if (!parsed.success) return Response.json({ error: "bad_body" }, { status: 400 });
  const now = new Date();
  const key = await tokenKey(request.headers.get("authorization")?.replace(/^Bearer /, "") ?? "");
  const found = key ? await floorStatements(env.DB).sessionWithCredential.get({ tokenHash: key.tokenHash }) : undefined;
  if (!found || !isLive(found.session, now)) return Response.json({ error: "invalid_session" }, { status: 401 });
  const credential = await openCredentialRow(found.credential ?? undefined, floorKey(), now);
  if (!credential.ok) return Response.json({ error: credential.error }, { status: 401 });
  const read = await standInRead(env, "get_plan_details", parsed.output.args, credential.value.authorization);
  await d1AuditSink(env.DB).insert([auditRow("get_plan_details", startedAt)]);
  return Response.json(read.ok ? { outcome: "ok", data: read.value } : { outcome: read.code });
}

/** A member's session over a sealed stand-in token, as the system's sign-in makes one, for the floor's read. */
async function floorSession(env: BaselineEnv, body: unknown): Promise<Response> {
  const parsed = v.safeParse(SessionBody, body);
  if (!parsed.success) return Response.json({ error: "bad_body" }, { status: 400 });
  const now = new Date();
  const token = parsed.output.standInToken;
  const expiresAt = new Date(now.getTime() + 60 * 60 * 1000);
  const credentialRef = await sealCredential(env.DB, floorKey(), { token, expiresAt, now });
  const grant = {
    ...FLOOR_MEMBER,
    credentialRef,
    policies: [],
    expiresAt,
    display: { firstName: null, mobileLast4: null },
  };
  const issued = await createMemberSession(env.DB, { companyId: COMPANY_ID, grant, now });
  return Response.json({ sessionToken: issued.sessionToken });
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
      case "/floor/session":
        return floorSession(env, body);
      case "/floor/read":
        return floorRead(env, request, body);
      case "/floor/reads":
        return floorReads(env, body);
      default:
        return Response.json({ error: "not_found" }, { status: 404 });
    }
  },
} satisfies ExportedHandler<BaselineEnv>;
