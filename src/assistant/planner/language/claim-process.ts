/**
 * Members' words about making a claim and getting it paid, mapped to the wording's (a part of
 * synonyms.ts's rules, in their place there): the time to send it, how to claim, cashless at the
 * hospital (asked for, told of, or refused), telling the insurer, money back for a bill already paid,
 * a hospital outside the network, and the account a claim is paid into.
 */
import {
  CLAIM_ACCOUNT,
  HOW_TO_CLAIM,
  INFORM,
  NON_NETWORK,
  PRE_AUTHORISATION,
  REIMBURSEMENT,
  REIMBURSEMENT_CLAIM,
} from "./wordings";

/**
 * Asking how long there is to send a claim or its bills ("by when should I send the bills", "deadline to
 * file a claim"); not when a pre-authorisation is sent, which goes before the stay (PRE_AUTH_ASKED).
 * The look-arounds across the whole message come after its first words: read at every position of a
 * long message, they would cost its length squared.
 */
const CLAIM_DEADLINE =
  /\b(how long|how many days|how much time|deadline|by when|time limit|last date|till when|until when|within how many days)\b(?<!\bpre[\s-]?auth\w*\b[\s\S]*)(?![\s\S]*\bpre[\s-]?auth).{0,40}\b(submit\w*|send|sending|sent|fil(e|ing)|lodg\w*)\b|\b(submit\w*|send|sending|fil(e|ing)|lodg\w*)\b.{0,40}\b(deadline|by when|time limit|last date|how many days|how long|till when|until when)\b/g;

/** What a member asks to be told to do, in English and Hinglish. */
export const WHAT_TO_DO = "(what (to|should i|do i|must i|shall i) do|kya karna|karna (hai|padega|chahiye))";
/** Telling the insurer, in any of its forms ("inform", "intimation", "notify", "told"). */
export const TELLING = "(inform|intimat|notif|tell|told)\\w*";
/** A stay in hospital begun, as members say it. */
const STAY = "(admission|admitted|admit|hospitali[sz]\\w*|bharti)";

/** What to do before a stay, asked in English or Hindi ("what should I do before admission", "bharti se pehle kya karna hai"). */
const BEFORE_STAY_TODO = `\\b${WHAT_TO_DO}\\b.{0,30}\\bbefore (\\w+ ){0,2}${STAY}\\b|\\bbefore (\\w+ ){0,2}${STAY}\\b.{0,30}\\b${WHAT_TO_DO}\\b|\\b${STAY}\\b.{0,30}\\b(before|pehle)\\b.{0,20}\\b${WHAT_TO_DO}\\b`;

const BEFORE_STAY_TODO_ASKED = new RegExp(BEFORE_STAY_TODO);

/**
 * Whether a question asks what to do before a stay. Its search is put as the English question is
 * ("what should I do before admission"): Hindi's "pehle" read as "before" and "bharti" as
 * "hospitalisation" would otherwise steer it to the expenses of the days before a stay.
 */
export function asksWhatToDoBeforeStay(lower: string): boolean {
  return BEFORE_STAY_TODO_ASKED.test(lower);
}
export const BEFORE_STAY_QUERY = "what should I do before admission inform";

/** A pre-authorisation however it is typed ("pre-auth", "preauthorization", "pre authorisation"). */
const PRE_AUTH_ASKED = /\bpre[\s-]?auth\w*\b/g;

export const CLAIM_RULES: readonly (readonly [pattern: RegExp, wording: string])[] = [
  // How long there is to send a claim: the wording's "within 30 days of discharge".
  [CLAIM_DEADLINE, "within 30 days of discharge"],
  // "Pre-auth kab bhejna hai", "how long before admission is the pre-authorisation sent": the
  // hospital's request for a cashless stay, which the wording times before a planned admission.
  [PRE_AUTH_ASKED, PRE_AUTHORISATION],
  // When it is sent ("kitne time pehle", "how early", "when"): the wording's "for a planned admission",
  // not the glossary's other words for "before".
  [
    /\bpre[\s-]?auth\w*\b(?=.{0,40}\b(before|pehle|advance|kab|when|how (long|early|soon)|how many (hours|days)|time)\b)|\b(before|pehle|advance|kab|when|how (long|early|soon)|how many (hours|days)|time)\b(?=.{0,40}\bpre[\s-]?auth)/g,
    "planned admission",
  ],
  [
    /\b(claim (process|procedure)|(how|steps) (do i|to|can i|should i|would i) (file|make|raise|submit|lodge|register|get) (a |my |the )?claim|(file|raise|lodge|submit|register) a claim|how (to|do i|can i|should i) claim|claim (kaise|how to))\b/g,
    HOW_TO_CLAIM,
  ],
  [/\breimburs\w*\b/g, REIMBURSEMENT],
  // Telling the insurer of a cashless admission: the hospital's pre-authorisation request, which the
  // wording never calls informing ("how do I inform for cashless treatment", "cashless intimation").
  // Not beside a reimbursement, for which informing is the wording's own word (looked for across the
  // message once the words have matched, not at every position of it).
  [
    /(\b(intimat\w*|notif\w*|inform\w*|tell|let (\w+ ){0,2}know)\b(?=.{0,40}\bcashless\b)|\bcashless\b(?=.{0,40}\b(intimat\w*|notif\w*|inform\w*|tell)\b))(?<!\breimburs[\s\S]*)(?![\s\S]*\breimburs)/g,
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
  // What to do before a stay ("what should I do before admission", "bharti hone se pehle kya karna hai"):
  // inform the TPA (and, for cashless, the hospital's request), not the expenses of the days before it.
  [new RegExp(BEFORE_STAY_TODO, "g"), INFORM],
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
];
