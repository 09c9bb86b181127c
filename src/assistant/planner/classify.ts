/**
 * How the default planner reads a message, by retrieval (retrieval.ts) rather than keyword lists:
 * every intent is scored against the message, and so is every section of the policy corpus. An
 * intent about the member's own data needs the message to be about the member (my, mine, "do I
 * have", a claim number or policy they name), to name something only the member's account holds
 * ("how much cover is left", "policy copy"), or to be a terse request made of the intent's own
 * words; a message about someone else's data reads nothing. Member intents plus a good corpus match
 * are mixed; a corpus match alone is knowledge (mixed when the member says it is about their
 * policy); nothing at all is other, answered with what the assistant can do and the closest
 * questions. Pure: no I/O, no clock.
 */
import {
  ABOUT_ME,
  ASKS_CAPABILITY,
  asksDefinition,
  COVERAGE_QUESTION,
  ENROLMENT,
  EXPLAIN,
  HOSPITAL_SEARCH,
  LATEST_CLAIM,
  MEMBER_THINGS,
  NAMED_POSSESSIVE,
  ON_POLICY,
  ONLY_THANKS,
  OWN_RELATION,
  OWNER,
  POLICY_WORDS,
  PORTAL_REF,
  PROCESS,
  PROFILE_WORDS,
  RECENCY_WORDS,
  SOMEONE_ELSE,
  THEIR_POLICY,
} from "./cues";
import { INTENTS, type Intent, isMemberTopic } from "./intents";
import { stem } from "./language/stem";
import { namesWordingSubject } from "./language/synonyms";
import { normalise, type Words } from "./language/words";
import { isRelationWord } from "./person";
import type { MemberTopic, TurnKind } from "./plan";
import { intentIdf, matchCorpus, namesGlossaryTerm, scoreIntents, strengthOf, topStrength } from "./retrieval";
import { namesSomeoneElse } from "./someone-else";
import { suggestionsFor } from "./suggestions";

/** An intent whose score reaches this is asked about (one distinctive word, or two shared ones). */
const INTENT_THRESHOLD = 1.5;
/** The best corpus section must score this, with at least one word this rare, to be a match. */
const KNOWLEDGE_THRESHOLD = 2.6;
const KNOWLEDGE_SHARPEST_MIN = 1.5;
/** Off the insurance's own vocabulary, a section must hold this share of the message's words to match it. */
const OFF_TOPIC_SHARE_MIN = 0.6;
/** A message of this many topic words or fewer is terse: "balance?", "e-card", "claim status". */
const TERSE_STEMS_MAX = 3;
/** How many words after "my" still belong to it: "my most recent hospital claim". */
const OWNED_SPAN_WORDS = 5;
/** In a process question ("how do I get my money back…") only the words right after "my" are the member's. */
const PROCESS_OWNED_SPAN_WORDS = 2;

/** Question words an intent may own ("who is covered") that are not a request on their own ("who are you?"). */
const QUESTION_STEMS: ReadonlySet<string> = new Set(["who", "whom", "which"]);

/** Intents a terse message may ask for without saying "my": only a member has them. */
const OWN_BY_NATURE: ReadonlySet<Intent> = new Set(["balance", "ecard", "profile", "claims", "documents", "policies"]);
/** Intents a terse message asks for when the wording has nothing on it ("policy expiry", "coverage details"). */
const OWN_UNLESS_WORDING: ReadonlySet<Intent> = new Set(["plan", "cover", "members"]);

/** Topics that need a portal; when one is asked, listing the policies adds nothing. */
const PORTAL_TOPICS: ReadonlySet<MemberTopic> = new Set(["plan", "cover", "balance", "members", "documents", "ecard"]);

/** The member's policies named as a list: "my policies", "all my policies", "list of my policies". */
const POLICY_LIST = /\b(my|our|all)\s+(insurance\s+)?policies\b|\blist of (my )?policies\b/;

/** A kind of policy by its kind's word ("accident policy", "pa plan", "group insurance", "family floater"). */
const KIND_OF_POLICY =
  /\b(accident|pa|floater|family|group|corporate|individual|health|mediclaim)\s+(polic(y|ies)|plans?|insurance|cover|floater)\b/;

