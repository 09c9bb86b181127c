/**
 * Argument fuzzing for every tool, through the real tool-call service: at least 1,000 generated
 * argument objects per tool, each invalid by construction (see test/support/reliability/fuzz/arbitraries.ts), given to the
 * service's executor in workerd by a signed-in member who holds the portal the valid examples name
 * (so a call that slipped through would reach the handler). Every call must be refused as
 * invalid_arguments with its own audit row in D1, and the stand-in's request ledger must stay
 * empty: no invalid argument reaches a handler. The loop's ports are the executor's own with the
 * policy and the session resolved once and audit rows batched (test/support/reliability/fuzz/fast-ports.ts): 15,000 calls one D1 round trip at a
 * time would take minutes on two cores. A sample of the same arguments also goes the whole way over
 * HTTP (`POST /v1/tools/:name/run`, nothing swapped), where nothing may answer a 5xx.
 *
 * A failure names the tool, the strategy that broke the arguments and the seed that replays them.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { newId } from "../../src/shared/ids";
import type { ToolOutcome } from "../../src/shared/outcome";
import { registry } from "../../workers/tools/catalogue/registry";
import { execute } from "../../workers/tools/chain/executor";
import { argumentSchema } from "../../workers/tools/registry/tool-definitions";
import { createCompany } from "../support/company";
import { auditRows, contextFor } from "../support/executor";
import { call, signInOverHttp } from "../support/http";
import { DEMO, uniqueMobile } from "../support/members";
import { signIn } from "../support/people";
import { type BrokenArgs, brokenArgsFor } from "../support/reliability/fuzz/arbitraries";
import { fuzzPorts } from "../support/reliability/fuzz/fast-ports";
import { PROFILES } from "../support/reliability/fuzz/profiles";
import { ledgerMark, requestsSince } from "../support/stand-in";

/** The chat Worker's MAX_BODY_BYTES (wrangler.toml). */
const EDGE_MAX_BODY_BYTES = 65_536;

const PER_TOOL = 1_000;
/** Calls in flight at once: enough to overlap the RPC and D1 round trips on two cores. */
const CONCURRENCY = 32;
/** Per tool over HTTP: under the demo company's 60 calls a minute for one member. */
const HTTP_PER_TOOL = 40;

/** Generous: the loops take seconds on an idle machine, but the machine is shared. */
const LOOP_TIMEOUT_MS = 120_000;

const SEED = Date.now() % 2_147_483_647;

function samples(name: string, count: number, salt: number): BrokenArgs[] {
  const profile = PROFILES[name];
  if (!profile) throw new Error(`no fuzz profile for ${name}: add one to test/support/reliability/fuzz/profiles.ts`);
  return fc.sample(brokenArgsFor(profile), { numRuns: count, seed: SEED + salt });
}

async function inBatches<T, R>(items: readonly T[], size: number, work: (item: T, index: number) => Promise<R>) {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < items.length; i = next++) results[i] = await work(items[i] as T, i);
  };
  await Promise.all(Array.from({ length: size }, worker));
  return results;
}

/**
 * A member and a conversation of theirs, made by one ordinary call: the fuzzed calls name it, so
 * each is one more call in it (as a client's are) rather than a new Conversation object apiece.
 */
async function memberWithConversation(): Promise<{ token: string; conversationId: string }> {
  const token = await signInOverHttp(uniqueMobile());
  const response = await call("/v1/tools/search_policy_knowledge/run", {
    token,
    body: { args: { query: "waiting period" } },
  });
  const { conversationId } = (await response.json()) as { conversationId: string };
  return { token, conversationId };
}

const describeOutcome = (outcome: ToolOutcome) =>
  outcome.status === "failed" ? `failed ${outcome.code}` : outcome.status;

