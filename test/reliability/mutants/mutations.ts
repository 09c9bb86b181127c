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
/** The checks a decision passes before anything is claimed (the confirm path's judgement). */
const JUDGE = "workers/tools/confirm/judge-decision.ts";
const CONFIRM_TESTS = [
  "test/tools/confirm/confirm.test.ts",
  "test/reliability/concurrency.test.ts",
  "test/reliability/reject-race.test.ts",
  "test/reliability/confirm-binding.test.ts",
];
const OTP_CHALLENGE = "workers/tools/auth/sign-in/challenge-record.ts";
const OTP_TESTS = [
  "test/tools/auth/otp-limits.test.ts",
  "test/chat/sign-in-limits.test.ts",
  "test/reliability/otp-expiry.test.ts",
];
const ADMIN_TESTS = ["test/tools/admin/admin-audit.test.ts", "test/reliability/admin-bootstrap.test.ts"];
const SANITIZER_TESTS = ["test/shared/sanitizer", "test/reliability/leak-scan.test.ts"];
const ACCESS = "workers/chat/access/verify.ts";
const ACCESS_TESTS = ["test/chat/admin-access.test.ts"];
const PARTNER_CHAT = "test/chat/partners/partner-chat.test.ts";
const REVOCATION = "test/chat/partners/revocation.test.ts";
const AUTHORIZE = "workers/chat/routes/authorize.ts";
const AUTHORIZE_SIGN_IN = "test/chat/partners/authorize-sign-in.test.ts";

