/**
 * A turn in the Conversation object and the person's TurnQuota (durable-objects/): who may stop it, what
 * is stored and shown of it, which model may see its results and what a model is shown, the limits that
 * end it, the replay, and the person's list of conversations.
 */

import { RUN_CALLS } from "./common-paths";
import type { Mutation } from "./mutation";

const MY_CONVERSATIONS = "test/chat/my-conversations.test.ts";
const MODEL_VIEW = "src/assistant/model/llm/model-view.ts";
const MODEL_VIEW_TESTS = "test/assistant/model/model-view.test.ts";

const SLOTS = "durable-objects/turn-quota/slots.ts";
const LLM_ADAPTER = "test/assistant/model/llm-adapter.test.ts";

const PARTNER_CHAT = "test/chat/partners/partner-chat.test.ts";
const POLICIES_UNSEEN = "names none of them, nor how many";

export const TURN_MUTATIONS: readonly Mutation[] = [
  {
    id: "partner-plan-sees-policies",
    guard:
      "a partner's turn plans no read per policy unless the member granted policies:read (their number stays unsaid)",
    file: "durable-objects/conversation/graph/nodes/plan-auth-prefetch.ts",
    edits: [{ find: "assistantAuth(run.auth, turn.partner))", replace: "run.auth)" }],
    tests: [PARTNER_CHAT],
    filter: POLICIES_UNSEEN,
  },
  {
    id: "partner-proposals-see-policies",
    guard: "a partner's turn proposes no further read per policy unless the member granted policies:read",
    file: "durable-objects/conversation/graph/nodes/gather.ts",
    edits: [{ find: "  const auth = assistantAuth(run.auth, turn.partner);", replace: "  const auth = run.auth;" }],
    tests: [PARTNER_CHAT],
    filter: POLICIES_UNSEEN,
  },
  {
    id: "partner-answer-names-policies",
    guard: "an answer to a partner names none of the member's policies unless the member granted policies:read",
    file: "durable-objects/conversation/graph/nodes/finalize.ts",
    edits: [
      {
        find: "  const { policies } = assistantAuth(run.auth, turn.partner);",
        replace: "  const { policies } = run.auth;",
      },
    ],
    tests: [PARTNER_CHAT],
    filter: POLICIES_UNSEEN,
  },
  {
    id: "stop-by-anyone",
    guard: "only a turn's sender may stop it",
    file: "durable-objects/conversation/engine.ts",
    edits: [
      {
        find: '    if (turn?.status !== "running" || !isSender(turn, viewer)) return NOT_RUNNING;',
        replace: '    if (turn?.status !== "running") return NOT_RUNNING;',
      },
    ],
    tests: ["test/conversation/stop.test.ts"],
  },
  {
    id: "question-stored-unredacted",
    guard: "a typed question is stored redacted (no secret or identifier it carried is kept)",
    file: "durable-objects/conversation/store/messages.ts",
    edits: [{ find: "    const stored = redactText(text);", replace: "    const stored = text;" }],
    tests: ["test/conversation/questions.test.ts"],
  },
  {
    id: "gather-model-not-cleared",
    guard: "a model is shown the turn's results only when it is cleared for the class of data the turn read",
    file: "durable-objects/conversation/graph/nodes/gather.ts",
    edits: [
      {
        find: "  const proposer = isClearedFor(shown, ports.composer.clearance) ? ports.composer : defaultComposer;",
        replace: "  const proposer = ports.composer;",
      },
    ],
    tests: [LLM_ADAPTER],
  },
  {
    id: "follow-up-question-not-cleared",
    guard:
      "a model is shown a follow-up made whole from an earlier answer only when it is cleared for what that answer read",
    file: "durable-objects/conversation/graph/nodes/plan-auth-prefetch.ts",
    edits: [
      {
        find: "(isClearedFor(madeFrom, ports.composer.clearance) ? ports.planner : defaultModel)",
        replace: "ports.planner",
      },
    ],
    tests: ["test/chat/follow-up.test.ts"],
  },
  {
    id: "finalize-model-not-cleared",
    guard: "a model composes the answer only when it is cleared for the class of data the turn read",
    file: "durable-objects/conversation/graph/nodes/finalize.ts",
    edits: [
      {
        find: "  const cleared = isClearedFor(turnClass(results), ports.composer.clearance);",
        replace: "  const cleared = true;",
      },
    ],
    tests: [LLM_ADAPTER],
  },
  {
    id: "model-calls-as-user",
    guard:
      "a call the turn makes is the agent's (the model's proposal), never recorded or judged as the member's own run",
    file: RUN_CALLS,
    edits: [
      {
        find: '        invocationSource: "agent",\n        conversationId: ports.conversationId(),\n        explicitlySelectedTools: [...turn.payload.explicitlySelectedTools],\n        // The turn',
        replace:
          '        invocationSource: "user",\n        conversationId: ports.conversationId(),\n        explicitlySelectedTools: [...turn.payload.explicitlySelectedTools],\n        // The turn',
      },
    ],
    tests: ["test/chat/explicit-only.test.ts"],
  },
  {
    id: "parallel-call-limit",
    guard: "a step of more calls than the parallel limit ends the turn (parallel_call_limit) before any runs",
    file: RUN_CALLS,
    edits: [
      { find: '  if (step.length > ports.limits.maxParallelCalls) return "parallel_call_limit";\n', replace: "" },
    ],
    tests: ["test/conversation/engine.test.ts", "test/conversation/limits.test.ts"],
  },
  {
    id: "tool-call-limit",
    guard: "a turn's calls past its limit end the turn (tool_call_limit) before the step runs",
    file: RUN_CALLS,
    edits: [
      {
        find: '  return others.length + step.length > ports.limits.maxToolCallsPerTurn ? "tool_call_limit" : null;',
        replace: "  return null;",
      },
    ],
    tests: ["test/conversation/engine.test.ts", "test/conversation/limits.test.ts"],
  },
  {
    id: "turn-concurrency-unlimited",
    guard: "a person's turns running at once are capped (turn_concurrency_limited)",
    file: SLOTS,
    edits: [
      {
        find: '      if (running >= request.limits.concurrentTurnsPerPerson) return { ok: false, code: "turn_concurrency_limited" };\n',
        replace: "",
      },
    ],
    tests: ["test/conversation/limits.test.ts"],
    filter: "turn_concurrency_limited",
  },
  {
    id: "turn-rate-unlimited",
    guard: "a person's new turns per minute are capped (turn_rate_limited), across conversations",
    file: SLOTS,
    edits: [
      {
        find: '        this.count("SELECT COUNT(*) AS n FROM turn_starts WHERE grant_session IS ?", grant) >=',
        replace: "        Number.NEGATIVE_INFINITY >=",
      },
    ],
    tests: ["test/conversation/limits.test.ts"],
    filter: "turn_rate_limited",
  },
  {
    id: "replay-any-audience",
    guard: "a replay holds only the events the viewer may see (another member's private results never)",
    file: "durable-objects/conversation/store/event-log.ts",
    edits: [
      {
        find: '    const conditions = ["seq > ?", "seq <= ?", visible.where];\n    const bindings: (string | number | null)[] = [after, options.upTo ?? Number.MAX_SAFE_INTEGER, ...visible.bindings];',
        replace:
          '    const conditions = ["seq > ?", "seq <= ?"];\n    const bindings: (string | number | null)[] = [after, options.upTo ?? Number.MAX_SAFE_INTEGER];',
      },
    ],
    tests: ["test/conversation/group-audience.test.ts"],
  },
  {
    id: "conversation-list-partner-sees-all",
    guard: "a partner's list of conversations holds only those its own grant started",
    file: "workers/chat/routes/my-conversations.ts",
    edits: [
      { find: '      grantSession: c.get("partner") ? auth.sessionId : null,', replace: "      grantSession: null," },
    ],
    tests: [MY_CONVERSATIONS],
    filter: "shows a partner only",
  },
  {
    id: "conversation-list-client-unfiltered",
    guard: "the person's conversation index lists a partner grant's own rows only",
    file: "durable-objects/turn-quota/conversations.ts",
    edits: [{ find: "    if (request.grantSession !== null) {", replace: "    if (false) {" }],
    tests: [MY_CONVERSATIONS],
    filter: "shows a partner only",
  },
  {
    id: "conversation-list-any-grant",
    guard:
      "a partner lists only the conversations its own grant started: a client reconnected after the member revoked it sees none of the old grant's",
    file: "durable-objects/turn-quota/conversations.ts",
    edits: [
      {
        find: 'conditions.push("grant_session = ?");',
        replace: 'conditions.push("(grant_session = ? OR grant_session IS NOT NULL)");',
      },
    ],
    tests: [MY_CONVERSATIONS],
    filter: "reconnected after the member revoked it",
  },
  {
    id: "conversation-title-unredacted",
    guard: "a conversation's title in the person's list is its first question redacted",
    file: "durable-objects/conversation/engine.ts",
    edits: [{ find: "?? redactText(payload.message);", replace: "?? payload.message;" }],
    tests: [MY_CONVERSATIONS],
    filter: "masked",
  },
  {
    id: "model-question-unredacted",
    guard: "a model is shown the member's message with its secrets and identifiers redacted",
    file: MODEL_VIEW,
    edits: [
      {
        find: "  return redactText(message.slice(0, MODEL_MESSAGE_MAX_CHARS));",
        replace: "  return message.slice(0, MODEL_MESSAGE_MAX_CHARS);",
      },
    ],
    tests: [MODEL_VIEW_TESTS],
  },
  {
    id: "model-args-unredacted",
    guard: "a model is shown its own earlier call's arguments sanitized (a credential it put there redacted)",
    file: MODEL_VIEW,
    edits: [{ find: "  return sanitizeArgs(args ?? {});", replace: "  return (args ?? {}) as JsonValue;" }],
    tests: [MODEL_VIEW_TESTS],
  },
  {
    id: "model-result-unsanitized",
    guard: "a model is shown a tool's result through the sanitizer again",
    file: MODEL_VIEW,
    edits: [
      {
        find: "      return sanitize(shown, { maxChars: MODEL_RESULT_MAX_CHARS }).value;",
        replace: "      return shown as JsonValue;",
      },
    ],
    tests: [MODEL_VIEW_TESTS],
  },
  {
    id: "prepared-conversation-handed-twice",
    guard: "a conversation made ready ahead is handed out once: of turns starting conversations at once, one gets it",
    file: "durable-objects/turn-quota/prepared.ts",
    edits: [{ find: "    this.#ready = null;\n", replace: "" }],
    tests: ["test/turn-quota/prepared-conversations.test.ts"],
  },
  {
    id: "partner-spends-members-turns",
    guard: "a partner's turns are counted apart from the member's own: a partner never uses up the member's turns",
    file: "durable-objects/conversation/limits/quota-port.ts",
    edits: [{ find: "...(partner === null ? {} : { grantSession: auth.sessionId }),", replace: "" }],
    tests: ["test/conversation/limits.test.ts"],
    filter: "partner",
  },
];
