/**
 * Opening a member's document through the gateway (`GET /v1/documents/:documentId`). PlanCover's
 * download links are signed and short-lived, so none is ever stored, shown to the model or kept in
 * a tool result: this asks PlanCover for a fresh one inside the call, with the member's own
 * credential, and hands it only to the member's browser as a redirect. It runs as the session the
 * capability resolved, makes the checks the chain makes for `list_policy_documents` (a live session,
 * offered on this channel, kill switch, the daily budget and the per-minute rates, role, credential,
 * ownership: the document must be on a policy the member holds) and writes one audit row. Opening one
 * asks PlanCover several times (each policy's documents, then the e-cards), so it is metered as a call
 * is: counted with its load, and given back when refused before PlanCover was asked.
 */
import * as v from "valibot";
import type { AuthContext, Channel, InvocationSource } from "../../../src/shared/auth-context";
import type { FailureCode } from "../../../src/shared/failure-codes";
import { newId } from "../../../src/shared/ids";
import type { PartnerGrant } from "../../../src/shared/partner-scopes";
import type { RefusalReason } from "../../../src/shared/refusal-reasons";
import { err, ok, type Result } from "../../../src/shared/result";
import { writeAudit } from "../audit/audit-log";
import {
  type CheckRefusal,
  checkCredential,
  checkKillSwitch,
  checkOffered,
  checkRole,
  checkScope,
} from "../chain/checks";
import { giveBackRefused } from "../chain/executor";
import { checkMeter } from "../chain/meter";
import { checkPartnerClient } from "../chain/partner-checks";
import type { ExecutorPorts } from "../chain/ports";
import { buildReadiness, type HeaderResolution, NOT_ATTEMPTED } from "../chain/readiness";
import type { StepLoad } from "../chain/step-load";
import { createPlanCoverClient, type UpstreamFailure } from "../upstream/plancover-client";

/** The audit's name for a document opened through the gateway (a route, not a model-callable tool). */
export const OPEN_DOCUMENT_ACTION = "open_policy_document";
/** The tool whose policy switch and roles govern opening documents. */
const GOVERNING_TOOL = "list_policy_documents";
/** How long PlanCover may take to answer, in milliseconds. */
const UPSTREAM_TIMEOUT_MS = 8_000;

export const DocumentIdSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,80}$/, "a document id"));

const DocumentsAnswer = v.object({
  documents: v.array(v.object({ documentId: v.string(), downloadUrl: v.pipe(v.string(), v.url()) })),
});
const MembersAnswer = v.object({ members: v.array(v.object({ memberId: v.string() })) });
const ECardAnswer = v.object({ documentId: v.optional(v.string()), downloadUrl: v.pipe(v.string(), v.url()) });

/** Who opens the document (resolved by the session capability) and where from. */
export interface DocumentContext {
  readonly auth: AuthContext;
  /** False for a session that has ended since it was verified: it opens nothing. */
  readonly live: boolean;
  readonly channel: Channel;
  readonly invocationSource: InvocationSource;
  readonly conversationId: string;
  /** A partner opening it for the member: its client and granted scopes; null for the member's own session. */
  readonly partner?: PartnerGrant | null;
}

