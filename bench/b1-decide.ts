/**
 * B1: one access decision three ways over the same scenario. Ours is the chain's pure checks (known
 * tool, offered by policy with its narrowing, role, ownership from the caller's portals) over the
 * real registry; the peers are casbin (`enforceSync`, RBAC with an ownership matcher) and Cedar
 * (cedar-wasm, the policy set parsed once). All three must agree on every case before any time counts.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import * as cedar from "@cedar-policy/cedar-wasm/nodejs";
import { newEnforcer, newModelFromString } from "casbin";
import { checkKnownTool, checkOffered, checkOwnership, checkRole } from "../workers/tools/chain/checks";
import {
  buildScenario,
  type DecisionCase,
  grantsOf,
  type Principal,
  SCENARIO_CHANNEL,
  type Scenario,
} from "./fixtures/decide-scenario";
import { BenchFailure, type Benchmark } from "./lib/bench";
import { compare, consume, ratioOf, runRatios, type Subject } from "./lib/measure";
import { BENCH_DIR, machine } from "./lib/report";

type Decider = (c: DecisionCase) => boolean;

function oursFor(scenario: Scenario): Decider {
  const { registry, policy } = scenario;
  return (c) => {
    const known = checkKnownTool(registry, c.tool);
    if (!known.ok) return false;
    const offered = checkOffered(policy, known.value, SCENARIO_CHANNEL);
    if (!offered.ok) return false;
    if (!checkRole(known.value, offered.value.row, c.principal.auth).ok) return false;
    return checkOwnership(known.value, c.args, c.principal.auth).ok;
  };
}

async function casbinFor(scenario: Scenario): Promise<Decider> {
  const model = newModelFromString(readFileSync(path.join(BENCH_DIR, "fixtures/casbin-model.conf"), "utf8"));
  const enforcer = await newEnforcer(model);
  await enforcer.addPolicies(grantsOf(scenario).map((g) => [g.role, g.tool, g.ownership]));
  await enforcer.addGroupingPolicies(scenario.principals.map((p) => [p.id, p.role]));
  await enforcer.addNamedGroupingPolicies(
    "g2",
    scenario.principals.flatMap((p) => p.portals.map((portal) => [p.id, portal])),
  );
  return (c) => enforcer.enforceSync(c.principal.id, c.tool, c.portal ?? "");
}

/** The Cedar policy text: one permit per grant, an ownership condition where the tool needs one. */
export function cedarPolicies(scenario: Scenario): string {
  return grantsOf(scenario)
    .map((g) => {
      const head = `permit (principal in Role::"${g.role}", action == Action::"call", resource == Tool::"${g.tool}")`;
      return g.ownership === "owns_portal"
        ? `${head}\nwhen { context has portal && principal.portals.contains(context.portal) };`
        : `${head};`;
    })
    .join("\n");
}

const POLICY_SET_ID = "b1";

function cedarFor(scenario: Scenario): Decider {
  const parsed = cedar.preparsePolicySet(POLICY_SET_ID, { staticPolicies: cedarPolicies(scenario) });
  if (parsed.type !== "success") throw new BenchFailure(`cedar rejected the policy set: ${JSON.stringify(parsed)}`);
  const entitiesOf = new Map<Principal, cedar.EntityJson[]>();
  for (const p of scenario.principals) {
    const user: cedar.EntityJson = {
      uid: { type: "User", id: p.id },
      attrs: { portals: [...p.portals] },
      parents: [{ type: "Role", id: p.role }],
    };
    const role: cedar.EntityJson = { uid: { type: "Role", id: p.role }, attrs: {}, parents: [] };
    entitiesOf.set(p, [user, role]);
  }
  return (c) => {
    const answer = cedar.statefulIsAuthorized({
      principal: { type: "User", id: c.principal.id },
      action: { type: "Action", id: "call" },
      resource: { type: "Tool", id: c.tool },
      context: c.portal === null ? {} : { portal: c.portal },
      preparsedPolicySetId: POLICY_SET_ID,
      entities: entitiesOf.get(c.principal) ?? [],
    });
    if (answer.type !== "success") throw new BenchFailure(`cedar failed: ${JSON.stringify(answer.errors)}`);
    return answer.response.decision === "allow";
  };
}

function describeCase(c: DecisionCase): string {
  return `${c.principal.id} (${c.principal.role}, portals [${c.principal.portals.join(", ")}]) → ${c.tool}(${c.portal ?? "no portal"})`;
}

