/**
 * B3: the hospital result path against its floor. Ours: the real search_network_hospitals handler
 * (run as the executor runs it, under its timeout) parses the ~84 KB, 250-record regional payload,
 * validates and re-ranks it and keeps ten, then the outcome builder sanitizes and caps it. The
 * floor: `JSON.parse` of the same payload alone.
 */
import { ok } from "../src/shared/result";
import { TOOL_MAX_RESULT_CHARS } from "../src/shared/sanitizer";
import { KARNATAKA_SOUTH } from "../workers/plancover/data/hospital-regions";
import { hospitalsOf } from "../workers/plancover/data/hospitals";
import { searchNetworkHospitals } from "../workers/tools/catalogue/hospitals/search-network-hospitals";
import { okOutcome } from "../workers/tools/chain/outcomes";
import { buildReadiness } from "../workers/tools/chain/readiness";
import { runHandler } from "../workers/tools/chain/run-handler";
import type { ToolIO } from "../workers/tools/registry/tool-spec";
import type { PlanCoverClient } from "../workers/tools/upstream/plancover-client";
import type { Benchmark } from "./lib/bench";
import { compare, consume, ratioOf, runRatios, type Subject } from "./lib/measure";
import { profileNotes } from "./lib/profile";
import { formatNumber, machine } from "./lib/report";

/** The bytes the stand-in answers for this region, whatever is asked. */
const payload = JSON.stringify({ region: KARNATAKA_SOUTH.name, hospitals: hospitalsOf(KARNATAKA_SOUTH) });

/** The upstream body parsed, as `response.json()` would (named, so a profile shows the floor's share). */
function parsePayload(): unknown {
  return JSON.parse(payload);
}

/** A PlanCover client whose only answer is the payload. */
const plancover: PlanCoverClient = {
  get: async () => ok(parsePayload()),
  post: async () => ok(parsePayload()),
};
const io: ToolIO = {
  plancover,
  knowledge: { search: async () => ok({ passages: [], held: null, unnamed: [] }) },
};
const readiness = buildReadiness({
  spec: { requiresCredential: true },
  auth: null,
  profilePresent: true,
  resolution: { kind: "resolved", headerNames: ["authorization"] },
});
const ARGS = { pin_code: "560034" };

async function hospitalPath(): Promise<string> {
  const result = await runHandler(searchNetworkHospitals, ARGS, () => io);
  if (!result.ok) throw new Error(`the hospital search failed: ${result.code}`);
  return JSON.stringify(
    okOutcome(result.data, undefined, readiness, searchNetworkHospitals.capDropOrder ?? [], "public").result,
  );
}

const BATCH = 4;
/** The bar: at most 1.3 times a bare JSON.parse of the payload. */
const TARGET = 1.3;

const ours: Subject = {
  name: "ours",
  async batch() {
    for (let i = 0; i < BATCH; i++) consume((await hospitalPath()).length);
    return BATCH;
  },
};

const floor: Subject = {
  name: "JSON.parse",
  async batch() {
    for (let i = 0; i < BATCH; i++) {
      const parsed: unknown = JSON.parse(payload);
      consume(parsed === null ? 0 : 1);
    }
    return BATCH;
  },
};

export const b3: Benchmark = {
  id: "B3",
  title: "hospital result path vs JSON.parse",
  async run() {
    const sample = await hospitalPath();
    const kept = (JSON.parse(sample) as { hospitals?: unknown[] }).hospitals?.length ?? 0;
    if (kept !== 10 || sample.length > TOOL_MAX_RESULT_CHARS) {
      throw new Error(`the path kept ${kept} hospitals in ${sample.length} characters`);
    }
    const result = await compare([ours, floor], { runs: 5, rounds: 20, sliceMs: 30, warmupMs: 600 });
    const unit = "µs/result";
    const ratio = ratioOf(result, "ours", "JSON.parse");
    const profile = ratio > TARGET ? await profileNotes(ours, 3000, "b3-ours") : [];
    return {
      id: "B3",
      title: "hospital result path vs JSON.parse",
      status: "measured",
      runs: result.runs,
      rows: [
        {
          label: "parse + re-rank + keep ten + sanitize + cap ÷ JSON.parse",
          ours: { value: (result.median.ours ?? NaN) / 1000, unit },
          peer: { name: "JSON.parse alone", value: (result.median["JSON.parse"] ?? NaN) / 1000, unit },
          ratio,
          perRun: runRatios(result, "ours", "JSON.parse"),
          target: { op: "<=", value: TARGET },
        },
      ],
      notes: [
        `Payload: the stand-in's ${KARNATAKA_SOUTH.name} region, ${hospitalsOf(KARNATAKA_SOUTH).length} records, ` +
          `${formatNumber(payload.length / 1024)} KiB; the search is for pin code ${ARGS.pin_code}. ` +
          `Ours keeps ${kept} records in ${sample.length} characters (cap ${TOOL_MAX_RESULT_CHARS}).`,
        "Ours runs the registered handler through `runHandler` (its timeout timer and abort signal included) " +
          "with a PlanCover client that answers `JSON.parse(payload)`, then `okOutcome` (sanitize + cap). " +
          "No network and no Response object on either side.",
        ...(profile.length > 0 ? ["", ...profile] : []),
      ],
      details: { perRunNs: result.perRun },
      machine: machine(),
      at: new Date().toISOString(),
    };
  },
};
