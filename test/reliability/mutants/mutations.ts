/**
 * The guard-removal list: each mutation removes one guard by replacing an exact snippet of the
 * source, and names the tests that must notice (a subset, to keep `npm run mutants` short). The
 * runner (scripts/mutants.ts) applies one at a time to a scratch copy and records killed (the
 * tests failed), survived (they passed: a missing test) or not applied (the snippet is no longer
 * in the file: the code moved, and the mutation must be rewritten against it).
 */

export interface Edit {
  /** Exact text, found exactly once in the file. */
  readonly find: string;
  readonly replace: string;
}

export interface Mutation {
  readonly id: string;
  /** The guard this mutation removes, in a sentence. */
  readonly guard: string;
  readonly file: string;
  readonly edits: readonly Edit[];
  /** Test files or folders to run (vitest paths). */
  readonly tests: readonly string[];
  /** Only the tests whose names match (vitest `-t`), when a file holds slow tests this guard does not need. */
  readonly filter?: string;
}

const CHAIN = "workers/tools/chain/checks.ts";
const MODEL = ["test/reliability/chain-model.test.ts"];
const CONFIRM = "workers/tools/confirm/decide-action.ts";
const CONFIRM_TESTS = ["test/chain/confirm.test.ts", "test/reliability/concurrency.test.ts"];
const SANITIZER_TESTS = ["test/sanitizer", "test/reliability/leak-scan.test.ts"];

