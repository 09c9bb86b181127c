#!/usr/bin/env node
/**
 * `npm run typecheck`: `tsc --noEmit` over each of the project's three TypeScript projects (the
 * Workers under workerd's types, the Node-side config and scripts, the web app). They share nothing
 * and tsc uses one core, so they run side by side; each one's output is printed whole, in order, and
 * the command fails if any of them does.
 */
import { spawn } from "node:child_process";
import { createRequire } from "node:module";

const PROJECTS = ["tsconfig.json", "tsconfig.node.json", "web/tsconfig.json"];
const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");

function check(project) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, "--noEmit", "-p", project], { stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    child.on("close", (code) => resolve({ project, code: code ?? 1, output }));
  });
}

const results = await Promise.all(PROJECTS.map(check));
for (const { project, code, output } of results) {
  if (output.length > 0) process.stdout.write(output);
  if (code !== 0) console.error(`typecheck: ${project} has errors`);
}
process.exit(results.some((result) => result.code !== 0) ? 1 : 0);
