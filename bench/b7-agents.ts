/**
 * B7: ours against Cloudflare's `agents` SDK, the peer users would pick, on the same machine in the
 * same run. (1) One MCP `tools/call` of a read: ours through the whole chain (`/mcp` on the chat
 * Worker, the session, every check, the vault, the stand-in, sanitize, the audit row; a new
 * conversation each call) against `McpAgent` serving a tool that calls the stand-in (a session
 * initialized once, as an MCP client keeps one). (2) A planned three-read chat turn: ours as in B5
 * against an `AIChatAgent` turn (a new agent per turn, as ours starts a new conversation) whose mock
 * model asks for the same three reads, then answers. Sequential requests, the two alternated.
 */
import { performance } from "node:perf_hooks";
import { MESSAGE, turn } from "./b5-turn";
import type { Benchmark } from "./lib/bench";
import { RAVI, standInToken, systemSession } from "./lib/http";
import { median, medianOfRuns } from "./lib/measure";
import { formatNumber, machine } from "./lib/report";

const RUNS = 3;
const MCP_PAIRS = 20;
const MCP_WARMUP = 5;
const CHAT_PAIRS = 5;
const CHAT_WARMUP = 2;
/** The bar (issue 21): ours within 1.2 times the SDK's time, for the call and for the turn. */
const TARGET = 1.2;
const PORTAL = RAVI.portals[0];
const MCP_ACCEPT = "application/json, text/event-stream";

const CALL = {
  jsonrpc: "2.0",
  id: 2,
  method: "tools/call",
  params: { name: "get_plan_details", arguments: { portal_ref: PORTAL } },
};

async function timedPost(url: string, headers: Record<string, string>, body: unknown) {
  const started = performance.now();
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  }).catch((error: unknown) => {
    throw new Error(
      `POST ${url}: ${error instanceof Error ? error.message : String(error)}; see bench/.tmp/wrangler-*.log`,
    );
  });
  const text = await response.text();
  return { ms: performance.now() - started, status: response.status, text, headers: response.headers };
}

