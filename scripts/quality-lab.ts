// `npm run quality-lab [-- --base http://localhost:8787] [--model <label>] [--only <id,id>] [--fold dev] [--truth]`:
// runs the Quality Lab's routing cases and then its truth cases against a running system over its public
// HTTP API (start it with `npm start`) and writes quality-lab/REPORT.md and quality-lab/report.json. Exits 1
// when a routing case fails outside the baseline or any uncaught server error happened, 2 when the system
// cannot be reached; the truth figures are reported, and enforced by the suite (TRUTH.md). With --only,
// --fold (dev or holdout) or --truth (the truth cases alone), the chosen cases run and print, and no report
// is written. Each demo member and one synthetic member sign in once per run, as a client would, so a run
// stays inside the sign-in throttles.
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { parseBaseline, parseCases, parseTruthCases, runLab } from "../quality-lab/lab";
import { reportMarkdown } from "../quality-lab/report";

/** A turn of the lab's may take this long before its request is given up, in milliseconds. */
const REQUEST_TIMEOUT_MS = 120_000;
/** A person may start 20 turns a minute: a refused case waits out the window, in milliseconds. */
const RATE_LIMIT_WAIT_MS = 61_000;
/** The sign-in throttles count per 15 minutes: a run started soon after another waits out the window. */
const SIGN_IN_WAIT_MAX_MS = 16 * 60_000;

const dir = path.resolve(import.meta.dirname, "../quality-lab");
const { values } = parseArgs({
  options: {
    base: { type: "string", default: "http://localhost:8787" },
    model: { type: "string", default: "the target's MODEL_PROVIDER (npm start: default, deterministic)" },
    only: { type: "string" },
    fold: { type: "string" },
    truth: { type: "boolean", default: false },
  },
});
const base = values.base.replace(/\/$/, "");
const only = values.only?.split(",").map((id) => id.trim());

const read = (file: string): unknown => JSON.parse(readFileSync(path.join(dir, file), "utf8"));
const allCases = parseCases(read("cases.json"));
const baseline = parseBaseline(read("baseline.json"));
const allTruthCases = parseTruthCases(read("truth-cases.json"));
const chosen = <T extends { id: string; fold: string }>(list: readonly T[]) =>
  list.filter((c) => (!values.fold || c.fold === values.fold) && (!only || only.includes(c.id)));
const cases = values.truth ? [] : chosen(allCases);
const truthCases = chosen(allTruthCases);
const partial = Boolean(only || values.fold || values.truth);

const health = await fetch(`${base}/health`).catch(() => null);
if (health?.status !== 200) {
  console.error(`✗ nothing answers ${base}/health: start the system with \`npm start\` (or pass --base).`);
  process.exit(2);
}

console.log(`▸ ${cases.length} cases and ${truthCases.length} truth cases against ${base}\n`);
const report = await runLab(
  (p, init) => fetch(`${base}${p}`, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) }),
  cases,
  baseline,
  {
    target: base,
    model: values.model,
    truthCases,
    rateLimitWaitMs: RATE_LIMIT_WAIT_MS,
    signInWaitMaxMs: SIGN_IN_WAIT_MAX_MS,
    onSignInWait: (ms) =>
      console.log(`… the sign-in throttles ask to wait ${Math.ceil(ms / 1000)} s (an earlier run's sign-ins); waiting`),
    onWait: (id, ms) =>
      console.log(`… ${id}: the person's turns-per-minute limit; waiting ${ms / 1000} s to run it again`),
    onCase: (c) => {
      const mark = c.pass ? "✓" : c.known_failure ? "~" : "✗";
      console.log(`${mark} ${c.id}: ${c.selected.join(", ") || "no tool"} → ${c.outcome}`);
      if (!c.pass) for (const reason of c.reasons) console.log(`    ${reason}`);
      if (!c.pass && only) console.log(`    answer: ${c.answer.replaceAll("\n", " / ")}`);
    },
    onTruthCase: (c) => {
      console.log(`${c.pass ? "✓" : "✗"} ${c.id}: ${c.pass ? "true for this member" : "not true for this member"}`);
      if (!c.pass) for (const reason of c.reasons) console.log(`    ${reason}`);
      if (!c.pass && partial) console.log(`    answer: ${c.answer.replaceAll("\n", " / ")}`);
    },
  },
);

const t = report.totals;
console.log(
  `\n${t.cases} cases: ${t.passed} passed, ${t.failed} failed (${t.known_failures} known). ` +
    `Uncaught server errors: ${t.uncaught_server_errors}. Tools reached: ${t.tools_reached}/${t.tools_total}.`,
);
if (report.truth) {
  const folds = report.truth.folds.map((f) => `${f.key} ${f.true_cases}/${f.cases} (${f.rate ?? "—"}%)`).join(", ");
  console.log(`True for this member: ${report.truth.true_cases}/${report.truth.cases}: ${folds}.`);
}
if (!partial) {
  const json = path.join(dir, "report.json");
  const markdown = path.join(dir, "REPORT.md");
  writeFileSync(json, `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(markdown, reportMarkdown(report, baseline));
  // In the project's own style (Biome), so the committed report passes `npm run lint` as written.
  spawnSync("npx", ["biome", "format", "--write", json, markdown], { stdio: "ignore" });
  console.log("▸ wrote quality-lab/REPORT.md and quality-lab/report.json");
}
process.exit(report.ok ? 0 : 1);
