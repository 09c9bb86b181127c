// `npm run corpus:ingest -- <folder> [--company demo] [--remote] [--prune] [--seed <file>]`: loads a
// folder of Markdown policy documents into D1's knowledge_chunks (and so its FTS5 index), touching only
// sections whose content hash changed. The pure work (parse, plan, SQL) lives in
// workers/tools/knowledge/corpus/ and is shared with the tests; this file only reads files and runs wrangler.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { parseCorpusDocument } from "../../workers/tools/knowledge/corpus/parse-markdown.ts";
import { planIngest, tallyByDocument } from "../../workers/tools/knowledge/corpus/plan-ingest.ts";
import {
  planStatements,
  snapshotStatements,
  sqlFile,
  storedChunksQuery,
} from "../../workers/tools/knowledge/corpus/sql.ts";

const root = path.resolve(import.meta.dirname, "../..");
const DATABASE = "toolgate";
const COMPANY_ID = /^[a-z0-9][a-z0-9_-]{0,63}$/;
const USAGE = `usage: npm run corpus:ingest -- <folder> [options]

  <folder>              Markdown documents of one company (corpus/<company>/<document>.md)
  --company <id>        the company the documents belong to (default: demo)
  --remote              write to the deployed D1 instead of the local one that npm start uses
  --persist-to <dir>    the local D1 state folder (default: .wrangler/state)
  --prune               also remove the company's stored documents that the folder does not hold
  --seed <file>         write the corpus as a seed SQL file instead of touching D1`;

/** A failure the person can act on: printed as one line, never a stack trace. */
class CliError extends Error {}

