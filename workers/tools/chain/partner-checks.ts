/**
 * The company policy's narrowing of one partner client, as pure checks (plain data in, a Result out;
 * no I/O, no clock). They run only for a partner's call, right after its scopes; decide.ts holds the
 * order. A person's own session has no client rule and passes untouched.
 */

import type { PartnerPolicyRow } from "../../../src/shared/admin-api";
import { ok } from "../../../src/shared/result";
import type { ToolSpec } from "../registry/tool-spec";
import { type Check, refuse } from "./checks";

/** A client switched off runs nothing; a client limited to some tools runs only those. */
export function checkPartnerClient(
  rule: PartnerPolicyRow | null,
  spec: Pick<ToolSpec, "name">,
): Check<true, "tool_disabled"> {
  if (rule === null) return ok(true);
  if (!rule.enabled) return refuse("tool_disabled", "client_switched_off");
  if (rule.tools !== null && !rule.tools.includes(spec.name)) return refuse("tool_disabled", "client_tool_not_allowed");
  return ok(true);
}

/** The client's own per-minute rate (this call counted in `callsThisMinute`). */
export function checkPartnerRate(rule: PartnerPolicyRow, callsThisMinute: number): Check<true, "rate_limited"> {
  return rule.callsPerMinute !== null && callsThisMinute > rule.callsPerMinute
    ? refuse("rate_limited", "client_rate_limited")
    : ok(true);
}
