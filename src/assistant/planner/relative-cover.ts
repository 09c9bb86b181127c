/**
 * A relative's cover asked about: "my dad has diabetes, is it covered", "is my husband covered",
 * "mere papa ko sugar hai, kya cover hoga", "my wife is expecting, will my group policy pay for the
 * delivery". Whether it is covered for them depends first on whether they are insured on one of the
 * member's policies, and on which: the turn reads who is insured on each (get_policy_members) beside
 * what it would read anyway, and the answer says where the relative is insured, or that they are on
 * none, before the wording of the policy they are on (composer/relative-cover.ts). Not putting someone
 * on a policy (the wording's enrolment rules), nor a relative's own read (their e-card, claims or
 * policy: person.ts), nor anything else a member read answers (hospitals, the balance). Pure.
 */
import type { Reading } from "./classify";
import { ENROLMENT } from "./cues";
import type { MemberTopic, TurnKind } from "./plan";

/** The member's reads a question about someone's cover may have come to by its words alone. */
const COVER_TOPICS: ReadonlySet<MemberTopic> = new Set(["cover", "members", "policies", "plan"]);

/**
 * The member's own death asked about ("if I die in an accident, what will my family get"): the relatives
 * named are whom it pays, and the member's own policy (an accident plan's death benefit) answers.
 */
const MEMBER_DIES =
  /\b(if|when|after|in case) (i|me) (die|died|pass away|passed away|am dead|am killed|get killed|got killed)\b|\b(my|meri) (death|maut|mrityu)\b/;

/**
 * Whether a message naming a relative (and not for their own read) asks about their cover; `lower` with
 * its Hindi read, `placeNamed` when it names where to search for hospitals.
 */
export function asksRelativeCover(reading: Reading, lower: string, placeNamed = false): boolean {
  if (ENROLMENT.test(lower) || MEMBER_DIES.test(lower)) return false;
  if (reading.kind === "knowledge") return true;
  const member = reading.kind === "member" || reading.kind === "mixed";
  // A hospital asked for beside it ("…is it covered, and which hospital near 560034") is searched too.
  const topics = reading.topics.filter((topic) => topic !== "hospitals");
  // "Which documents to claim my son's hospital bill": the wording part is asked of him, whatever a
  // word like "hospital" called up beside it; with a place named, it is a search for hospitals there.
  if (topics.length === 0) return reading.kind === "mixed" && !placeNamed;
  return member && topics.every((topic) => COVER_TOPICS.has(topic));
}

/**
 * Whether a message naming a relative asks to put them on a policy ("can I add my husband to my
 * policy"): how adding works is the wording's, and whether they are already insured is the member's.
 */
export function asksToAddRelative(reading: Reading, lower: string): boolean {
  if (!ENROLMENT.test(lower)) return false;
  if (reading.kind === "knowledge") return true;
  return reading.kind === "mixed" && reading.topics.every((topic) => COVER_TOPICS.has(topic));
}

/**
 * Adding a relative is a wording question, so a guest is answered without signing in; a member's
 * answer reads who is insured first (composer/relative-cover.ts), not their policy list or benefits.
 */
export const ADD_RELATIVE_READING: { kind: TurnKind; topics: readonly MemberTopic[] } = {
  kind: "knowledge",
  topics: [],
};

/**
 * The reading of a question about a relative's cover: the wording's answer, when it asks one, beside
 * who is insured (read for the relative whatever the topics). The member's own policy list and
 * benefit schedule, which its cover words call up, say nothing of the relative; the list of who is
 * insured is shown when that is all it asks ("is my wife on my policy"), not beside the wording, and
 * "what is covered for my son" (`generalCover`) is the schedule of his policy.
 */
export function relativeCoverReading(
  reading: { kind: TurnKind; topics: readonly MemberTopic[] },
  generalCover: boolean,
): { kind: TurnKind; topics: readonly MemberTopic[] } {
  const members = reading.kind === "member";
  // "The room rent limit for my husband": the figure from the schedules, of his policies alone.
  const topics = reading.topics.filter(
    (topic) =>
      (members && topic === "members") ||
      (generalCover && topic === "cover") ||
      topic === "hospitals" ||
      topic === "plan",
  );
  return { kind: reading.kind === "knowledge" ? "mixed" : reading.kind, topics };
}
