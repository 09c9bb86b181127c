/**
 * How much of the truth cases must be true for the member, per fold, in percent. The targets are the
 * Quality Lab's goal for the assistant's answers; the suite enforces `TRUTH_ENFORCED`, a floor that
 * starts at the share measured when the cases were written (the default model on main) and may only
 * rise — to the targets once the answers are scoped to the member (see TRUTH.md).
 */
import type { Fold } from "../case";

/** The goal: holdout at least 95% true for the member, dev at least 97%. */
export const TRUTH_TARGETS: Readonly<Record<Fold, number>> = { dev: 97, holdout: 95 };

/**
 * What the suite asserts now: raise it as answers improve, never lower it; at the targets it stays there.
 * Measured when the cases were written (default model, before answers were scoped to the member): dev
 * 25 of 131 (19.1%), holdout 10 of 66 (15.2%). Measured with answers scoped to the member (the wording
 * search and the answer, issue 19): dev 107 of 131 (81.7%), holdout 54 of 66 (81.8%). With members'
 * words for a concept mapped to the wording's (joining recently, how much one is insured for, leaving
 * a job, parents, knees): dev 111 of 131 (84.7%), holdout 56 of 66 (84.8%); the floor is two cases
 * below each, since the synthetic member a run draws (its co-pay and deductible) moves a case. With
 * the concepts a question names gating which sections answer it, an overview allowed to answer, a
 * list item led by its list's opening line and "what documents" preferring the section so headed:
 * dev 117 of 131 (89.3%), holdout 59 of 66 (89.4%). With subjects only the wording answers
 * (leaving a job, who can be covered, restoration) routed to it, a concept's other phrases in the
 * wording ("renewable for life", "for one person") and a quote of a product's own wording under its
 * name graded as that product's (TRUTH.md, rule 4): dev 127 of 131 (96.9%), holdout 66 of 66; the
 * floor is two cases below dev, and holdout's stays at its target.
 */
export const TRUTH_ENFORCED: Readonly<Record<Fold, number>> = { dev: 95.4, holdout: 95 };
