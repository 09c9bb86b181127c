/**
 * Alternatives several families share: ways members and answers say the same figure or condition.
 * Each list is written from the wording's own sentence and the plain ways of saying it.
 */

/** 24 months (the specific-illness waiting period of the retail plans). */
export const MONTHS_24 = ["24 months", "24-month", "24 month", "two years", "2 years", "twenty-four months"];
/** 24 months, without the hyphenated "24-month" Group Care's own wording uses when it waives it. */
export const MONTHS_24_STATED = ["24 months", "two years", "2 years", "twenty-four months"];
/** 36 months (1,095 days). */
export const MONTHS_36 = [
  "36 months",
  "36-month",
  "36 month",
  "three years",
  "3 years",
  "1095 days",
  "thirty-six months",
];
/** Covered from the first day: a waiting period waived. */
export const FROM_DAY_ONE = ["first day", "day one", "day 1", "waived", "no waiting period", "right from the start"];
/** Personal Accident Guard covers accidents, never illness. */
export const NOT_ILLNESS = [
  "does not cover illness",
  "doesn't cover illness",
  "does not cover any illness",
  "doesn't cover any illness",
  "illness of any kind",
  "only accidents",
  "accidents only",
  "only covers accidents",
  "covers only accidents",
  "illness & not covered",
];
/** The member's wording does not address the subject. */
export const SILENT = [
  "does not mention",
  "doesn't mention",
  "not mentioned",
  "no mention",
  "does not say",
  "doesn't say",
  "does not address",
  "doesn't address",
  "is silent",
  "does not include",
  "doesn't include",
  "not included",
  "does not offer",
  "doesn't offer",
  "does not cover",
  "doesn't cover",
  "not covered",
  "isn't covered",
  "not part of",
  "no such benefit",
  "does not have",
  "doesn't have",
];
/** Maternity is not covered (Individual Essential). */
export const NO_MATERNITY = [
  "does not cover maternity",
  "doesn't cover maternity",
  "not cover maternity",
  "no maternity",
  "maternity is not covered",
  "maternity isn't covered",
  "maternity & not covered",
  "maternity & not part of",
  "maternity & not included",
  "maternity & excluded",
  "maternity & does not pay",
  "maternity & doesn't pay",
];
/** The member holds no policy (Meera). */
export const NO_POLICY = [
  "don't have a policy",
  "do not have a policy",
  "don't have any policy",
  "do not have any policy",
  "don't have any policies",
  "do not have any policies",
  "don't have an active policy",
  "do not have an active policy",
  "don't hold a policy",
  "do not hold a policy",
  "don't hold any policy",
  "not have a policy",
  "not hold a policy",
  "haven't got a policy",
  "no policy",
  "no policies",
  "no active policy",
  "don't have a plan",
  "do not have a plan",
  "no plan",
];
/** No deductible. */
export const NO_DEDUCTIBLE = [
  "no deductible",
  "deductible ₹0",
  "deductible of ₹0",
  "deductible is ₹0",
  "₹0 deductible",
  "deductible 0",
  "deductible is nil",
  "nil deductible",
  "zero deductible",
  "don't have a deductible",
  "do not have a deductible",
  "doesn't have a deductible",
  "does not have a deductible",
];
