/**
 * The checks of the authorization chain. Each function takes plain data, performs one
 * well-defined check and returns a Result; no I/O, no clock. The order they run in is decide.ts's.
 */
import * as v from "valibot";
import type { ToolPolicyRow } from "../../../src/shared/admin-api";
import type { AuthContext, Channel, InvocationSource } from "../../../src/shared/auth-context";
import type { FailureCode } from "../../../src/shared/failure-codes";
import type { PortalRef } from "../../../src/shared/ids";
import { type PartnerGrant, scopeCovers } from "../../../src/shared/partner-scopes";
import type { RefusalReason } from "../../../src/shared/refusal-reasons";
import { err, ok, type Result } from "../../../src/shared/result";
import type { PolicySnapshot } from "../policy/policy";
import type { Usage } from "../policy/usage-meter";
import type { ToolRegistry } from "../registry/registry";
import type { ToolSpec } from "../registry/tool-spec";

/** A check's refusal: the public code, and (when one code stands for several causes) the internal reason. */
export interface CheckRefusal<C extends FailureCode> {
  readonly code: C;
  readonly reason: RefusalReason | null;
}

export type Check<T, C extends FailureCode> = Result<T, CheckRefusal<C>>;

export const refuse = <C extends FailureCode>(code: C, reason: RefusalReason | null = null) => err({ code, reason });

/** 0. An unregistered name never reaches a handler. */
export function checkKnownTool(registry: ToolRegistry, name: string): Check<ToolSpec, "unknown_tool"> {
  const spec = registry.get(name);
  return spec ? ok(spec) : refuse("unknown_tool");
}

/** Offered now: the company has a policy, the tool is enabled, and this channel may use it. */
export function checkOffered(
  policy: PolicySnapshot | null,
  spec: ToolSpec,
  channel: Channel,
): Check<{ policy: PolicySnapshot; row: ToolPolicyRow }, "policy_missing" | "tool_disabled"> {
  if (!policy) return refuse("policy_missing", "company_policy_missing");
  if (!policy.channels.includes(channel)) return refuse("tool_disabled", "company_channel_not_allowed");
  const row = policy.tools.get(spec.name);
  if (!row) return refuse("tool_disabled", "tool_not_in_policy");
  if (!row.enabled) return refuse("tool_disabled", "tool_switched_off");
  if (row.channels !== null && !row.channels.includes(channel))
    return refuse("tool_disabled", "tool_channel_not_allowed");
  return ok({ policy, row });
}

/** A partner acts only within the scopes the member granted it; a person's own session is not scoped. */
export function checkScope(spec: ToolSpec, partner: PartnerGrant | null): Check<true, "insufficient_scope"> {
  if (partner === null) return ok(true);
  return scopeCovers(partner.scopes, spec.name) ? ok(true) : refuse("insufficient_scope", "scope_not_granted");
}

/**
 * The session the service resolved must still be live: one signed out or expired after it was
 * verified (a turn that outlived it) runs nothing. Nothing is compared: the service resolved it.
 */
export function checkSession(sessionLive: boolean): Check<true, "session_mismatch"> {
  return sessionLive ? ok(true) : refuse("session_mismatch", "session_ended");
}

export function checkKillSwitch(policy: PolicySnapshot): Check<true, "kill_switch"> {
  return policy.killSwitch ? refuse("kill_switch") : ok(true);
}

export function checkBudget(policy: PolicySnapshot, usage: Usage): Check<true, "budget_exhausted"> {
  return usage.callsToday > policy.dailyCallBudget ? refuse("budget_exhausted") : ok(true);
}

export function checkRateLimit(policy: PolicySnapshot, usage: Usage): Check<true, "rate_limited"> {
  return usage.callsThisMinute > policy.callsPerMinute ? refuse("rate_limited") : ok(true);
}

/** 1. Both layers: the tool's own roles (code) and the policy's narrower list. Policy never widens. */
export function checkRole(
  spec: ToolSpec,
  row: ToolPolicyRow,
  auth: Pick<AuthContext, "role">,
): Check<true, "permission_denied"> {
  if (!spec.roles.includes(auth.role)) return refuse("permission_denied", "role_not_in_tool");
  if (row.roles !== null && !row.roles.includes(auth.role))
    return refuse("permission_denied", "role_narrowed_by_policy");
  return ok(true);
}

/** 2. Arguments match the strict schema; an unknown key (an access_token, say) is refused. */
export function checkArguments(spec: ToolSpec, args: unknown): Check<Record<string, unknown>, "invalid_arguments"> {
  // Arguments are a JSON object: valibot's object schemas accept an empty array as an object with no keys.
  if (Array.isArray(args)) return refuse("invalid_arguments");
  const parsed = v.safeParse(spec.args, args ?? {});
  return parsed.success ? ok(parsed.output as Record<string, unknown>) : refuse("invalid_arguments");
}

/** 3. A signed-out caller is told to sign in, before anyone asks whether they own anything. */
export function checkCredential(spec: ToolSpec, auth: AuthContext): Check<true, "credential_unavailable"> {
  return spec.requiresCredential && auth.credentialRef === null ? refuse("credential_unavailable") : ok(true);
}

/** 4. A portal the caller does not hold answers exactly like one that does not exist. */
export function checkOwnership(
  spec: ToolSpec,
  args: Record<string, unknown>,
  auth: AuthContext,
): Check<true, "not_found"> {
  if (spec.ownership === "none") return ok(true);
  const portal = args.portal_ref;
  return typeof portal === "string" && auth.portalRefs.includes(portal as PortalRef) ? ok(true) : refuse("not_found");
}

/**
 * 5a. An explicit-only tool runs when a person chose it: their own run, or the model's proposal of a
 * tool they selected. A partner's direct run is nobody's choice, so it never runs one; nor does the
 * model in a partner's turn, whose selection is the partner's app's word, not the person's choice.
 */
export function checkExplicitSelection(
  spec: ToolSpec,
  invocationSource: InvocationSource,
  selected: readonly string[],
  partner: PartnerGrant | null,
): Check<true, "explicit_selection_required"> {
  if (spec.targetScope === "any") return ok(true);
  switch (invocationSource) {
    case "user":
      return ok(true);
    case "agent":
      return partner === null && selected.includes(spec.name) ? ok(true) : refuse("explicit_selection_required");
    case "partner":
      return refuse("explicit_selection_required");
  }
}