/** Every case decided by all three; any disagreement fails the bench before timing starts. */
function checkAgreement(scenario: Scenario, deciders: Record<string, Decider>): { allowed: number } {
  let allowed = 0;
  const disagreements: string[] = [];
  for (const c of scenario.cases) {
    const answers = Object.entries(deciders).map(([name, decide]) => [name, decide(c)] as const);
    if (answers[0]?.[1]) allowed++;
    if (answers.some(([, answer]) => answer !== answers[0]?.[1])) {
      disagreements.push(`- ${describeCase(c)}: ${answers.map(([n, a]) => `${n} ${a ? "allow" : "deny"}`).join(", ")}`);
    }
  }
  if (disagreements.length > 0) {
    throw new BenchFailure(`the deciders disagree on ${disagreements.length} of ${scenario.cases.length} cases`, [
      `The deciders disagree on ${disagreements.length} of ${scenario.cases.length} cases (first 20):`,
      "",
      ...disagreements.slice(0, 20),
    ]);
  }
  return { allowed };
}

/** Decides `chunk` cases per batch, walking the case set round and round (a slice stays short). */
function subject(name: string, decide: Decider, cases: readonly DecisionCase[], chunk: number): Subject {
  let next = 0;
  return {
    name,
    batch() {
      let allowed = 0;
      for (let i = 0; i < chunk; i++) {
        const c = cases[next];
        next = (next + 1) % cases.length;
        if (c && decide(c)) allowed++;
      }
      consume(allowed);
      return chunk;
    },
  };
}

/** Cases per batch: the whole set for ours (nanoseconds each), a few for the engines (microseconds). */
const CHUNKS: Record<string, number> = { ours: 2_000, casbin: 40, cedar: 20 };

export const b1: Benchmark = {
  id: "B1",
  title: "decide vs policy engines",
  async run() {
    const scenario = buildScenario();
    const deciders = { ours: oursFor(scenario), casbin: await casbinFor(scenario), cedar: cedarFor(scenario) };
    const { allowed } = checkAgreement(scenario, deciders);
    const cases = scenario.cases;
    const result = await compare(
      Object.entries(deciders).map(([name, decide]) => subject(name, decide, cases, CHUNKS[name] ?? 20)),
      { runs: 5, rounds: 20, sliceMs: 20, warmupMs: 400 },
    );
    const unit = "ns/decision";
    const ours = { value: result.median.ours ?? NaN, unit };
    return {
      id: "B1",
      title: "decide vs policy engines",
      status: "measured",
      runs: result.runs,
      rows: [
        {
          label: "ours ÷ casbin",
          ours,
          peer: { name: "casbin enforceSync", value: result.median.casbin ?? NaN, unit },
          ratio: ratioOf(result, "ours", "casbin"),
          perRun: runRatios(result, "ours", "casbin"),
          target: { op: "<=", value: 0.02 },
        },
        {
          label: "ours ÷ cedar",
          ours,
          peer: { name: "cedar-wasm statefulIsAuthorized", value: result.median.cedar ?? NaN, unit },
          ratio: ratioOf(result, "ours", "cedar"),
          perRun: runRatios(result, "ours", "cedar"),
          target: { op: "<=", value: 0.005 },
        },
      ],
      notes: [
        `${cases.length} seeded cases (${scenario.principals.length} principals: member/agent/admin with 0–3 portals; ` +
          `the ${scenario.registry.names.length} registered tools plus unknown names; owned, foreign and missing portals), ` +
          `${allowed} allowed and ${cases.length - allowed} denied, identically by all three before any time was taken.`,
        "Policy: every tool offered on every channel except one switched off, and one row narrowing " +
          "`get_policy_members` to members. casbin: `fixtures/casbin-model.conf` (g: user→role, g2: user→portal); " +
          "Cedar: one `permit` per (role, tool), `principal.portals.contains(context.portal)` for owns_portal tools, " +
          "entities (the user and its role) passed with each request as the API requires.",
        "Per-decision time over the case set (ours decides all of it per batch, the engines a few cases at a time, " +
          "round and round), in 20 rounds of 20 ms slices per run, the three alternated in every round.",
      ],
      details: { perRun: result.perRun },
      machine: machine(),
      at: new Date().toISOString(),
    };
  },
};
