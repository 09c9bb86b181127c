/**
 * B6: gateway overhead per call, in one Node process. Ours: `execute` (context parse, the whole
 * chain, credential port, the handler under its timeout, sanitize, the audit row with its hashed
 * person id) around a no-op handler with in-memory ports (no D1). The peer: one AI SDK tool round
 * trip (`generateText` with its mock model proposing the call, input validation, `execute`). Both
 * tools validate with the same valibot schema.
 */
import { generateText, jsonSchema, tool } from "ai";
import { MockLanguageModelV4 } from "ai/test";
import * as v from "valibot";
import { type AuthContext, AuthContextSchema, type CallContext, CHANNELS, ROLES } from "../src/shared/auth-context";
import { ok } from "../src/shared/result";
import { type AuditRow, createPersonHasher } from "../workers/tools/audit/audit-log";
import { execute } from "../workers/tools/chain/executor";
import type { PendingActionsPort } from "../workers/tools/chain/pending-actions";
import type { ExecutorPorts } from "../workers/tools/chain/ports";
import type { PolicySnapshot } from "../workers/tools/policy/policy";
import { createRegistry } from "../workers/tools/registry/registry";
import { argumentSchema } from "../workers/tools/registry/tool-definitions";
import { defineTool } from "../workers/tools/registry/tool-spec";
import type { Benchmark } from "./lib/bench";
import { compare, consume, ratioOf, runRatios, type Subject } from "./lib/measure";
import { profileNotes } from "./lib/profile";
import { machine } from "./lib/report";

/** The bar: our overhead at most half an AI SDK tool round trip. */
const TARGET = 0.5;
const BATCH = 10;

const noop = defineTool({
  name: "bench_noop",
  description: "Does nothing and says so: the benchmark's handler.",
  family: "callbacks",
  args: v.strictObject({ note: v.optional(v.pipe(v.string(), v.maxLength(200))) }),
  risk: "read",
  dataClass: "public",
  roles: ROLES,
  idempotent: true,
  requiresCredential: true,
  ownership: "none",
  confirmationOverride: false,
  targetScope: "any",
  providesEvidence: false,
  timeoutMs: 8_000,
  handler: async () => ({ ok: true, data: { done: true } }),
});

const ARGS = { note: "hello" };

const auth: AuthContext = v.parse(AuthContextSchema, {
  sessionId: "session-bench-0001",
  personId: "MBR-00017",
  role: "member",
  companyId: "bench",
  credentialRef: "credential-bench-0001",
  portalRefs: ["PRT-40122"],
});

const notUsed = (): never => {
  throw new Error("B6 runs a read: nothing is confirmed");
};
const pendingActions: PendingActionsPort = {
  create: notUsed,
  get: notUsed,
  claim: notUsed,
  reject: notUsed,
  complete: notUsed,
  settled: notUsed,
};

const policy: PolicySnapshot = {
  companyId: "bench",
  killSwitch: false,
  dailyCallBudget: Number.MAX_SAFE_INTEGER,
  callsPerMinute: Number.MAX_SAFE_INTEGER,
  channels: [...CHANNELS],
  tools: new Map([[noop.name, { enabled: true, roles: null, channels: null }]]),
};

/** In-memory ports: what D1, the vault and the Durable Object would answer, answered at once. */
function memoryPorts(audit: Map<string, AuditRow>): ExecutorPorts {
  return {
    registry: createRegistry({ callbacks: [noop] }),
    now: () => new Date(),
    loadPolicy: async () => policy,
    loadStep: async (request) => ({
      policy,
      usage: Array.from({ length: request.meteredCalls }, () => ({
        callsToday: 1,
        callsThisMinute: 1,
        clientCallsThisMinute: null,
      })),
      partnerRule: null,
      credential: ok({ authorization: "Bearer bench-token", headerNames: ["authorization"] }),
      counters: [],
    }),
    giveBack: async () => {},
    loadPartnerPolicy: async () => null,
    upstream: {
      fetch: async () => new Response(null, { status: 204 }),
      connect: () => notUsed(),
    },
    authProfileConfigured: true,
    knowledgeFor: () => ({ search: async () => ok({ passages: [], held: null, unnamed: [] }) }),
    audit: {
      insert: async (rows) => {
        for (const row of rows) {
          const key = `${row.conversationId}\u0000${row.toolCallId}`;
          if (!audit.has(key)) audit.set(key, row);
        }
      },
    },
    hashPerson: createPersonHasher("bench-audit-hash-key"),
    pendingActions,
    pendingActionTtlMs: 600_000,
  };
}