describe("argument fuzzing of every tool through the tool-call service", () => {
  it("has a fuzz profile for every registered tool, and only for those", () => {
    expect(Object.keys(PROFILES).sort()).toEqual([...registry.names].sort());
  });

  it("profiles every argument each tool declares, so a random extra key is never one it accepts", () => {
    for (const name of registry.names) {
      const spec = registry.get(name);
      const properties = spec ? (argumentSchema(spec) as { properties?: Record<string, unknown> }).properties : {};
      const profiled = [...Object.keys(PROFILES[name]?.keys ?? {}), ...(PROFILES[name]?.alsoAccepts ?? [])];
      expect(profiled.sort(), name).toEqual(Object.keys(properties ?? {}).sort());
    }
  });

  it.each([...registry.names])(
    `refuses ${PER_TOOL.toLocaleString("en")} broken argument objects for %s, each audited, none reaching the upstream`,
    async (name) => {
      const salt = registry.names.indexOf(name);
      const companyId = await createCompany();
      const asha = await signIn(DEMO.asha.mobile, companyId);
      const ports = await fuzzPorts(companyId);
      const conversationId = newId("conv_fuzz_");
      const broken = samples(name, PER_TOOL, salt);
      const mark = await ledgerMark();

      // One session resolved once, as the service's session capability does for a request.
      const contexts = {
        agent: await contextFor(asha, { conversationId, invocationSource: "agent" }),
        user: await contextFor(asha, { conversationId, invocationSource: "user" }),
      };

      const outcomes = await inBatches(broken, CONCURRENCY, (sample, i) =>
        execute(
          { toolCallId: `fuzz-${i}`, name, args: sample.args },
          i % 2 === 0 ? contexts.agent : contexts.user,
          ports,
        ),
      );

      const wrong = outcomes
        .map((outcome, i) => ({ outcome: describeOutcome(outcome), how: broken[i]?.how }))
        .filter((row) => row.outcome !== "failed invalid_arguments");
      expect(wrong, `seed ${SEED + salt}`).toEqual([]);
      expect(await requestsSince(mark), `seed ${SEED + salt}`).toEqual([]);
      const rows = await auditRows(conversationId);
      expect(rows).toHaveLength(PER_TOOL);
      expect(new Set(rows.map((row) => row.tool_call_id)).size).toBe(PER_TOOL);
      expect(rows.every((row) => row.failure_code === "invalid_arguments" && row.tool_name === name)).toBe(true);
    },
    LOOP_TIMEOUT_MS,
  );

  it(
    "answers broken arguments over HTTP with a 400 or a refused outcome, never a 5xx, and calls nothing upstream",
    async () => {
      const members = await Promise.all(registry.names.map(() => memberWithConversation()));
      const mark = await ledgerMark();
      const statuses = new Map<number, number>();
      for (const [salt, name] of registry.names.entries()) {
        const { token, conversationId } = members[salt] ?? { token: "", conversationId: "" };
        const broken = samples(name, HTTP_PER_TOOL, 1_000 + salt);
        await inBatches(broken, 8, async (sample) => {
          const sent = { conversationId, args: sample.args };
          const response = await call(`/v1/tools/${name}/run`, { token, body: sent });
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          const body = (await response.json()) as { outcome?: ToolOutcome; error?: { code: string } };
          // A body past the edge's size limit is refused before it is read (413), any other broken body is
          // a 400. The size is the whole body's as sent, conversation id included (a sample just under the
          // limit on its own can be over it with the id).
          const oversized = new TextEncoder().encode(JSON.stringify(sent)).length > EDGE_MAX_BODY_BYTES;
          if (response.status === 200) expect(body.outcome, sample.how).toMatchObject({ code: "invalid_arguments" });
          else
            expect({ status: response.status, code: body.error?.code }, sample.how).toEqual(
              oversized ? { status: 413, code: "payload_too_large" } : { status: 400, code: expect.any(String) },
            );
        });
      }
      expect([...statuses.keys()].filter((status) => status >= 500)).toEqual([]);
      expect(await requestsSince(mark)).toEqual([]);
    },
    LOOP_TIMEOUT_MS,
  );
});