function expectOk(side: string, answer: { status: number; text: string }, ok: (text: string) => boolean): void {
  if (answer.status !== 200 || !ok(answer.text)) {
    throw new Error(`${side} answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  }
}

/** An MCP session on the peer: initialize, then the initialized notification; its id for every call. */
async function peerMcpSession(agents: string, standIn: string): Promise<Record<string, string>> {
  const headers = { accept: MCP_ACCEPT, "x-stand-in": standIn };
  const init = await timedPost(`${agents}/mcp`, headers, {
    jsonrpc: "2.0",
    id: 1,
    method: "initialize",
    params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "bench", version: "1" } },
  });
  const sessionId = init.headers.get("mcp-session-id");
  if (init.status !== 200 || !sessionId) throw new Error(`the peer's MCP initialize answered ${init.status}`);
  const session = { ...headers, "mcp-session-id": sessionId, "mcp-protocol-version": "2025-06-18" };
  await timedPost(`${agents}/mcp`, session, { jsonrpc: "2.0", method: "notifications/initialized" });
  return session;
}

/** Runs `ours` and `peer` in alternating order, `pairs` times per run, after `warmup` pairs. */
async function alternated(pairs: number, warmup: number, ours: () => Promise<number>, peer: () => Promise<number>) {
  for (let i = 0; i < warmup; i++) {
    await ours();
    await peer();
  }
  const runs: { ours: number[]; peer: number[] }[] = [];
  for (let run = 0; run < RUNS; run++) {
    const row = { ours: [] as number[], peer: [] as number[] };
    for (let i = 0; i < pairs; i++) {
      if ((run + i) % 2 === 0) {
        row.ours.push(await ours());
        row.peer.push(await peer());
      } else {
        row.peer.push(await peer());
        row.ours.push(await ours());
      }
    }
    runs.push(row);
  }
  return runs;
}

const perRun = (runs: readonly { ours: number[]; peer: number[] }[]) =>
  runs.map((r) => median(r.ours) / median(r.peer));

export const b7: Benchmark = {
  id: "B7",
  title: "ours vs Cloudflare's agents SDK",
  async run(context) {
    const system = (await context.system()).system.url;
    const agents = (await context.peer()).agents.url;
    const session = await systemSession(system, RAVI.mobile);
    const standIn = await standInToken(agents, RAVI.mobile);

    const ourMcp = async () => {
      const answer = await timedPost(`${system}/mcp`, { accept: MCP_ACCEPT, authorization: `Bearer ${session}` }, CALL);
      expectOk("ours /mcp", answer, (t) => t.includes('"outcome":{"status":"ok"'));
      return answer.ms;
    };
    const peerSession = await peerMcpSession(agents, standIn);
    const peerMcp = async () => {
      const answer = await timedPost(`${agents}/mcp`, peerSession, CALL);
      expectOk("the agents SDK's /mcp", answer, (t) => t.includes('"structuredContent":{"status":"ok"'));
      return answer.ms;
    };
    const mcp = await alternated(MCP_PAIRS, MCP_WARMUP, ourMcp, peerMcp);

    const ourTurn = async () => {
      const measured = await turn(system, session);
      if (measured.reads.length !== 3) throw new Error(`our turn made ${measured.reads.length} reads, not 3`);
      return measured.ms;
    };
    const peerTurn = async () => {
      const answer = await timedPost(`${agents}/chat`, { "x-stand-in": standIn }, { message: MESSAGE, portal: PORTAL });
      expectOk("the agents SDK's chat turn", answer, (t) => t === '{"status":"completed","reads":3}');
      return answer.ms;
    };
    const chat = await alternated(CHAT_PAIRS, CHAT_WARMUP, ourTurn, peerTurn);

    const ms = (runs: readonly { ours: number[]; peer: number[] }[], side: "ours" | "peer") =>
      median(runs.map((r) => median(r[side])));
    const perRunMedians = (runs: readonly { ours: number[]; peer: number[] }[]) =>
      runs.map((r) => `${formatNumber(median(r.ours))} ms vs ${formatNumber(median(r.peer))} ms`).join("; ");
    return {
      id: "B7",
      title: "ours vs Cloudflare's agents SDK",
      status: "measured",
      runs: RUNS,
      rows: [
        {
          label: "MCP tools/call of one read: ours ÷ McpAgent",
          ours: { value: ms(mcp, "ours"), unit: "ms/call" },
          peer: { name: "agents McpAgent tool calling the stand-in", value: ms(mcp, "peer"), unit: "ms/call" },
          ratio: medianOfRuns(mcp, (r) => median(r.ours) / median(r.peer)),
          perRun: perRun(mcp),
          target: { op: "<=", value: TARGET },
        },
        {
          label: "three-read chat turn: ours ÷ AIChatAgent (mock model)",
          ours: { value: ms(chat, "ours"), unit: "ms/turn" },
          peer: { name: "@cloudflare/ai-chat AIChatAgent, mock model", value: ms(chat, "peer"), unit: "ms/turn" },
          ratio: medianOfRuns(chat, (r) => median(r.ours) / median(r.peer)),
          perRun: perRun(chat),
          target: { op: "<=", value: TARGET },
        },
      ],
      notes: [
        "Each side in its own `wrangler dev` on loopback beside its own PlanCover stand-in (fault knobs off); every " +
          "tool calls the stand-in over a service binding through the same handler and PlanCover client. The peer " +
          "(`bench/workers/agents`) checks nothing and writes no audit row: it is the SDK's own cost.",
        `MCP: \`tools/call\` of get_plan_details for Ravi's portal. Ours: \`POST /mcp\` with his bearer session, no ` +
          "conversation named (so each call is a new conversation, whose id is minted and whose object is never made " +
          "for a read), the answer checked `ok`. Peer: `McpAgent.serve('/mcp')` with an `McpServer` tool; one MCP " +
          "session initialized before timing (as a client keeps one), the stand-in token handed to the agent as " +
          `OAuth props would be; the answer checked \`ok\`. ${MCP_PAIRS} pairs per run after ${MCP_WARMUP} warm-up ` +
          `pairs, alternated. Per-run medians: ${perRunMedians(mcp)}.`,
        `Chat: ours is B5's turn ("${MESSAGE}", three prefetched reads, the stream read to \`turn.completed\`, paced ` +
          "to the per-person turn limit). Peer: a new `AIChatAgent` per turn (`getAgentByName`), whose `turn` RPC " +
          "calls `saveMessages` with the user message; `onChatMessage` runs `streamText` with a mock model (first " +
          "step: the three reads as tool calls; second: a sentence), the tools calling the stand-in; the answer " +
          `checked for three \`ok\` reads. ${CHAT_PAIRS} pairs per run after ${CHAT_WARMUP} warm-up pairs, alternated. ` +
          `Per-run medians: ${perRunMedians(chat)}.`,
      ],
      details: { mcp, chat },
      machine: machine(),
      at: new Date().toISOString(),
    };
  },
};
