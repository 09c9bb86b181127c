// `npm start`: runs the whole system locally in one `wrangler dev` (the chat Worker on
// http://localhost:8787 serving the web app at / and the console at /admin, the tools Worker and
// the PlanCover stand-in beside it), after creating missing .dev.vars from their committed
// examples, building the web app, and applying the D1 migrations and demo seed.
import { buildWeb, migrateAndSeed, prepareDevVars, startDev } from "./system.mjs";

const PERSIST = ".wrangler/state";
const PORT = process.env.PORT ?? "8787";

try {
  prepareDevVars();
  buildWeb();
  migrateAndSeed(PERSIST);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

console.log(`\n▸ starting wrangler dev on http://localhost:${PORT}\n`);
const dev = startDev({ port: PORT, persist: PERSIST, extraArgs: process.argv.slice(2) });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => dev.kill(signal));
dev.on("exit", (code) => process.exit(code ?? 0));
