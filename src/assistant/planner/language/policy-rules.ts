/**
 * Members' words about the policy itself, mapped to the wording's (a part of synonyms.ts's rules, in
 * their place there): returning or cancelling it, renewing it and its premium, moving it to another
 * insurer, what happens to it on leaving the employer, and who may be put on it or buy it.
 */
import { besideWords } from "./beside";
import { ENTRY_AGE, LEAVING, MINIMUM_STAY, WHO_CAN_BE_COVERED } from "./wordings";

/** A member's parent, as members call them. */
const PARENT = "(parents?|father|dad|daddy|papa|mother|mom|mum|mummy|in-?laws?)";
/** Relatives a family floater does not cover, besides parents: brothers, sisters, grandparents. */
const RELATIVE_NOT_FAMILY = String.raw`brothers?|sisters?|siblings?|grand\w+`;
/** What being put on a policy is called: "be covered", "be added", "join". */
const INSURED_AS = "(covered|insured|added|included|enrolled|eligible|join|get (covered|insured|cover))";
const JOINING = String.raw`\b(buy\w*|purchas\w*|join\w*|eligib\w*|apply|enrol\w*|enroll\w*|sign up)\b`;
/**
 * An age named, or asked for, where a plan is bought or joined (only there: "I am 45, is knee
 * replacement covered" is not). As a member asks it: the wording's own "buys the plan at the age of
 * 61" (a senior citizen's co-payment) states no ages a plan is bought at.
 */
const ENTRY_AGE_ASKED = besideWords(
  JOINING,
  String.raw`\b((i am|i'm|im|my age is) \d{2}\b( (years?|yrs?)( old)?)?|\d{2}[\s-]?(years?|yrs?)[\s-]?old|(age limit|max(imum)? age|min(imum)? age|entry age|(till|until|up ?to) what age|what age|how old|too old))\b`,
);

