/**
 * The default planner: deterministic code that reads a message (classify.ts: by retrieval against
 * the intents and the policy corpus) and turns the reading into a plan: the member reads, the claim
 * numbers, hospital ids and place it names, the call-back's topic and window, and the question for
 * the wording search. Pure: no I/O, no clock.
 */

import { readCallback } from "./callback";
import {
  amountsIn,
  asksAmountPaid,
  asksDeductionsOnly,
  asksSettlementDateOf,
  CHANGE_DETAILS,
  CLAIM_DETAILS,
  CLAIM_TAKES_HOW_LONG,
  countedClaims,
  DEDUCTION,
  listQuestions,
  MOBILE_ASKED,
  NAMED_CLAIM_NEEDS,
  onlyStatus,
  PENDING_DOCUMENTS,
  pendingReading,
  readingAdmittedWhere,
  readingAmountPaid,
  readingPendingDocuments,
} from "./claim-cues";
import { claimDescription, describedReading, readingClaimsDescribed, readsClaims } from "./claim-description";
import { classify, type Named, type Reading } from "./classify";
import { asRequest, LATEST_CLAIM, MEMBER_ID, PROCESS, PRODUCT_WORDS, WHICH_POLICY_PAYS } from "./cues";
import { extractCity, extractClaims, extractHospitalIds, extractPinCode } from "./extract";
import {
  asksScheduleAndWording,
  asksWhatIsCovered,
  asksWhatIsCoveredFor,
  coverAskedBeside,
  GENERAL_COVER_READING,
  SCHEDULE_AND_WORDING_READING,
} from "./general-cover";
import { asksHospitalDetails, hospitalNamed, hospitalReading } from "./hospital-name";
import { withHinglish } from "./language/hinglish";
import { asBenefitNames } from "./language/named-benefits";
import { normalise, rawWords, wordsOf } from "./language/words";
import { localityNamed } from "./localities";
import { NEAR_HOME } from "./near-home";
import { pastCostAsClaim } from "./past-cost";
import { personAsked, withoutRelatives } from "./person";
import { asksPersonRead, BESIDE_PERSON, personReading, theirPolicy } from "./person-reading";
import type { MemberTopic, Plan, Planner, StoredPlan, TurnKind } from "./plan";
import { asksPlansOffered, PLANS_OFFERED_READING } from "./plans-offered";
import { asksPremium, PREMIUM_READING } from "./premium";
import { kindsNamed } from "./product-kinds";
import { asOwnedProductNames, recordOfNamedPlan } from "./product-names";
import { ADD_RELATIVE_READING, asksRelativeCover, asksToAddRelative, relativeCoverReading } from "./relative-cover";
import { LEXICON } from "./retrieval";
import { scheduleFiguresAsked } from "./schedule-figures";
import { recalledPlan } from "./stored-plan";
import { wordingQuery } from "./wording-query";

function read(message: string, named: Named): Reading {
  const spoken = asRequest(message);
  const cleaned = asBenefitNames(PRODUCT_WORDS.reduce((text, [pattern, kind]) => text.replace(pattern, kind), spoken));
  const typed = wordsOf(cleaned, LEXICON);
  // "My famly floater": a product's name is read as the member's policy once its spelling is corrected too.
  const recleaned = PRODUCT_WORDS.reduce((text, [pattern, kind]) => text.replace(pattern, kind), typed.corrected);
  const words = recleaned === typed.corrected ? typed : wordsOf(recleaned, LEXICON);
  return { ...classify(words, cleaned, named), corrected: corrected(spoken, typed.corrected, cleaned) };
}

/**
 * The member's words with misspellings corrected, or null when none was. A product's name stays as
 * they wrote it ("personal accident guard"), not as the planner read its kind ("accident guard"):
 * the search knows a product by its whole name.
 */
function corrected(spoken: string, readCorrected: string, cleaned: string): string | null {
  if (readCorrected === rawWords(normalise(cleaned)).join(" ")) return null;
  if (spoken === cleaned) return readCorrected;
  const own = wordsOf(spoken, LEXICON).corrected;
  return own === rawWords(normalise(spoken)).join(" ") ? null : own;
}

