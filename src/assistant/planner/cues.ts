/**
 * What a message's phrasing says beyond its topic words, read over the planner's text (lower case,
 * Hindi mapped to English, the wording's words added): whether it is about the member, about someone
 * else, a process question, a definition, a request for something only the member's account holds,
 * a search for a hospital, a question about enrolling a relative. Pure data and small predicates.
 */
import type { MemberTopic } from "./plan";

/** Things of the member's that "I have/had/got" may be followed by ("I have a claim pending"). */
const HELD = "(polic(y|ies)|plans?|claims?|insurance|cover|ecard|cards?|balance|documents?)";

/** The whole message is about the member: "do I have", "am I covered", "send me", a thing on record. */
export const ABOUT_ME = new RegExp(
  [
    "\\b(do i have|have i|am i|did i|i hold)\\b(?! to\\b)",
    // "Why didn't I get the full amount", "wasnt I covered": the same, asked the other way round.
    "\\b(didn'?t|haven'?t|wasn'?t) i\\b|\\bi (did not|didn'?t|never) (get|got|receive|received)\\b",
    `\\bi (have|had|got)( a| an| any| the| my| two| one)?( \\w+)? ${HELD}\\b`,
    `\\b${HELD} (that |which )?(i|we) (have|had|hold|made|filed|raised|submitted|own)\\b`,
    "\\b(send|show|give|email|mail|share) me\\b",
    "\\bfor me\\b",
    "\\bwhat (\\w+ ){1,3}do you have\\b",
    "\\b(on|in|under) my (account|name)\\b",
    "\\b(on (file|record)|in your (records?|system)|registered (email|mail|mobile|phone|contact|number|address|details))\\b",
  ].join("|"),
);

/** A word that makes the words after it the member's own: "my claim", "our policy". */
export const OWNER = /^(my|mine|our|ours|myself)$/;

