/**
 * A hospital the member names and asks whether it is in the network: "is Lotus Eye Hospital a
 * network hospital", "can I get cashless at kaveri memorial hospital mangaluru", "does Sunrise
 * Nursing Home accept my policy", "kya lotus hospital network mein hai". Its name goes to the
 * hospital search, which looks for it in the region's list; without a place named, near the member's
 * registered address. Pure.
 */

import { HINGLISH_STOP_WORDS } from "../../shared/hinglish-stop-words";
import type { Reading } from "./classify";
import { extractCity } from "./extract";

/**
 * What kind of place a hospital is: the words a hospital's name ends with, or the specialty its name
 * is known by when the member leaves the rest off ("is Lakeview Orthopaedic in network").
 */
const KIND = String.raw`(?:hospitals?|nursing\s+home|maternity\s+home|medical\s+(?:cent(?:re|er)|college)|clinic|institute|cent(?:re|er)|orthop(?:a)?edics?|multi-?speciality|eye\s+care)`;

/**
 * Up to four words before the kind (the name, with whatever asked about it still in front), and up to
 * two after it (its area or city, "Kaveri Memorial Hospital, Mangaluru", "Lotus Eye Hospital in
 * Basavanagudi", or the question going on).
 */
const NAMED = new RegExp(
  String.raw`((?:[a-z0-9][a-z0-9'’&.-]*\s+){1,4})(${KIND})\b(?:(?:\s*,\s*|\s+(?:in|at)\s+|\s+)([a-z][a-z'’.-]*(?:\s+[a-z][a-z'’.-]*)?))?`,
  "i",
);

/**
 * Words a question puts before a name, never a name's own; and Hindi's grammatical words, which no
 * hospital's name is made of ("cashless ke liye hospital ko kab batana hai" names no hospital).
 */
const LEAD_WORDS = new Set([
  ...(
    "a accept accepts admitted also an and any are at available best big can cashless could cover covered do does " +
    "empanelled empaneled for from get go good hospital hospitals now on or panel please still take takes tie tied " +
    "government i in is it list local me my near nearby nearest network of other private show the there this " +
    "to treatment under we what which will with your has have phone number contact address where located " +
    "timings emergency beds details detail info information"
  ).split(" "),
  // "kaun sa hospital", "kon si hospital": Hindi's "which", never a name's first word.
  "sa",
  "si",
  ...HINGLISH_STOP_WORDS,
]);

/** The member asks whether a place takes their cover: the network, cashless, empanelment, acceptance. */
const MEMBERSHIP =
  /\b(network|cashless|empanel+ed|empanelment|on (the|your) panel|accepts?|accepted|tie[- ]?ups?|tied up|in (the|your|my) list)\b/i;

/**
 * The member asks what a named hospital is like: its details, how to reach it, whether it has an emergency
 * department or an ICU, its rooms, beds or accreditation ("phone number of Lakeview Orthopaedic",
 * "does Harbour View Hospital have 24 hour emergency"). Its details answer, once the search finds it.
 */
const HOSPITAL_DETAILS =
  /\b(details?|info|information|phone|contact|address|where is|located|location|emergency|casualty|24\s*(x|\*|hours?|hrs?)\s*7|24\s*(hours?|hrs?)|round the clock|beds|room (types|categories)|accredit\w*|nabh|timings?|desk hours)\b/i;
/** What the policy pays at a hospital is the wording's to say ("is ICU covered at Apollo Hospital"). */
const COVER_ASKED = /\b(cover\w*|pay|pays|paid|claims?|charges?|rent|limit|reimburs\w*)\b/i;

export function asksHospitalDetails(message: string): boolean {
  return HOSPITAL_DETAILS.test(message) && !COVER_ASKED.test(message);
}

/** The hospital's name as the member wrote it, or null when they named none ("network hospitals in Pune"). */
export function hospitalNamed(message: string): string | null {
  if (!MEMBERSHIP.test(message) && !asksHospitalDetails(message)) return null;
  const found = NAMED.exec(message);
  if (found === null) return null;
  const before = (found[1] ?? "").trim().split(/\s+/);
  // The name starts after the last word that asks about it ("admitted in Shanti Eye Hospital").
  const words = before.slice(before.findLastIndex(isLead) + 1);
  if (words.length === 0) return null;
  // Its place ends where the question goes on ("Lotus Eye Hospital cashless hai").
  const after = (found[3] ?? "").split(/\s+/).filter((word) => word !== "");
  // A city the search knows goes to it as the city ("Bangalore" is Bengaluru there), not into the name.
  const place = after
    .slice(0, firstOr(after.findIndex(isLead), after.length))
    .filter((word) => extractCity(word) === null);
  return [...words, found[2] ?? "", ...place].join(" ");
}

/** A word that asks rather than names: one of LEAD_WORDS, or any form of network or cashless ("non-network"). */
const isLead = (word: string): boolean => LEAD_WORDS.has(word.toLowerCase()) || /network|cashless/i.test(word);
const firstOr = (index: number, otherwise: number): number => (index < 0 ? otherwise : index);

/**
 * Whether a named hospital is in the network is the hospital search's to say: a wording search on
 * "network" quotes whatever section mentions one (a check-up's network diagnostic centres). What else
 * the member asked of their own data stays asked.
 */
export function hospitalReading(reading: Reading): Pick<Reading, "kind" | "topics"> {
  if (reading.kind !== "member" && reading.kind !== "mixed") return { kind: "member", topics: ["hospitals"] };
  return {
    kind: reading.kind,
    topics: reading.topics.includes("hospitals") ? reading.topics : [...reading.topics, "hospitals"],
  };
}