/** The policy number asked for: "policy number", "policy no.", "policy #". */
const POLICY_NUMBER = /\bpolic(y|ies)\s*(numbers?|nos?\b|#)/;

/** Documents a claim received (or still needs): the claim's, not the policy's documents. */
export const CLAIM_DOCUMENTS =
  /\bdocuments?\b.*\b(received|submitted|sent|pending|missing|got)\b|\b(received|submitted|got)\b.*\bdocuments?\b/;

/**
 * Documents asked beside a claim ("what documents for my wife's delivery claim", "i want to claim for
 * my wife's delivery, what documents"): what a claim needs, which the wording lists, not the policy's
 * own documents (its schedule, its wording's copy), unless those are named.
 */
const DOCUMENTS_FOR_A_CLAIM = /^(?=.*\bclaim\w*\b).*\b(documents?|docs?|papers?|paperwork)\b/;
const POLICY_DOCUMENT_WORDS = /\b(polic(y|ies)|schedule|certificate|wording|copy|download|tax)\b/;

/** A word an intent owns outright (in its examples), not only through a tool's description. */
const OWNED_STRENGTH = 0.7;
/** A word shared by most intents ("policy") tells none of them apart: below this idf it is not distinctive. */
const DISTINCTIVE_IDF = 1;
/** A word is distinctive for every intent that owns it nearly as firmly as its strongest owner. */
const OWNER_MARGIN = 0.15;
/**
 * Relations ("my wife", "my kids") say who, and "covered on my plan" says what: neither asks who is
 * insured, so the members intent needs a word of its own beside them ("who", "members", "insured").
 */
const RELATIONS = ["spous", "children", "dependent", "famil", "father", "mother", "parent"];
const POLICY_STEMS = ["cover", "plan", "polic", "insuranc", "insur"];
const NOT_MEMBERS_ALONE: ReadonlySet<string> = new Set([...RELATIONS, ...POLICY_STEMS]);

/** The e-card's own words, as the synonym layer leaves them: a card of any name is "ecard" beside it. */
const CARD_STEMS = ["ecard", "card"];

export interface Named {
  readonly claims: number;
  readonly hospitals: number;
  readonly place: boolean;
}

export interface Reading {
  readonly kind: TurnKind;
  readonly topics: readonly MemberTopic[];
  readonly suggestions: readonly string[];
  /** The message's words with misspellings corrected, or null when none was. */
  readonly corrected?: string | null;
  /** The corpus section that matched best, when one matched well: it steers the wording search. */
  readonly section?: string | null;
  /** Someone else's data was asked for ("Asha Rao's claims"): nothing is read, whatever else it says. */
  readonly someoneElse?: true;
  /** The message only thanks ("thanks!"): nothing is read, and the answer says you're welcome. */
  readonly thanks?: true;
}

/**
 * "Is my wife on my policy?", "is my husband covered": the member's relative and their cover
 * together do ask who is insured; "can my wife be added" asks how to enrol her, which the wording says.
 */
function relationOnPolicy(lower: string): boolean {
  return OWN_RELATION.test(lower) && ON_POLICY.test(lower) && !ENROLMENT.test(lower);
}

/**
 * Whether "my"/"our" comes shortly before a word the intent owns. In a how-to question only the
 * member's own words count, and only right after "my": "paid from my pocket, how to claim" asks the
 * wording, though the synonym layer adds "reimbursement claim" after "pocket".
 */
function ownedByMember(intent: Intent, words: Words, process: boolean): boolean {
  const span = process ? PROCESS_OWNED_SPAN_WORDS : OWNED_SPAN_WORDS;
  const sequence = process ? words.spoken : words.order;
  let lastOwner = -Infinity;
  for (const [i, w] of sequence.entries()) {
    // "Does my son have any claims": the member's relative is the member's too, so the span runs on
    // from the relation (and the wording's words the synonym layer put after it: "children dependent").
    if (OWNER.test(w.word)) lastOwner = i;
    else if (i - lastOwner <= span) {
      if (w.stem !== null && strengthOf(intent, w.stem) >= OWNED_STRENGTH) return true;
      if (isRelationWord(w.word)) lastOwner = i;
    }
  }
  // "Claims of my family members", "the e-card of my son": the owner comes after the thing, joined by
  // "of"; "any claims for my husband": by "for", when what follows is a relative of the member's.
  return sequence.some((w, i) => {
    if (w.stem === null || strengthOf(intent, w.stem) < OWNED_STRENGTH) return false;
    const join = sequence[i + 1]?.word;
    const owner = OWNER.test(sequence[i + 2]?.word ?? "");
    return owner && (join === "of" || (join === "for" && isRelationWord(sequence[i + 3]?.word ?? "")));
  });
}

/**
 * Intents in order of score, each taking the words it owns: the best first, then the next best on
 * the words left over, so a word shared by several intents ("cover") speaks for one of them only.
 */
function rankIntents(stems: ReadonlySet<string>, relation: boolean): { intent: Intent; score: number }[] {
  const ranked: { intent: Intent; score: number }[] = [];
  let left = new Set(stems);
  for (;;) {
    const scores = scoreIntents(left);
    // An intent is asked only with a word it owns outright that few other intents share.
    const distinctive = (intent: Intent) =>
      [...left].some(
        (s) =>
          strengthOf(intent, s) >= OWNED_STRENGTH &&
          strengthOf(intent, s) >= topStrength(s) - OWNER_MARGIN &&
          intentIdf(s) >= DISTINCTIVE_IDF &&
          (intent !== "members" || !NOT_MEMBERS_ALONE.has(s) || relation),
      );
    // The call-back is asked for in so many words ("call me back"), never by a word it shares ("phone").
    // An e-card is asked for as a card ("health card", "e-card", "id card"): "health" alone is every
    // topic's word here ("is my health check-up free" asks about a benefit, not the card).
    const best = [...scores]
      .filter(([intent]) => intent !== "callback" || stems.has("callback"))
      .filter(([intent]) => intent !== "ecard" || CARD_STEMS.some((s) => stems.has(s)))
      .filter(([intent]) => !ranked.some((r) => r.intent === intent) && distinctive(intent))
      .sort((a, b) => b[1] - a[1])[0];
    if (!best || best[1] < INTENT_THRESHOLD) return ranked;
    ranked.push({ intent: best[0], score: best[1] });
    left = new Set([...left].filter((s) => strengthOf(best[0], s) < OWNED_STRENGTH));
  }
}

/** The words that pick the member's latest claim (LATEST_CLAIM), as stems. */
const RECENCY_STEMS: ReadonlySet<string> = new Set(RECENCY_WORDS.flatMap((words) => words.split(" ")).map(stem));
const NO_STEMS: ReadonlySet<string> = new Set();

export function classify(words: Words, cleaned: string, named: Named): Reading {
  const lower = words.text;
  const someoneElse =
    SOMEONE_ELSE.test(normalise(cleaned)) ||
    (NAMED_POSSESSIVE.test(cleaned) && !/\bmy\b/.test(lower)) ||
    namesSomeoneElse(cleaned);
  // Someone else's data is not this member's to read, and not a question the wording answers.
  if (someoneElse) return { kind: "other", topics: [], suggestions: suggestionsFor(new Map(), []), someoneElse: true };
  if (ONLY_THANKS.test(normalise(cleaned))) return { kind: "other", topics: [], suggestions: [], thanks: true };
  const aboutMe = ABOUT_ME.test(lower) || PORTAL_REF.test(cleaned);
  const defines = asksDefinition(normalise(cleaned));
  const relation = relationOnPolicy(lower);
  const ranked = rankIntents(words.stems, relation);
  const asked = (intent: Intent) => ranked.some((r) => r.intent === intent);
  // A call-back is a write: it needs the request itself ("call me back", "talk to a person"), not a word.
  if (asked("callback") && words.stems.has("callback")) return { kind: "callback", topics: [], suggestions: [] };

  // "e-card", "balance?", "tpa card", "policy expiry": a terse request made only of an intent's own words.
  const terse = (intent: Intent) =>
    !defines &&
    !PROCESS.test(lower) &&
    words.asked.size <= TERSE_STEMS_MAX &&
    [...words.asked].some((s) => !QUESTION_STEMS.has(s)) &&
    [...words.asked].every((s) => s.length <= 2 || strengthOf(intent, s) >= OWNED_STRENGTH);
  const process = PROCESS.test(lower);
  const personal = (intent: Intent) => aboutMe || ownedByMember(intent, words, process);
  // "How much cover is left", "policy copy", "claim status": something only the member's account holds.
  const things = new Set(defines ? [] : MEMBER_THINGS.filter(([, cue]) => cue.test(lower)).map(([topic]) => topic));
  const claimDocuments =
    DOCUMENTS_FOR_A_CLAIM.test(lower) && !POLICY_DOCUMENT_WORDS.test(lower) && !CLAIM_DOCUMENTS.test(lower);
  const wanted = (intent: Intent, wording: boolean): boolean => {
    if (!isMemberTopic(intent)) return false;
    if (intent === "documents" && claimDocuments) return false;
    if (intent === "claims" && named.claims > 0) return true;
    // Hospitals are searched, not owned: a place, a hospital's id, or a search for one ("near me", "which hospitals").
    if (intent === "hospitals")
      return named.hospitals > 0 || (asked(intent) && (named.place || HOSPITAL_SEARCH.test(lower)));
    if (things.has(intent)) return true;
    if (!asked(intent)) return false;
    if (personal(intent)) return true;
    return terse(intent) && (OWN_BY_NATURE.has(intent) || (OWN_UNLESS_WORDING.has(intent) && !wording));
  };

  // Words a member intent owns outright say nothing more about the wording ("co-pay on my plan").
  // A claim or hospital named by its id is about that claim or hospital, whatever else it says.
  const first = INTENTS.filter((intent) => wanted(intent, true)).filter(isMemberTopic);
  // "Show my claims and explain how reimbursement works": what is explained is the wording's, whoever owns the word.
  const owners: readonly Intent[] =
    named.claims + named.hospitals > 0 ? ranked.map((r) => r.intent) : EXPLAIN.test(lower) ? [] : first;
  // "My last claim" says which claim: its "last" is not the wording's ("the last document").
  const latest = owners.includes("claims") && LATEST_CLAIM.test(lower) ? RECENCY_STEMS : NO_STEMS;
  const owned = new Set(
    [...words.stems].filter((s) => latest.has(s) || owners.some((intent) => strengthOf(intent, s) >= OWNED_STRENGTH)),
  );
  const corpus = matchCorpus(words.stems, owned);
  const glossary = namesGlossaryTerm(words.stems) && first.length === 0;
  // A rare word the message shares with a section's text alone ("book", "work") is not a question about the policy.
  const relevant = corpus.onTopic || corpus.share >= OFF_TOPIC_SHARE_MIN;
  // "What's a floater?": a definition question about a word the wording uses is a wording question.
  const definition = defines && corpus.sharpest >= KNOWLEDGE_SHARPEST_MIN;
  // "What is a personal accident policy": a kind of policy defined is the wording's, not the member's own policies.
  const kindDefined = defines && KIND_OF_POLICY.test(lower);
  // "Is covid covered?": whether something is paid for is the wording's to say, even when it names nothing the wording does.
  const coverage = COVERAGE_QUESTION.test(lower) && first.length === 0 && corpus.score > 0;
  // "Policy after job change?": a subject only the wording answers, in a member's words.
  const subject = namesWordingSubject(lower);
  const knowledge =
    (corpus.score >= KNOWLEDGE_THRESHOLD && corpus.sharpest >= KNOWLEDGE_SHARPEST_MIN && relevant) ||
    ((glossary || definition || coverage || kindDefined) && corpus.score > 0) ||
    subject;
  let topics: readonly MemberTopic[] = INTENTS.filter((intent) => wanted(intent, knowledge)).filter(isMemberTopic);
  // "Show my policies and claims": the list asked for in so many words, beside another read whose words
  // outscored the word "policies" (which most intents share).
  if (topics.length > 0 && !topics.includes("policies") && POLICY_LIST.test(lower)) topics = ["policies", ...topics];
  // Unless the policy number is asked for: only the policy list (or the plan's details) says it.
  if (topics.some((topic) => PORTAL_TOPICS.has(topic)) && (topics.includes("plan") || !POLICY_NUMBER.test(lower)))
    topics = topics.filter((topic) => topic !== "policies");
  // "Why is my accident claim on hold": a claim's kind of cover, with no word for a policy, asks for no policy list.
  if (topics.includes("claims") && !POLICY_WORDS.test(lower)) topics = topics.filter((topic) => topic !== "policies");
  // "My policy details": the plan's details; the profile only when asked in its own words.
  if (topics.includes("plan") && topics.includes("profile") && !PROFILE_WORDS.test(lower))
    topics = topics.filter((t) => t !== "profile");
  // "Which documents have you received for my claim?" asks about the claim, not the policy's documents.
  if (topics.includes("claims") && CLAIM_DOCUMENTS.test(lower)) topics = topics.filter((t) => t !== "documents");

  // "policy list": a terse mention of policies, and nothing the wording answers, asks for the member's own.
  const terseAboutPolicies = words.asked.size <= TERSE_STEMS_MAX && !knowledge;
  const aboutTheirPolicy = THEIR_POLICY.test(lower) || ((aboutMe || terseAboutPolicies) && POLICY_WORDS.test(lower));

  const section = knowledge ? (corpus.headings[0] ?? null) : null;
  if (topics.length > 0) return { kind: knowledge ? "mixed" : "member", topics, suggestions: [], section };
  // "Hi, I just signed up, what can you do?": what the assistant can do, and the closest questions.
  if (ASKS_CAPABILITY.test(normalise(cleaned).trim()))
    return { kind: "other", topics: [], suggestions: suggestionsFor(scoreIntents(words.stems), corpus.headings) };
  // A wording question about "my policy": the member's policies and benefits beside the wording.
  if (knowledge && aboutTheirPolicy) return { kind: "mixed", topics: ["policies", "cover"], suggestions: [], section };
  if (knowledge) return { kind: "knowledge", topics: [], suggestions: [], section };
  if (aboutTheirPolicy) return { kind: "member", topics: ["policies"], suggestions: [] };
  return { kind: "other", topics: [], suggestions: suggestionsFor(scoreIntents(words.stems), corpus.headings) };
}
