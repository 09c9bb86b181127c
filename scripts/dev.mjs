// `npm start`: runs the whole system locally (the chat Worker on http://localhost:8787 serving the
// web app at / and the console at /admin, with the tools Worker; the PlanCover stand-in on the next
// port, where its document links open), after creating missing .dev.vars from their committed
// examples, building the web app, and applying the D1 migrations and demo seed.
import { buildWeb, migrateAndSeed, prepareDevVars, startDev } from "./system.mjs";

const PERSIST = ".wrangler/state";
const PORT = process.env.PORT ?? "8787";
const STAND_IN_PORT = process.env.STAND_IN_PORT ?? String(Number(PORT) + 1);

try {
  prepareDevVars();
  buildWeb();
  migrateAndSeed(PERSIST);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

console.log(`\n▸ starting wrangler dev on http://localhost:${PORT} (the stand-in on :${STAND_IN_PORT})\n`);
const dev = startDev({
  port: PORT,
  standInPort: STAND_IN_PORT,
  persist: PERSIST,
  extraArgs: process.argv.slice(2),
  // Its own inspector port, so it never meets the chat Worker's.
  standInArgs: ["--inspector-port", String(Number(STAND_IN_PORT) + 1000)],
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => dev.stop(signal));
dev.main.on("exit", (code) => {
  dev.stop();
  process.exit(code ?? 0);
});
