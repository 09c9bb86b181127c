/**
 * B4's "where the time goes": the work a credentialed read does, taken apart one request at a time
 * (no load), from the floors up: a bare Worker, one D1 insert, the stand-in read plus the insert,
 * the chat Worker alone, the whole read, and inside it the tools Worker's own `execute` time (the
 * duration its audit row records). Each round runs every step, in rotated order.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { postJson, standInToken } from "./http";
import { median } from "./measure";
import { formatNumber, ROOT } from "./report";

const ROUNDS = 20;

/** The admin bearer token of the local system, from the chat Worker's .dev.vars. */
function adminToken(): string {
  const vars = readFileSync(path.join(ROOT, ".dev.vars"), "utf8");
  const match = vars.match(/^ADMIN_TOKEN\s*=\s*"?([^"\n]+)"?/m);
  if (!match?.[1]) throw new Error(".dev.vars has no ADMIN_TOKEN");
  return match[1];
}

/** An administrator's staff session: the bootstrap token only issues these; the audit asks for one. */
async function staffSession(system: string): Promise<string> {
  const answer = (await postJson(
    `${system}/admin/v1/sessions`,
    { role: "admin" },
    { authorization: `Bearer ${adminToken()}` },
  )) as { sessionToken?: string };
  if (!answer.sessionToken) throw new Error("the system issued no staff session");
  return answer.sessionToken;
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

async function get(url: string, headers: Record<string, string> = {}): Promise<unknown> {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`GET ${new URL(url).pathname}: ${response.status}`);
  return response.json();
}

export interface BreakdownInput {
  readonly system: string;
  readonly baseline: string;
  readonly session: string;
  readonly mobile: string;
  readonly portal: string;
}

export async function breakdownNotes(input: BreakdownInput): Promise<string[]> {
  const { system, baseline, session, portal } = input;
  const token = await standInToken(baseline, input.mobile);
  const admin = await staffSession(system);
  const body = { args: { portal_ref: portal } };
  const floorBody = { authorization: `Bearer ${token}`, reads: [{ name: "get_plan_details", args: body.args }] };
  const executeMs: number[] = [];

  const read = async () => {
    const answer = await postJson(`${system}/v1/tools/get_plan_details/run`, body, {
      authorization: `Bearer ${session}`,
    });
    return answer as { conversationId?: string };
  };
  const steps: Record<string, () => Promise<number>> = {
    noop: () => timed(() => postJson(`${baseline}/noop`, body)),
    insert: () => timed(() => postJson(`${baseline}/insert`, body)),
    floorRead: () => timed(() => postJson(`${baseline}/floor/reads`, floorBody)),
    health: () => timed(() => get(`${system}/health`)),
    read: async () => {
      let conversationId: string | undefined;
      const ms = await timed(async () => {
        conversationId = (await read()).conversationId;
      });
      const audit = (await get(`${system}/admin/v1/audit?conversationId=${conversationId}`, {
        authorization: `Bearer ${admin}`,
      })) as { rows?: { durationMs?: number }[] };
      executeMs.push(audit.rows?.[0]?.durationMs ?? Number.NaN);
      return ms;
    },
  };
  const names = Object.keys(steps);
  const samples = new Map<string, number[]>(names.map((name) => [name, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (let i = 0; i < names.length; i++) {
      const name = names[(round + i) % names.length] ?? "";
      const step = steps[name];
      if (step) samples.get(name)?.push(await step());
    }
  }
  const ms = (name: string) => median(samples.get(name) ?? []);
  const f = (x: number) => `${formatNumber(x)} ms`;
  const inside = median(executeMs);
  return [
    `Where the time goes: one request at a time, no load, ${ROUNDS} rounds, medians of client wall time. ` +
      `Baseline Worker: no-op ${f(ms("noop"))}; one D1 insert ${f(ms("insert"))}; the stand-in read through the ` +
      `same handler and client, then the insert, ${f(ms("floorRead"))}. System: the chat Worker's /health ` +
      `${f(ms("health"))}; the credentialed read ${f(ms("read"))}, of which the tools Worker's \`execute\` ` +
      `(context parse, the checks, upstream call, sanitize; the audit row's duration) is ${f(inside)} and the ` +
      `remaining ${f(ms("read") - inside)} is the chat Worker (routing, the one \`run\` RPC and back), the step's one ` +
      "D1 batch read before it (the session, policy, usage upserts and credential), the conversation id minted for " +
      "the read (no object is made for it), and the audit insert.",
  ];
}