/** Someone else's data: "Asha Rao's claims", "every member's policies", "my neighbour's claim". */
export const SOMEONE_ELSE =
  /\b(every|all|other|another|any) (members?|customers?|users?|people|persons?)\b|\b(someone|somebody|anyone|everyone|everybody) ?else('?s\b| (claims?|polic(y|ies)|details|data|accounts?|balance|e-?cards?|profiles?|documents?)\b)|\b(everyone|everybody|anyone)'?s\b|\bmy (neighbou?r|friend|colleague|boss|manager|cousin|uncle|aunt)'s\b/;
/**
 * A capitalised name's possessive, other than words that open a question ("What's", "It's") and a
 * hospital's own name ("Sunrise Children's Hospital", "St. John's Medical College"), which is no person's.
 */
export const NAMED_POSSESSIVE =
  /\b(?!(?:What|Where|Who|How|When|It|That|There|Here|Let|He|She|Which)['’]s)[A-Z][a-z]+(?: [A-Z][a-z]+)?['’]s\b(?!\s+(?:[Hh]ospitals?|[Cc]linic|[Nn]ursing|[Mm]edical|[Mm]aternity|[Ee]ye|[Hh]eart|[Cc]are|[Cc]ent(?:re|er)|[Ii]nstitute)\b)/;

/** The member names their policy, plan or insurance: a wording question about it is mixed. */
export const POLICY_WORDS = /\b(polic(y|ies)|plans?|insurance|cover(age)?|insured)\b/;
export const THEIR_POLICY = /\b(my|our)\s+(\w+\s+){0,2}(polic(y|ies)|plans?|insurance|cover(age|ed)?)\b/;

/** What the member reads as self-identification, not a request: "my number is 98…". */
export const SELF_IDENTIFICATION = /\bmy (mobile |phone |contact )?(number|no|name) is\b[^,.?!]*[,.?!]?|\b\d{7,}\b/gi;

/**
 * When the member's policy was bought ("when did I buy my policy", "when was my plan purchased"): its
 * start date, which the schedule gives; not the wording's "no medical check-up is needed to buy it".
 */
const BOUGHT_WHEN =
  /\bwhen (was|were|did) (i |we )?(buy|bought|purchased?|take|took|taken|get|got) (my|our|this|the) (polic(y|ies)|plans?|insurance)\b|\bwhen (was|were) (my|our|this|the) (polic(y|ies)|plans?|insurance) (bought|purchased|taken)\b|\b(purchase|buying) date of (my|our|this|the) (polic(y|ies)|plans?|insurance)\b/gi;

/** The message as a request: self-identification dropped, and BOUGHT_WHEN put as the start date it asks. */
export function asRequest(message: string): string {
  return message.replace(SELF_IDENTIFICATION, " ").replace(BOUGHT_WHEN, "when did my policy start");
}

export const PORTAL_REF = /\bPRT-\d{5}\b/i;

/**
 * A product as members name it, whose words are not a request: "my personal accident policy" does
 * not ask for personal details. Read as the kind of cover it is.
 */
export const PRODUCT_WORDS: readonly (readonly [RegExp, string])[] = [
  [/\bpersonal[\s-]+accident\b/gi, "accident"],
  // "My family floater", "our group care": the member's own policy by its name, not a wording question.
  [
    /\b(my|our)\s+(family|group)[\s-]+(floater|shield|care|mediclaim)\b(\s+(polic(y|ies)|plans?|insurance))?/gi,
    "$1 $2 policy",
  ],
];

/**
 * Which of the member's policies pays for something ("which policy covers my fracture", "which policy
 * should I claim my wrist fracture from"): each one's benefits, beside the wording.
 */
export const WHICH_POLICY_PAYS =
  /\bwhich (?:one )?(?:of )?(?:my |our |the )?(?:polic(?:y|ies)|plans?|insurances?|covers?)\b.*\b(?:pays?|paid|covers?|covered|reimburses?|reimbursed)\b|\bwhich (?:one )?(?:of )?(?:my |our |the )?(?:polic(?:y|ies)|plans?|insurances?)\s+(?:should|do|can|must|shall)\s+(?:i|we)\s+(?:claim|use)\b|\b(?:claim|use)\b(?:\s+\S+){0,6}\s+(?:from|under|on|in|with)\s+which\s+(?:one|polic(?:y|ies)|plans?|insurances?)\b/;

/**
 * "How do I…", "steps to…", "claim process": asks how something is done, which the wording says. Not
 * a claim "under process", which is its state.
 */
export const PROCESS =
  /\bhow (do|can|should|would|could|to|will) (i |we )?\w+|\bhow to\b|\b(steps?|(?<!\b(?:under|in) )process|procedure)\b/;

/** Asks how something works or what it means: the wording explains it, even when a member intent owns its words. */
export const EXPLAIN =
  /\bexplain\b|\bhow (does|do|will) (\w+ ){1,3}work\b|\bhow \w+ works\b|\bwhat (does|do) (\w+ ){1,3}mean\b|\btell me about\b/;

/** A definition question is searched as it is: the search quotes the glossary for it. */
export const DEFINITION =
  /^\s*(what(\s+is|\s+are|\s+does|'s)\s+(an?\s+)?[\w\s-]{1,40}(mean|means)?\s*\??|define\s.+|meaning of\s.+|[\w\s-]{1,30}\s+meaning\s*\??)$/i;

/** "What are the sum insured options": which values a plan offers, a list to read, not a term to define. */
const WHICH_VALUES = /\b(options|choices|types|kinds|variants|slabs|tiers)\b/i;

/**
 * A definition asked (DEFINITION), not a question about the member's own policy ("what is my
 * deductible", "what is the maximum I can claim") nor one asking which values there are ("what are
 * the sum insured options").
 */
export function asksDefinition(text: string): boolean {
  return DEFINITION.test(text) && !/\b(my|our|i|we)\b/i.test(text) && !WHICH_VALUES.test(text);
}

/**
 * Whether something is paid for: with no member intent, a question for the wording. What a policy
 * will pay ("I broke my wrist, how much will my accident policy pay") asks it too, of what the
 * member describes; what it did pay is a claim's.
 */
export const COVERAGE_QUESTION =
  /\b(covered|covers?|coverage|included|include[sd]?|pays? for|paid for|payable|claimable|reimbursed|allowed|pay (if|when|after|in case)|(will|would|does|do) (the |my |our |this |your )?(\w+ )?(polic(y|ies)|plans?|insurance|insurer|cover) pay)\b/;

/** Words that suppose a claim's state rather than report it ("if my claim is rejected", "agar claim reject hua"). */
export const SUPPOSED = "if|in case|agar|suppose|what happens";
/** A sum or a cost supposed or to come ("if I pay 5000", "will 5000 be deducted", "how much will a delivery cost"), not one paid. */
export const SUPPOSED_OR_TO_COME = new RegExp(String.raw`\b(${SUPPOSED}|will|would|should)\b`);

/** Words that ask what a plan allows ("how many claims can I make", "kitna claim kar sakte"), not what was done. */
export const WHAT_A_PLAN_ALLOWS = "can|could|allowed|eligible|limit|maximum|max|up to|sakte|sakta|sakti";

/**
 * Things only the member's account holds, named however the member names them (the synonym layer
 * has already turned "how much cover is left" into "balance" and "policy copy" into "policy
 * documents"): such a request is the member's own, with or without "my".
 */
export const MEMBER_THINGS: readonly (readonly [MemberTopic, RegExp])[] = [
  ["balance", /\bbalance\b/],
  ["ecard", /\becard\b/],
  // "My membership number", "member id": each insured person's, on who is insured (composer/member-ids.ts).
  ["members", /\b(member(ship)?\s*(id|ids|number|numbers|no)|uhid)\b/],
  ["documents", /\bpolicy documents\b/],
  [
    "claims",
    // "How much did the insurer pay for my surgery": what was paid is the member's claim, not the wording;
    // so is what was cut from one ("claim me kitna kata", "why was money cut from the claim"), and
    // money cut, which only a claim has ("kitna paisa kata aur kyun", "how much money deducted").
    /\bhow much (did|has|have|was|were) (the |my |our )?((\w+ ){0,2}(insurer|insurance company|insurance|company|polic(y|ies)|plans?|they|you|plancover|tpa) )?(been )?(pay|paid|approve|approved|reimburse|reimbursed|settle|settled|give|gave|given)\b|\bhow much (did|have|has) (we|i) (get|got|receive|received)\b|\bclaims? (k[aie] )?status\b|\bstatus of (the |my |our |a )?claims?\b|\bstatus of (my|our) (\w+ ){1,6}claims?\b|\btrack(ing)? (the |my |a )?claims?\b|\bclaims? (update|history|kab)\b|^(?=.*\bclaims?\b).*\b(was|were|got|been|kata|kaata|kati|kaat)( \w+){0,3} (deducted|cut)\b|\b(money|paisa|paise|rupees)( \w+){0,3} (deducted|cut)\b/,
  ],
  // The claims on one of their policies ("claims on my accident policy", "my claim under the family shield"):
  // theirs to list, not the policy's terms; "can I claim under my accident policy" asks the wording.
  [
    "claims",
    /^(?!.*\b(can|could|how (do|to|can|should)|kaise|if|agar|should)\b).*\b((my|our) claims?|claims) (on|under|in|from|of|against|through) (my|our|the) (\w+ ){0,3}(polic(y|ies)|plans?|insurance|cover|mediclaim|floater|shield|guard)\b/,
  ],
  // A claim the member reports in a state ("the claim is still under review") or asks which are in one
  // ("which claims are open"): theirs, whoever's name is on it.
  [
    "claims",
    new RegExp(
      String.raw`^(?!.*\b(${SUPPOSED})\b).*\bclaims? (is |was |has been |are |were |got )?(still |now )?(under review|pending|on hold|in process|being processed|open|ongoing|in progress|unsettled|stuck|rejected|not (yet )?(settled|approved|paid|cleared))\b`,
    ),
  ],
  // What was claimed so far ("total kitna claim hua", "total claims this year", "what I have claimed so far",
  // "amount claimed to date"), past tense: not what a plan lets one claim.
  [
    "claims",
    new RegExp(
      String.raw`^(?!.*\b(${WHAT_A_PLAN_ALLOWS})\b).*(\b(total|how much|kitna|kitne)\b( \w+){0,3} claim(s|ed)?\b( \w+){0,3} (hu[aei]|kiya|kiye|mila|mile|aaya|made|filed|raised|so far|till (now|date)|to date|ab tak|this year|is saal)\b|\bclaimed (so far|till (now|date)|to date|this year)\b)`,
    ),
  ],
  // How much a claim got, in Hinglish ("kabir ka claim kitna approve hua", "claim me kitna paisa mila"):
  // what the insurer did, past tense, not how approval works.
  [
    "claims",
    /\bclaims?\b( \w+){0,3} kitn[aie]( \w+){0,2} (approved?|pass|manjoor|manzoor|settled?|paid|sanction(ed)?) (hu[aei]|kiya|kiye|ho gaya|ho gayi)\b|\bkitn[aie]( \w+){0,2} (mila|mile|aaya|aaye|diya|diye)( \w+){0,2} claims?\b|\bclaims? (me|mein|main|se) kitn[aie]( \w+){0,2} (mila|mile|aaya|aaye|diya|diye)\b/,
  ],
  [
    "profile",
    /\bregistered (email|mail|mobile|phone|contact|number|address|details)\b|\b(on (file|record)|in your (records?|system))\b/,
  ],
  [
    "policies",
    /\bpolicy (k[aie] )?(number|no)s?\b|\bwhich polic(y|ies) (do|have) i\b|\bwhich (polic(y|ies)|plans?) (is|are) (my|our) /,
  ],
  [
    "members",
    /\b(insured|covered) members\b|\bmembers (insured|covered)\b|\blist (of )?(the )?(family )?members\b|\bhow many (people|persons|members) (are |is )?(covered|insured|on) (in|on|under)? ?(my|our)\b/,
  ],
  [
    "plan",
    /\b(policy|plan) details\b|\brenewal due\b|\bwhen (is|does) (the |my )?(policy |plan )?renewal\b|\b(renewal|expiry|expiration|end|start) dates?\b|\bpolicy (expiry|expires|expiring|end date)\b|\bwhen (does|will|is) (the |my )?(policy|plan|cover|insurance) (expire|end|due|lapse|renew)/,
  ],
];

/**
 * What only the member's profile holds, in its own words: without one, "details" beside a policy
 * ("my policy details", "my personal accident policy details") are the plan's, not the member's.
 */
export const PROFILE_WORDS =
  /\b(profile|contact|address|e-?mail|mail|mobile|phone|number|birth|dob|personal|communication|preference|kyc|pan|name)\b/;

/** Looking for a hospital, not asking about a hospital bill: near me, in a city, which, a list. */
export const HOSPITAL_SEARCH =
  /\b(hospitals?|clinics?|nursing homes?)\b.*\b(near|nearby|nearest|closest|close to|around|in my (area|city|locality)|list)\b|\b(near|nearby|nearest|closest|which|find|search|locate|list|where|any|empanell?ed|tie[\s-]?up)\b.*\b(hospitals?|clinics?|nursing homes?)\b|\bhospital list\b/;

/** A relative of the member's: "my wife", "our kids" (after the synonym layer: "spouse", "children"). */
export const OWN_RELATION =
  /\b(my|our)\s+(\w+\s+)?(wife|husband|hubby|spouse|partner|sons?|daughters?|kids?|child|children|mother|father|mom|mum|dad|parents?|family(?!\s+(?:shield|floater|plans?|polic(?:y|ies)|insurance|cover)\b)|in[\s-]laws?)\b/;

/** Being on a policy, as opposed to a treatment being paid for: "covered", "insured", "on my plan". */
export const ON_POLICY =
  /\b(covered|insured|included|listed|enrolled|members?|part of|(on|in|under) (my|our|the|this) (\w+ )?(polic(y|ies)|plans?|insurance|cover))\b/;

/** Enrolling someone: how to add a relative is a question for the wording, not a read of who is insured. */
export const ENROLMENT = /\b(add|added|adding|enrol\w*|enroll\w*|join|joining|put|new[\s-]?born)\b/;

/** A message that only thanks ("thanks!", "ok thank you so much"): it asks nothing, and is answered in kind. */
export const ONLY_THANKS =
  /^\s*((ok(ay)?|great|perfect|cool)\s*[,!.]?\s*)?(thanks?|thank\s*(you|u)|thx|ty|tysm|cheers)(\s+(a lot|so much|very much))?\s*[!.]*\s*$/;

/**
 * A question that ends by asking what the assistant can do ("hi, I just signed up, what can you do?"):
 * what came before it is who they are, not a subject ("signed" is no claim form's signature). Only at
 * the end: "how can you help me with room rent" asks about room rent.
 */
export const ASKS_CAPABILITY =
  /\b(what (all )?(can|do|could) you (do|help( me)?( with)?|offer)( for me)?|how (can|could|do) you help( me)?|what (are|is) (you|this|this bot) for)\s*[?.!]*\s*$/;

/** The member ID asked for: "member id", "membership number", "member no.", "uhid", "TPA id". */
export const MEMBER_ID = /\b(member(ship)?\s*(id|ids|number|numbers|no)|uhid|tpa\s*id|insured\s*id)\b/;

/** The words that pick the member's latest claim. */
export const RECENCY_WORDS: readonly string[] = ["latest", "last", "most recent", "recent", "newest"];
/** One claim, the latest: "my last claim", "the most recent hospital claim", "latest claim ka status". */
export const LATEST_CLAIM = new RegExp(String.raw`\b(?:${RECENCY_WORDS.join("|")})\s+(?:\w+\s+)?claim\b(?!s)`);
