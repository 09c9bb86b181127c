/**
 * The words members use, mapped to the policy wording's: a small layer in front of retrieval, so
 * "Ayurveda" meets the AYUSH section, "co-pay" the co-payment one, "paying late" the grace period
 * and "knee replacement" joint replacement surgery. Each rule adds the wording's words beside what
 * the member wrote (nothing is taken away), over lower-cased text. Pure data and one function.
 */

import { EDUCATION_ASKED, SUM_INSURED_OFFERED_ASKED } from "../../../shared/member-concepts";
import { besideWords } from "./beside";
import { CLAIM_RULES, TELLING, WHAT_TO_DO } from "./claim-process";
import { HINGLISH_RULES, withHinglish } from "./hinglish";
import { BENEFIT_RULES } from "./named-benefits";
import { POLICY_RULES } from "./policy-rules";
import { TREATMENT_RULES } from "./treatments";
import {
  DOCUMENTS,
  HOSPITAL_BILLS,
  ILLNESS_WAIT,
  PRE_AND_POST_EXPENSES,
  SPOUSE,
  SUM_INSURED_OFFERED,
  TEMPORARY_DISABLEMENT,
  WAITING_PERIOD,
  WORDING_SUBJECTS,
  WORLDWIDE,
} from "./wordings";

type Rule = readonly [pattern: RegExp, wording: string];

/**
 * Whether a hospital's bills are paid, asked ("does my policy pay hospital bills", "will insurance
 * cover my hospital bill", "will the hospital bill be paid"): how the plan pays a stay. Only as a
 * question, so the wording's own statements ("it pays hospital bills after an accident") keep their words.
 */
const PAYS_THE_BILLS = "(pay|pays|paid|paying|cover|covers|covered|settle|settles|settled|bear|bears)";
const ASKED_IF_PAID = `\\b(does|do|will|would|can|could|is|are|who|whether)\\b( \\w+){0,4} ${PAYS_THE_BILLS}\\b( \\w+){0,3}`;
const HOSPITAL_BILLS_ASKED = new RegExp(
  `${ASKED_IF_PAID} (hospital|hospitali[sz]ation|medical|treatment) (bills?|expenses?|costs?|charges?)\\b|` +
    "\\b(hospital|medical|treatment) bills? (\\w+ ){0,2}(be |been )?(paid|covered|settled|payable)\\b",
  "g",
);

/**
 * Papers and bills are what a claim sends, unless the question is whether the policy pays them: that
 * asks about cover (HOSPITAL_BILLS_ASKED), not the documents of a claim.
 */
const PAPERS = new RegExp(
  `\\b(papers|paperwork|docs?)\\b|(?<!${ASKED_IF_PAID} (\\w+ )?)\\bbills\\b(?! (\\w+ ){0,2}(be |been )?(paid|covered|settled|payable)\\b)`,
  "g",
);

/** Whether the message names a subject only the wording answers (WORDING_SUBJECTS). */
export function namesWordingSubject(lower: string): boolean {
  return wordingAdded(lower).some((wording) => WORDING_SUBJECTS.has(wording));
}

/**
 * A place abroad named in a question about cover ("hospitalised in Dubai", "going to the US, does my
 * insurance work there"): the places Indians most travel or work in. Only beside words of cover or
 * care ("what is the capital of France" is no question about the policy), and not where a hospital is
 * looked for ("network hospitals in London"): that is a search of the list.
 */
const CARE_WORDS = String.raw`\b(cover\w*|insur\w*|polic\w*|claim\w*|hospital\w*|treat\w*|admit\w*|medical|valid|sick|ill|accident\w*|emergenc\w*)\b`;
const FOREIGN_PLACES =
  "dubai|abu dhabi|uae|saudi( arabia)?|qatar|doha|oman|muscat|kuwait|bahrain|singapore|malaysia|thailand|bangkok|bali|maldives|nepal|bhutan|sri lanka|hong kong|japan|china|europe|london|uk|england|scotland|germany|france|paris|switzerland|usa|the us|america|new york|canada|toronto|australia|sydney|new zealand";
