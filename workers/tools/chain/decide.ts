/**
 * The authorization chain, top to bottom. Every caller goes through it: a chat turn, a person's
 * direct run, a partner's MCP call, and the confirm path again before it claims an action.
 *
 *   0. known tool                               unknown_tool
 *   -  offered now (policy, enablement, channel) unknown_tool when proposed (the row keeps the
 *      and within a partner's granted scopes     reason); when approved: policy_missing,
 *      and the partner client's company rule     tool_disabled, insufficient_scope
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
 * cannot run, so 3 and 4 answer before 5. A tool not offered now answers right after the name,
 * before anything that could tell it from an unknown one (a kill switch, a budget, its readiness).
 * Nothing here touches the upstream.
 */
import type { AuthContext, ParsedCallContext } from "../../../src/shared/auth-context";
import type { FailureCode } from "../../../src/shared/failure-codes";
import type { RefusalReason } from "../../../src/shared/refusal-reasons";
import type { ProposedCall } from "../../../src/shared/tool-service";
import type { ToolRegistry } from "../registry/registry";
import { needsConfirmation, type ToolSpec } from "../registry/tool-spec";
import {
  type CheckRefusal,
  checkArguments,
  checkCredential,
  checkExplicitSelection,
  checkKillSwitch,
  checkKnownTool,
  checkOffered,
  checkOwnership,
  checkRole,
  checkScope,
  checkSession,
} from "./checks";
import { checkMeter } from "./meter";
import { checkPartnerClient } from "./partner-checks";
import { type CallCounts, type DecideMode, mayPassWithoutLoad, type StepLoad, type StepLoadRequest } from "./step-load";

/** The I/O the chain needs, as small ports (real D1 in production and in tests). */
export interface ChainPorts {
  readonly registry: ToolRegistry;
  /** Whether an auth profile (how to build PlanCover's headers) is configured at all. */
  readonly authProfileConfigured: boolean;
  /** One D1 batch: the policy, the usage counts and the credential a step needs (step-load.ts). */
  loadStep(request: StepLoadRequest): Promise<StepLoad>;
  /** Takes refused calls back off the counters their step added them to (only calls that pass spend). */
  giveBack(counters: StepLoad["counters"], calls: number): Promise<void>;
}

/** The chain's verdict on one call (a person's approve or reject is a `Decision`, src/shared/chat-protocol.ts). */
export type CallVerdict =
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
 * The step's load was read before (step-load.ts); `usage` is this call's counts when it was metered.
 * No I/O: the same load decides every call of a step, each on its own.
 */

/** The codes of a tool that exists but is not offered to this caller now. */
type NotOfferedCode = "policy_missing" | "tool_disabled" | "insufficient_scope";

export function decide(
  call: Pick<ProposedCall, "name" | "args">,
  context: ParsedCallContext,
  registry: ToolRegistry,
  load: Pick<StepLoad, "policy" | "partnerRule">,
  usage: CallCounts | null,
  mode: DecideMode,
): CallVerdict {
  const { auth } = context;
  const refuse = (refusal: CheckRefusal<FailureCode>, spec: ToolSpec | null): CallVerdict => ({
    kind: "refused",
    code: refusal.code,
    reason: refusal.reason,
    spec,
    auth,
  });
  /**
   * A tool not offered to this caller now. Proposed, it is answered as a name that does not exist
   * (the code, and no spec, so no readiness either), the row keeping why; approved, the caller
   * already knows the tool (it is their own pending action) and hears the true code.
   */
  const notOffered = (refusal: CheckRefusal<NotOfferedCode>, spec: ToolSpec): CallVerdict =>
    mode === "propose" ? refuse({ code: "unknown_tool", reason: refusal.reason }, null) : refuse(refusal, spec);

  const known = checkKnownTool(registry, call.name);
  if (!known.ok) return refuse(known.error, null);
  const spec = known.value;

  const offered = checkOffered(load.policy, spec, context.channel);
  if (!offered.ok) return notOffered(offered.error, spec);
  const { row } = offered.value;

  const partner = context.partner ?? null;
  const scope = checkScope(spec, partner);
  if (!scope.ok) return notOffered(scope.error, spec);

  const clientRule = checkPartnerClient(partner ? load.partnerRule : null, spec);
  if (!clientRule.ok) return notOffered(clientRule.error, spec);

  const session = checkSession(context.sessionLive);
  if (!session.ok) return refuse(session.error, spec);

  const killSwitch = checkKillSwitch(offered.value.policy);
  if (!killSwitch.ok) return refuse(killSwitch.error, spec);

  if (mode === "propose" && usage === null) {
    // Not counted: it cannot pass a check that needs no load (step-load.ts), and one below refuses it.
    if (mayPassWithoutLoad(call, spec, context)) throw new Error("a call that may pass reached the meter uncounted");
  } else if (mode === "propose" && usage !== null) {
    const meter = checkMeter(offered.value.policy, usage, partner ? load.partnerRule : null);
    if (!meter.ok) return refuse(meter.error, spec);
  }

  const role = checkRole(spec, row, auth);
  if (!role.ok) return refuse(role.error, spec);

  const args = checkArguments(spec, call.args);
  if (!args.ok) return refuse(args.error, spec);

  const credential = checkCredential(spec, auth);
  if (!credential.ok) return refuse(credential.error, spec);

  const ownership = checkOwnership(spec, args.value, auth);
  if (!ownership.ok) return refuse(ownership.error, spec);

  const selection = checkExplicitSelection(spec, context.invocationSource, context.explicitlySelectedTools, partner);
  if (!selection.ok) return refuse(selection.error, spec);

  if (mode === "propose" && needsConfirmation(spec)) return { kind: "confirm", spec, args: args.value, auth };
  return { kind: "run", spec, args: args.value, auth };
}
