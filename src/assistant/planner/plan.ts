/**
 * What plan_turn decides about a message, and the port a planner implements. The default planner
 * is deterministic code (default-planner.ts); an LLM planner can replace it behind the same port.
 * A plan splits in two: what may be checkpointed with the turn (kind, topics, a pin code or city,
 * the call-back's topic and window) and what is re-derived from the message each time it is needed
 * (claim numbers and hospital ids are identifiers; the knowledge query is the question's own text;
 * whether the claims are asked about in detail goes with the claims it qualifies; the member's own
 * words for a call-back's topic, day and time are re-read too).
 */
import type { CallbackRequest, CallbackWords } from "./callback";

export const TURN_KINDS = [
  /** About the member's own data: policies, cover, balance, members, claims, documents, e-card, profile, hospitals. */
  "member",
  /** A general question answered from the policy wording: waiting periods, exclusions, how to claim. */
  "knowledge",
  /** Both: the member's own data and the policy wording. */
  "mixed",
  /** The member asks a care agent to call them back (a write, so it is confirmed first). */
  "callback",
  /** Anything else: greetings, thanks, off-topic. */
  "other",
] as const;
export type TurnKind = (typeof TURN_KINDS)[number];

export const MEMBER_TOPICS = [
  /** The member's policies: which they hold, the portal refs. */
  "policies",
  /** One policy's terms: product, sum insured, deductible, co-pay, room rent limit, dates, renewal. */
  "plan",
  /** What the member's own policy covers and does not. */
  "cover",
  /** The sum insured used and left. */
  "balance",
  /** Who is insured on the policy. */
  "members",
  /** The member's claims: the list, a claim's status, a claim in detail. */
  "claims",
  /** The policy's documents: schedule, certificate, wording copy. */
  "documents",
  /** The health e-card. */
  "ecard",
  /** The member's profile: name, contact details, address. */
  "profile",
  /** Network hospitals near a place, or one hospital by id. */
  "hospitals",
] as const;
export type MemberTopic = (typeof MEMBER_TOPICS)[number];

/** The kinds of cover PlanCover sells, as members name them ("my accident policy", "my company insurance"). */
export const PRODUCT_KINDS = [
  /** A family floater: "my family floater", "my family shield". */
  "family",
  /** A group policy through an employer: "my group policy", "my company insurance". */
  "group",
  /** Personal accident cover: "my personal accident policy", "my PA cover". */
  "accident",
  /** An individual health policy: "my individual plan". */
  "individual",
] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

/** A figure a policy schedule sets, asked for on its own ("what is my room rent limit", "when does my policy end"). */
export const SCHEDULE_FIGURES_ASKED = ["copay", "deductible", "sum", "room", "dates", "tpa", "insurer"] as const;
export type ScheduleFigure = (typeof SCHEDULE_FIGURES_ASKED)[number];

/**
 * A relation a member names ("my son", "my wife"), as the planner reads it (person.ts); "family" is
 * every relative insured with them ("claims of my family members"), the member not among them.
 */
export const RELATIONS = ["spouse", "son", "daughter", "child", "father", "mother", "parent", "family"] as const;
export type Relation = (typeof RELATIONS)[number];

/** A relative of the member's, as named. */
export interface RelativeAsked {
  /** The relation the member named ("my son"). */
  readonly relation: Relation;
  /** The name that followed it ("my son Kabir"), as written; null when none did. */
  readonly name: string | null;
  /**
   * Named by name alone, no relation said ("is Kabir covered"; the relation is then `family`): a
   * capitalised word the planner does not know may still be no name ("is Dengue covered"). Absent is no.
   */
  readonly nameOnly?: true;
  /**
   * The whole message asked only whether they are insured ("is priya covered?"): where they are
   * answers it, and the wording searched in case the word was a treatment has nothing to add.
   */
  readonly askedAlone?: true;
  /**
   * The word does what only a person does ("can vikram use my PA policy", "can priya claim under our
   * plan"): a name whether or not anyone insured bears it, so their absence is said. Absent is no.
   */
  readonly acts?: true;
  /**
   * A word in a name's place typed in lower case ("how much is left for vikram"): a name only if
   * someone insured bears it; else it was a word for something else ("… left for dengue"), and no
   * person is spoken of. Absent is no.
   */
  readonly guessed?: true;
  /**
   * The spouse named by a word that says which ("my wife" is female, "my husband" male); absent when
   * the word says neither ("spouse", "partner"). PlanCover lists a spouse as "spouse", so the composer
   * tells them apart by the member's own gender (composer/person.ts).
   */
  readonly gender?: Gender;
}

