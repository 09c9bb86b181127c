// `npm run quality-lab:cases`: writes quality-lab/cases.json from the families (quality-lab/families/)
// and the legacy cases already in the file, and the split into folds to quality-lab/folds.json. The
// split is by family, fixed by the seed in families/index.ts; a test fails while the files and the
// families differ, so the folds in the files are the ones the seed gives.
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
import { parseCases } from "../quality-lab/lab";

const dir = path.resolve(import.meta.dirname, "../quality-lab");
const existing = parseCases(JSON.parse(readFileSync(path.join(dir, "cases.json"), "utf8")));
const legacy = withLegacyFamilies(existing.filter((c) => c.family === undefined || c.family.startsWith("legacy-")));
const folds = splitFamilies(
  SPLIT_FAMILIES.map((f) => f.family),
  undefined,
  DEV_FAMILIES.map((f) => f.family),
);
const cases = parseCases([...legacy, ...generatedCases(folds)]);
writeFileSync(path.join(dir, "cases.json"), `${JSON.stringify(cases, null, 2)}\n`);
writeFileSync(path.join(dir, "folds.json"), `${JSON.stringify(folds, null, 2)}\n`);
const held = cases.filter((c) => c.fold === "holdout").length;
console.log(
  `▸ ${cases.length} cases (${cases.length - held} dev, ${held} holdout) in ${FAMILIES.length} families + legacy`,
);
