/**
 * The authorization chain, top to bottom. Every caller goes through it: a chat turn, a person's
 * direct run, a partner's MCP call, and the confirm path again before it claims an action.
 *
 *   0. known tool                               unknown_tool
 *   -  offered now (policy, enablement, channel) policy_missing, tool_disabled
 *      and within a partner's granted scopes     insufficient_scope
 *      and the partner client's company rule     tool_disabled
 *   -  service guards: session, kill switch,    session_mismatch, kill_switch,
 *      hard budget, rate limit (and a partner    budget_exhausted, rate_limited
 *      client's own rate)
 *   1. role permission                          permission_denied
 *   2. argument validation                      invalid_arguments
 *   3. credential present                       credential_unavailable
 *   4. resource ownership                       not_found
 *   5. business rules                           explicit_selection_required, or confirm
 *
 * The order is load-bearing: no credential means owning nothing, so 3 answers before 4 (a
 * signed-out caller hears "sign in", never "not found"); nobody is asked to approve a call that
 * cannot run, so 3 and 4 answer before 5. Nothing here touches the upstream.
 */
import type { AuthContext, ParsedCallContext } from "../../../src/shared/auth-context";
import type { FailureCode } from "../../../src/shared/failure-codes";
import type { RefusalReason } from "../../../src/shared/refusal-reasons";
import type { ProposedCall } from "../../../src/shared/tool-service";
import type { PartnerPolicyRow } from "../policy/partner-policy";
import type { PolicySnapshot } from "../policy/policy";
import type { Usage } from "../policy/usage-meter";
import type { ToolRegistry } from "../registry/registry";
import { needsConfirmation, type ToolSpec } from "../registry/tool-spec";
import {
  checkArguments,
  checkBudget,
  checkCredential,
  checkExplicitSelection,
  checkKillSwitch,
  checkKnownTool,
  checkOffered,
  checkOwnership,
  checkRateLimit,
  checkRole,
  checkScope,
  checkSession,
  type Refusal,
} from "./checks";
import { checkPartnerClient, checkPartnerRate } from "./partner-checks";

/** The I/O the chain needs, as small ports (real D1 in production and in tests). */
export interface ChainPorts {
  readonly registry: ToolRegistry;
  loadPolicy(companyId: string): Promise<PolicySnapshot | null>;
  /** Counts this call against the person's budget and rate limit, returning the counts. */
  recordUsage(auth: AuthContext): Promise<Usage>;
  /** The company's rule for a partner client; null when it has none (the company's policy alone applies). */
  loadPartnerPolicy(companyId: string, clientId: string): Promise<PartnerPolicyRow | null>;
  /** Counts this call against the partner client's own per-minute rate, returning this minute's count. */
  recordPartnerCall(companyId: string, clientId: string): Promise<number>;
}

export type { ProposedCall };

export type Decision =
  | {
      readonly kind: "refused";
      readonly code: FailureCode;
      /** Which of the causes a code stands for said no (the audit keeps it; the caller never sees it). */
      readonly reason: RefusalReason | null;
      readonly spec: ToolSpec | null;
      readonly auth: AuthContext;
    }
  | {
      readonly kind: "confirm";
      readonly spec: ToolSpec;
      readonly args: Record<string, unknown>;
      readonly auth: AuthContext;
    }
  | {
      readonly kind: "run";
      readonly spec: ToolSpec;
      readonly args: Record<string, unknown>;
      readonly auth: AuthContext;
    };

/**
 * `propose`: a new call (counts against budget and rate limit; a confirmable call becomes pending).
 * `confirm`: an approved pending action, re-checked before it is claimed (a confirmed write spends
 * no model budget, so the meter is not consulted; everything else is).
 */
export type DecideMode = "propose" | "confirm";

export async function decide(
  call: Pick<ProposedCall, "name" | "args">,
  context: ParsedCallContext,
  ports: ChainPorts,
  mode: DecideMode,
): Promise<Decision> {
  const { auth } = context;
  const refuse = (refusal: Refusal<FailureCode>, spec: ToolSpec | null): Decision => ({
    kind: "refused",
    code: refusal.code,
    reason: refusal.reason,
    spec,
    auth,
  });

  const known = checkKnownTool(ports.registry, call.name);
  if (!known.ok) return refuse(known.error, null);
  const spec = known.value;

  const policy = await ports.loadPolicy(auth.companyId);
  const offered = checkOffered(policy, spec, context.channel);
  if (!offered.ok) return refuse(offered.error, spec);
  const { row } = offered.value;

  const partner = context.partner ?? null;
  const scope = checkScope(spec, partner);
  if (!scope.ok) return refuse(scope.error, spec);

  const client = partner ? await ports.loadPartnerPolicy(auth.companyId, partner.clientId) : null;
  const clientRule = checkPartnerClient(client, spec);
  if (!clientRule.ok) return refuse(clientRule.error, spec);

  const session = checkSession(context.sessionLive);
  if (!session.ok) return refuse(session.error, spec);

  const killSwitch = checkKillSwitch(offered.value.policy);
  if (!killSwitch.ok) return refuse(killSwitch.error, spec);

  if (mode === "propose") {
    const usage = await ports.recordUsage(auth);
    const budget = checkBudget(offered.value.policy, usage);
    if (!budget.ok) return refuse(budget.error, spec);
    const rate = checkRateLimit(offered.value.policy, usage);
    if (!rate.ok) return refuse(rate.error, spec);
    if (partner && client?.callsPerMinute != null) {
      const clientRate = checkPartnerRate(client, await ports.recordPartnerCall(auth.companyId, partner.clientId));
      if (!clientRate.ok) return refuse(clientRate.error, spec);
    }
  }

  const role = checkRole(spec, row, auth);
  if (!role.ok) return refuse(role.error, spec);

  const args = checkArguments(spec, call.args);
  if (!args.ok) return refuse(args.error, spec);

  const credential = checkCredential(spec, auth);
  if (!credential.ok) return refuse(credential.error, spec);

  const ownership = checkOwnership(spec, args.value, auth);
  if (!ownership.ok) return refuse(ownership.error, spec);

  const selection = checkExplicitSelection(spec, context.invocationSource, context.explicitlySelectedTools);
  if (!selection.ok) return refuse(selection.error, spec);

  if (mode === "propose" && needsConfirmation(spec)) return { kind: "confirm", spec, args: args.value, auth };
  return { kind: "run", spec, args: args.value, auth };
}
