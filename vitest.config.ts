/**
 * Tests run inside workerd: the chat Worker is the Worker under test; the tools Worker and the
 * PlanCover stand-in are real auxiliary Workers, bundled by wrangler before the pool starts
 * (auxiliary Workers must be JavaScript, and a globalSetup would run too late).
 */
import { execFile } from "node:child_process";
import { readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { configDefaults, defineConfig } from "vitest/config";

const root = import.meta.dirname;
const execFileAsync = promisify(execFile);
const PROJECT = "toolgate";
/** The plugin renames the Worker under test to this; the tools Worker binds its Durable Object by it. */
const RUNNER = `vitest-plugin-runner-${PROJECT}`;
const COMPATIBILITY = { compatibilityDate: "2026-08-01", compatibilityFlags: ["nodejs_compat"] };
const D1_ID = "00000000-0000-4000-8000-000000000001";
/** Files at once: each worker is a workerd beside vitest's own process, so two suit two cores (`--maxWorkers` overrides). */
const WORKERS = 2;

/** Test-only secrets and knobs (the real ones come from .dev.vars or `wrangler secret`). */
export const TEST_SECRETS = {
  CREDENTIAL_KEY: "dGVzdC1vbmx5LWNyZWRlbnRpYWwta2V5LTMyLWJ5dGU=",
  AUDIT_HASH_KEY: "test-only-audit-hash-key",
  PLANCOVER_SIGNING_KEY: "test-only-plancover-signing-key",
  ADMIN_TOKEN: "test-admin-token",
};

/** The tools Worker's [vars], as its wrangler.toml sets them. */
const TOOLS_VARS = {
  PLANCOVER_AUTH_PROFILE: "bearer",
  PENDING_ACTION_TTL_SECONDS: "600",
  DEFAULT_COMPANY_ID: "demo",
  PLANCOVER_BASE_URL: "",
  GUEST_SESSION_TTL_SECONDS: "3600",
};

/** The demo seed (policy, corpus) as statements, applied after the migrations by the setup file. */
function readSeeds(): string[] {
  const dir = path.join(root, "d1/seed");
  return readdirSync(dir)
    .filter((file) => file.endsWith(".sql"))
    .sort()
    .flatMap((file) => splitSqlStatements(readFileSync(path.join(dir, file), "utf8")));
}

/** Splits a seed file on statement-ending semicolons (seed files keep one statement per `;\n`). */
function splitSqlStatements(text: string): string[] {
  const withoutComments = text
    .split("\n")
    .filter((line) => !line.trimStart().startsWith("--"))
    .join("\n");
  return withoutComments
    .split(/;\s*\n/)
    .map((statement) => statement.trim().replace(/;$/, ""))
    .filter((statement) => statement.length > 0);
}

/** Bundles an auxiliary Worker (the three are bundled side by side: wrangler's own start is most of each). */
async function bundle(worker: string, config = `workers/${worker}/wrangler.toml`): Promise<string> {
  // One folder per run, so runs started side by side never overwrite each other's bundle.
  const outdir = path.join(root, ".build", String(process.pid), worker);
  process.once("exit", () => rmSync(path.dirname(outdir), { recursive: true, force: true }));
  await execFileAsync("npx", ["wrangler", "deploy", "--dry-run", "--outdir", outdir, "-c", config], { cwd: root });
  return path.join(outdir, "index.js");
}

export default defineConfig(async () => {
  const [migrations, tools, plancover, modelServer] = await Promise.all([
    readD1Migrations(path.join(root, "d1/migrations")),
    bundle("tools"),
    bundle("plancover"),
    bundle("model-server", "test/support/model-server/wrangler.toml"),
  ]);
  return {
    plugins: [
      cloudflareTest({
        wrangler: { configPath: "./wrangler.toml" },
        miniflare: {
          bindings: {
            TEST_MIGRATIONS: migrations,
            TEST_SEEDS: readSeeds(),
            ...TEST_SECRETS,
            ...TOOLS_VARS,
          },
          // Test-only: D1, so the setup file can migrate and seed it and tests can read it. The chat
          // Worker's own config binds no D1; only the tools Worker reads it.
          d1Databases: { DB: D1_ID },
          // Test-only: the stand-in's request ledger and fault knobs; the local OpenAI-compatible server.
          serviceBindings: { PLANCOVER: "toolgate-plancover", MODEL_SERVER: "toolgate-model-server" },
          // Test-only: the tools Worker's sign-in guard, so tests can call the OTP steps in-process.
          durableObjects: { SIGN_IN_GUARD: { className: "SignInGuard", scriptName: "toolgate-tools" } },
          workers: [
            {
              name: "toolgate-tools",
              modules: true,
              scriptPath: tools,
              ...COMPATIBILITY,
              bindings: {
                CREDENTIAL_KEY: TEST_SECRETS.CREDENTIAL_KEY,
                AUDIT_HASH_KEY: TEST_SECRETS.AUDIT_HASH_KEY,
                ...TOOLS_VARS,
              },
              d1Databases: { DB: D1_ID },
              durableObjects: {
                CONVERSATIONS: { className: "Conversation", scriptName: RUNNER },
                SIGN_IN_GUARD: { className: "SignInGuard", useSQLite: true },
              },
              serviceBindings: { PLANCOVER: "toolgate-plancover" },
            },
            {
              name: "toolgate-plancover",
              modules: true,
              scriptPath: plancover,
              ...COMPATIBILITY,
              bindings: {
                PLANCOVER_SIGNING_KEY: TEST_SECRETS.PLANCOVER_SIGNING_KEY,
                FAULTS_ENABLED: "true",
                TOKEN_TTL_SECONDS: "3600",
                DOCUMENTS_BASE_URL: "https://docs.plancover.example",
              },
              // The ledger keeps its knobs and requests in SQLite, as wrangler.toml declares (new_sqlite_classes).
              durableObjects: { LEDGER: { className: "PlanCoverLedger", useSQLite: true } },
            },
            {
              // The web app's assets-only Worker (workers/web/wrangler.toml): the chat Worker forwards
              // a page's GET to it over WEB. No code of its own: the assets router answers or 404s.
              name: "toolgate-web",
              modules: true,
              script: "export default {};",
              ...COMPATIBILITY,
              assets: { directory: path.join(root, "web/dist"), routerConfig: { has_user_worker: false } },
            },
            {
              // A local OpenAI-compatible server: the LLM adapter's tests reach it over MODEL_SERVER.
              name: "toolgate-model-server",
              modules: true,
              scriptPath: modelServer,
              ...COMPATIBILITY,
              durableObjects: { SCRIPTS: { className: "ModelScripts", useSQLite: true } },
            },
          ],
        },
      }),
    ],
    test: {
      name: PROJECT,
      // test/e2e runs in Node against the running system (its own config: test/e2e/vitest.config.ts);
      // the other Node-side tests run with vitest.node.config.ts (npm run test:node).
      exclude: [...configDefaults.exclude, "test/e2e/**", "test/node/**"],
      setupFiles: ["./test/support/setup.ts"],
      // Files run side by side, WORKERS at a time. Each vitest worker starts one Miniflare (workerd
      // with the three Workers, D1, the Durable Objects, KV) and, not isolated, runs its files one
      // after another in it: files running at once never share state, and a file inherits only what
      // the file before it on its worker left, which test/support/setup.ts puts back. A test's stand-in
      // faults end with it and name its own member (test/support/stand-in.ts). Isolating each file
      // would start a Miniflare per file, which costs more than most files' tests.
      isolate: false,
      fileParallelism: true,
      maxWorkers: WORKERS,
      // A whole turn on a loaded machine can take seconds; a hang still fails, and speed is measured
      // in bench/, never by a test's timeout.
      testTimeout: 30_000,
    },
  };
});
