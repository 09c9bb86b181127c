// `npm run quality-lab:cases`: writes quality-lab/cases.json from the families (quality-lab/families/)
// and the legacy cases already in the file, quality-lab/truth-cases.json from the truth families
// (quality-lab/truth/families/), both splits into folds to quality-lab/folds.json, and each demo
// product's wording in the truth grading's normal form to quality-lab/truth/wording.json. Each split is by
// family, fixed by its seed; a test fails while the files and the families differ, so the folds in the
// files are the ones the seeds give.
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import {
  DEV_FAMILIES,
  FAMILIES,
  generatedCases,
  SPLIT_FAMILIES,
  splitFamilies,
  withLegacyFamilies,
} from "../quality-lab/families";
import { parseCases, parseTruthCases } from "../quality-lab/lab";
import { generatedTruthCases, splitTruthFamilies, TRUTH_FAMILIES } from "../quality-lab/truth/families";
import { PRODUCT, PRODUCTS } from "../quality-lab/truth/products";
import { normalise } from "../quality-lab/truth/text";

const dir = path.resolve(import.meta.dirname, "../quality-lab");
const existing = parseCases(JSON.parse(readFileSync(path.join(dir, "cases.json"), "utf8")));
const legacy = withLegacyFamilies(existing.filter((c) => c.family === undefined || c.family.startsWith("legacy-")));
const folds = splitFamilies(
  SPLIT_FAMILIES.map((f) => f.family),
  undefined,
  DEV_FAMILIES.map((f) => f.family),
);
const cases = parseCases([...legacy, ...generatedCases(folds)]);
const truthFolds = splitTruthFamilies();
const truthCases = parseTruthCases(generatedTruthCases(truthFolds));
writeFileSync(path.join(dir, "cases.json"), `${JSON.stringify(cases, null, 2)}\n`);
writeFileSync(path.join(dir, "truth-cases.json"), `${JSON.stringify(truthCases, null, 2)}\n`);
writeFileSync(path.join(dir, "folds.json"), `${JSON.stringify({ ...folds, truth: truthFolds }, null, 2)}\n`);
// Each product's wording in the grading's normal form, so a sentence quoted under its own product's
// name is known to be that product's (quality-lab/truth/grade.ts, rule 4).
const corpus = path.resolve(dir, "../corpus/demo");
const wording = Object.fromEntries(
  PRODUCTS.map((p) => [p, normalise(readFileSync(path.join(corpus, `${PRODUCT[p].document}.md`), "utf8"))]),
);
writeFileSync(path.join(dir, "truth/wording.json"), `${JSON.stringify(wording, null, 2)}\n`);
// In the project's own style (Biome), so the written files pass `npm run lint` as they are.
const written = ["cases.json", "truth-cases.json", "folds.json", "truth/wording.json"].map((file) =>
  path.join(dir, file),
);
spawnSync("npx", ["biome", "format", "--write", ...written], { stdio: "ignore" });
const held = cases.filter((c) => c.fold === "holdout").length;
console.log(
  `▸ ${cases.length} cases (${cases.length - held} dev, ${held} holdout) in ${FAMILIES.length} families + legacy`,
);
const truthHeld = truthCases.filter((c) => c.fold === "holdout").length;
console.log(
  `▸ ${truthCases.length} truth cases (${truthCases.length - truthHeld} dev, ${truthHeld} holdout) in ${TRUTH_FAMILIES.length} families`,
);
