/**
 * Every family of the Quality Lab and the split into folds: the families (not single cases) are
 * shuffled by a fixed seed and about a third go to `holdout`, so no phrasing of a held-out intent
 * family is ever seen while working on the planner. The cases written before the families
 * (`legacy-*`, written alongside the first planner) are all `dev`. Pure: the script writes the files.
 */
import { mulberry32 } from "../../src/shared/seeded-random";
import type { LabCase } from "../case";
import { casesOf, type FamilySpec } from "./family";
import { GENERAL_FAMILIES } from "./general";
import { MEMBER_FAMILIES } from "./member";
import { OWN_WORDS_FAMILIES } from "./own-words";

/** The families the seeded split divides into `dev` and `holdout`. */
export const SPLIT_FAMILIES: readonly FamilySpec[] = [...MEMBER_FAMILIES, ...GENERAL_FAMILIES];
/**
 * Families written after the split, while working on the planner from dev failures: `dev` by
 * construction, outside the shuffle, so adding them never moves a family into or out of `holdout`.
 */
export const DEV_FAMILIES: readonly FamilySpec[] = OWN_WORDS_FAMILIES;
export const FAMILIES: readonly FamilySpec[] = [...SPLIT_FAMILIES, ...DEV_FAMILIES];

/** The seed of the split; changing it changes which families are held out (recorded in folds.json). */
export const SPLIT_SEED = 20261130;
/** The share of families held out. */
export const HOLDOUT_SHARE = 1 / 3;

export interface Folds {
  readonly seed: number;
  readonly holdout_share: number;
  readonly dev: string[];
  readonly holdout: string[];
  /** The dev families written after the split (in `dev` too). */
  readonly dev_after_split: string[];
}

/**
 * The families of each fold: a seeded shuffle of the split's family names, the first third held
 * out; the families written after the split (`later`) join `dev`.
 */
export function splitFamilies(names: readonly string[], seed = SPLIT_SEED, later: readonly string[] = []): Folds {
  const next = mulberry32(seed);
  const shuffled = [...names].sort();
  for (let i = shuffled.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [shuffled[i], shuffled[j]] = [shuffled[j] as string, shuffled[i] as string];
  }
  const held = Math.round(shuffled.length * HOLDOUT_SHARE);
  return {
    seed,
    holdout_share: HOLDOUT_SHARE,
    dev: [...shuffled.slice(held), ...later].sort(),
    holdout: shuffled.slice(0, held).sort(),
    dev_after_split: [...later].sort(),
  };
}

/** The legacy cases, each in a family named after its id's first word, all in `dev`. */
export function withLegacyFamilies(cases: readonly LabCase[]): LabCase[] {
  return cases.map((c) => ({ ...c, family: c.family ?? `legacy-${c.id.split("-")[0]}`, fold: "dev" as const }));
}

export function generatedCases(folds: Folds): LabCase[] {
  const holdout = new Set(folds.holdout);
  return FAMILIES.flatMap((spec) => casesOf(spec, holdout.has(spec.family) ? "holdout" : "dev"));
}
