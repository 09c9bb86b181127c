// Generates the Env types of the three Workers with `wrangler types` (never hand-written; `npm run
// types`). Each Worker's file sits beside its code: workers/chat/worker-env.d.ts carries the runtime
// types and the global `Env`; the tools and stand-in files carry only `ToolsEnv` / `PlanCoverEnv`.
// Wrangler also writes a `Cloudflare` namespace block into each file; two `mainModule` declarations
// cannot merge in one program, so the secondary files keep only their interface (the runtime types
// and module declarations are in the chat Worker's file; the tests' `cloudflare:test` env is the
// chat Worker's).
//
// `--check` (part of `npm test`) regenerates, puts the committed files back, and fails when the
// regeneration changed any of them: a hand edit, or a config change without `npm run types`.
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";

const CHAT = { dir: ".", file: "workers/chat/worker-env.d.ts", config: "wrangler.toml" };
const SECONDARY = [
  { dir: "workers/tools", name: "ToolsEnv" },
  { dir: "workers/plancover", name: "PlanCoverEnv" },
];
const GENERATED = [CHAT.file, ...SECONDARY.map(({ dir }) => `${dir}/worker-env.d.ts`)];

const configs = [CHAT.config, ...SECONDARY.map(({ dir }) => `${dir}/wrangler.toml`)];
// Secret names come from each Worker's committed .dev.vars.example (a relative --env-file is read
// beside the first config), never from a developer's own .dev.vars: the output is the same anywhere.
const SECRET_NAMES = ["--env-file", ".dev.vars.example"];
const wrangler = (args) => execFileSync("npx", ["wrangler", "types", ...args], { stdio: "pipe" });
const ordered = (first) => [first, ...configs.filter((c) => c !== first)].flatMap((c) => ["-c", c]);

function generate() {
  wrangler([CHAT.file, ...SECRET_NAMES, ...ordered(CHAT.config)]);
  for (const { dir, name } of SECONDARY) {
    const file = `${dir}/worker-env.d.ts`;
    wrangler([
      file,
      ...SECRET_NAMES,
      "--include-runtime=false",
      `--env-interface=${name}`,
      ...ordered(`${dir}/wrangler.toml`),
    ]);
    const text = readFileSync(file, "utf8");
    const end = text.indexOf(`interface ${name} extends`);
    const kept = text
      .slice(0, text.indexOf("\n", end) + 1)
      .replace(/declare namespace Cloudflare \{[\s\S]*?\n\}\n/, "");
    writeFileSync(file, kept);
  }
}

if (process.argv.includes("--check")) {
  const committed = new Map(GENERATED.map((file) => [file, readFileSync(file, "utf8")]));
  let stale = [];
  try {
    generate();
    stale = GENERATED.filter((file) => readFileSync(file, "utf8") !== committed.get(file));
  } finally {
    for (const [file, text] of committed) writeFileSync(file, text);
  }
  if (stale.length > 0) {
    console.error(`✗ generated types differ from what \`npm run types\` writes: ${stale.join(", ")}`);
    console.error("  run `npm run types` and commit the result (never edit these files by hand)");
    process.exit(1);
  }
  console.log(`✓ ${GENERATED.length} generated type files are what \`npm run types\` writes`);
} else {
  generate();
  console.log(`types written: ${GENERATED.join(", ")}`);
}