export function planMessage(typed: string): Plan {
  // "What did my wife's delivery cost us": a past stay's cost is its claim's (claim-cues.ts).
  const message = pastCostAsClaim(typed) ?? typed;
  // Hindi's words with the English beside them: "kitna paisa kata" asks what was deducted.
  const lower = withHinglish(message.toLowerCase());
  const claims = extractClaims(message);
  const hospitalIds = extractHospitalIds(message);
  // A hospital named by its words, not its id: "is Lotus Eye Hospital in the network".
  const hospitalName = hospitalIds.length === 0 ? hospitalNamed(message) : null;
  // "Hospitals in Andheri West": a locality the search knows is searched at its pin code, its city beside it.
  const locality = localityNamed(message);
  const pinCode = extractPinCode(message) ?? locality?.pinCode ?? null;
  const city = extractCity(message);
  const asksSettlementDate = asksSettlementDateOf(lower);
  const person = personAsked(message);
  const named = { claims: claims.length, hospitals: hospitalIds.length, place: pinCode !== null || city !== null };
  const reread = (text: string) => read(text, named);
  const claimsDescribed = readingClaimsDescribed(message, read(message, named), reread);
  const asTyped = readingAmountPaid(
    lower,
    claims.length,
    readingAdmittedWhere(message, readingPendingDocuments(message, claimsDescribed, reread)),
    reread,
  );
  const reading = countedClaims(recordOfNamedPlan(message, asTyped, reread), lower);
  const relativePolicy = theirPolicy(message, reading.topics);
  const forPerson = person !== null && asksPersonRead(reading.topics, claims.length, relativePolicy);
  // "Status of my knee surgery claim", "the claim at Lakeview": one of theirs, picked out by its description.
  const description =
    claims.length === 0 && !forPerson
      ? claimDescription(message, readsClaims(reading), reading.topics.includes("claims"))
      : [];
  const described = describedReading(reading, lower, description);
  // A claim named by number or described ("what to send for my wrist claim") with the documents it
  // needs waits for them too.
  const pending =
    PENDING_DOCUMENTS.test(lower) ||
    PENDING_DOCUMENTS.test(reading.corrected ?? "") ||
    ((claims.length > 0 || description.length > 0) && NAMED_CLAIM_NEEDS.test(lower));
  // "What is covered for my son": the schedule of his policy, not (by his relation) who is insured.
  const generalCover =
    person === null
      ? reading.kind === "knowledge" && asksWhatIsCovered(message)
      : asksWhatIsCoveredFor(message, withoutRelatives(message)) && asksRelativeCover(reading, lower);
  const scheduleAndWording = asksScheduleAndWording(message, reading, {
    person: person !== null,
    claims: claims.length,
  });
  // "What is covered and how much is left": the schedule beside the other read, not that read alone.
  const coverBeside =
    person === null && claims.length === 0 && !generalCover
      ? coverAskedBeside(message, reading.topics.includes("cover"), reread)
      : null;
  const premiumAsked = !forPerson && asksPremium(message, reading.topics);
  const plansOffered = asksPlansOffered(lower);
  // "How much is left for my wife": the policy's balance, when the relation is all that made it a wording
  // question ("my dad's surgery might use up the cover, does it top back up" asks about restoration).
  const relativeBalance =
    !forPerson &&
    person !== null &&
    reading.topics.includes("balance") &&
    !PROCESS.test(lower) &&
    read(withoutRelatives(message), NOTHING_NAMED).kind === "member";
  const deductionsOnly = asksDeductionsOnly(reading, lower, (text) => read(text, named));
  // "My dad has diabetes, is it covered": whether he is insured, and where, before the wording.
  const relativeCover =
    person !== null &&
    !forPerson &&
    !relativeBalance &&
    !premiumAsked &&
    described === null &&
    hospitalName === null &&
    asksRelativeCover(reading, lower, named.place);
  // "Can I add my husband to my policy": how adding works, and where he is already insured.
  const addsRelative =
    person !== null &&
    !forPerson &&
    !relativeCover &&
    described === null &&
    hospitalName === null &&
    asksToAddRelative(reading, lower);
  const withoutBeside = { kind: "member" as const, topics: reading.topics.filter((t) => !BESIDE_PERSON.has(t)) };
  const chosen =
    described !== null
      ? described
      : hospitalName !== null
        ? hospitalReading(reading)
        : forPerson
          ? personReading(reading, lower, relativePolicy)
          : plansOffered !== null
            ? PLANS_OFFERED_READING
            : WHICH_POLICY_PAYS.test(lower)
              ? WHICH_POLICY_PAYS_READING
              : pending && reading.topics.includes("claims")
                ? pendingReading(reading, lower)
                : premiumAsked
                  ? PREMIUM_READING
                  : generalCover
                    ? GENERAL_COVER_READING
                    : coverBeside !== null
                      ? coverBeside
                      : scheduleAndWording
                        ? SCHEDULE_AND_WORDING_READING
                        : relativeBalance
                          ? withoutBeside
                          : deductionsOnly
                            ? { kind: "member" as const, topics: reading.topics }
                            : reading;
  const { kind, topics } = relativeCover
    ? relativeCoverReading(chosen, generalCover)
    : addsRelative
      ? ADD_RELATIVE_READING
      : chosen;
  const searches = kind === "knowledge" || kind === "mixed";
  const amountPaid = asksAmountPaid(lower, claims.length);
  const asksClaims = topics.includes("claims");
  const callback = kind === "callback" ? readCallback(message) : null;
  return {
    kind,
    topics,
    pinCode: topics.includes("hospitals") ? pinCode : null,
    city: topics.includes("hospitals") ? city : null,
    callback: callback?.request ?? null,
    callbackWords: callback?.words,
    // "How long will it take" of a claim asks when it is settled; of anything else, the wording's time.
    asksSettlementDate: asksSettlementDate || (asksClaims && CLAIM_TAKES_HOW_LONG.test(lower)),
    claims: asksClaims ? claims : [],
    claimWords: asksClaims ? description : [],
    ...(asksClaims && claims.length === 0 && !forPerson && description.length === 0 && LATEST_CLAIM.test(lower)
      ? { latestClaim: true as const }
      : {}),
    // Named claims, or a relative's ("why did they cut money from my son's claim", composer/person.ts).
    claimDetails: asksClaims && (claims.length > 0 || forPerson) && CLAIM_DETAILS.test(lower) && !onlyStatus(lower),
    // A relative's claims are read in detail as theirs (claimDetails), not as the member's paid less.
    deductionsAsked: asksClaims && claims.length === 0 && !forPerson && (DEDUCTION.test(lower) || amountPaid),
    amountsAsked: asksClaims && claims.length === 0 && !forPerson && amountPaid ? amountsIn(lower) : [],
    documentsAsked: asksClaims && pending,
    ...listQuestions(lower, { claims: asksClaims && claims.length === 0, pending }),
    kindsNamed:
      kind === "member" || kind === "mixed" ? kindsNamed(reading === asTyped ? lower : asOwnedProductNames(lower)) : [],
    hospitalIds: topics.includes("hospitals") ? hospitalIds : [],
    hospitalName: topics.includes("hospitals") ? hospitalName : null,
    hospitalDetailsAsked: topics.includes("hospitals") && hospitalName !== null && asksHospitalDetails(message),
    asksChange: topics.includes("profile") && CHANGE_DETAILS.test(lower),
    mobileAsked: topics.includes("profile") && MOBILE_ASKED.test(lower),
    relativeBalance,
    memberIdAsked: topics.includes("members") && MEMBER_ID.test(lower),
    premiumAsked,
    nearHome:
      topics.includes("hospitals") &&
      pinCode === null &&
      city === null &&
      hospitalIds.length === 0 &&
      (NEAR_HOME.test(lower) || hospitalName !== null),
    knowledgeQuery: searches
      ? wordingQuery(reading.corrected ?? message, relativeCover, plansOffered, addsRelative)
      : null,
    // The insurer's plans asked about: the search is the catalogue's, not the member's own products'.
    ...(chosen === PLANS_OFFERED_READING && !relativeCover && !addsRelative ? { catalogue: true as const } : {}),
    suggestions: reading.suggestions,
    person: forPerson || relativeCover || addsRelative || relativeBalance ? person : null,
    relativeCover,
    ...(reading.someoneElse === true ? { someoneElse: true } : {}),
    ...(reading.thanks === true ? { thanks: true } : {}),
    addsRelative,
    // Read over the spelling corrected too: "roomrent limt" asks for the room rent limit.
    scheduleFigures: topics.includes("plan") ? scheduleFiguresAsked(`${lower} ${reading.corrected ?? ""}`) : [],
  };
}

const NOTHING_NAMED: Named = { claims: 0, hospitals: 0, place: false };

/**
 * "Which of my policies pays for hospital bills after an accident?": each policy's benefits answer
 * it, beside the wording; not the policy documents or a hospital search its words also suggest.
 */
const WHICH_POLICY_PAYS_READING: { kind: TurnKind; topics: readonly MemberTopic[] } = {
  kind: "mixed",
  topics: ["cover"],
};

/**
 * The last message read and what it read as. A turn's first node reads its message to plan it, and
 * the next node makes the stored part whole again from the same message (recall): `planMessage` is
 * pure and its plan is read-only, so the second reading is the first one's answer. One entry: the
 * next message read replaces it.
 */
let lastRead: { readonly message: string; readonly plan: Plan } | null = null;

function readOnce(message: string): Plan {
  if (lastRead?.message !== message) lastRead = { message, plan: planMessage(message) };
  return lastRead.plan;
}

export const defaultPlanner: Planner = {
  async plan(message) {
    return readOnce(message);
  },
  async recall(stored: StoredPlan, message: string) {
    return recalledPlan(stored, readOnce(message), message);
  },
};
