/**
 * The question the planner sends the wording search (search_policy_knowledge) for a message it read
 * as asking the wording. Pure.
 */
import { asksClaimsAllowed, SUM_INSURED_YEAR } from "./claim-cues";
import { asksDefinition } from "./cues";
import { knowledgeQueryOf } from "./extract";
import { asksWhatIsExcluded } from "./general-cover";
import { asksWhatToDoBeforeStay, BEFORE_STAY_QUERY } from "./language/claim-process";
import { wordingAdded } from "./language/synonyms";
import {
  HOSPITALISATION,
  HOW_TO_CLAIM,
  INFORM,
  PRE_AND_POST_EXPENSES,
  WAITING_PERIOD,
  WHO_CAN_BE_COVERED,
  withoutWhoBesideWhat,
} from "./language/wordings";
import { PLANS_OFFERED_QUERY, type PlansOffered } from "./plans-offered";
import { productNamesIn, withoutProductNames } from "./product-names";

/**
 * The question for the wording search: the member's words (spelling corrected), the wording's words
 * beside them. The search steers to the heading of the section it matches best, in the company's corpus.
 */
export function wordingQuery(
  message: string,
  relativeCover: boolean,
  plansOffered: PlansOffered | null,
  addsRelative = false,
): string | null {
  if (plansOffered === "overview") return PLANS_OFFERED_QUERY;
  const query = asEnglishDefinition(knowledgeQueryOf(message));
  // "What is the age limit to buy a policy" asks each plan's rule, not what a term means.
  // A question about the member's own policy, or two questions joined ("what is covered and what is
  // not"), is no definition, however short: the wording's words are added as for any other question.
  if (query === null) return null;
  const defines = asksDefinition(query) && !/\band\b/i.test(query);
  if (defines && plansOffered === null) return query;
  const lower = query.toLowerCase();
  // How many claims a policy allows: what the wording says of the sum insured for the policy year
  // (the question's own words find "limit" and "claim" sections: room rent, documents).
  if (asksClaimsAllowed(lower)) return SUM_INSURED_YEAR;
  // What a plan named by its name leaves out: its name and "exclusions" alone, for the rest ("what is
  // not covered in my … policy") would rank the plan's opening summary above its exclusions list.
  const named = productNamesIn(lower);
  if (named.length > 0 && asksWhatIsExcluded(lower)) return `${named.join(" ")} exclusions`;
  // A word in a plan's name is not yet the subject: "does personal accident guard cover fractures"
  // still asks about an accident, which the search takes the name's words only to boost the plan by.
  const asked = withoutProductNames(lower);
  const added = onlyWhoMayJoin(
    withoutStayBesideClaiming(withoutWhoBesideWhat(wordingAdded(lower), relativeCover)),
    addsRelative,
  ).filter((w) => !asked.includes(w));
  // What to do before a stay, and nothing else asked beside it, is searched as the English question is.
  if (asksWhatToDoBeforeStay(lower) && added.every((w) => BEFORE_STAY_WORDS.has(w))) return BEFORE_STAY_QUERY;
  return knowledgeQueryOf([query, ...added].join(" "));
}

/** "Family floater kya hota hai", "co-pay ka matlab kya hai": what a term means, asked in Hindi. */
const HINDI_DEFINITION =
  /^\s*(.{2,40}?)\s+(?:kya\s+(?:hota|hoti|hote)\s+(?:hai|hain|h)|kya\s+(?:hai|h)|ka\s+(?:matlab|arth|meaning)(?:\s+kya)?(?:\s+(?:hai|h))?)\s*[?.!]*\s*$/i;

/** A Hindi definition question put as the English one ("what is family floater"), which the search answers. */
function asEnglishDefinition(query: string | null): string | null {
  const subject = query === null ? null : HINDI_DEFINITION.exec(query)?.[1];
  return subject ? `what is ${subject}` : query;
}

/**
 * "My father has diabetes, can he be added": who may join a policy is what is asked; his illness
 * (the pre-existing diseases' wait) matters only once he may, and beside it would lead the answer
 * with a wait for someone the policy cannot cover.
 */
function onlyWhoMayJoin(added: readonly string[], addsRelative: boolean): readonly string[] {
  if (!addsRelative || !added.includes(WHO_CAN_BE_COVERED)) return added;
  return added.filter((wording) => !ILLNESS_WAITS.has(wording));
}

/** What a relative's illness adds to a question: the waits a condition serves. */
const ILLNESS_WAITS: ReadonlySet<string> = new Set(["pre-existing", "specific illnesses", WAITING_PERIOD]);

/**
 * "How to claim after being admitted" ("admit hone ke baad claim kaise kare"): being admitted is when
 * the claim is made, not what it is about; read as hospitalisation beside "after", it would steer the
 * search to the expenses of the days after a stay instead of how to claim.
 */
function withoutStayBesideClaiming(added: readonly string[]): string[] {
  return added.includes(HOW_TO_CLAIM) ? added.filter((w) => w !== HOSPITALISATION) : [...added];
}

/**
 * What a question about what to do before a stay adds by itself: the informing, the stay, the
 * expenses before it, and the English beside Hindi's words ("pehle" before, "bharti" admitted).
 */
const BEFORE_STAY_WORDS: ReadonlySet<string> = new Set([
  INFORM,
  HOSPITALISATION,
  PRE_AND_POST_EXPENSES,
  "what",
  "before",
  "admitted hospitalisation",
]);
