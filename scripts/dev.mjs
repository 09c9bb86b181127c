// `npm start`: runs the whole system locally in one `wrangler dev` (the chat Worker on
// http://localhost:8787, the tools Worker and the PlanCover stand-in beside it), after creating
// missing .dev.vars from their committed examples and applying the D1 migrations and demo seed.
import { spawn, spawnSync } from "node:child_process";
import { copyFileSync, existsSync, readdirSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const PERSIST = ".wrangler/state";
const CONFIGS = ["wrangler.toml", "workers/tools/wrangler.toml", "workers/plancover/wrangler.toml"];
const PORT = process.env.PORT ?? "8787";

function step(title, args) {
  console.log(`\n▸ ${title}`);
  const result = spawnSync("npx", ["wrangler", ...args], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) {
    console.error(`✗ ${title} failed (exit ${result.status}).`);
    process.exit(result.status ?? 1);
  }
}

for (const dir of [".", "workers/tools", "workers/plancover"]) {
  const vars = path.join(root, dir, ".dev.vars");
  if (!existsSync(vars)) {
    copyFileSync(`${vars}.example`, vars);
    console.log(`▸ created ${path.relative(root, vars)} from its example (dev-only values)`);
  }
}

const d1 = ["--local", "--persist-to", PERSIST, "-c", "wrangler.toml"];
step("applying D1 migrations", ["d1", "migrations", "apply", "toolgate", ...d1]);
for (const file of readdirSync(path.join(root, "d1/seed"))
  .filter((f) => f.endsWith(".sql"))
  .sort()) {
  step(`seeding ${file}`, ["d1", "execute", "toolgate", "--file", `d1/seed/${file}`, ...d1]);
}

console.log(`\n▸ starting wrangler dev on http://localhost:${PORT}\n`);
const dev = spawn(
  "npx",
  [
    "wrangler",
    "dev",
    ...CONFIGS.flatMap((c) => ["-c", c]),
    "--persist-to",
    PERSIST,
    "--port",
    PORT,
    ...process.argv.slice(2),
  ],
  { cwd: root, stdio: "inherit" },
);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => dev.kill(signal));
dev.on("exit", (code) => process.exit(code ?? 0));