const FOREIGN_PLACE_FOR_COVER = besideWords(
  CARE_WORDS,
  String.raw`(?<!\bhospitals? (\w+ )?(in|near|around|at) )\b(${FOREIGN_PLACES})\b`,
);

/** Illnesses members name that no wording does: any illness's rule answers whether each is paid. */
const COMMON_ILLNESS =
  "(dengue|malaria|typhoid|chikungunya|covid(-?19)?|corona(virus)?|viral fever|fever|flu|influenza|pneumonia|jaundice|hepatitis|tuberculosis|tb|food poisoning|gastroenteritis|diarrh(o)?ea)";

/** Care without admission, in the words treatments.ts reads as out-patient consultations. */
const OUT_PATIENT_CARE = String.raw`(opd|out[\s-]?patient|clinics?|consultations?)`;
/**
 * No out-patient care earlier on the line, read once a rule's first word has matched: read at every
 * position of a long message, a look back over the whole line would cost its length squared.
 */
const NO_OUT_PATIENT_BEFORE = String.raw`(?<!\b${OUT_PATIENT_CARE}\b.*)`;

const RULES: readonly Rule[] = [
  // Hindi in Latin letters first, so the English rules below read its English.
  ...HINGLISH_RULES,
  // Treatments and benefits, in the member's words.
  [/\b(ayurved\w*|homo?eopath\w*|unani|siddha|naturopath\w*|yoga|herbal|traditional medicine)\b/g, "ayush"],
  [/\bco[\s-]?pay\w*\b/g, "copayment"],
  [/\b(ivf|iui|in[\s-]?vitro|test[\s-]?tube bab(y|ies)|fertility treatment)\b/g, "infertility"],
  // Cover outside the country: the wording says "worldwide" where it applies there; or the place is named.
  [
    /\b(abroad|overseas|internationally|international (trips?|travel)|outside (of )?(india|the country)|foreign (countr\w+|trips?|travel)|(in|to) another country|videsh)\b/g,
    WORLDWIDE,
  ],
  [FOREIGN_PLACE_FOR_COVER, WORLDWIDE],
  // Paying a share of every bill oneself: the co-payment, whatever the member calls it.
  [
    /\b(part|share|portion|percentage|percent|fraction|proportion) of (the |my |our |each |every |a |any )?(hospital |medical |treatment )?(bills?|claims?|costs?|expenses?)\b|\b(my|our) (own )?share\b/g,
    "copayment",
  ],
  // What the member will pay themselves, asked ahead ("do I pay anything from my pocket", "out of
  // pocket costs", "how much of the bill do I pay myself"): their share of each bill. Not what is paid
  // "before insurance kicks in", a deductible. Money already paid is a reimbursement claim (below).
  [
    /\b(do|will|would|must|should|shall) (i|we) (\w+ ){0,2}pay (\w+ ){0,3}(from|out of) (my |our )?(own )?pockets?\b|\bout[\s-]of[\s-]pocket (costs?|expenses?|amounts?|payments?|charges?)\b|\bhow much of (the |my |our |each |every |a |any )?(hospital |medical |treatment )?(bills?|costs?|expenses?)\b(?=.{0,30}\bpay)|\b(do|will|would) (i|we) pay (anything |something |it |part )?(myself|ourselves)\b(?!.{0,20}\bbefore\b)/g,
    "copayment",
  ],
  // People, conditions and treatments, in the member's words (treatments.ts).
  ...TREATMENT_RULES,
  // A fixed amount the member pays before the policy does: the deductible.
  [
    /\b(deduct[ai]ble|excess)\b|\b(fixed|flat|first|initial|certain) (amount|sum|part)\b(?=.{0,40}\b(before|first|then)\b)|\bbefore (the )?(insurance|insurer|policy|plan|company) (pays|starts paying|kicks in)\b|\b(pay|pays|paying|bear|bears)( the)? first (₹ ?|rs\.? ?|inr ?)?\d[\d,]*\b/g,
    "deductible",
  ],
  // A benefit's own limit ("newborn cover amount", "maternity cover amount"): what the wording pays it up to.
  [
    /(?<=\b(?:new[\s-]?born|baby|maternity|delivery|ambulance|ayush|donor|check[\s-]?up|education|disablement)\s)(?:cover|coverage|benefit) (amount|limit)\b/g,
    "up to",
  ],
  // The policy's sum insured; not a benefit's own limit (above).
  [
    /\b(sum assured|(?<!\b(?:new[\s-]?born|baby|maternity|delivery|ambulance|ayush|donor|room|icu|check[\s-]?up|opd|dental|education|disablement)\s)(?:cover|coverage) amount|insured amount|total cover(age)?|how much (am i|are we|is (my|our) \w+) (insured|covered) for|how (big|large|much) is (my|our|the) (cover|coverage|insurance|policy))\b/g,
    "sum insured",
  ],
  // The amounts a plan is sold with: the wording says which are "chosen at purchase".
  [new RegExp(SUM_INSURED_OFFERED_ASKED, "g"), SUM_INSURED_OFFERED],
  // The year a policy's limits run over, in the wording's own words: a section asked about "per policy
  // year" must state it ("covered for the policy year"), not only share "year" ("mid-year", "years").
  [/\bpolicy year\b/g, "policy year"],
  // Falling ill soon after the policy starts or the member joins: the initial waiting period (in
  // Hindi, "das din pehle start hua": started ten days ago).
  [
    /\b(just|recently|newly) (\w+ ){0,2}(bought|took|taken|joined|started|got|enrolled)\b|\b(bought|took|joined|started|enrolled)\b(?=.{0,40}\b(last week|days? ago|weeks? ago|yesterday|recently)\b)|\b(last week|days? ago|weeks? ago|yesterday)\b(?=.{0,40}\b(bought|took|joined|started|enrolled)\b)|\b(days?|din|dino|hafte|weeks?) pehle\b(?=.{0,30}\b(start\w*|shuru|liya|li|join\w*|kharid\w*)\b)/g,
    "initial waiting period",
  ],
  // When an illness in general is covered ("when is an illness covered", "from when will my disease be
  // paid"): the first rule is the initial waiting period, before any illness's own waiting period. Not
  // one illness named ("when is my cataract covered"), nor a pre-existing one (which its own rule answers).
  [
    /\b(when|from when|how soon|after how long)\b(?: \w+){0,4} (?<!(?:existing|specific|critical|named|listed) )(illness(es)?|diseases?|sickness(es)?|ailments?)\b(?: \w+){0,3} (covered|paid|payable|claimable)\b/g,
    ILLNESS_WAIT,
  ],
  // A common illness no wording names ("is dengue covered", "will my policy pay for typhoid"): whether
  // it is paid is the rule for any illness, the initial waiting period (and an accident plan's none).
  // Not when it is treated without admission ("fever treatment at a clinic"): out-patient care answers that.
  [
    new RegExp(
      `(?:` +
        `\\b${COMMON_ILLNESS}\\b${NO_OUT_PATIENT_BEFORE}(?=.{0,60}\\b(covered|cover|covers|pay|paid|payable|claim|claimable|insured)\\b)|` +
        `\\b(covered|cover|covers|pay|paid|payable|claim|claimable)\\b${NO_OUT_PATIENT_BEFORE}(?=.{0,40}\\b${COMMON_ILLNESS}\\b)` +
        `)(?!.*\\b${OUT_PATIENT_CARE}\\b)`,
      "g",
    ),
    ILLNESS_WAIT,
  ],
  // Rules about the policy itself (policy-rules.ts).
  ...POLICY_RULES,
  [/\b(wife|husband|spouse|partner|married|marriage)\b/g, SPOUSE],
  [
    /\bhow long (before|until|till|after|do i (have to |need to )?wait)\b|\b(wait|waiting)\b|\b(first|1st|initial) (year|month|few months|days?|30 days)\b|\bfrom day (one|1)\b|\bimmediately\b|\bright away\b/g,
    WAITING_PERIOD,
  ],
  [
    // "What is covered and what is not": the second "covered" left unsaid.
    /\b(not covered|excluded|exclusions?|(don'?t|doesn'?t|does not|do not|won'?t|will not|never) (\w+ )?(pay|cover)|isn'?t covered)\b|\b(what|which)( is| are)? not(?=\s*[?.!]*$)/g,
    "exclusions",
  ],
  // Expenses before a stay, not whom to tell or what to do before it ("how many days before admission
  // should I inform", "what should I do before admission"): claim-process.ts's informing answers those.
  [
    new RegExp(
      `(?<!\\b(${TELLING}|${WHAT_TO_DO}|pre[\\s-]?auth\\w*)\\b.{0,40})\\bbefore (being |getting |i am |i'm |a |the |my )?(planned )?(admitted|admission|hospitali[sz]\\w*)\\b(?!.{0,40}\\b(${TELLING}|${WHAT_TO_DO}|pre[\\s-]?auth\\w*)\\b)`,
      "g",
    ),
    PRE_AND_POST_EXPENSES,
  ],
  // Expenses after a stay, not the time to send a claim after it ("how long do I have to submit bills
  // after discharge" asks for the claim's deadline, CLAIM_DEADLINE).
  [
    /(?<!\b(submit|send|file|lodge|raise)\w*\b.{0,40})\bafter (being |getting |i am |i'm )?(discharged?|discharge|hospitali[sz]\w*)\b(?!.{0,40}\b(submit|send|file|lodge|raise)\w*\b)/g,
    PRE_AND_POST_EXPENSES,
  ],
  // Care that follows a stay ("physiotherapy after his knee surgery", "medicines after the operation"):
  // the wordings name physiotherapy only among the expenses of the days after a stay.
  [
    /\bphysio\w*\b|\b(medicines?|tests?|consultations?|follow[\s-]?ups?|dressings?|check[\s-]?ups?) (\w+ )?after (\w+ ){0,3}(surgery|operation|discharge|hospitali[sz]\w*|admission)\b/g,
    PRE_AND_POST_EXPENSES,
  ],
  // How a claim is made and paid, in the member's words (claim-process.ts).
  ...CLAIM_RULES,
  // Time off work ("off work after an accident", "can't work because of my wrist, any weekly money"):
  // an accident plan's temporary total disablement, paid by the week.
  [
    /\b(off work|(can'?t|cannot|can not|unable to|not able to|could not|couldn'?t) (go to |do my |attend )?(work|job|office)|(stops?|stopped|kept|keeps) (me |him |her )?(from )?(working|work)|loss of (income|salary|wages|pay)|lost (my |his |her )?(income|salary|wages|pay)|weekly (money|compensation|benefit|payments?|pay|allowance|amount|income)|compensation (per|every|each|a) week|salary (loss|cut)|leave from work)\b/g,
    TEMPORARY_DISABLEMENT,
  ],
  // A child's school or college fees: an accident plan's education benefit for dependent children.
  [new RegExp(EDUCATION_ASKED, "g"), "education benefit"],
  // Hospital bills the policy pays ("does my policy pay hospital bills", "will insurance cover my hospital
  // bill"): how the plan pays for a stay, cashless at the hospital or reimbursed after; not the bills a
  // claim sends, which are its documents.
  [HOSPITAL_BILLS_ASKED, HOSPITAL_BILLS],
  // "Docs" is how members write "documents" in a hurry.
  [PAPERS, DOCUMENTS],
  [/\bthird[\s-]party administrator\b/g, "tpa"],
  [
    /\b(pre[\s-]?hospitali[sz]\w*|post[\s-]?hospitali[sz]\w*|pre[\s-]and[\s-]post|before and after (admission|hospitali[sz]\w*))\b/g,
    PRE_AND_POST_EXPENSES,
  ],
  ...BENEFIT_RULES,
  [/\b(port|ported|port it|portable|migrate|migration)\b/g, "portability"],
  // Ending the policy; not the medical termination of a pregnancy.
  [/\b(surrender|discontinu\w*|terminat\w*(?!\s+of\s+(a |the )?\s*(pregnan|maternity)))\b/g, "cancellation"],
  // The illnesses a retail plan names for its 24-month wait: a plan that waives that wait may name
  // only some of them ("varicose veins" under a group plan's waiver of it).
  [
    /\b(cataracts?|hernia|piles|fistula|kidney stones?|gall ?stones?|gall ?bladder stones?|urinary stones?|sinus\w*|tonsil\w*|adenoid\w*|varicose( veins?)?|hysterectom\w*|prostate)\b/g,
    "specific illnesses",
  ],
  // The member's own things.
  [
    /\b(e[\s-]?cards?|health cards?|insurance cards?|id cards?|member(ship)? cards?|policy cards?|digital cards?|tpa cards?|cashless cards?|medi[\s-]?cards?|mediclaim cards?|cards? (\w+ ){0,4}(at|for|in) (the )?(hospitals?|cashless|admission))\b/g,
    "ecard",
  ],
  // The member's own policy papers, however they name them.
  [
    /\b(polic(y|ies) (copy|copies|pdf|certificates?|papers?|documents?|docs|bond|schedule|soft ?copy)|(soft|hard) ?copy|download (the |my )?polic(y|ies)|tax (certificate|receipt|proof)s?|80 ?d|premium (receipt|certificate)s?)\b/g,
    "policy documents",
  ],
  // How much of the sum insured is left: the member's balance, whatever the words. After "how much" only
  // the word for what is left reads as the balance: a subject between ("how much maternity limit is
  // left") stays what the question is about. The most one can claim is what is left to claim.
  [
    /\b((cover(age)?|balance|sum insured|amount|money|limit|insurance)( is| still)? (left|remaining|remains|available|unused|balance)|(left|remaining|available|unused) (cover(age)?|balance|sum insured|amount|limit)|(?<=\bhow much (\w+ ){0,6})(left|remaining|remains|available|used|utili[sz]ed|balance)|how much (more )?(can|could) (i|we) (still )?claim|(maximum|max|most|highest|upper limit)( amount)?( that)? (i|we) (can|could) (still )?claim)\b/g,
    "balance",
  ],
  [/\b(e[\s-]?mail( id| address)?|mail id)\b/g, "email"],
  [/\b(nominee|date of birth|dob|communication preference|postal address|home address)\b/g, "profile details"],
  [/\b(phone|mobile|contact|cell)( number| no)?\b/g, "contact"],
  [
    /\b(call (me|us) back|call ?back|cal+ me( ba?c?k)?|ring me|give me a call|phone me|call me|(speak|talk) (to|with) (a |an |some|your )?(one|body|person|human|agent|executive|advisor|representative|customer care|support))\b/g,
    "callback",
  ],
];

/** The text with the wording's words added after each phrase a rule knows. */
export function withWording(lower: string): string {
  let text = lower;
  for (const [pattern, wording] of RULES) text = text.replace(pattern, (match) => `${match} ${wording}`);
  return text;
}

/**
 * The text with each phrase a rule knows replaced by the wording's words ("pregnancy and delivery"
 * is "maternity and maternity"): a question as the wording would ask it, so a member's two words for
 * one thing weigh as that one thing.
 */
export function asWording(lower: string): string {
  let text = lower;
  for (const [pattern, wording] of RULES) text = text.replace(pattern, ` ${wording} `);
  return text;
}

/**
 * The text with each phrase a rule knows replaced by the wording's words: what a member's own words
 * come to ("tpa card" is "ecard", "cover left" is "balance"), for telling a terse request apart.
 */
export function inWording(lower: string): string {
  let text = lower;
  // A phrase of the wording stands as one word ("health check-up" is "healthcheckup"), so its
  // own words ("check") are not taken for the member's.
  for (const [pattern, wording] of RULES) text = text.replace(pattern, ` ${wording.replace(/[\s-]+/g, "")} `);
  return text;
}

/** The wording's words the rules add for `lower`; English rules read Hindi's English ("dant": teeth, dental). */
export function wordingAdded(lower: string): string[] {
  const read = withHinglish(lower);
  const added = RULES.filter(([pattern], i) =>
    new RegExp(pattern.source).test(i < HINGLISH_RULES.length ? lower : read),
  );
  return [...new Set(added.map(([, wording]) => wording))];
}

/** What the English rules map members' words to: the insurance's own vocabulary. */
export function wordings(): string[] {
  return RULES.slice(HINGLISH_RULES.length).map(([, wording]) => wording);
}