export const GENDERS = ["female", "male"] as const;
export type Gender = (typeof GENDERS)[number];

/** The relatives whose e-card or claims are asked for: the first named, then any others. */
export interface PersonAsked extends RelativeAsked {
  /** Further relatives named in the same message ("my son and my husband"); absent is none. */
  readonly more?: readonly RelativeAsked[];
  /** The member's own is asked for beside theirs ("my husband's claim and my own"); absent is not. */
  readonly self?: true;
}

/** The part of a plan stored with the turn: nothing in it identifies a person or repeats the question. */
export interface StoredPlan {
  readonly kind: TurnKind;
  readonly topics: readonly MemberTopic[];
  /** Where to search for network hospitals: a pin code or a city identifies nobody. */
  readonly pinCode: string | null;
  readonly city: string | null;
  readonly callback: CallbackRequest | null;
  /** The question asks when a claim will be settled or paid: the answer must not predict a date. */
  readonly asksSettlementDate: boolean;
}

export interface Plan extends StoredPlan {
  /** Claim numbers or ids the member named (identifiers: never stored with the turn). */
  readonly claims: readonly string[];
  /** What to search the policy wording for, in the member's words (never stored with the turn). */
  readonly knowledgeQuery: string | null;
  /**
   * The insurer's plans are asked about ("what other plans do you offer", "do you have a plan that
   * covers OPD"), not the member's own: the search answers from every plan's wording, each named.
   * Optional like claimDetails: absent is no.
   */
  readonly catalogue?: true;
  /**
   * The named claims are asked about in detail (a deduction, the documents received, the amounts),
   * not only their status. Optional, like hospitalIds, so a planner that reads neither (an LLM's
   * plan tool, which leaves the details to its own gather) still makes a plan: absent is no.
   */
  readonly claimDetails?: boolean;
  /**
   * Words that describe the claim asked about without its number ("knee surgery", "manipal"), matched
   * against each claim's hospital and diagnosis (composer/described-claims.ts). Re-read from the
   * message like the claim numbers; absent or empty is none.
   */
  readonly claimWords?: readonly string[];
  /**
   * The member's latest claim is asked about ("status of my last claim", "my most recent claim"): the
   * listed claim admitted last is the one answered (composer/described-claims.ts). Optional like
   * claimDetails: absent is no.
   */
  readonly latestClaim?: true;
  /**
   * Why a claim was paid less than claimed, asked without naming it ("why was money deducted from my
   * claim"): the claims approved for less are read in detail once the list shows which they are.
   * Optional like claimDetails: absent is no.
   */
  readonly deductionsAsked?: boolean;
  /**
   * The sums the member says they paid or had cut ("why did I pay 11150"), in rupees: the answer says
   * what each is on their claims, or that it is on none. Only beside deductionsAsked; absent is none.
   */
  readonly amountsAsked?: readonly number[];
  /**
   * Which documents a claim still needs ("what documents are pending on my claim"): the claims
   * waiting for documents are read in detail and with their status, whose remarks say what PlanCover
   * asked for (composer/pending-documents.ts). Optional like claimDetails: absent is no.
   */
  readonly documentsAsked?: boolean;
  /**
   * Why a claim is not decided yet ("why is my claim on hold", "mera claim kyun ruka hai"): the
   * undecided claims are read with their status, whose stage and remarks say where each is held
   * (composer/open-claims.ts). Optional like claimDetails: absent is no.
   */
  readonly holdAsked?: boolean;
  /**
   * Why a claim was rejected, with no claim number ("why was my claim rejected"): the rejected claims
   * are read with their status, whose remarks say why, and none rejected is said so
   * (composer/rejected-claims.ts). Optional like claimDetails: absent is no.
   */
  readonly rejectionAsked?: boolean;
  /**
   * The kinds of cover the member calls their own ("my personal accident policy"): one they hold none
   * of is said to be not theirs before anything is answered (composer/product-kinds.ts). A kind
   * identifies nobody; re-read from the message like the rest. Absent is none.
   */
  readonly kindsNamed?: readonly ProductKind[];
  /**
   * A change to the member's own details asked for ("update my email", "change my address"): no tool
   * changes them, so the answer shows what is on record and says who can. Optional: absent is no.
   */
  readonly asksChange?: boolean;
  /**
   * The member's own mobile number asked about ("what is my registered mobile number"): no answer
   * shows a mobile number, so it says which number it is (the one they sign in with). Optional:
   * absent is no.
   */
  readonly mobileAsked?: boolean;
  /**
   * The balance asked for a relative ("how much is left for my wife"): PlanCover gives it for the
   * policy as a whole, and the answer says so. Optional: absent is no.
   */
  readonly relativeBalance?: boolean;
  /**
   * The member ID asked for ("what is my member id", "membership number"): the answer gives each
   * insured person's beside who is insured (composer/member-ids.ts). Optional: absent is no.
   */
  readonly memberIdAsked?: boolean;
  /**
   * The premium asked for ("what is my premium"): PlanCover gives none, and the answer says so plainly
   * (planner/premium.ts). Optional: absent is no.
   */
  readonly premiumAsked?: boolean;
  /**
   * Hospitals near the member ("near me", or a hospital named with no place) with no pin code or city
   * named: searched near the pin code of their registered address once their profile is read.
   * Optional like claimDetails: absent is no.
   */
  readonly nearHome?: boolean;
  /**
   * A hospital the member named by its name and asked whether it is in the network ("is Lotus Eye
   * Hospital cashless"): the search looks for it. Optional: absent or null is none.
   */
  readonly hospitalName?: string | null;
  /**
   * What that hospital is like is asked too (its phone, its emergency department, its beds): its
   * details are read once the search finds it. Optional: absent is no.
   */
  readonly hospitalDetailsAsked?: boolean;
  /** Network hospital ids the member named (identifiers: never stored with the turn); absent is none. */
  readonly hospitalIds?: readonly string[];
  /** A call-back's topic, day and time in the member's own words (never stored with the turn); absent is none. */
  readonly callbackWords?: CallbackWords;
  /**
   * A relative whose e-card or claims are asked for ("my son's e-card", "my wife Priya's claims"):
   * matched against the people insured on the member's policies before anything is said about them.
   * A name identifies a person: never stored with the turn; absent is nobody.
   */
  readonly person?: PersonAsked | null;
  /**
   * The relative named is asked about for their cover ("my dad has diabetes, is it covered"), not for
   * their own read: who is insured is read, and the answer says where they are, before the wording of
   * their policy (planner/relative-cover.ts). Re-read from the message; absent is no.
   */
  readonly relativeCover?: boolean;
  /**
   * Someone is named by name alone ("Kabir's claims", "e-card for Priya"): nothing is read, and the
   * answer says how to ask for a relative insured with the member. Re-read from the message; absent is no.
   */
  readonly someoneElse?: boolean;
  /** The message only thanks ("thanks!"): the answer says you're welcome. Re-read from the message; absent is no. */
  readonly thanks?: boolean;
  /**
   * The relative named is asked to be put on a policy ("can I add my husband"): a wording question,
   * whose answer for a signed-in member first says where they are already insured (read in gather;
   * composer/relative-cover.ts). Re-read from the message; absent is no.
   */
  readonly addsRelative?: boolean;
  /**
   * The figures of the member's own schedule a question about their plan asks for ("what is my room
   * rent limit", "when does my policy expire"): the answer leads with those, not the whole schedule
   * (composer/schedule-figures.ts). Re-read from the message; absent or empty is the whole schedule.
   */
  readonly scheduleFigures?: readonly ScheduleFigure[];
  /** For a message nothing matched: the closest questions the assistant can answer; absent is none. */
  readonly suggestions?: readonly string[];
}

export interface Planner {
  plan(message: string): Promise<Plan>;
  /**
   * A stored plan made whole again from the turn's message. Pure: the same stored part and message
   * give the same plan (a Conversation object keeps the last one it asked for; remembered-plan.ts).
   */
  recall(stored: StoredPlan, message: string): Promise<Plan>;
}

/** Turns that read the member's own data (or book something for them) need a signed-in member. */
export function needsSignIn(kind: TurnKind): boolean {
  switch (kind) {
    case "member":
    case "mixed":
    case "callback":
      return true;
    case "knowledge":
    case "other":
      return false;
  }
}

export function storedPart(plan: Plan): StoredPlan {
  return {
    kind: plan.kind,
    topics: plan.topics,
    pinCode: plan.pinCode,
    city: plan.city,
    callback: plan.callback,
    asksSettlementDate: plan.asksSettlementDate,
  };
}