export const POLICY_RULES: readonly (readonly [pattern: RegExp, wording: string])[] = [
  // How long a stay must be for a claim ("minimum days in hospital", "is 24 hour hospitalisation
  // necessary"): the wording's "in-patient hospitalisation of 24 hours or more", and day-care's less.
  [
    /\b(minimum|min)\b.{0,30}\b(hospital\w*|admi(ssion|tted)|stay(ing)?)\b|\b(need|needs|needed|must|have to|has to|required|necessary|compulsory|mandatory)\b.{0,30}\b(?<!within )24[\s-]?(hours?|hrs?)\b|\b(?<!within )24[\s-]?(hours?|hrs?)\b.{0,40}\b(necessary|required|needed|must|compulsory|mandatory)\b|\bhow (many|long)\b.{0,20}\b(hours?|days?)\b.{0,30}\b(hospital\w*|admi\w*|stay)\b.{0,30}\b(need|needed|required|must|necessary|minimum|(for|to) (a |the )?claim)\b/g,
    MINIMUM_STAY,
  ],
  [
    // A cancelled cheque (the bank details a claim asks for) cancels nothing.
    /\b(cancel\w*(?! cheques?\b)|free[\s-]?look|return (the|my) (policy|plan)|(don'?t|do not|dont) like|refund of (the )?premium|chang(e|ed|ing) (my|our) minds?)\b/g,
    "free look cancellation",
  ],
  // How a policy is renewed: the wording's renewal section (premium due before the end date, a grace
  // period, renewable for life), not the initial waiting period's "renewed without a break".
  [
    /\b(how (do|can|should|to) (i |we )?renew\w*|renew(ing)? (my|our|the|this) (\w+ )?(polic(y|ies)|plans?|insurance|cover)|(get|getting|have) (my|our|the|this) (\w+ )?(polic(y|ies)|plans?|insurance|cover) renewed|renewal (process|procedure|steps?))\b/g,
    "renewal grace period",
  ],
  // Whether a claim raises the premium: the wording says whether it can "go up" because of claims.
  [
    /\bpremiums? (\w+ ){0,3}(increase[sd]?|increasing|go(es)? up|went up|going up|rise[sn]?|rising|hike[sd]?|jumps?|be higher)\b|\b(increase[sd]?|raise[sd]?|hike[sd]?)\b (\w+ ){0,2}premiums?\b/g,
    "go up",
  ],
  [
    /\b(pay(ing)?|paid) (the |my )?(premium |renewal )?(late|after)\b|\blate (premium |renewal )?payment\b|\bmiss(ed)? (the |my )?(premium|payment|due date|renewal)\b|\bafter the due date\b/g,
    "grace period",
  ],
  [
    /\b(porting|portability|switch(ing)? (my )?(insurer|insurance|company|provider)|move to another insurer|transfer my policy|(shift|shifting|move|moving|transfer|transferring) (my |the |our |this )?(\w+ )?(polic(y|ies)|plans?|insurance|cover) to (another|a different|a new|some other|other) (insurer|insurance company|insurance provider|insurance|company|provider))\b/g,
    "portability",
  ],
  [
    /\b(quit(ting)?|leave|leaving|left|resign\w*|chang(e|ed|es|ing)|switch(ed|es|ing)?|lose|losing|lost) (my |the |our )?(jobs?|company|employers?|organi[sz]ation|employment)\b|\b(resign\w*|retir(e|es|ed|ing|ement))\b|\bjob (chang\w*|switch\w*|loss)\b/g,
    LEAVING,
  ],
  // The same in other words: moving to another employer, no longer with one, and in Hindi ("job chhod
  // rahi hu", "naukri chhodne ke baad").
  [
    /\b(mov(e|es|ed|ing)|go(es|ing)?|join(s|ed|ing)?|shift(s|ed|ing)?) to (a |an |another |the )?(new |different |other )?(jobs?|company|employers?|organi[sz]ation)\b|\bno longer (with|at|in|employed (by|with|at)|working (for|at|with)) (my |the |our |this )?(company|employers?|organi[sz]ation|jobs?)\b|\b(jobs?|naukri|naukari|company) (chhod|chod|chhor|chor)\w*/g,
    LEAVING,
  ],
  // Taking a group policy along (porting it, keeping it): what the group wording says of leaving.
  [
    /\b(port\w*|take|taking|carry|carrying|convert\w*|transfer\w*|continue|continuing|keep|keeping)\b( \w+){0,4} (company|group|employer'?s?|corporate|office) (insurance|polic(y|ies)|plan|cover|mediclaim)\b|\b(company|group|employer'?s?|corporate|office) (insurance|polic(y|ies)|plan|cover|mediclaim)( \w+){0,3} (port\w*|portab\w*)\b/g,
    LEAVING,
  ],
  // A parent asked about as one who may be insured ("can my mom be insured", "is my mother eligible",
  // "my father is 70, can he be covered under my plan"): who the policy can cover. Not "my father has
  // diabetes, is it covered", which asks about the illness.
  [
    new RegExp(
      String.raw`\b(can|could|will|would)\s+(my|our)\s+(\w+\s+)?${PARENT}\s+(also\s+)?(be\s+)?${INSURED_AS}\b|\b(is|are)\s+(my|our)\s+(\w+\s+)?${PARENT}\s+(also\s+)?eligible\b|\b${PARENT}\b.{0,80}\b(can|could|will|would)\s+(he|she|they)\s+(also\s+)?(be\s+)?${INSURED_AS}\b`,
      "g",
    ),
    WHO_CAN_BE_COVERED,
  ],
  // The member's policy used for a parent or a sibling, or for "him"/"her" ("my father is sick, can I
  // use my policy for him"): whether they can be on it. Not "how do I claim for my father's surgery".
  [
    new RegExp(
      String.raw`\b(use|using)\b(\s+\w+){0,2}\s+(my|our|the)\s+(\w+\s+)?(polic(y|ies)|plans?|insurance|cover|mediclaim)\b(\s+\w+){0,2}\s+for\s+((him|her|them)(?=\s*([?.!,]|$|\s+(too|also|as well)\b))|(my|our)\s+(\w+\s+)?(${PARENT}|${RELATIVE_NOT_FAMILY}))\b`,
      "g",
    ),
    WHO_CAN_BE_COVERED,
  ],
  // Adding someone to a policy: who the policy can cover. In English ("add my parents", "my mother on
  // my plan", "my mom and dad … could I include them"), and in Hindi's order, the policy before
  // "mein" and the adding last ("mummy papa ko policy mein add kar sakti hu").
  [
    new RegExp(
      String.raw`\b(add|adding|include|including|put|putting|enrol\w*|insure|cover|covering)\b( \w+){0,3} (${PARENT}|${RELATIVE_NOT_FAMILY})\b|\b(${PARENT}|siblings?)\b( \w+){0,6} (on|in|under|to) (my|our|the) (\w+ )?(polic(y|ies)|plans?|insurance|cover)\b|\b${PARENT}\b.{0,120}\b(add|include|put|enrol\w*|insure|cover)\b (them|him|her)\b|\b${PARENT}\b( \w+){0,6} (polic(y|ies)|plans?|insurance) (mein|me|main|men)( \w+){0,2} (add|include|enrol\w*|daal\w*|dal\w*|jod\w*|jud\w*)\b`,
      "g",
    ),
    WHO_CAN_BE_COVERED,
  ],
  // The age a plan may be bought or joined at ("I am 68, which plan can I buy", "age limit to join",
  // "can a 70 year old buy"): the wording's "between the ages of 18 and 65".
  [ENTRY_AGE_ASKED, ENTRY_AGE],
  // Who may buy or join a plan ("who can buy this plan", "who is eligible to join"): whom it covers.
  [
    /\bwho (all )?(can|may|could|is allowed to|is eligible to|are eligible to) (buy|purchase|take|join|apply for|get)\b|\b(eligib\w*) (to|for) (buy|purchase|take|join)\b/g,
    WHO_CAN_BE_COVERED,
  ],
  // A new employee's enrolment ("how long does HR have to add a new employee"): the group wording's
  // "enrolled from their date of joining".
  [
    /\b(new (employees?|joiners?|hires?)|(add|adding|added|enrol\w*|enroll\w*) (\w+ ){0,2}(employees?|joiners?|me|myself) (to|in|on|after|late)\b|after joining|date of joining)\b/g,
    "date of joining",
  ],
  // A child staying on as they grow ("my son is 19, can he stay on the family policy", "can my daughter
  // continue on my policy after 25"): up to which age the policy covers children.
  [
    /\b(sons?|daughters?|kids?|child|children|he|she|they)\b( \w+){0,2} (still )?(stay|stays|staying|continue|continues|remain|remains)\b( \w+){0,2} (on|in|under|with) (my|our|the|this) (\w+ )?(polic(y|ies)|plans?|insurance|cover)\b/g,
    WHO_CAN_BE_COVERED,
  ],
  // A plan for one person ("which plan is for a single person", "a policy just for me"): who each
  // plan covers, one person's plan saying it is one.
  [
    /\b(single (person|adult|man|woman|member)|one person|only (for )?me|just (for )?me|(for )?myself (alone|only)|only myself)\b/g,
    WHO_CAN_BE_COVERED,
  ],
  // Adding a spouse or a child: who the policy can cover (a plan for one person answers by being one).
  [
    /\b(add|adding|include|including|enrol\w*|enroll\w*)\b( \w+){0,3} (wife|husband|spouse|partner|sons?|daughters?|kids?|child|children|baby|babies|new[\s-]?born)\b/g,
    WHO_CAN_BE_COVERED,
  ],
];
