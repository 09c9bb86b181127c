/**
 * The words members use, mapped to the policy wording's: a small layer in front of retrieval, so
 * "Ayurveda" meets the AYUSH section, "co-pay" the co-payment one, "paying late" the grace period
 * and "knee replacement" joint replacement surgery. Each rule adds the wording's words beside what
 * the member wrote (nothing is taken away), over lower-cased text. Pure data and one function.
 */

import { EDUCATION_ASKED } from "../../../shared/member-concepts";
import { besideWords } from "./beside";
import { HINGLISH_RULES, withHinglish } from "./hinglish";
import { BENEFIT_RULES } from "./named-benefits";
import { POLICY_RULES } from "./policy-rules";
import { TREATMENT_RULES } from "./treatments";
import {
  CLAIM_ACCOUNT,
  DOCUMENTS,
  HOSPITAL_BILLS,
  HOW_TO_CLAIM,
  ILLNESS_WAIT,
  INFORM,
  NON_NETWORK,
  PRE_AUTHORISATION,
  REIMBURSEMENT,
  REIMBURSEMENT_CLAIM,
  SPOUSE,
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

/** Asking how long there is to send a claim or its bills ("by when should I send the bills", "deadline to file a claim"). */
const CLAIM_DEADLINE =
  /\b(how long|how many days|how much time|deadline|by when|time limit|last date|till when|until when|within how many days)\b.{0,40}\b(submit\w*|send|sending|sent|fil(e|ing)|lodg\w*)\b|\b(submit\w*|send|sending|fil(e|ing)|lodg\w*)\b.{0,40}\b(deadline|by when|time limit|last date|how many days|how long|till when|until when)\b/g;

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
  // pocket costs"): their share of each bill. Money already paid is a reimbursement claim (below).
  [
    /\b(do|will|would|must|should|shall) (i|we) (\w+ ){0,2}pay (\w+ ){0,3}(from|out of) (my |our )?(own )?pockets?\b|\bout[\s-]of[\s-]pocket (costs?|expenses?|amounts?|payments?|charges?)\b/g,
    "copayment",
  ],
  // People, conditions and treatments, in the member's words (treatments.ts).
  ...TREATMENT_RULES,
  // A fixed amount the member pays before the policy does: the deductible.
  [
    /\b(deduct[ai]ble|excess)\b|\b(fixed|flat|first|initial|certain) (amount|sum|part)\b(?=.{0,40}\b(before|first|then)\b)|\bbefore (the )?(insurance|insurer|policy|plan|company) (pays|starts paying|kicks in)\b|\b(pay|pays|paying|bear|bears)( the)? first (₹ ?|rs\.? ?|inr ?)?\d[\d,]*\b/g,
    "deductible",
  ],
  [
    /\b(sum assured|cover amount|coverage amount|insured amount|total cover(age)?|how much (am i|are we|is (my|our) \w+) (insured|covered) for|how (big|large|much) is (my|our|the) (cover|coverage|insurance|policy))\b/g,
    "sum insured",
  ],
  // The year a policy's limits run over, in the wording's own words: a section asked about "per policy
  // year" must state it ("covered for the policy year"), not only share "year" ("mid-year", "years").
  [/\bpolicy year\b/g, "policy year"],
  // Falling ill soon after the policy starts or the member joins: the initial waiting period.
  [
    /\b(just|recently|newly) (\w+ ){0,2}(bought|took|taken|joined|started|got|enrolled)\b|\b(bought|took|joined|started|enrolled)\b(?=.{0,40}\b(last week|days? ago|weeks? ago|yesterday|recently)\b)|\b(last week|days? ago|weeks? ago|yesterday)\b(?=.{0,40}\b(bought|took|joined|started|enrolled)\b)/g,
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
      `(?<!\\b${OUT_PATIENT_CARE}\\b.*)(?:` +
        `\\b${COMMON_ILLNESS}\\b(?=.{0,60}\\b(covered|cover|covers|pay|paid|payable|claim|claimable|insured)\\b)|` +
        `\\b(covered|cover|covers|pay|paid|payable|claim|claimable)\\b(?=.{0,40}\\b${COMMON_ILLNESS}\\b)` +
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
  [
    /\bbefore (being |getting |i am |i'm )?(admitted|admission|hospitali[sz]\w*)\b/g,
    "pre- and post-hospitalisation expenses",
  ],
  // Expenses after a stay, not the time to send a claim after it ("how long do I have to submit bills
  // after discharge" asks for the claim's deadline, CLAIM_DEADLINE).
  [
    /(?<!\b(submit|send|file|lodge|raise)\w*\b.{0,40})\bafter (being |getting |i am |i'm )?(discharged?|discharge|hospitali[sz]\w*)\b(?!.{0,40}\b(submit|send|file|lodge|raise)\w*\b)/g,
    "pre- and post-hospitalisation expenses",
  ],
  // How long there is to send a claim: the wording's "within 30 days of discharge".
  [CLAIM_DEADLINE, "within 30 days of discharge"],
  [
    /\b(claim (process|procedure)|(how|steps) (do i|to|can i|should i|would i) (file|make|raise|submit|lodge|register|get) (a |my |the )?claim|(file|raise|lodge|submit|register) a claim|how (to|do i|can i|should i) claim|claim (kaise|how to))\b/g,
    HOW_TO_CLAIM,
  ],
  [/\breimburs\w*\b/g, REIMBURSEMENT],
  // Telling the insurer of a cashless admission: the hospital's pre-authorisation request, which the
  // wording never calls informing ("how do I inform for cashless treatment", "cashless intimation").
  // Not beside a reimbursement, for which informing is the wording's own word.
  [
    /(?<!\breimburs[\s\S]*)(?![\s\S]*\breimburs)(\b(intimat\w*|notif\w*|inform\w*|tell|let (\w+ ){0,2}know)\b(?=.{0,40}\bcashless\b)|\bcashless\b(?=.{0,40}\b(intimat\w*|notif\w*|inform\w*|tell)\b))/g,
    PRE_AUTHORISATION,
  ],
  // Getting treatment cashless ("admitted yesterday, how do I get cashless", "cashless process"): the
  // hospital's pre-authorisation request is how, whatever else the message says of the stay.
  [
    /\b(get|getting|avail|availing|use|using|opt for|go for|apply for|ask for|request) (\w+ ){0,2}cashless\b|\bcashless (process|procedure|steps|facility)\b/g,
    PRE_AUTHORISATION,
  ],
  // Cashless refused ("the hospital denied cashless", "cashless mana kar diya"): treatment goes on, and
  // the bills are claimed back, a reimbursement claim.
  [
    /\bcashless\b(?=.{0,40}\b(denied|declined|rejected|refused|not (approved|given|allowed|accepted|available)|mana)\b)|\b(den(y|ied|ies)|declin\w*|reject\w*|refus\w*)\b(?=.{0,30}\bcashless\b)/g,
    REIMBURSEMENT_CLAIM,
  ],
  // Telling the insurer of an admission: the wording says "inform Carewell TPA".
  [
    /\b(intimat\w*|notif\w*|inform(ing)?)\b|\b(tell|let) (\w+ ){0,2}(insurer|insurance|insurance company|tpa|company)\b/g,
    INFORM,
  ],
  // Money back for a bill already paid: the wording calls it a reimbursement claim.
  [
    /\b(claim(ing|ed)? (\w+ ){0,2}back|(paid|paying|spent) (\w+ ){0,3}(from|out of) (my |our )?(own )?pockets?|(paid|spent|paying) (\w+ ){0,3}out[\s-]of[\s-]pocket|paid (it |the bill |for it )?(myself|ourselves)|(money|amount|cash|payment) back (\w+ ){0,3}(hospitals?|medical|treatment|bills?|expenses?|paid|spent)|(paid|spent) (\w+ ){0,5}(back|refund\w*)|refund (of|for) (the |my )?(hospital|medical|treatment|bills?|expenses?)|(hospital|medical) (bill|expense)s? refund)\b/g,
    REIMBURSEMENT_CLAIM,
  ],
  // A hospital outside the network ("not in network", "non network", "not empanelled"): the wording's
  // way there is a reimbursement claim, not cashless.
  [
    /\b(non[\s-]?network|not (in|on|part of|within) (the |your |ur )?(tpa'?s? )?(network|list|panel)|outside (the |your )?network|out of (the )?network|off[\s-]network|not (a |an )?(network|empanell?ed|listed) hospital|not empanell?ed|isn'?t (in|on) (the |your )?(network|list|panel))\b/g,
    NON_NETWORK,
  ],
  // Where the claim's money goes ("where does the claim money get paid", "which account is it credited to").
  [
    /\b(where|which (bank )?account|what account|whose account|(in|into|to) which)\b.{0,40}\b(money|amount|payment|settlement|claim|reimbursement)\b.{0,30}\b(paid|pay|credited|credit|come|comes|go|goes|transferred|sent|deposited|received)\b|\b(money|amount|payment|claim|reimbursement)\b.{0,30}\b(credited|deposited|transferred)\b|\bbank (account|details)\b/g,
    CLAIM_ACCOUNT,
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
    "pre- and post-hospitalisation expenses",
  ],
  ...BENEFIT_RULES,
  [/\b(port|ported|port it|migrate|migration)\b/g, "portability"],
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
  // left") stays what the question is about.
  [
    /\b((cover(age)?|balance|sum insured|amount|money|limit|insurance)( is| still)? (left|remaining|remains|available|unused|balance)|(left|remaining|available|unused) (cover(age)?|balance|sum insured|amount|limit)|(?<=\bhow much (\w+ ){0,6})(left|remaining|remains|available|used|utili[sz]ed|balance)|how much (more )?(can|could) (i|we) (still )?claim)\b/g,
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
