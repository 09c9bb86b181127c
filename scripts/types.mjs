// Generates the Env types of the three Workers with `wrangler types` (never hand-written).
// The chat Worker's file carries the runtime types and the global `Env`; the tools and stand-in
// files carry only `ToolsEnv` / `PlanCoverEnv`. Wrangler also writes a `Cloudflare` namespace
// block into each file; two `mainModule` declarations cannot merge in one program, so the
// secondary files keep only their interface (the runtime types and module declarations are in the
// chat Worker's file; the tests' `cloudflare:test` env is the chat Worker's).
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";

const configs = ["wrangler.toml", "workers/tools/wrangler.toml", "workers/plancover/wrangler.toml"];
const wrangler = (args) => execFileSync("npx", ["wrangler", "types", ...args], { stdio: "pipe" });
const ordered = (first) => [first, ...configs.filter((c) => c !== first)].flatMap((c) => ["-c", c]);

wrangler(["worker-configuration.d.ts", ...ordered("wrangler.toml")]);
for (const [dir, name] of [
  ["workers/tools", "ToolsEnv"],
  ["workers/plancover", "PlanCoverEnv"],
]) {
  const file = `${dir}/worker-env.d.ts`;
  wrangler([file, "--include-runtime=false", `--env-interface=${name}`, ...ordered(`${dir}/wrangler.toml`)]);
  const text = readFileSync(file, "utf8");
  const end = text.indexOf(`interface ${name} extends`);
  const kept = text.slice(0, text.indexOf("\n", end) + 1).replace(/declare namespace Cloudflare \{[\s\S]*?\n\}\n/, "");
  writeFileSync(file, kept);
}
console.log("types written");