function options() {
  try {
    const { values, positionals } = parseArgs({
      allowPositionals: true,
      options: {
        company: { type: "string", default: "demo" },
        remote: { type: "boolean", default: false },
        "persist-to": { type: "string", default: ".wrangler/state" },
        prune: { type: "boolean", default: false },
        seed: { type: "string" },
        help: { type: "boolean", short: "h", default: false },
      },
    });
    if (values.help) {
      console.log(USAGE);
      process.exit(0);
    }
    if (positionals.length !== 1) throw new CliError(`give exactly one corpus folder\n\n${USAGE}`);
    if (!COMPANY_ID.test(values.company)) {
      throw new CliError(`--company must be lowercase letters, digits, - or _ (got "${values.company}")`);
    }
    return { folder: positionals[0], ...values };
  } catch (error) {
    if (error instanceof CliError) throw error;
    throw new CliError(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
  }
}

/** Every document in the folder, parsed; all malformed files are reported before giving up. */
async function readCorpus(folder) {
  const dir = path.resolve(folder);
  if (!statSync(dir, { throwIfNoEntry: false })?.isDirectory()) throw new CliError(`no such folder: ${folder}`);
  const files = readdirSync(dir)
    .filter((f) => f.endsWith(".md"))
    .sort();
  if (files.length === 0) throw new CliError(`no Markdown documents (*.md) in ${folder}`);
  const documents = [];
  const problems = [];
  for (const file of files) {
    const parsed = await parseCorpusDocument(file, readFileSync(path.join(dir, file), "utf8"));
    if (!parsed.ok) {
      const where = path.join(folder, file) + (parsed.error.line === null ? "" : `:${parsed.error.line}`);
      problems.push(`${where}: ${parsed.error.message}`);
      continue;
    }
    documents.push(parsed.value);
  }
  if (problems.length > 0) throw new CliError(`malformed corpus, nothing was loaded:\n  ${problems.join("\n  ")}`);
  return documents;
}

function wrangler(target, args, what) {
  const result = spawnSync(
    "npx",
    ["wrangler", "d1", "execute", DATABASE, ...target, "-c", "workers/tools/wrangler.toml", ...args],
    {
      cwd: root,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  if (result.status === 0) return result.stdout;
  const reason = wranglerReason(`${result.stdout}\n${result.stderr}`);
  const hint = /no such table/.test(reason)
    ? `\n  apply the migrations first: npx wrangler d1 migrations apply ${DATABASE} ${target.join(" ")} -c workers/tools/wrangler.toml`
    : "";
  throw new CliError(`${what} failed: ${reason}${hint}`);
}

/** Wrangler's own one-line reason: the JSON error it prints with --json, else its error lines. */
function wranglerReason(output) {
  try {
    const text = JSON.parse(output.slice(output.indexOf("{"), output.lastIndexOf("}") + 1))?.error?.text;
    if (typeof text === "string") return text;
  } catch {
    // Not JSON: wrangler printed plain text, searched below.
  }
  const lines = output
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => /error|not found|authenticat|no such/i.test(line));
  return lines.slice(0, 3).join(" / ") || "wrangler exited with an error";
}

function readStored(target, companyId) {
  const out = wrangler(target, ["--json", "--command", storedChunksQuery(companyId)], "reading the stored corpus");
  try {
    const [first] = JSON.parse(out);
    return first.results.map((r) => ({ document: r.document, section: r.section, contentHash: r.contentHash }));
  } catch {
    throw new CliError("reading the stored corpus: wrangler's answer was not the JSON expected");
  }
}

function applyStatements(target, statements) {
  const dir = mkdtempSync(path.join(tmpdir(), "corpus-ingest-"));
  try {
    const file = path.join(dir, "ingest.sql");
    writeFileSync(file, sqlFile(["corpus:ingest, generated"], statements));
    wrangler(target, ["--yes", "--file", file], "applying the changes");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  const opts = options();
  const documents = await readCorpus(opts.folder);
  const sections = documents.reduce((n, d) => n + d.chunks.length, 0);
  console.log(`▸ ${opts.folder}: ${documents.length} documents, ${sections} sections, company ${opts.company}`);
  for (const doc of documents) {
    for (const heading of doc.emptySections) console.log(`  ! ${doc.document}: "${heading}" has no text; skipped`);
  }

  if (opts.seed) {
    const chunks = documents.flatMap((d) => d.chunks);
    const header = [
      `The policy corpus of company \`${opts.company}\`: ${documents.length} documents, ${sections} sections.`,
      `Generated from ${opts.folder} by \`npm run corpus:ingest -- ${opts.folder} --seed ${opts.seed}\`;`,
      "edit the Markdown and regenerate, never this file. Idempotent: the first statement removes the",
      "company's sections the corpus no longer has; each upsert writes only when a section's content hash",
      "changed, and the knowledge_chunks triggers keep knowledge_fts in step. One statement per `;\\n`.",
    ];
    writeFileSync(path.resolve(opts.seed), sqlFile(header, snapshotStatements(opts.company, chunks)));
    console.log(`✓ wrote ${opts.seed}`);
    return;
  }

  const target = opts.remote ? ["--remote"] : ["--local", "--persist-to", opts["persist-to"]];
  console.log(`▸ reading what the ${opts.remote ? "remote" : "local"} D1 holds`);
  const plan = planIngest(opts.company, documents, readStored(target, opts.company), { prune: opts.prune });
  for (const t of tallyByDocument(plan)) {
    console.log(
      `  ${t.document}: ${t.added} added, ${t.changed} changed, ${t.removed} removed, ${t.unchanged} unchanged`,
    );
  }
  for (const document of plan.keptDocuments) {
    console.log(`  ${document}: stored but not in ${opts.folder}; kept (--prune removes it)`);
  }
  const total = `${plan.added.length} added, ${plan.changed.length} changed, ${plan.removed.length} removed, ${plan.unchanged.length} unchanged`;
  const statements = planStatements(plan);
  if (statements.length === 0) {
    console.log(`✓ nothing to change (${total})`);
    return;
  }
  console.log(`▸ applying ${statements.length} statement${statements.length === 1 ? "" : "s"}`);
  applyStatements(target, statements);
  console.log(`✓ ${total}`);
}

main().catch((error) => {
  if (!(error instanceof CliError)) throw error;
  console.error(`✗ ${error.message}`);
  process.exit(1);
});
