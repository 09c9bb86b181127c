/**
 * Every truth family and their split into folds: as for the routing families, whole families are
 * shuffled by a fixed seed and a third go to `holdout`, so no phrasing of a held-out subject is seen
 * while working on the answers. Pure: `npm run quality-lab:cases` writes the files.
 */
import type { TruthCase } from "../../case";
import { splitFamilies } from "../../families";
import { BENEFIT_FAMILIES } from "./benefits";
import { CLAIM_FAMILIES } from "./claims";
import { type TruthFamilySpec, truthCasesOf } from "./family";
import { LEAVING_FAMILIES } from "./leaving";
import { LIMIT_FAMILIES } from "./limits";
import { LIVE_FAMILIES } from "./live";
import { PEOPLE_FAMILIES } from "./people";
import { RELATIVE_FAMILIES } from "./relatives";
import { WAITING_FAMILIES } from "./waiting";

export const TRUTH_FAMILIES: readonly TruthFamilySpec[] = [
  ...WAITING_FAMILIES,
  ...LIMIT_FAMILIES,
  ...BENEFIT_FAMILIES,
  ...PEOPLE_FAMILIES,
  ...LEAVING_FAMILIES,
  ...CLAIM_FAMILIES,
  ...LIVE_FAMILIES,
  ...RELATIVE_FAMILIES,
];

/** Families written after the split was drawn: in `dev`, so the subjects held out stay held out. */
const AFTER_SPLIT: readonly string[] = ["truth-relatives"];

/** The seed of the truth split (recorded in folds.json); changing it changes which subjects are held out. */
export const TRUTH_SPLIT_SEED = 20261202;

export interface TruthFolds {
  readonly seed: number;
  readonly dev: string[];
  readonly holdout: string[];
}

export function splitTruthFamilies(names: readonly string[] = TRUTH_FAMILIES.map((f) => f.family)): TruthFolds {
  const drawn = names.filter((name) => !AFTER_SPLIT.includes(name));
  const later = names.filter((name) => AFTER_SPLIT.includes(name));
  const { seed, dev, holdout } = splitFamilies(drawn, TRUTH_SPLIT_SEED, later);
  return { seed, dev, holdout };
}

export function generatedTruthCases(folds: TruthFolds): TruthCase[] {
  const holdout = new Set(folds.holdout);
  return TRUTH_FAMILIES.flatMap((spec) => truthCasesOf(spec, holdout.has(spec.family) ? "holdout" : "dev"));
}
