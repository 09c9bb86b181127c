/**
 * "What is covered?", "what are the benefits", "kya kya cover hai": what the policy covers in
 * general, with no treatment, benefit or product named. The wording has no one passage on it: a
 * search on the bare words ranks whichever section happens to say "covered" ("Who can be covered")
 * and quotes it as the answer, and the wording's summary names no limits or waiting periods. The member's own benefit schedule is the
 * whole answer: every benefit with its limit and waiting period, and what is not covered. Pure.
 */
import { withHinglish } from "./language/hinglish";
import type { MemberTopic, TurnKind } from "./plan";
import { withoutProductNames } from "./product-names";
import { LEXICON } from "./retrieval";

/** Words that ask what is covered: at least one must be there. */
const COVER_WORDS = /\b(covered|covers?|coverage|benefits?|included|includes?|inclusions?)\b/;

/**
 * Everything else such a question may say. A word outside this list names something (a treatment, a
 * person, a product, a negation such as "not") and leaves the question to the wording search.
 */
const FILLER = new Set(
  (
    "what whats s which all is are does do did will would can could get gets the a an my our me i we you your " +
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

/** The kind of policy asked about ("in my accident policy"): it says whose schedule or exclusions, not what is asked. */
const POLICY_KIND_WORDS = "accident accidental pa personal family floater group corporate individual".split(" ");

/**
 * "What is covered for my son", "what benefits does my husband get", "what is covered under my family
 * shield policy for my husband": what is covered for a relative, asked in words that ask what, the
 * policy's name or kind saying only whose; `withoutRelatives` is the message with them put as "me".
 */
export function asksWhatIsCoveredFor(message: string, withoutRelatives: string): boolean {
  const asked = withoutProductNames(withoutRelatives.toLowerCase()).replace(/[a-z]+/g, (word) =>
    POLICY_KIND_WORDS.includes(word) ? "" : word,
  );
  return ASKS_WHAT.test(message.toLowerCase()) && asksWhatIsCovered(asked);
}

/** Words that ask what is left out: at least one must be there. */
const EXCLUSION_WORDS = /\b(not|nahi|nahin|excluded|excludes?|exclusions?)\b/;
/** Besides FILLER, the words "what is not covered" is put in ("what doesn't my policy pay for"), and the policy's kind. */
const NEGATION_FILLER = new Set([
  ..."not nahi nahin excluded exclude excludes exclusion exclusions doesn t don isn won pay pays paid payable for".split(
    " ",
  ),
  ...POLICY_KIND_WORDS,
]);

/**
 * "What is not covered in my policy", "exclusions of my plan", "what does my family shield not
 * cover": what the policy leaves out, with no treatment or benefit named. The schedule's "not covered" line names one or two benefits; the
 * wording's exclusions list is the answer, so such a question reads both.
 */
export function asksWhatIsExcluded(message: string): boolean {
  // A plan named by its name ("in my family shield policy") says whose exclusions, as its kind does.
  const lower = withoutProductNames(withHinglish(message.toLowerCase()));
  if (!EXCLUSION_WORDS.test(lower)) return false;
  const words = lower.match(/[a-z]+/g) ?? [];
  return words.length > 0 && words.every((word) => FILLER.has(word) || NEGATION_FILLER.has(word));
}

/** Where a message joins two questions: "what is covered and how much is left", "what's covered, my balance". */
const JOINED = /\s*(?:,|;|&|\band\b|\balso\b|\bplus\b)\s*/;

/**
 * "What is covered under my policy and how much is left": what is covered asked beside another of
 * the member's own reads. The other read's words ("how much cover is left") take the word "cover"
 * for themselves, so the whole message reads as that read alone. Each part is read on its own
 * (`readPart`): when one part asks what is covered in general and every other reads the member's
 * own data, the answer is the schedule and those reads (null otherwise: "what is covered and is
 * diabetes covered" asks the wording); when every other part asks what is not covered, the schedule
 * beside the wording's exclusions. `coverRead`: the whole message already reads the schedule.
 */
export function coverAskedBeside(
  message: string,
  coverRead: boolean,
  readPart: (part: string) => { kind: TurnKind; topics: readonly MemberTopic[] },
): { kind: TurnKind; topics: readonly MemberTopic[] } | null {
  const parts = message.split(JOINED).filter((part) => /[a-z]/i.test(part));
  if (parts.length < 2) return null;
  const others = parts.filter((part) => !asksWhatIsCovered(part));
  if (others.length === parts.length || others.length === 0) return null;
  // "What is covered and what is not": the schedule beside the wording's exclusions, as "what is not covered".
  if (others.every(asksWhatIsExcluded)) return SCHEDULE_AND_WORDING_READING;
  // The schedule already read (B5's "plan details, covered benefits and …"): no part need be read again.
  if (coverRead) return null;
  const topics = new Set<MemberTopic>(["cover"]);
  for (const part of others) {
    const reading = readPart(part);
    if (reading.kind !== "member" || reading.topics.length === 0) return null;
    for (const topic of reading.topics) topics.add(topic);
  }
  return { kind: "member", topics: [...topics] };
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
 * "Does my policy cover lasik": whether it covers something the planner has no word for, put to the
 * member's policy. Their schedule names no such thing, so its wording is asked too; a thing it knows
 * ("does my policy cover hospitalisation") is the schedule's, as the intents read it.
 */
const WHETHER_POLICY_COVERS =
  /^\s*(?:does|do|will|would|can)\s+(?:my|our|the|this)\s+(?:\w+\s+){0,3}(?:policy|plan|insurance|mediclaim)\s+(?:cover|pay\s+for)\s+(.+)$/;

function asksWhetherPolicyCovers(message: string): boolean {
  const named = WHETHER_POLICY_COVERS.exec(withHinglish(message.toLowerCase()))?.[1];
  const words = named?.match(/[a-z]+/g) ?? [];
  return words.some((word) => !FILLER.has(word) && !LEXICON.known.has(word));
}

/**
 * Whether a message the member's own reads answer asks for the schedule beside the wording: what is not
 * covered, or whether the policy covers something it has no word for, asked of the cover alone (not
 * beside a claim, "does my policy cover claim CN-…", nor of a relative, whose cover is read apart).
 */
export function asksScheduleAndWording(
  message: string,
  reading: { kind: TurnKind; topics: readonly MemberTopic[] },
  asked: { readonly person: boolean; readonly claims: number },
): boolean {
  if (reading.kind !== "member") return false;
  if (asksWhatIsExcluded(message)) return true;
  const coverAlone = reading.topics.every((topic) => topic === "cover");
  return coverAlone && !asked.person && asked.claims === 0 && asksWhetherPolicyCovers(message);
}

/**
 * "What is not covered in my policy": their benefit schedule beside their wording's exclusions list
 * (above), not the schedule alone, whose "not covered" line names a benefit or two; and "does my
 * policy cover lasik", beside what the wording says of it.
 */
export const SCHEDULE_AND_WORDING_READING: { kind: TurnKind; topics: readonly MemberTopic[] } = {
  kind: "mixed",
  topics: ["cover"],
};
