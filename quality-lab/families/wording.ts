/**
 * Families of wording questions: the policy wording asked in members' own words (knowledge), one
 * family per topic of the corpus, in two files by subject. The general families (general.ts) put
 * these first, so the seeded split sees one list.
 */
import type { FamilySpec } from "./family";
import { COVER_WORDING_FAMILIES } from "./wording-cover";
import { TERMS_WORDING_FAMILIES } from "./wording-terms";

export const WORDING_FAMILIES: readonly FamilySpec[] = [...COVER_WORDING_FAMILIES, ...TERMS_WORDING_FAMILIES];