export const MUTATIONS: readonly Mutation[] = [
  {
    id: "chain-enabled",
    guard: "a tool switched off in policy is refused (tool_disabled)",
    file: CHAIN,
    edits: [{ find: "if (!row?.enabled) return err", replace: "if (!row) return err" }],
    tests: MODEL,
  },
  {
    id: "chain-company-channels",
    guard: "the company's channel list is enforced",
    file: CHAIN,
    edits: [{ find: 'if (!policy.channels.includes(channel)) return err("tool_disabled");', replace: "" }],
    tests: MODEL,
  },
  {
    id: "chain-tool-channels",
    guard: "a tool's own channel list narrows the company's",
    file: CHAIN,
    edits: [
      {
        find: 'if (row.channels !== null && !row.channels.includes(channel)) return err("tool_disabled");',
        replace: "",
      },
    ],
    tests: MODEL,
  },
  {
    id: "chain-session",
    guard: "a session that ended after it was resolved runs nothing (session_mismatch)",
    file: CHAIN,
    edits: [{ find: 'return sessionLive ? ok(true) : err("session_mismatch");', replace: "return ok(true);" }],
    tests: MODEL,
  },
  {
    id: "chain-kill-switch",
    guard: "the kill switch stops every call",
    file: CHAIN,
    edits: [{ find: 'return policy.killSwitch ? err("kill_switch") : ok(true);', replace: "return ok(true);" }],
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
    edits: [{ find: 'err("rate_limited") : ok(true)', replace: "ok(true) : ok(true)" }],
    tests: MODEL,
  },
  {
    id: "chain-tool-roles",
    guard: "a tool's own roles (code) limit who may call it",
    file: CHAIN,
    edits: [{ find: 'if (!spec.roles.includes(auth.role)) return err("permission_denied");', replace: "" }],
    tests: MODEL,
  },
  {
    id: "chain-policy-roles",
    guard: "policy narrows a tool's roles",
    file: CHAIN,
    edits: [
      {
        find: 'if (row.roles !== null && !row.roles.includes(auth.role)) return err("permission_denied");',
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
        find: 'return parsed.success ? ok(parsed.output as Record<string, unknown>) : err("invalid_arguments");',
        replace: "return ok((args ?? {}) as Record<string, unknown>);",
      },
    ],
    tests: MODEL,
  },
  {
    id: "chain-arguments-array",
    guard: "an array is not an arguments object",
    file: CHAIN,
    edits: [{ find: 'if (Array.isArray(args)) return err("invalid_arguments");', replace: "" }],
    tests: MODEL,
  },
  {
    id: "chain-credential",
    guard: "a signed-out caller is told to sign in (credential_unavailable)",
    file: CHAIN,
    edits: [
      {
        find: 'return spec.requiresCredential && auth.credentialRef === null ? err("credential_unavailable") : ok(true);',
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
        find: 'if (spec.targetScope === "any" || invocationSource === "user") return ok(true);',
        replace: "return ok(true);",
      },
    ],
    tests: MODEL,
  },
  {
    id: "chain-confirmation",
    guard: "a write becomes a pending action instead of running",
    file: "workers/tools/chain/decide.ts",
    edits: [
      { find: 'if (mode === "propose" && needsConfirmation(spec))', replace: 'if (mode === "propose" && false)' },
    ],
    tests: MODEL,
  },
  {
    id: "chain-order-credential-ownership",
    guard: "the credential check answers before ownership (a signed-out caller never hears not_found)",
    file: "workers/tools/chain/decide.ts",
    edits: [
      {
        find: "  const credential = checkCredential(spec, auth);\n  if (!credential.ok) return refuse(credential.error, spec);\n\n  const ownership = checkOwnership(spec, args.value, auth);\n  if (!ownership.ok) return refuse(ownership.error, spec);",
        replace:
          "  const ownership = checkOwnership(spec, args.value, auth);\n  if (!ownership.ok) return refuse(ownership.error, spec);\n\n  const credential = checkCredential(spec, auth);\n  if (!credential.ok) return refuse(credential.error, spec);",
      },
    ],
    tests: MODEL,
  },
  {
    id: "executor-refusal-audit",
    guard: "every refusal writes its audit row",
    file: "workers/tools/chain/executor.ts",
    edits: [
      {
        find: "      const outcome = failedOutcome(decision.code, decision.spec, readiness);\n      await audit(outcome);",
        replace: "      const outcome = failedOutcome(decision.code, decision.spec, readiness);",
      },
    ],
    tests: ["test/chain/order.test.ts", "test/chain/refusals.test.ts"],
  },
  {
    id: "confirm-person-binding",
    guard: "only the person and session that caused a pending action can decide it",
    file: CONFIRM,
    edits: [
      {
        find: "const boundToCaller = record.personId === auth.personId && record.sessionId === auth.sessionId;",
        replace: "const boundToCaller = true;",
      },
    ],
    tests: CONFIRM_TESTS,
  },
  {
    id: "confirm-arguments-hash",
    guard: "changed arguments at confirm time are refused (confirmation_mismatch)",
    file: CONFIRM,
    edits: [{ find: "(await hashArguments(shown)) !== record.argsHash", replace: "false" }],
    tests: CONFIRM_TESTS,
  },
  {
    id: "confirm-expiry",
    guard: "an expired pending action cannot be approved",
    file: CONFIRM,
    edits: [{ find: "if (startedAt.getTime() >= Date.parse(record.expiresAt))", replace: "if (false)" }],
    tests: CONFIRM_TESTS,
  },
  {
    id: "confirm-chain-again",
    guard: "an approval re-runs the whole chain before the action is claimed",
    file: CONFIRM,
    edits: [
      {
        find: '  if (again.kind !== "run") return refuse(again.kind === "refused" ? again.code : "internal_error", stored, auth);',
        replace: '  if (again.kind === "refused" && again.spec === null) return refuse(again.code, stored, auth);',
      },
    ],
    tests: CONFIRM_TESTS,
  },
  {
    id: "confirm-claim",
    guard: "only the approval that claimed the action executes it",
    file: CONFIRM,
    edits: [{ find: "if (!claim.claimed) return settle(", replace: "if (false) return settle(" }],
    tests: CONFIRM_TESTS,
  },
  {
    id: "store-claim-state",
    guard: "the store hands the claim (pending -> executing) to exactly one caller",
    file: "durable-objects/conversation/pending-actions.ts",
    edits: [
      {
        find: '    const current = this.get(id);\n    if (current?.state !== "pending") return { claimed: false, current };\n    this.sql.exec("UPDATE pending_actions SET state = \'executing\'',
        replace:
          "    const current = this.get(id);\n    if (current === null) return { claimed: false, current };\n    this.sql.exec(\"UPDATE pending_actions SET state = 'executing'",
      },
    ],
    tests: CONFIRM_TESTS,
  },
  {
    id: "participant-check",
    guard: "only a conversation's participants are admitted to it",
    file: "durable-objects/conversation/store/participants.ts",
    edits: [
      {
        find: "    if (!bySession) return null;",
        replace:
          '    if (!bySession) {\n      const anyone = this.sql.exec<Row>("SELECT * FROM participants LIMIT 1").toArray()[0];\n      return anyone ? { participant: toParticipant(anyone), passedToPerson: false } : null;\n    }',
      },
    ],
    tests: ["test/chat/websocket.test.ts", "test/chat/events.test.ts", "test/chat/group.test.ts"],
  },
  {
    id: "conversation-id-check",
    guard: "a Conversation object answers only for its own conversation id",
    file: "durable-objects/conversation/engine.ts",
    edits: [{ find: "    if (existing !== caller.conversationId) return null;\n", replace: "" }],
    tests: ["test/reliability/conversation-handle.test.ts", "test/chat/events.test.ts"],
  },
  {
    id: "socket-session",
    guard: "a socket (and replay) needs a session that verifies: a bad token is a 401",
    file: "workers/chat/http/session.ts",
    edits: [
      {
        find: "  const answer = await c.var.session.identity({ becomeGuest: false });\n  if (!answer.ok) return sessionRefused(c, answer.refusal);",
        replace:
          '  const answer = await c.var.session.identity({ becomeGuest: false });\n  if (!answer.ok) return jsonError(c, 404, "not_found", "No such conversation.");',
      },
    ],
    tests: ["test/http/session.test.ts", "test/chat/websocket.test.ts"],
  },
  {
    id: "sanitizer-secrets",
    guard: "sanitizer stage 1: secrets in free text are redacted",
    file: "src/shared/sanitizer/text.ts",
    edits: [
      {
        find: "  return maskIdentifiersInText(redactSecretsInText(text, flags, report), flags, report);",
        replace: "  return maskIdentifiersInText(text, flags, report);",
      },
    ],
    tests: SANITIZER_TESTS,
  },
  {
    id: "sanitizer-secret-keys",
    guard: "sanitizer stage 1: values under secret-named keys are dropped",
    file: "src/shared/sanitizer/to-json.ts",
    edits: [{ find: "secret: isSecretKey(key),", replace: "secret: false," }],
    tests: SANITIZER_TESTS,
  },
  {
    id: "sanitizer-identifiers",
    guard: "sanitizer stage 2: personal identifiers are masked",
    file: "src/shared/sanitizer/text.ts",
    edits: [
      {
        find: "  return maskIdentifiersInText(redactSecretsInText(text, flags, report), flags, report);",
        replace: "  return redactSecretsInText(text, flags, report);",
      },
    ],
    tests: SANITIZER_TESTS,
  },
  {
    id: "sanitizer-cap",
    guard: "sanitizer stage 3: results are capped to TOOL_MAX_RESULT_CHARS",
    file: "src/shared/sanitizer/index.ts",
    edits: [
      {
        find: "return { value: capToSize(clean, walk.size, maxChars, report), report };",
        replace: "return { value: clean, report };",
      },
    ],
    tests: ["test/sanitizer"],
  },
  {
    id: "route-call-args",
    guard: "a direct run's arguments reach the chain as sent (no key dropped, no array read as an object)",
    file: "workers/chat/routes/tools.ts",
    edits: [
      {
        find: "args: v.optional(CallArgsSchema, {}),",
        replace: "args: v.optional(v.record(v.string(), v.unknown()), {}),",
      },
    ],
    tests: ["test/reliability/fuzz-arguments.test.ts"],
    filter: "over HTTP",
  },
  {
    id: "admin-token",
    guard: "the admin routes need the admin token",
    file: "workers/chat/routes/admin.ts",
    edits: [{ find: "timingSafeEqual(token, c.env.ADMIN_TOKEN)", replace: "token.length > 0" }],
    tests: ["test/http/routes.test.ts"],
  },
];
