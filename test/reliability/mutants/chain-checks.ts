/** The chain's checks (workers/tools/chain/checks.ts), one guard each, in the order they run. */

import { MODEL } from "./common-paths";
import type { Mutation } from "./mutation";

const CHAIN = "workers/tools/chain/checks.ts";

export const CHAIN_CHECKS_MUTATIONS: readonly Mutation[] = [
  {
    id: "chain-enabled",
    guard: "a tool switched off in policy is refused (unknown_tool proposed, tool_disabled approved)",
    file: CHAIN,
    edits: [{ find: 'if (!row.enabled) return refuse("tool_disabled", "tool_switched_off");', replace: "" }],
    tests: MODEL,
  },
  {
    id: "chain-company-channels",
    guard: "the company's channel list is enforced",
    file: CHAIN,
    edits: [
      {
        find: 'if (!policy.channels.includes(channel)) return refuse("tool_disabled", "company_channel_not_allowed");',
        replace: "",
      },
    ],
    tests: MODEL,
  },
  {
    id: "chain-tool-channels",
    guard: "a tool's own channel list narrows the company's",
    file: CHAIN,
    edits: [
      {
        find: 'if (row.channels !== null && !row.channels.includes(channel))\n    return refuse("tool_disabled", "tool_channel_not_allowed");',
        replace: "",
      },
    ],
    tests: MODEL,
  },
  {
    id: "chain-session",
    guard: "a session that ended after it was resolved runs nothing (session_mismatch)",
    file: CHAIN,
    edits: [
      {
        find: 'return sessionLive ? ok(true) : refuse("session_mismatch", "session_ended");',
        replace: "return ok(true);",
      },
    ],
    tests: MODEL,
  },
  {
    id: "chain-kill-switch",
    guard: "the kill switch stops every call",
    file: CHAIN,
    edits: [{ find: 'return policy.killSwitch ? refuse("kill_switch") : ok(true);', replace: "return ok(true);" }],
    tests: MODEL,
  },
  {
    id: "chain-budget",
    guard: "the daily budget is a hard limit",
    file: CHAIN,
    edits: [
      { find: "usage.callsToday > policy.dailyCallBudget", replace: "usage.callsToday > policy.dailyCallBudget + 1" },
    ],
    tests: MODEL,
  },
  {
    id: "chain-rate-limit",
    guard: "the per-minute rate limit",
    file: CHAIN,
    edits: [{ find: 'refuse("rate_limited") : ok(true)', replace: "ok(true) : ok(true)" }],
    tests: MODEL,
  },
  {
    id: "chain-tool-roles",
    guard: "a tool's own roles (code) limit who may call it",
    file: CHAIN,
    edits: [
      {
        find: 'if (!spec.roles.includes(auth.role)) return refuse("permission_denied", "role_not_in_tool");',
        replace: "",
      },
    ],
    tests: MODEL,
  },
  {
    id: "chain-policy-roles",
    guard: "policy narrows a tool's roles",
    file: CHAIN,
    edits: [
      {
        find: 'if (row.roles !== null && !row.roles.includes(auth.role))\n    return refuse("permission_denied", "role_narrowed_by_policy");',
        replace: "",
      },
    ],
    tests: MODEL,
  },
  {
    id: "chain-arguments",
    guard: "arguments are validated against the tool's strict schema",
    file: CHAIN,
    edits: [
      {
        find: 'return parsed.success ? ok(parsed.output as Record<string, unknown>) : refuse("invalid_arguments");',
        replace: "return ok((args ?? {}) as Record<string, unknown>);",
      },
    ],
    tests: MODEL,
  },
  {
    id: "chain-arguments-array",
    guard: "an array is not an arguments object",
    file: CHAIN,
    edits: [{ find: 'if (Array.isArray(args)) return refuse("invalid_arguments");', replace: "" }],
    tests: MODEL,
  },
  {
    id: "chain-credential",
    guard: "a signed-out caller is told to sign in (credential_unavailable)",
    file: CHAIN,
    edits: [
      {
        find: 'return spec.requiresCredential && auth.credentialRef === null ? refuse("credential_unavailable") : ok(true);',
        replace: "return ok(true);",
      },
    ],
    tests: MODEL,
  },
  {
    id: "chain-ownership",
    guard: "a portal the caller does not hold answers not_found",
    file: CHAIN,
    edits: [{ find: 'if (spec.ownership === "none") return ok(true);', replace: "return ok(true);" }],
    tests: MODEL,
  },
  {
    id: "chain-explicit-selection",
    guard: "an explicit-only tool runs for the model only when the person selected it",
    file: CHAIN,
    edits: [
      {
        find: '      return partner === null && selected.includes(spec.name) ? ok(true) : refuse("explicit_selection_required");',
        replace: "      return ok(true);",
      },
    ],
    tests: MODEL,
  },
  {
    id: "chain-explicit-partner-turn",
    guard:
      "the model in a partner's turn never runs an explicit-only tool, whatever the partner's app says was selected",
    file: CHAIN,
    edits: [
      {
        find: '      return partner === null && selected.includes(spec.name) ? ok(true) : refuse("explicit_selection_required");',
        replace: '      return selected.includes(spec.name) ? ok(true) : refuse("explicit_selection_required");',
      },
    ],
    tests: ["test/chat/explicit-only.test.ts"],
  },
  {
    id: "chain-explicit-partner",
    guard: "a partner's direct run never runs an explicit-only tool",
    file: CHAIN,
    edits: [
      {
        find: '    case "partner":\n      return refuse("explicit_selection_required");',
        replace: '    case "partner":\n      return ok(true);',
      },
    ],
    tests: [...MODEL, "test/chat/explicit-only.test.ts"],
  },
  {
    id: "chain-policy-missing",
    guard: "a company with no policy runs nothing (unknown_tool proposed, policy_missing approved)",
    file: CHAIN,
    edits: [
      {
        find: '  if (!policy) return refuse("policy_missing", "company_policy_missing");\n  if (!policy.channels.includes(channel))',
        replace:
          '  if (!policy) return refuse("tool_disabled", "tool_not_in_policy");\n  if (!policy.channels.includes(channel))',
      },
    ],
    tests: MODEL,
  },
  {
    id: "chain-tool-in-policy",
    guard: "a tool the company's policy does not list is refused (unknown_tool proposed, tool_disabled approved)",
    file: CHAIN,
    edits: [
      {
        find: '  if (!row) return refuse("tool_disabled", "tool_not_in_policy");\n  if (!row.enabled)',
        replace:
          "  if (!row) return ok({ policy, row: { enabled: true, roles: null, channels: null } as unknown as ToolPolicyRow });\n  if (!row.enabled)",
      },
    ],
    tests: MODEL,
  },
  {
    id: "chain-known-tool",
    guard: "an unregistered tool name never reaches a handler (unknown_tool)",
    file: CHAIN,
    edits: [
      {
        find: '  return spec ? ok(spec) : refuse("unknown_tool");',
        replace: '  return ok((spec ?? registry.get(registry.names[0] ?? "")) as ToolSpec);',
      },
    ],
    tests: MODEL,
  },
  {
    id: "chain-partner-scope",
    guard: "a partner's call runs only within the scopes the member granted it",
    file: CHAIN,
    edits: [
      {
        find: '  return scopeCovers(partner.scopes, spec.name) ? ok(true) : refuse("insufficient_scope", "scope_not_granted");',
        replace: "  return ok(true);",
      },
    ],
    tests: ["test/chat/partners/partner-v1.test.ts", "test/chat/partners/mcp-hidden-tools.test.ts"],
  },
];
