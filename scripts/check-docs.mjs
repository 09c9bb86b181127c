// Part of `npm test`: every link in the README and docs/ stays inside the repository and points at
// a file that exists, so someone who has only the repository can follow all of them.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const files = [
  "README.md",
  ...readdirSync(path.join(root, "docs"))
    .filter((f) => f.endsWith(".md"))
    .map((f) => `docs/${f}`),
];
const LINK = /\]\(([^)\s]+)\)/g;

const problems = [];
for (const file of files) {
  const text = readFileSync(path.join(root, file), "utf8");
  for (const [, target] of text.matchAll(LINK)) {
    if (/^(https?:|mailto:)/.test(target)) {
      if (!/^https?:\/\/(localhost|127\.0\.0\.1)[:/]/.test(target))
        problems.push(`${file}: leaves the repository: ${target}`);
      continue;
    }
    if (target.startsWith("#")) continue;
    const resolved = path.resolve(path.dirname(path.join(root, file)), target.split("#")[0]);
    if (!resolved.startsWith(`${root}${path.sep}`)) problems.push(`${file}: leaves the repository: ${target}`);
    else if (!existsSync(resolved)) problems.push(`${file}: no such file: ${target}`);
  }
}
for (const problem of problems) console.error(`✗ ${problem}`);
if (problems.length) process.exit(1);
console.log(`✓ ${files.length} documents, every link inside the repository`);
