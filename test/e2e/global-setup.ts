/**
 * Starts the whole system for the Node-side tests, as `npm start` does: .dev.vars from their
 * examples, the web build when it is missing, a fresh local D1 migrated and seeded, then the chat and
 * tools Workers' `wrangler dev` and the stand-in's, each on a free port. `TOOLGATE_E2E_URL` (and
 * `TOOLGATE_E2E_STAND_IN_URL`, for the tests that set the stand-in's faults) point the tests at a
 * system already running instead (a developer's `npm start`: 8787 and 8788). It also starts the run's
 * one Chromium, which every browser test file connects to rather than starting its own.
 */
import type { ChildProcess } from "node:child_process";
import { appendFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import {
  buildWeb,
  type DevServer,
  migrateAndSeed,
  prepareDevVars,
  root,
  startMain,
  startStandIn,
} from "../../scripts/system.mjs";
import { launchBrowserServer } from "../support/e2e/chromium";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    /** The PlanCover stand-in's own origin: its fault knobs and where its document links open. */
    standInUrl: string;
    adminToken: string;
    /** The one Chromium of the run, for the browser tests to connect to. */
    browserEndpoint: string;
  }
}

/** How long wrangler dev may take to answer /health, in milliseconds. */
const STARTUP_TIMEOUT_MS = 90_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

function adminToken(): string {
  const vars = readFileSync(path.join(root, ".dev.vars"), "utf8");
  const match = vars.match(/^ADMIN_TOKEN\s*=\s*"?([^"\n]+)"?/m);
  if (!match?.[1]) throw new Error(".dev.vars has no ADMIN_TOKEN");
  return match[1];
}

async function waitForHealth(url: string, log: () => string): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet: keep waiting until the deadline.
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`wrangler dev did not come up in ${STARTUP_TIMEOUT_MS} ms:\n${log()}`);
}

/**
 * Lines of the servers' output that say something went wrong on their side: an error wrangler reports
 * (a request the runtime dropped), a runtime crash (wrangler restarts it), an uncaught error, or an RPC
 * stub left to the garbage collector (the runtime's warning for it, logged from inside a collection,
 * has crashed the local runtime). A 5xx alone is not trouble: the suite asks for some on purpose.
 */
const TROUBLE = /✘|crashed|uncaught|segmentation|not disposed/i;

/** Prints the servers' own account of trouble, if any, so a failed run's log says what the server saw. */
function reportServerTrouble(serverLog: string): void {
  if (!existsSync(serverLog)) return;
  const lines = readFileSync(serverLog, "utf8").split("\n");
  const trouble = lines.flatMap((line, index) => (TROUBLE.test(line) ? [index] : []));
  if (trouble.length > 0) {
    const shown = trouble.slice(0, 20).flatMap((index) => lines.slice(Math.max(0, index - 2), index + 3));
    console.log(
      `The dev servers reported trouble (${trouble.length} lines; all output: ${serverLog}):\n${shown.join("\n")}`,
    );
  } else {
    rmSync(serverLog, { force: true });
  }
}

export default async function setup(project: TestProject) {
  prepareDevVars({ quiet: true });
  project.provide("adminToken", adminToken());
  // One Chromium for the whole run; each file connects to it (test/support/e2e/browser.ts).
  const chromium = await launchBrowserServer();
  project.provide("browserEndpoint", chromium.wsEndpoint());
  const external = process.env.TOOLGATE_E2E_URL;
  if (external) {
    project.provide("baseUrl", external.replace(/\/$/, ""));
    project.provide(
      "standInUrl",
      (process.env.TOOLGATE_E2E_STAND_IN_URL ?? "http://localhost:8788").replace(/\/$/, ""),
    );
    return () => chromium.close();
  }
  if (!existsSync(path.join(root, "web/dist/index.html"))) buildWeb({ quiet: true });
  const persist = mkdtempSync(path.join(tmpdir(), "toolgate-e2e-"));
  const port = await freePort();
  const standInPort = await freePort();
  const inspector = await freePort();
  const standInInspector = await freePort();
  // The stand-in needs nothing of the main D1, so it starts while that is migrated and seeded.
  const standIn = startStandIn({
    port: standInPort,
    persist,
    host: "127.0.0.1",
    args: ["--inspector-port", String(standInInspector), "--ip", "127.0.0.1"],
    stdio: "pipe",
  });
  let output = "";
  // Everything the servers print is kept in a file beside the run's state, for a run that went wrong.
  const serverLog = path.join(tmpdir(), `toolgate-e2e-server-${process.pid}.log`);
  const keepOutput = (child: ChildProcess) => {
    for (const stream of [child.stdout, child.stderr]) {
      stream?.on("data", (chunk: Buffer) => {
        output = (output + chunk.toString()).slice(-20_000);
        appendFileSync(serverLog, chunk);
      });
    }
  };
  keepOutput(standIn.child);
  const servers: DevServer[] = [standIn];
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    // Each dev server was started as its own process group: end them and their children, nothing else.
    for (const server of servers) server.stop();
    await chromium.close();
    reportServerTrouble(serverLog);
    rmSync(persist, { recursive: true, force: true });
  };
  try {
    migrateAndSeed(persist, { quiet: true });
    const main = startMain({
      port,
      persist,
      args: ["--inspector-port", String(inspector), "--ip", "127.0.0.1"],
      stdio: "pipe",
    });
    servers.push(main);
    keepOutput(main.child);
    await waitForHealth(`${standIn.url}/openapi.json`, () => output);
    await waitForHealth(`${baseUrl}/health`, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  project.provide("standInUrl", standIn.url);
  project.provide("baseUrl", baseUrl);
  return stop;
}