function oursSubject(): Subject {
  const audit = new Map<string, AuditRow>();
  const ports = memoryPorts(audit);
  const context: CallContext = {
    auth,
    sessionLive: true,
    channel: "mobile",
    invocationSource: "agent",
    conversationId: "conv_bench_b6",
  };
  let seq = 0;
  return {
    name: "ours",
    async batch() {
      audit.clear();
      for (let i = 0; i < BATCH; i++) {
        const outcome = await execute({ toolCallId: `call_${seq++}`, name: noop.name, args: ARGS }, context, ports);
        if (outcome.status !== "ok") throw new Error(`the no-op call was not ok: ${JSON.stringify(outcome)}`);
        consume(1);
      }
      if (audit.size !== BATCH) throw new Error(`expected ${BATCH} audit rows, saw ${audit.size}`);
      return BATCH;
    },
  };
}

function aiSdkSubject(): Subject {
  const model = new MockLanguageModelV4({
    doGenerate: async () => ({
      content: [{ type: "tool-call", toolCallId: "call_1", toolName: noop.name, input: JSON.stringify(ARGS) }],
      finishReason: { unified: "tool-calls", raw: undefined },
      usage: {
        inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
        outputTokens: { total: 5, text: 5, reasoning: undefined },
      },
      warnings: [],
    }),
  });
  const tools = {
    [noop.name]: tool({
      description: noop.description,
      inputSchema: jsonSchema(() => argumentSchema(noop) as Parameters<typeof jsonSchema>[0], {
        validate: (value) => {
          const parsed = v.safeParse(noop.args, value);
          return parsed.success
            ? { success: true, value: parsed.output }
            : { success: false, error: new Error("invalid arguments") };
        },
      }),
      execute: async () => ({ done: true }),
    }),
  };
  return {
    name: "AI SDK",
    async batch() {
      for (let i = 0; i < BATCH; i++) {
        const result = await generateText({ model, tools, prompt: "Run the no-op." });
        if (result.toolResults.length !== 1) throw new Error("the mock round trip ran no tool");
        consume(result.toolResults.length);
      }
      model.doGenerateCalls.length = 0;
      return BATCH;
    },
  };
}

export const b6: Benchmark = {
  id: "B6",
  title: "gateway overhead per call vs an AI SDK tool round trip",
  async run() {
    const ours = oursSubject();
    const result = await compare([ours, aiSdkSubject()], { runs: 5, rounds: 20, sliceMs: 30, warmupMs: 600 });
    const ratio = ratioOf(result, "ours", "AI SDK");
    const profile = ratio > TARGET ? await profileNotes(ours, 3000, "b6-ours") : [];
    const unit = "µs/call";
    return {
      id: "B6",
      title: "gateway overhead per call vs an AI SDK tool round trip",
      status: "measured",
      runs: result.runs,
      rows: [
        {
          label: "execute (no-op handler, in-memory ports) ÷ AI SDK round trip",
          ours: { value: (result.median.ours ?? NaN) / 1000, unit },
          peer: { name: "ai generateText + MockLanguageModelV4", value: (result.median["AI SDK"] ?? NaN) / 1000, unit },
          ratio,
          perRun: runRatios(result, "ours", "AI SDK"),
          target: { op: "<=", value: TARGET },
        },
      ],
      notes: [
        "Ours: `execute` with ports that answer from memory (policy, session, usage, credential, audit sink) around a " +
          "credentialed read whose handler returns at once; every call writes its audit row to the in-memory sink. " +
          "Peer: `generateText` from `ai` with `MockLanguageModelV4` (from `ai/test`) returning one tool call, the tool's " +
          "input schema the same valibot schema (as JSON Schema plus a valibot `validate`), `execute` returning at once.",
        ...(profile.length > 0 ? ["", ...profile] : []),
      ],
      details: { perRunNs: result.perRun },
      machine: machine(),
      at: new Date().toISOString(),
    };
  },
};
