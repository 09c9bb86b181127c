// `npm run deploy`: one command from an empty Cloudflare account to a running toolgate.
// It creates what is missing (the D1 database, the secrets), applies the migrations to the deployed
// database, and deploys the Workers in the order their bindings need, all with the `production`
// environment, which points the tools Worker at the real PlanCover API and never binds the stand-in.
// Safe to run again: what exists is kept, and only the Workers are redeployed.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline/promises";
import { DATABASE_NAME, PLACEHOLDER_DATABASE_ID, PRODUCTION, WORKERS } from "./deploy/workers.mjs";

const root = path.resolve(import.meta.dirname, "..");
const dryRun = process.argv.includes("--dry-run");

function wrangler(args, { input, capture = false } = {}) {
  const shown = `wrangler ${args.join(" ")}`;
  if (!capture) console.log(`\n▸ ${shown}`);
  if (dryRun && !args.includes("--dry-run") && !capture) return { ok: true, stdout: "" };
  const result = spawnSync("npx", ["wrangler", ...args], {
    cwd: root,
    input,
    encoding: "utf8",
    stdio: capture || input !== undefined ? ["pipe", "pipe", "inherit"] : "inherit",
  });
  return { ok: result.status === 0, stdout: result.stdout ?? "" };
}

function fail(message) {
  console.error(`✗ ${message}`);
  process.exit(1);
}

/** The D1 database: found by name, or created; its id written into every production config. */
function ensureDatabase() {
  const listed = wrangler(["d1", "list", "--json"], { capture: true });
  if (!listed.ok) fail("could not list D1 databases: run `npx wrangler login` first.");
  const found = JSON.parse(listed.stdout || "[]").find((db) => db.name === DATABASE_NAME);
  let id = found?.uuid;
  if (!id) {
    const created = wrangler(["d1", "create", DATABASE_NAME], { capture: true });
    id = created.stdout.match(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/)?.[0];
    if (!created.ok || !id) fail(`could not create the D1 database ${DATABASE_NAME}.`);
    console.log(`▸ created D1 database ${DATABASE_NAME} (${id})`);
  }
  for (const worker of WORKERS.filter((w) => w.usesDatabase)) {
    const file = path.join(root, worker.config);
    const text = readFileSync(file, "utf8");
    if (text.includes(PLACEHOLDER_DATABASE_ID)) {
      // Only the production block carries the placeholder; the local one keeps its fixed id.
      writeFileSync(file, text.replace(PLACEHOLDER_DATABASE_ID, id));
      console.log(`▸ wrote the database id into ${worker.config} (commit it)`);
    }
  }
}

/** Each Worker's secrets: the missing ones generated (random keys) or asked for (tokens). */
async function ensureSecrets() {
  const ask = createInterface({ input: process.stdin, output: process.stdout });
  try {
    for (const worker of WORKERS) {
      const listed = wrangler(["secret", "list", "-c", worker.config, "--env", PRODUCTION], { capture: true });
      const present = new Set(listed.ok ? JSON.parse(listed.stdout || "[]").map((s) => s.name) : []);
      for (const secret of worker.secrets.filter((s) => !present.has(s.name))) {
        const value =
          secret.generate === "base64-32"
            ? randomBytes(32).toString("base64")
            : secret.generate === "hex-32"
              ? randomBytes(32).toString("hex")
              : await ask.question(`${secret.name} (${secret.what}; empty to skip): `);
        if (!value) {
          console.log(`▸ ${secret.name} skipped${secret.optional ? "" : " (required: set it before use)"}`);
          continue;
        }
        const put = wrangler(["secret", "put", secret.name, "-c", worker.config, "--env", PRODUCTION], {
          input: `${value}\n`,
        });
        if (!put.ok) fail(`could not set ${secret.name} on ${worker.name}.`);
      }
    }
  } finally {
    ask.close();
  }
}

/**
 * The Workers bind each other both ways (the chat Worker calls the tools Worker; the tools Worker
 * binds the chat Worker's Durable Object classes), and Cloudflare refuses a binding to a script that
 * does not exist. On the first deploy a placeholder tools Worker (no bindings) breaks the cycle.
 */
function deployWorkers() {
  // The web Worker holds the web app and the console (web/dist): build them first.
  const built = spawnSync("npx", ["vite", "build", "-c", "web/vite.config.ts"], { cwd: root, stdio: "inherit" });
  if (built.status !== 0) fail("building the web app failed.");
  const tools = WORKERS.find((w) => w.name === "tools");
  const exists = wrangler(["deployments", "list", "-c", tools.config, "--env", PRODUCTION], { capture: true }).ok;
  if (!exists && !dryRun) {
    wrangler(["deploy", "-c", "scripts/deploy/placeholder.toml"]);
  }
  for (const worker of WORKERS.filter((w) => w.deploy)) {
    const args = ["deploy", "-c", worker.config, "--env", PRODUCTION];
    if (!wrangler(dryRun ? [...args, "--dry-run"] : args).ok) fail(`deploying ${worker.name} failed.`);
  }
}

if (!dryRun && !wrangler(["whoami"], { capture: true }).ok) fail("not logged in: run `npx wrangler login` first.");
if (!dryRun) {
  ensureDatabase();
  await ensureSecrets();
  const tools = WORKERS.find((w) => w.name === "tools");
  if (!wrangler(["d1", "migrations", "apply", DATABASE_NAME, "--remote", "-c", tools.config, "--env", PRODUCTION]).ok) {
    fail("applying the D1 migrations failed.");
  }
}
deployWorkers();
console.log(
  dryRun
    ? "\n✓ dry run: every Worker bundles with its production configuration."
    : "\n✓ deployed. Next: write the company policy with the admin routes (README, Deploy).",
);
