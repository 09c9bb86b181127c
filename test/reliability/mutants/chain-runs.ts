/** How the chain runs a call and a step (workers/tools/chain/): the decision, the step's load, the executor and its audit rows. */

import { MODEL, PARTNER_POLICY } from "./common-paths";
import type { Mutation } from "./mutation";

const PARTNER_CHECKS = "workers/tools/chain/partner-checks.ts";

export const CHAIN_RUNS_MUTATIONS: readonly Mutation[] = [
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
  {
    id: "partner-client-switched-off",
    guard: "a partner client the company switched off runs nothing",
    file: PARTNER_CHECKS,
    edits: [{ find: '  if (!rule.enabled) return refuse("tool_disabled", "client_switched_off");\n', replace: "" }],
    tests: [PARTNER_POLICY],
  },
  {
    id: "partner-client-tool-list",
    guard: "a partner client the company limited to some tools runs only those",
    file: PARTNER_CHECKS,
    edits: [
      {
        find: '  if (rule.tools !== null && !rule.tools.includes(spec.name)) return refuse("tool_disabled", "client_tool_not_allowed");\n',
        replace: "",
      },
    ],
    tests: [PARTNER_POLICY],
  },
  {
    id: "partner-client-rate",
    guard: "a partner client's own per-minute rate is enforced",
    file: PARTNER_CHECKS,
    edits: [
      {
        find: "  return rule.callsPerMinute !== null && callsThisMinute > rule.callsPerMinute",
        replace: "  return rule.callsPerMinute !== null && false",
      },
    ],
    tests: [PARTNER_POLICY],
  },
  {
    id: "retry-offered-for-writes",
    guard: "a failure is retryable only for an idempotent tool (a write that timed out is never offered again)",
    file: "workers/tools/chain/outcomes.ts",
    edits: [
      { find: "  return TRANSIENT.has(code) && spec?.idempotent === true;", replace: "  return TRANSIENT.has(code);" },
    ],
    tests: ["test/tools/chain/upstream.test.ts"],
  },
  {
    id: "result-unsanitized",
    guard:
      "a tool's result passes the sanitizer (secrets stripped, identifiers masked, size capped) before anyone sees it",
    file: "workers/tools/chain/outcomes.ts",
    edits: [
      {
        find: "  const result = sanitize(data, { maxChars: TOOL_MAX_RESULT_CHARS, dropOrder }).value;",
        replace: "  const result = data;",
      },
    ],
    tests: ["test/tools/chain/secrets.test.ts"],
  },
  {
    id: "evidence-unredacted",
    guard: "a knowledge passage's text passes the sanitizer before it is returned as evidence",
    file: "workers/tools/chain/outcomes.ts",
    edits: [{ find: "      text: redactText(passage.text),", replace: "      text: passage.text," }],
    tests: ["test/tools/chain/secrets.test.ts"],
    filter: "evidence passages",
  },
  {
    id: "knowledge-company-not-the-callers",
    guard: "a knowledge search is scoped to the caller's company from AuthContext",
    file: "workers/tools/chain/perform.ts",
    edits: [{ find: "ports.knowledgeFor(auth.companyId, ", replace: 'ports.knowledgeFor("demo", ' }],
    tests: ["test/tools/catalogue/knowledge.test.ts"],
  },
  {
    id: "knowledge-products-not-the-callers",
    guard: "a signed-in member's wording search is scoped to the products their session holds",
    file: "workers/tools/chain/perform.ts",
    edits: [{ find: "knowledgeCallerOf(auth, partner))", replace: '{ kind: "unknown" as const })' }],
    tests: ["test/tools/catalogue/knowledge.test.ts"],
  },
  {
    id: "knowledge-products-past-partner-scope",
    guard: "a partner learns which products the member holds only with policies:read",
    file: "workers/tools/knowledge/product-scope.ts",
    edits: [
      {
        find: "  if (!partnerKnowsPolicies(partner)) return UNKNOWN_CALLER;\n",
        replace: "",
      },
    ],
    tests: ["test/chat/partners/partner-v1.test.ts"],
    filter: "without learning which products",
  },
  {
    id: "handler-error-unredacted",
    guard: "a handler's exception text reaches the failure's log line redacted",
    file: "workers/tools/chain/perform.ts",
    edits: [
      {
        find: "    const detail = redactText(error instanceof Error ? error.message : String(error)).slice(0, 300);",
        replace: "    const detail = (error instanceof Error ? error.message : String(error)).slice(0, 300);",
      },
    ],
    tests: ["test/tools/chain/secrets.test.ts"],
    filter: "handler that threw",
  },
  {
    id: "tool-timeout",
    guard: "a handler runs under its tool's timeout: one that never settles answers timeout",
    file: "workers/tools/chain/run-handler.ts",
    edits: [
      {
        find: "    return await Promise.race([spec.handler(args, buildIO(controller.signal)), timedOut]);",
        replace: "    return await spec.handler(args, buildIO(controller.signal));",
      },
    ],
    tests: ["test/tools/chain/upstream.test.ts"],
    filter: "never settles",
  },
  {
    id: "refused-run-body-unaudited",
    guard:
      "a direct run refused for its body's shape (400) or for not being JSON (415) still leaves its audit row, as one too large or too deep does",
    file: "workers/chat/routes/tools.ts",
    edits: [
      { find: '  await auditRefusedRun(c, unread(c, "body_invalid"));\n', replace: "" },
      {
        find: 'requireJsonBody((c) => auditRefusedRun(c, unread(c, "body_not_json")))',
        replace: "requireJsonBody()",
      },
    ],
    tests: ["test/chat/edge-limits.test.ts"],
  },
  {
    id: "refused-mcp-call-unaudited",
    guard:
      "an MCP tools/call the SDK refuses for malformed params (-32602) still leaves its audit row, as a direct run refused for its body's shape does",
    file: "workers/chat/routes/mcp.ts",
    edits: [
      { find: "    if (isOneToolCall(body) && !heard.asked) return auditedRefusal(c, body, answer);\n", replace: "" },
    ],
    tests: ["test/chat/mcp.test.ts"],
  },
];