/** A fresh signed link for the member's browser, or the failure code that says why not. */
export async function openDocument(
  documentId: string,
  context: DocumentContext,
  ports: ExecutorPorts,
): Promise<Result<{ url: string }, FailureCode>> {
  const startedAt = ports.now();
  let httpStatus: number | null = null;
  let resolution: HeaderResolution = NOT_ATTEMPTED;
  /** The counters this opening was added to (none when it was not metered), and whether PlanCover was asked. */
  let counted: StepLoad["counters"] = [];
  let asked = false;
  const refuse = (code: FailureCode, reason: RefusalReason | null = null) =>
    err<CheckRefusal<FailureCode>>({ code, reason });

  const decided = await (async (): Promise<Result<{ url: string }, CheckRefusal<FailureCode>>> => {
    const spec = ports.registry.get(GOVERNING_TOOL);
    if (!spec) return refuse("unknown_tool");
    if (!v.safeParse(DocumentIdSchema, documentId).success) return refuse("invalid_arguments");
    if (!context.live) return refuse("session_mismatch", "session_ended");
    const auth = context.auth;
    // The policy and the credential row in one read; the credential is only opened, never used, before its checks.
    const credentialRef = ports.authProfileConfigured && checkCredential(spec, auth).ok ? auth.credentialRef : null;
    const partner = context.partner ?? null;
    // Counted like a proposed call that may pass the checks needing no load (step-load.ts).
    const metered = checkScope(spec, partner).ok && checkCredential(spec, auth).ok;
    const load = await ports.loadStep({
      auth,
      meteredCalls: metered ? 1 : 0,
      credentialRef,
      partnerClientId: partner?.clientId ?? null,
    });
    counted = load.counters;
    const offered = checkOffered(load.policy, spec, context.channel);
    if (!offered.ok) return offered;
    // A partner opens a document only with the documents scope and within its client's rule.
    const scope = checkScope(spec, partner);
    if (!scope.ok) return scope;
    const clientRule = checkPartnerClient(partner ? load.partnerRule : null, spec);
    if (!clientRule.ok) return clientRule;
    const killed = checkKillSwitch(offered.value.policy);
    if (!killed.ok) return killed;
    const usage = load.usage[0];
    if (usage !== undefined) {
      const meter = checkMeter(offered.value.policy, usage, partner ? load.partnerRule : null);
      if (!meter.ok) return meter;
    }
    const role = checkRole(spec, offered.value.row, auth);
    if (!role.ok) return role;
    if (!ports.authProfileConfigured) return refuse("auth_profile_missing");
    const credentialPresent = checkCredential(spec, auth);
    if (!credentialPresent.ok || auth.credentialRef === null) return refuse("credential_unavailable");
    const credential = load.credential;
    if (credential === null) throw new Error("the document's load read no credential");
    if (!credential.ok) {
      resolution = { kind: "failed" };
      return refuse("auth_header_resolution_failed");
    }
    resolution = { kind: "resolved", headerNames: credential.value.headerNames };
    const plancover = createPlanCoverClient({
      fetcher: ports.upstream,
      authorization: credential.value.authorization,
      signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
      recorder: { record: (status) => (httpStatus = status) },
    });
    asked = true;
    // Ownership: the document must be on one of the caller's own policies, asked for now.
    for (const portal of auth.portalRefs) {
      const listed = await plancover.get(`/v1/policies/${encodeURIComponent(portal)}/documents`);
      if (!listed.ok) return refuse(upstreamCode(listed.error));
      const parsed = v.safeParse(DocumentsAnswer, listed.value);
      if (!parsed.success) return refuse("upstream_error");
      const found = parsed.output.documents.find((document) => document.documentId === documentId);
      if (found) return ok({ url: found.downloadUrl });
    }
    // Not a policy document: it may be the e-card of someone insured on one of the caller's policies.
    for (const portal of auth.portalRefs) {
      const card = await eCardOn(plancover, portal, documentId);
      if (card !== null) return card.ok ? ok(card.value) : refuse(card.error);
    }
    return refuse("not_found");
  })();

  // Only an opening that reached PlanCover spends the budget and the rates (as only calls that pass do).
  if (!decided.ok && !asked) await giveBackRefused(ports, { counters: counted }, 1);
  const failure = decided.ok ? null : decided.error.code;
  const readiness = buildReadiness({
    spec: { requiresCredential: true },
    auth: context.auth,
    profilePresent: ports.authProfileConfigured,
    resolution,
    httpStatus,
  });
  const finishedAt = ports.now();
  await writeAudit(ports.audit, {
    conversationId: context.conversationId,
    toolCallId: newId("doc_"),
    toolName: OPEN_DOCUMENT_ACTION,
    outcome: decided.ok ? "ok" : "failed",
    failureCode: failure,
    reason: decided.ok ? null : decided.error.reason,
    retryable: false,
    durationMs: Math.max(0, finishedAt.getTime() - startedAt.getTime()),
    httpStatus,
    // The document id only; the signed link is never written anywhere.
    argsRedacted: JSON.stringify({ document_id: documentId.slice(0, 80) }),
    resultSummary: decided.ok ? "redirected to a fresh signed link" : (failure ?? "failed"),
    readiness: JSON.stringify(readiness),
    callerRole: context.auth.role,
    channel: context.channel,
    invocationSource: context.invocationSource,
    companyId: context.auth.companyId,
    partnerClientId: context.partner?.clientId ?? null,
    partnerScopes: context.partner ? JSON.stringify(context.partner.scopes) : null,
    personHash: await ports.hashPerson(context.auth.personId),
    createdAt: finishedAt.toISOString(),
  });
  return decided.ok ? decided : err(decided.error.code);
}

type PlanCoverClient = ReturnType<typeof createPlanCoverClient>;

/** The e-card with this document id among the people insured on a portal: its fresh link, or null. */
async function eCardOn(
  plancover: PlanCoverClient,
  portal: string,
  documentId: string,
): Promise<Result<{ url: string }, FailureCode> | null> {
  const path = `/v1/policies/${encodeURIComponent(portal)}`;
  const members = await plancover.get(`${path}/members`);
  if (!members.ok) return err(upstreamCode(members.error));
  const people = v.safeParse(MembersAnswer, members.value);
  if (!people.success) return err("upstream_error");
  for (const { memberId } of people.output.members) {
    const card = await plancover.get(`${path}/ecard`, { query: { memberId } });
    if (!card.ok) return err(upstreamCode(card.error));
    const parsed = v.safeParse(ECardAnswer, card.value);
    if (!parsed.success) return err("upstream_error");
    if (parsed.output.documentId === documentId) return ok({ url: parsed.output.downloadUrl });
  }
  return null;
}

function upstreamCode(failure: UpstreamFailure): FailureCode {
  return failure.code;
}
