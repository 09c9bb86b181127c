/**
 * "What is covered?", "what are the benefits", "kya kya cover hai": what the policy covers in
 * general, with no treatment, benefit or product named. The wording has no one passage on it: a
 * search on the bare words ranks whichever section happens to say "covered" ("Who can be covered")
 * and quotes it as the answer, and the wording's summary names no limits or waiting periods. The member's own benefit schedule is the
 * whole answer: every benefit with its limit and waiting period, and what is not covered. Pure.
 */
import { withHinglish } from "./language/hinglish";
import type { MemberTopic, TurnKind } from "./plan";

/** Words that ask what is covered: at least one must be there. */
const COVER_WORDS = /\b(covered|covers?|coverage|benefits?|included|includes?|inclusions?)\b/;

/**
 * Everything else such a question may say. A word outside this list names something (a treatment, a
 * person, a product, a negation such as "not") and leaves the question to the wording search.
 */
const FILLER = new Set(
  (
    "what which all is are does do did will would can could get gets the a an my our me i we you your " +
    "this that it its policy plan plans policies insurance health mediclaim cover covers covered coverage " +
    "benefit benefits included include includes inclusion inclusions under in on of by with from for " +
    "list show tell give details detail please pls kindly exactly everything things thing there " +
    "hai hain kya milta milega milte mera meri mere mein ke liye"
  ).split(" "),
);

export function asksWhatIsCovered(message: string): boolean {
  const lower = withHinglish(message.toLowerCase());
  if (!COVER_WORDS.test(lower)) return false;
  const words = lower.match(/[a-z]+/g) ?? [];
  return words.length > 0 && words.every((word) => FILLER.has(word));
}

/** What, not whether ("is my husband covered", "kya mera bacha covered hai"). */
const ASKS_WHAT = /\b(what|which|benefits?|kya kya)\b/;

/**
 * "What is covered for my son", "what benefits does my husband get": what is covered for a
 * relative, asked in words that ask what; `withoutRelatives` is the message with them put as "me".
 */
export function asksWhatIsCoveredFor(message: string, withoutRelatives: string): boolean {
  return ASKS_WHAT.test(message.toLowerCase()) && asksWhatIsCovered(withoutRelatives);
}

/** Words that ask what is left out: at least one must be there. */
const EXCLUSION_WORDS = /\b(not|nahi|nahin|excluded|excludes?|exclusions?)\b/;
/** Besides FILLER, the words "what is not covered" is put in ("what doesn't my policy pay for"). */
const NEGATION_FILLER = new Set(
  "not nahi nahin excluded exclude excludes exclusion exclusions doesn t don isn won pay pays paid payable for".split(
    " ",
  ),
);

/**
 * "What is not covered in my policy", "exclusions of my plan": what the policy leaves out, with no
 * treatment or benefit named. The schedule's "not covered" line names one or two benefits; the
 * wording's exclusions list is the answer, so such a question reads both.
 */
export function asksWhatIsExcluded(message: string): boolean {
  const lower = withHinglish(message.toLowerCase());
  if (!EXCLUSION_WORDS.test(lower)) return false;
  const words = lower.match(/[a-z]+/g) ?? [];
  return words.length > 0 && words.every((word) => FILLER.has(word) || NEGATION_FILLER.has(word));
}

/**
 * "What is covered?": the member's own benefit schedule, which is the whole answer;
 * a guest is asked to sign in for it, as for "what does my policy cover".
 */
export const GENERAL_COVER_READING: { kind: TurnKind; topics: readonly MemberTopic[] } = {
  kind: "member",
  topics: ["cover"],
};

/**
 * "What is not covered in my policy": their benefit schedule beside their wording's exclusions list
 * (above), not the schedule alone, whose "not covered" line names a benefit or two.
 */
export const GENERAL_EXCLUSIONS_READING: { kind: TurnKind; topics: readonly MemberTopic[] } = {
  kind: "mixed",
  topics: ["cover"],
};