export const MUTATIONS: readonly Mutation[] = [
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
        find: '      return selected.includes(spec.name) ? ok(true) : refuse("explicit_selection_required");',
        replace: "      return ok(true);",
      },
    ],
    tests: MODEL,
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
    id: "partner-source-judged",
    guard: "the service records a call on a partner's grant as the partner's, never as a person's own run",
    file: "src/shared/auth-context.ts",
    edits: [
      {
        find: 'return claimed === "user" && partner !== null ? "partner" : claimed;',
        replace: "return claimed;",
      },
    ],
    tests: ["test/chat/explicit-only.test.ts"],
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
        find: "    Promise.all(refused.map(settledOf)).then(commit),",
        replace:
          "    Promise.all(refused.map(settledOf)).then((settled) => { for (const { index, entry } of settled) outcomes[index] = entry.outcome; }),",
      },
    ],
    tests: ["test/tools/chain/order.test.ts", "test/tools/chain/refusals.test.ts"],
  },
  {
    id: "confirm-person-binding",
    guard: "only the person who caused a pending action can decide it",
    file: JUDGE,
    edits: [{ find: "  if (record.personId !== auth.personId) return", replace: "  if (false) return" }],
    tests: CONFIRM_TESTS,
  },
  {
    id: "confirm-session-binding",
    guard: "only the session that caused a pending action can decide it",
    file: JUDGE,
    edits: [{ find: "  if (!proposedByPartner && record.sessionId !== auth.sessionId) {", replace: "  if (false) {" }],
    tests: CONFIRM_TESTS,
  },
  {
    id: "confirm-arguments-hash",
    guard: "changed arguments at confirm time are refused (confirmation_mismatch)",
    file: JUDGE,
    edits: [{ find: "(await hashArguments(shown)) !== record.argsHash", replace: "false" }],
    tests: CONFIRM_TESTS,
  },
  {
    id: "confirm-expiry",
    guard: "an expired pending action cannot be approved",
    file: JUDGE,
    edits: [{ find: "if (now.getTime() >= Date.parse(record.expiresAt))", replace: "if (false)" }],
    tests: CONFIRM_TESTS,
  },
  {
    id: "confirm-chain-again",
    guard: "an approval re-runs the whole chain before the action is claimed",
    file: JUDGE,
    edits: [
      {
        find: '  if (again.kind === "refused") return answer(again.code, stored, again.reason);',
        replace:
          '  if (again.kind === "refused" && again.spec === null) return answer(again.code, stored, again.reason);',
      },
      {
        find: '  if (again.kind !== "run") return answer("internal_error", stored, null);',
        replace: '  if (again.kind === "confirm") return answer("internal_error", stored, null);',
      },
      {
        find: "    spec: again.spec,\n    args: again.args,\n    auth: again.auth,",
        replace:
          '    spec: again.spec as NonNullable<typeof again.spec>,\n    args: again.kind === "run" ? again.args : record.args,\n    auth: again.auth,',
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
    id: "confirm-node-claim",
    guard: "the confirm node hands the service only a claim it took itself in the object's store",
    file: "durable-objects/conversation/graph/nodes/confirm.ts",
    edits: [
      {
        find: 'const claimed = stored?.state === "pending" && pending.claim(pendingActionId, ports.now().toISOString()).claimed;',
        replace: "const claimed = stored !== null;",
      },
    ],
    tests: ["test/conversation/confirm.test.ts"],
  },
  {
    id: "held-decision-no-callback",
    guard: "a decision on an action the object holds never calls back into the object while it waits",
    file: "workers/tools/service/caller-session.ts",
    edits: [
      {
        find: "const result = await decideAction(input, contextOf(parsed, resolution), this.#ports.executor, actions);",
        replace: "const result = await decideAction(input, contextOf(parsed, resolution), this.#ports.executor);",
      },
    ],
    tests: ["test/conversation/confirm-held.test.ts"],
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
    tests: ["test/conversation/websocket.test.ts", "test/shared/events.test.ts", "test/conversation/group.test.ts"],
  },
  {
    id: "conversation-id-check",
    guard: "a Conversation object answers only for its own conversation id",
    file: "durable-objects/conversation/membership.ts",
    edits: [{ find: "    if (existing !== caller.conversationId) return null;\n", replace: "" }],
    tests: ["test/reliability/conversation-handle.test.ts", "test/shared/events.test.ts"],
  },
  {
    id: "minted-id-any-caller",
    guard: "a conversation id minted for a direct read is made into a conversation only for its creator",
    file: "workers/tools/service/minted-conversations.ts",
    edits: [
      {
        find: "      return principals(caller).some((principal) =>",
        replace: "      return principals(caller).some((principal) => principal.length > 0 ||",
      },
    ],
    tests: ["test/chat/conversation-scope.test.ts"],
    filter: "mints",
  },
  {
    id: "minted-id-unsigned",
    guard: "only an id the server minted (its signature intact) becomes a conversation when named",
    file: "workers/tools/service/minted-conversations.ts",
    edits: [
      {
        find: "      if (!MINTED_SHAPE.test(conversationId)) return false;\n",
        replace: "      if (MINTED_SHAPE.test(conversationId)) return true;\n",
      },
    ],
    tests: ["test/chat/conversation-scope.test.ts"],
    filter: "mints",
  },
  {
    id: "socket-session",
    guard: "a socket (and replay) needs a session that verifies: a bad token is a 401",
    file: "workers/chat/http/session.ts",
    edits: [
      {
        find: "    const answer = await c.var.session.identity({ becomeGuest: false });\n    if (!answer.ok) return sessionRefused(c, answer.refusal);",
        replace:
          '    const answer = await c.var.session.identity({ becomeGuest: false });\n    if (!answer.ok) return jsonError(c, 404, "not_found", "No such conversation.");',
      },
    ],
    tests: ["test/chat/session.test.ts", "test/conversation/websocket.test.ts"],
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
        find: "return { value: capToSize(clean, walk.size, maxChars, report, options.dropOrder), report };",
        replace: "return { value: clean, report };",
      },
    ],
    tests: ["test/shared/sanitizer"],
  },
  {
    id: "sanitizer-fold",
    guard:
      "sanitizer folding: other scripts' digits, Unicode separators and invisible characters are read as ASCII before matching",
    file: "src/shared/sanitizer/text.ts",
    edits: [
      {
        find: "  return flags & NEEDS_FOLDING ? cleanFolded(text, report) : cleanScanned(text, flags, report);",
        replace: "  return cleanScanned(text, flags, report);",
      },
      { find: "  if (flags & NEEDS_FOLDING) {", replace: "  if (false) {" },
    ],
    tests: ["test/shared/sanitizer"],
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
    guard: "only the admin token bootstraps a staff session",
    file: "workers/chat/http/staff.ts",
    edits: [
      {
        find: "const actor: Actor | Response = (await isAdminToken(c, token)) ?",
        replace: "const actor: Actor | Response = token.length > 0 ?",
      },
    ],
    tests: ADMIN_TESTS,
  },
  {
    id: "admin-staff-role",
    guard: "only an administrator's staff session may use the admin routes",
    file: "workers/chat/http/staff.ts",
    edits: [
      {
        find: '  const allowed = auth.role === "admin" || (agents && auth.role === "agent");',
        replace: "  const allowed = true;",
      },
    ],
    tests: ADMIN_TESTS,
  },
  {
    id: "admin-token-not-staff",
    guard: "the admin token itself never acts on an admin route (only staff sessions do)",
    file: "workers/chat/http/staff.ts",
    edits: [
      {
        find: "  if (await isAdminToken(c, token)) {\n    return jsonError(",
        replace:
          '  if (await isAdminToken(c, token)) {\n    c.set("actor", { kind: "admin_token" });\n    return next();\n    return jsonError(',
      },
    ],
    tests: ADMIN_TESTS,
  },
  {
    id: "socket-frame-session",
    guard: "a frame on an open socket runs as the session is now: a signed-out session gets an error frame and a close",
    file: "durable-objects/conversation/live/sockets.ts",
    edits: [
      {
        find: "    const caller = servedAs(attachment, live[attachment.auth.sessionId]);",
        replace:
          "    const caller = servedAs(attachment, live[attachment.auth.sessionId]) ?? { auth: attachment.auth, partner: attachment.partner };",
      },
    ],
    tests: ["test/conversation/socket-session.test.ts"],
  },
  {
    id: "socket-delivery-session",
    guard: "an event reaches an open socket only while its session is live",
    file: "durable-objects/conversation/live/sockets.ts",
    edits: [
      {
        find: "            const caller = attachment ? servedAs(attachment, live[attachment.auth.sessionId]) : null;",
        replace:
          "            const caller = attachment ? (servedAs(attachment, live[attachment.auth.sessionId]) ?? { auth: attachment.auth, partner: attachment.partner }) : null;",
      },
    ],
    tests: ["test/conversation/socket-session.test.ts"],
  },
  {
    id: "socket-audience",
    guard: "a private event reaches only the sockets of the people allowed to see it",
    file: "durable-objects/conversation/live/sockets.ts",
    edits: [
      {
        find: "            else if (canSee(audience, viewerOf(caller)) && !(had !== null && canSee(had, viewerOf(caller))))",
        replace: "            else",
      },
    ],
    tests: ["test/conversation/group-audience.test.ts"],
  },
  {
    id: "socket-origin",
    guard: "a browser's socket upgrade must come from an allowed origin",
    file: "workers/chat/http/socket-origin.ts",
    edits: [
      {
        find: "  if (origin === undefined) return next();",
        replace: "  return next();",
      },
    ],
    tests: ["test/chat/edge-limits.test.ts"],
  },
  {
    id: "resume-names-interrupt",
    guard: "a resume that carries a decision must name the interrupt it answers",
    file: "src/shared/chat-protocol.ts",
    edits: [
      {
        find: "  payload.decision === undefined || payload.interruptId !== undefined;",
        replace: "  payload.decision === undefined || true;",
      },
    ],
    tests: ["test/conversation/resume-decision.test.ts"],
  },
  {
    id: "body-size-limit",
    guard: "a body over MAX_BODY_BYTES is refused (413) before it is read whole",
    file: "workers/chat/http/body-limits.ts",
    edits: [
      { find: "    if (total > stopAt) {", replace: "    if (false) {" },
      {
        find: '  if (total > max) return { ok: false, refusal: { kind: "body_too_large", bytes: total, prefix: "" } };\n',
        replace: "",
      },
    ],
    tests: ["test/chat/edge-limits.test.ts"],
  },
  {
    id: "body-depth-limit",
    guard: "JSON nested deeper than MAX_JSON_DEPTH is refused (400)",
    file: "workers/chat/http/body-limits.ts",
    edits: [
      {
        find: "      if (jsonDepth(text, limits.maxJsonDepth) > limits.maxJsonDepth) {",
        replace: "      if (false) {",
      },
    ],
    tests: ["test/chat/edge-limits.test.ts"],
  },
  {
    id: "json-content-type",
    guard: "a JSON route answers 415 to a body of another content type",
    file: "workers/chat/http/body-limits.ts",
    edits: [
      {
        find: '  if (isJsonContentType(c.req.header("content-type"))) return next();\n  return jsonError(c, 415,',
        replace: "  return next();\n  return jsonError(c, 415,",
      },
    ],
    tests: ["test/chat/edge-limits.test.ts", "test/chat/channels.test.ts"],
  },
  {
    id: "otp-attempts",
    guard: "a sign-in challenge dies after the allowed number of wrong codes",
    file: OTP_CHALLENGE,
    edits: [
      {
        find: '  if (record.attempts >= maxAttempts) return { answer: { ok: false, refusal: "exhausted" }, next: null };\n',
        replace: "",
      },
    ],
    tests: OTP_TESTS,
  },
  {
    id: "otp-single-use",
    guard: "a sign-in challenge gives one session: the first right verify consumes it",
    file: OTP_CHALLENGE,
    edits: [
      {
        find: "  if (!record || record.consumed || nowMs >= record.expiresAtMs) return null;",
        replace: "  if (!record || nowMs >= record.expiresAtMs) return null;",
      },
      {
        find: '  if (record.consumed) return { answer: { ok: false, refusal: "consumed" }, next: null };\n',
        replace: "",
      },
    ],
    tests: OTP_TESTS,
  },
  {
    id: "otp-expiry",
    guard: "a sign-in challenge past its lifetime accepts no code",
    file: OTP_CHALLENGE,
    edits: [
      {
        find: '  if (nowMs >= record.expiresAtMs) return { answer: { ok: false, refusal: "expired" }, next: null };\n',
        replace: "",
      },
    ],
    tests: OTP_TESTS,
  },
  {
    id: "sign-in-throttle",
    guard: "sign-in starts and verifies are throttled per client address and per mobile number",
    file: "workers/tools/auth/sign-in/throttles.ts",
    edits: [{ find: "    if (!answer.allowed) return err(answer.retryAfterMs);\n", replace: "" }],
    tests: OTP_TESTS,
  },
  {
    id: "document-ownership",
    guard: "a document opens only when it is on one of the caller's own policies",
    file: "workers/tools/documents/open-document.ts",
    edits: [
      {
        find: "      const found = parsed.output.documents.find((document) => document.documentId === documentId);",
        replace: "      const found = parsed.output.documents[0];",
      },
    ],
    tests: ["test/chat/documents.test.ts"],
  },
  {
    id: "document-credential",
    guard: "a signed-out caller opening a document is told to sign in",
    file: "workers/tools/documents/open-document.ts",
    edits: [
      {
        find: '    if (!credentialPresent.ok || auth.credentialRef === null) return refuse("credential_unavailable");',
        replace: '    if (auth.credentialRef === null) return refuse("not_found");',
      },
    ],
    tests: ["test/chat/documents.test.ts"],
  },
  {
    id: "confirm-reject-settles",
    guard: "a rejection that finds an approval executing waits for its result and reports it as previous",
    file: CONFIRM,
    edits: [
      {
        find: '      if (transition.current?.state === "executing") {',
        replace: "      if (false) {",
      },
    ],
    tests: CONFIRM_TESTS,
  },
  {
    id: "no-body-routes",
    guard: "sign-out and a new invitation refuse a body that is not JSON (415)",
    file: "workers/chat/http/body-limits.ts",
    edits: [{ find: "  if (!sent || isJsonContentType(type)) return next();", replace: "  return next();" }],
    tests: ["test/chat/no-body-routes.test.ts"],
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
    id: "hidden-tool-answered-unknown",
    guard: "a tool not offered to the caller now is answered exactly as an unknown tool (the row keeps why)",
    file: "workers/tools/chain/decide.ts",
    edits: [
      {
        find: 'mode === "propose" ? refuse({ code: "unknown_tool", reason: refusal.reason }, null) : refuse(refusal, spec);',
        replace: "refuse(refusal, spec);",
      },
    ],
    tests: [...MODEL, "test/tools/chain/refusals.test.ts"],
  },
  {
    id: "refused-calls-give-back",
    guard: "a call the chain refuses gives back the count its step took, so refused calls do not spend the budget",
    file: "workers/tools/chain/executor.ts",
    edits: [{ find: "    giveBackRefused(ports, step.load, refusedCounted),\n", replace: "" }],
    tests: ["test/tools/chain/metering.test.ts"],
  },
  {
    id: "refused-calls-in-step",
    guard: "a later call of a step is counted as if the refused calls before it had never come",
    file: "workers/tools/chain/executor.ts",
    edits: [{ find: "lessRefused(counted, refusedCounted)", replace: "counted" }],
    tests: ["test/tools/chain/metering.test.ts"],
  },
  {
    id: "refused-calls-not-counted",
    guard: "a call that cannot pass the checks needing no policy is never counted",
    file: "workers/tools/chain/step-load.ts",
    edits: [
      { find: "      mayPassWithoutLoad({ args: calls[index]?.args }, spec, context),\n", replace: "      true,\n" },
    ],
    tests: ["test/tools/chain/metering.test.ts"],
  },
  {
    id: "audit-closed-codes",
    guard: "an audit row's failure code and reason are checked against their closed sets on write",
    file: "workers/tools/audit/audit-log.ts",
    edits: [{ find: "  if (v.is(StoredCodes, row)) return row;", replace: "  return row;" }],
    tests: ["test/tools/audit/rows.test.ts"],
  },
  {
    id: "access-audience",
    guard: "a Cloudflare Access token for another Access application signs nobody in",
    file: ACCESS,
    edits: [{ find: "      audience: settings.audience,\n", replace: "" }],
    tests: ACCESS_TESTS,
  },
  {
    id: "access-issuer",
    guard: "a Cloudflare Access token from another team signs nobody in",
    file: ACCESS,
    edits: [{ find: "      issuer: settings.issuer,\n", replace: "" }],
    tests: ACCESS_TESTS,
  },
  {
    id: "access-role-from-groups",
    guard: "only a person in a configured group gets a console role through Cloudflare Access",
    file: ACCESS,
    edits: [{ find: ': err("no_role");', replace: ': ok({ email: claims.output.email, role: "admin" as const });' }],
    tests: ACCESS_TESTS,
  },
  {
    id: "staff-session-end",
    guard: "leaving the console ends the staff session: its token authenticates nobody after",
    file: "workers/tools/admin/staff-sessions.ts",
    edits: [
      {
        find: "    orm.update(sessions).set({ revokedAt: now.toISOString() }).where(live),\n",
        replace: "",
      },
    ],
    tests: ACCESS_TESTS,
  },
  {
    id: "partner-dropped-on-chat-path",
    guard:
      "a partner's grant goes with the caller into the Conversation object on the chat routes (its conversations only, no decisions)",
    file: "workers/chat/http/conversation.ts",
    edits: [
      { find: '    partner: c.get("partner") ?? null,\n    firstName', replace: "    partner: null,\n    firstName" },
    ],
    tests: [PARTNER_CHAT],
  },
  {
    id: "grant-not-rechecked-on-frame",
    guard:
      "every frame on a partner's socket re-checks its grant (its session as it is now), so a revoked grant runs nothing",
    file: "durable-objects/conversation/socket-handlers.ts",
    edits: [
      {
        find: "  const now = await engine.sockets.current(ws, attachment);\n  if (now === null) return;",
        replace: "  const now = { auth: attachment.auth, partner: attachment.partner };",
      },
    ],
    tests: [REVOCATION],
    filter: "re-checks the grant",
  },
  {
    id: "revocation-leaves-session",
    guard: "revoking or disabling a partner ends the session its grant held (and forgets its credential)",
    file: "workers/tools/auth/grants.ts",
    edits: [
      {
        find: ".set({ revokedAt: now.toISOString(), credentialRef: null }).where(ending),",
        replace: ".set({ revokedAt: now.toISOString(), credentialRef: null }).where(inArray(sessions.id, [])),",
      },
    ],
    tests: [REVOCATION],
    filter: "ends the session",
  },
  {
    id: "authorize-form-token-unchecked",
    guard: "a post to /authorize must carry a form token made for this browser and this request (login CSRF)",
    file: AUTHORIZE,
    edits: [
      { find: "if (!(await formTokenVerifies(c, page.request, form.token))) return startAgain(c);", replace: "" },
    ],
    tests: [AUTHORIZE_SIGN_IN],
    filter: "plants|without the form's token",
  },
  {
    id: "authorize-cross-site-post",
    guard: "a post to /authorize that the browser marks as coming from another site is refused",
    file: AUTHORIZE,
    edits: [{ find: "if (isCrossSitePost(c)) return startAgain(c);", replace: "" }],
    tests: [AUTHORIZE_SIGN_IN],
    filter: "refuses a sign-in step posted with",
  },
  {
    id: "authorize-pkce-optional",
    guard: "PKCE is required of every client on /authorize, confidential ones included",
    file: AUTHORIZE,
    edits: [{ find: "if (!request.codeChallenge) {", replace: "if (false) {" }],
    tests: ["test/chat/partners/authorize-page.test.ts"],
    filter: "PKCE",
  },
  {
    id: "refresh-previous-token-reused",
    guard: "the refresh token before the newest works once (a retry); its second use revokes the grant",
    file: "workers/chat/oauth/refresh-reuse.ts",
    edits: [
      {
        find: 'verdict === "reuse") {\n    throw new OAuthError(',
        replace: 'verdict === "never") {\n    throw new OAuthError(',
      },
    ],
    tests: ["test/chat/partners/refresh-reuse.test.ts"],
  },
  {
    id: "registration-unthrottled",
    guard: "dynamic registration is counted per client network",
    file: "workers/chat/oauth/registration.ts",
    edits: [
      {
        find: "if (network !== null && !(await env.REGISTRATION_LIMITER.limit({ key: network })).success) {",
        replace: "if (false) {",
      },
    ],
    tests: ["test/chat/partners/registration.test.ts"],
    filter: "throttle",
  },
  {
    id: "approval-status-on-actions",
    guard: "an approval on POST /v1/actions/:id the kill switch refused answers 503 (a switched-off tool 403)",
    file: "workers/chat/http/decision-status.ts",
    edits: [
      {
        find: "return refusal === null ? 200 : approvalRefusalStatus(refusal);",
        replace: "return refusal === null ? 200 : 200;",
      },
    ],
    tests: ["test/chat/decision-status.test.ts"],
  },
  {
    id: "approval-refusal-on-resume",
    guard:
      "an approval on /chat/resume or a socket resume is judged before the turn moves: the kill switch is the resume's 503, a switched-off tool its 403",
    file: "durable-objects/conversation/engine.ts",
    edits: [{ find: "    if (refused !== null) return refused;\n", replace: "" }],
    tests: ["test/conversation/resume-refusals.test.ts"],
  },
  {
    id: "turn-drops-held-action",
    guard:
      "a write a turn's step parks is stored by the Conversation object with the call's outcome (the service hands it back and never writes it into the waiting object)",
    file: "durable-objects/conversation/graph/run-calls.ts",
    edits: [{ find: "        if (held !== null) ports.stores.pending.create(held);\n", replace: "" }],
    tests: ["test/conversation/confirm.test.ts"],
  },
  {
    id: "step-writes-into-holder",
    guard: "a step whose caller holds its pending actions stores none of them through the pending-actions port",
    file: "workers/tools/chain/executor.ts",
    edits: [
      {
        find: "      if (!holdsPending) await ports.pendingActions.create(record);",
        replace: "      await ports.pendingActions.create(record);",
      },
    ],
    tests: ["test/tools/chain/step.test.ts"],
  },
  {
    id: "self-revocation-unaudited",
    guard: "a partner revoking its own token at the OAuth revocation endpoint leaves an admin audit row",
    file: "workers/chat/oauth/revocation.ts",
    edits: [{ find: "if (grantEnded || accessEnded) {", replace: "if (false) {" }],
    tests: ["test/chat/partners/partner-audit.test.ts"],
    filter: "revoking its own token",
  },
  {
    id: "self-revocation-leaves-session",
    guard: "a partner revoking its own refresh token ends what the grant held (session, sockets, proposals)",
    file: "workers/chat/oauth/revocation.ts",
    edits: [{ find: "if (grantEnded) await ports.endGrant(", replace: "if (false) await ports.endGrant(" }],
    tests: ["test/chat/partners/revocation.test.ts"],
    filter: "its own refresh token",
  },
  {
    id: "session-step-counts-ended",
    guard: "the usage upsert sent with a session's read counts only for a session that is live in that batch",
    file: "workers/tools/adapters/d1-session-step.ts",
    edits: [
      {
        // The source's own template literal, found and replaced as text.
        // biome-ignore lint/suspicious/noTemplateCurlyInString: source text, not a template
        find: "from ${sessions} where ${liveSessionWhere(kind)}`;",
        // biome-ignore lint/suspicious/noTemplateCurlyInString: source text, not a template
        replace: "from ${sessions} where ${sessionKeyWhere(kind)}`;",
      },
    ],
    tests: ["test/tools/service/session-step.test.ts"],
  },
  {
    id: "session-step-keeps-unpassable-count",
    guard: "a call counted with its session that cannot pass (another member's portal) gives its count back",
    file: "workers/tools/chain/executor.ts",
    edits: [
      {
        find: 'if (step.countedAt(index) && (counted === null || decision.kind === "refused")) refusedCounted++;',
        replace: 'if (counted !== null && decision.kind === "refused") refusedCounted++;',
      },
    ],
    tests: ["test/tools/service/session-step.test.ts"],
  },
  {
    id: "mcp-call-refusal-ignored",
    guard: "an MCP tools/call whose token does not verify is a 401, judged by the call itself",
    file: "workers/chat/routes/mcp.ts",
    edits: [
      {
        find: "const refusal = asked ? (asked.ok ? null : asked.refusal) : heard.refusal;",
        replace: "const refusal = asked ? (asked.ok ? null : asked.refusal) : null;",
      },
    ],
    tests: ["test/chat/session.test.ts"],
  },
  {
    id: "session-step-adopts-another-client",
    guard:
      "a step's load read with the session for another partner client than the call's is not taken (the client's rule and rate still hold)",
    file: "workers/tools/chain/step-load.ts",
    edits: [
      {
        find: "  if (prefetched.partnerClientId !== (context.partner?.clientId ?? null)) return null;\n",
        replace: "",
      },
    ],
    tests: ["test/tools/service/session-step.test.ts"],
  },
  {
    id: "session-step-reads-ended-credential",
    guard: "the credential joined to a session's read is read for no session that is not live",
    file: "workers/tools/adapters/d1-session-step.ts",
    edits: [
      {
        find: "and(eq(credentials.ref, sessions.credentialRef), liveSession(), ",
        replace: "and(eq(credentials.ref, sessions.credentialRef), ",
      },
    ],
    tests: ["test/tools/service/session-step.test.ts", "test/tools/service/session-step-read.test.ts"],
  },
  {
    id: "session-step-reads-another-persons-credential",
    guard: "the credential joined to a session's read is the one its own row refers to, never another person's",
    file: "workers/tools/adapters/d1-session-step.ts",
    edits: [
      {
        find: "and(eq(credentials.ref, sessions.credentialRef), liveSession(), ",
        replace: "and(sql`1 = 1`, liveSession(), ",
      },
    ],
    tests: ["test/tools/service/session-step-read.test.ts"],
  },
  {
    id: "session-live-at-expiry",
    guard:
      "a session is ended at the very instant it expires, in SQL as in code: its step reads no credential and counts nothing",
    file: "workers/tools/auth/session-row.ts",
    edits: [
      {
        find: 'gt(sessions.expiresAt, sql.placeholder("now"))',
        // biome-ignore lint/suspicious/noTemplateCurlyInString: source text, not a template
        replace: 'sql`${sessions.expiresAt} >= ${sql.placeholder("now")}`',
      },
    ],
    tests: ["test/tools/service/session-step-read.test.ts"],
    filter: "very instant it expires",
  },
  {
    id: "session-step-reads-another-companys-rule",
    guard: "the partner rule joined to a session's read is its company's rule for the client, never another company's",
    file: "workers/tools/adapters/d1-session-step.ts",
    edits: [
      {
        find: "and(eq(partnerPolicy.companyId, sessions.companyId), eq(partnerPolicy.clientId, ",
        replace: "and(eq(partnerPolicy.clientId, ",
      },
    ],
    tests: ["test/tools/service/session-step-read.test.ts"],
  },
  {
    id: "session-step-reads-another-companys-policy",
    guard: "the policy joined to a session's read is its own company's",
    file: "workers/tools/adapters/d1-session-step.ts",
    edits: [
      {
        find: ".leftJoin(companyPolicy, eq(companyPolicy.companyId, sessions.companyId))",
        replace: ".leftJoin(companyPolicy, sql`1 = 1`)",
      },
    ],
    tests: ["test/tools/service/session-step-read.test.ts"],
  },
  {
    id: "conversation-alarm-down-while-turn-runs",
    guard: "the deadline alarm comes down only when no turn of the conversation is running",
    file: "durable-objects/conversation/engine.ts",
    edits: [
      {
        find: "    if (next === null) void this.ctx.storage.deleteAlarm();",
        replace: "    if (next !== 0) void this.ctx.storage.deleteAlarm();",
      },
    ],
    tests: ["test/conversation/limits.test.ts"],
    filter: "turn still running when another turn here ends",
  },
  {
    id: "turn-drops-step-answer",
    guard: "the calls of a step's last write, which come with the step's answer, are recorded by the turn",
    file: "durable-objects/conversation/graph/run-calls.ts",
    edits: [{ find: "    if (unreported.length > 0) report(unreported);\n", replace: "" }],
    tests: ["test/conversation/sse.test.ts"],
  },
  {
    id: "turn-keeps-anothers-pending-action",
    guard:
      "a step's report that hands back a pending action not the call's own (another call's, conversation's or id) fails the turn and stores nothing",
    file: "durable-objects/conversation/graph/run-calls.ts",
    edits: [
      {
        find: "        if (held !== null && !heldFor(ports, key, outcome, held)) {",
        replace: "        if (held !== null && false) {",
      },
    ],
    tests: ["test/conversation/service-reports.test.ts"],
  },
  {
    id: "step-swallows-refused-report",
    guard:
      "a report the object refuses on the step's reply channel (an earlier write's) fails the turn, as a refused answer does",
    file: "durable-objects/conversation/graph/run-calls.ts",
    edits: [{ find: '    if ("error" in refused) throw refused.error;\n', replace: "" }],
    tests: ["test/conversation/service-reports.test.ts"],
  },
  {
    id: "step-reports-before-rows",
    guard: "a step's call is reported to its caller only once the write of its audit row has succeeded",
    file: "workers/tools/chain/executor.ts",
    edits: [
      {
        find: "    await recordDecisions(\n      ports,\n      batch.map(({ entry }) => entry),\n    );\n    for (const { index, entry } of batch) outcomes[index] = entry.outcome;\n    recorded += batch.length;\n    // Heard as soon as the rows are on record; the next write of the step need not wait for it.\n    if (batch.length > 0) reports.push(report(batch, recorded === calls.length));",
        replace:
          "    recorded += batch.length;\n    if (batch.length > 0) reports.push(report(batch, recorded === calls.length));\n    await recordDecisions(\n      ports,\n      batch.map(({ entry }) => entry),\n    );\n    for (const { index, entry } of batch) outcomes[index] = entry.outcome;",
      },
    ],
    tests: ["test/tools/chain/step.test.ts"],
    filter: "only once its audit row is on record",
  },
];
