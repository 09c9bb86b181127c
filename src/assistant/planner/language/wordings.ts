/**
 * The wording's own terms that the synonym rules (synonyms.ts) map members' words to, and what kind
 * each is: whom a question is about, how a claim is made, what is asked of a subject, or a subject
 * only the wording answers; with the other phrases the wording states each concept in. Pure data.
 */
import { HOSPITAL_CASH, NAMED_BENEFITS, NO_CLAIM_BONUS } from "./named-benefits";

/** The wording for the people a question is about: who, not what it asks (see WHO_WORDINGS). */
export const CHILDREN = "children dependent";
export const SPOUSE = "spouse";

/**
 * Wordings that say whom a question is about ("my husband", "my son"), not its subject: a section on
 * cataract answers "my husband needs a cataract operation" without naming a spouse.
 */
export const WHO_WORDINGS: ReadonlySet<string> = new Set([CHILDREN, SPOUSE]);

/**
 * The wordings a relative's cover is searched with: whom it is for says nothing of what is asked
 * when something else is ("is my wife covered for IVF" asks about infertility, and "spouse" would
 * steer the search to the sections about spouses); alone ("is my son still listed"), it is the subject.
 */
export function withoutWhoBesideWhat(added: readonly string[], relativeCover: boolean): readonly string[] {
  const what = added.filter((wording) => !WHO_WORDINGS.has(wording));
  return relativeCover && what.length > 0 ? what : added;
}

/** The wording for leaving the employer, and for who may be on a policy. */
export const LEAVING = "leaving the company";
// Not "who can be covered": those words ask who is insured on the member's own policy.
export const WHO_CAN_BE_COVERED = "eligibility";
/** The ages a plan may be bought or joined at: "Adults can join between the ages of 18 and 65 years". */
export const ENTRY_AGE = "between the ages of";
/** The stay a hospitalisation claim needs: "in-patient hospitalisation of 24 hours or more". */
export const MINIMUM_STAY = "24 hours or more";
/** How a plan for one person says so ("an individual health insurance plan for one person"). */
const ONE_PERSON = ["for one person", "insured person alone", "is an individual"];

/** Telling the insurer of an admission; for a cashless claim the hospital sends the pre-authorisation request. */
export const INFORM = "inform";
export const PRE_AUTHORISATION = "pre-authorisation request";
/**
 * When an illness is covered: the initial waiting period first (no illness in the first days), then
 * each waiting period after it (specific illnesses, pre-existing diseases; an accident plan's none).
 */
export const ILLNESS_WAIT = "initial waiting period waiting periods";
/**
 * How a plan pays a hospital's bills: at the hospital, cashless, or as "hospital expenses" it covers
 * (paid back after; an accident plan "pays hospital bills after an accident").
 */
export const HOSPITAL_BILLS = "cashless hospital expenses";

/** The wording for how a claim is made, whichever way (see HOW_WORDINGS). */
export const HOW_TO_CLAIM = "how to claim reimbursement cashless";

/** A hospital outside the TPA's network: no cashless there, the bills are claimed back. */
export const NON_NETWORK = "non-network hospital";

/** The account a claim is paid into. */
export const CLAIM_ACCOUNT = "bank account";

/** The amounts a plan is sold with: a retail wording lists those "chosen at purchase". */
export const SUM_INSURED_OFFERED = "chosen at purchase";

/**
 * Other phrases the wording states a concept with: a retail policy answers "what if I leave my job"
 * by being renewable for life (it is not tied to an employer), and a plan for one person answers
 * "can I add my parents" by being for one person.
 */
const ALSO_WORDED: Readonly<Record<string, readonly string[]>> = {
  [ILLNESS_WAIT]: ["initial waiting period", "waiting period"],
  // Not "cashless" alone: a check-up "on a cashless basis" says nothing of a hospital's bills.
  [HOSPITAL_BILLS]: [
    "cashless treatment",
    "treatment can be cashless",
    "hospital expenses",
    "hospital bills",
    "reimbursement claims",
  ],
  [INFORM]: [PRE_AUTHORISATION],
  // A plan with no cashless or reimbursement route (an accident plan's) says how to claim by the form it wants.
  [HOW_TO_CLAIM]: ["claim form"],
  [LEAVING]: ["last working day", "renewable for life"],
  [WHO_CAN_BE_COVERED]: ["who can be covered", "who is covered", "can be added", ...ONE_PERSON],
  [NO_CLAIM_BONUS]: ["no claim bonus", "no-claim bonus"],
  [HOSPITAL_CASH]: ["hospital cash", "daily cash", "cash allowance", "daily allowance"],
  // Accidents in general, as a plan's wording may state their cover ("Accidents are also covered from the first day").
  accident: ["accidents"],
  // Where a claim is paid to: an account named ("salary bank account"), or the cheque a claim sends for it.
  [CLAIM_ACCOUNT]: ["bank transfer", "cancelled cheque"],
  [NON_NETWORK]: ["not in the network"],
  [ENTRY_AGE]: ["years of age"],
  // Day-care is the stay shorter than that: "less than 24 hours", "without a 24-hour stay".
  [MINIMUM_STAY]: ["less than 24 hours", "24-hour stay", "within 24 hours that would otherwise need admission"],
};

export const RESTORATION = "restoration restores";
/** Time off work after an accident: an accident plan's weekly benefit, as its wording names it. */
export const TEMPORARY_DISABLEMENT = "temporary total disablement per week";
/** Where the cover applies (abroad, outside India): a plan's wording says so, or says nothing of it. */
export const WORLDWIDE = "worldwide";

/**
 * Subjects only the wording answers, however a member puts them: a message naming one is a wording
 * question ("policy after job change?", "can I include my father in my policy", "do I get hospital
 * cash": whether a plan has a benefit is its wording's to say).
 */
export const WORDING_SUBJECTS: ReadonlySet<string> = new Set([
  LEAVING,
  WHO_CAN_BE_COVERED,
  RESTORATION,
  TEMPORARY_DISABLEMENT,
  WORLDWIDE,
  NON_NETWORK,
  ...NAMED_BENEFITS.keys(),
]);

/** The phrases the wording states a rule's concept with: its wording, then any other (ALSO_WORDED). */
export function wordingPhrases(wording: string): readonly string[] {
  return [wording, ...(ALSO_WORDED[wording] ?? [])];
}

/** The wording for how a claim is made, not what it is for (see HOW_WORDINGS). */
export const REIMBURSEMENT = "reimbursement";
export const REIMBURSEMENT_CLAIM = "reimbursement claim";
export const DOCUMENTS = "documents";
/**
 * Wordings that say how a claim is made, not what the question is about: "is the ambulance fee paid
 * back" is about the ambulance, and only a question about nothing else is about the claim procedure.
 */
export const HOW_WORDINGS: ReadonlySet<string> = new Set([
  REIMBURSEMENT,
  REIMBURSEMENT_CLAIM,
  HOW_TO_CLAIM,
  DOCUMENTS,
  INFORM,
  PRE_AUTHORISATION,
]);

export const WAITING_PERIOD = "waiting period";
export const HOSPITALISATION = "hospitalisation";
/** The expenses of the days before and after a stay, as the wording heads them. */
export const PRE_AND_POST_EXPENSES = "pre- and post-hospitalisation expenses";
/**
 * Wordings that say what is asked of a subject or where, not the subject: "maternity waiting period"
 * is about maternity, "admitted for cataract" about cataract. They gate like HOW_WORDINGS.
 */
export const ASPECT_WORDINGS: ReadonlySet<string> = new Set([WAITING_PERIOD, HOSPITALISATION]);
