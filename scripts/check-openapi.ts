// `npm run check:openapi -- <file or URL> [--write]`: reads an OpenAPI document (the real PlanCover API's,
// or the stand-in's at http://localhost:8787's sibling), and for every tool that calls PlanCover compares
// the tool's `requiresCredential` with the `security` the document gives its operation. Prints one line
// per tool; exits 1 on any disagreement or missing operation (both sources named), 2 when the document
// cannot be read. `--write` records the document's requirements in
// workers/tools/upstream/openapi/documented.json, the evidence readiness reports at runtime.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { TOOL_FAMILY_LISTS } from "../workers/tools/catalogue";
import { checkToolRequirements, documentedEvidence } from "../workers/tools/catalogue/openapi-check";
import { createRegistry } from "../workers/tools/registry/registry";
import { parseOpenApiDocument } from "../workers/tools/upstream/openapi/requirements";

const EVIDENCE_FILE = path.resolve(import.meta.dirname, "../workers/tools/upstream/openapi/documented.json");

const { values, positionals } = parseArgs({
  options: { write: { type: "boolean", default: false } },
  allowPositionals: true,
});
const source = positionals[0];
if (!source) {
  console.error("usage: npm run check:openapi -- <OpenAPI document: a file or an http(s) URL> [--write]");
  process.exit(2);
}

async function readDocument(from: string): Promise<unknown> {
  if (/^https?:\/\//.test(from)) {
    const response = await fetch(from, { headers: { accept: "application/json" } });
    if (!response.ok) throw new Error(`${from} answered ${response.status}`);
    return response.json();
  }
  return JSON.parse(readFileSync(from, "utf8"));
}

let raw: unknown;
try {
  raw = await readDocument(source);
} catch (error) {
  console.error(`✗ cannot read ${source}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}
const document = parseOpenApiDocument(raw);
if (!document.ok) {
  console.error(`✗ ${source}: ${document.error}`);
  process.exit(2);
}

const registry = createRegistry(TOOL_FAMILY_LISTS);
const report = checkToolRequirements(document.value, registry.tools);
for (const finding of report.findings) {
  const mark = finding.verdict === "agree" ? "✓" : finding.verdict === "silent" ? "·" : "✗";
  console.log(`${mark} ${finding.message}`);
}
const failed = report.findings.filter((f) => f.verdict === "disagree" || f.verdict === "missing_operation");
console.log(`\n${report.findings.length} tools checked against ${source}: ${failed.length} failing`);

if (values.write) {
  const info = (raw as { info?: { title?: unknown; version?: unknown } }).info;
  const evidence = {
    document: `${String(info?.title ?? "untitled")} ${String(info?.version ?? "")}`.trim(),
    tools: documentedEvidence(report),
  };
  writeFileSync(EVIDENCE_FILE, `${JSON.stringify(evidence, null, 2)}\n`);
  console.log(`wrote ${path.relative(process.cwd(), EVIDENCE_FILE)}`);
}
process.exit(report.ok ? 0 : 1);
