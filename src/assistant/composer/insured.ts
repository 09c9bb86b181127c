/**
 * Who is insured on the member's policies, as the turn read them (get_policy_members, and the
 * member's own profile for a spouse's gender), and which of them a relative the member named means:
 * by name when they gave one, else by relation. How an answer names that relative.
 */
import * as v from "valibot";
import type { Gender, PersonAsked, Relation, RelativeAsked } from "../planner/plan";
import type { ToolResultView } from "./composer";
import { plainText as p } from "./plain-text";

export const MEMBERS_TOOL = "get_policy_members";
export const PROFILE_TOOL = "get_member_profile";
export interface Insured {
  readonly portal: string;
  readonly memberId: string;
  readonly name: string;
  readonly relation: string;
  /** A spouse's, as the member's own gender says (the other one); absent when nothing says it. */
  readonly gender?: Gender;
}

const Members = v.object({ members: v.array(v.unknown()) });
const Member = v.object({ memberId: v.string(), name: v.string(), relation: v.string() });
const Profile = v.object({ gender: v.picklist(["female", "male"]) });

/** Which of PlanCover's relations each relation a member names covers. */
const RELATION_MATCHES: Readonly<Record<Relation, readonly string[]>> = {
  spouse: ["spouse", "wife", "husband"],
  son: ["son", "child"],
  daughter: ["daughter", "child"],
  child: ["son", "daughter", "child"],
  father: ["father", "parent"],
  mother: ["mother", "parent"],
  parent: ["father", "mother", "parent"],
  family: [
    "spouse",
    "wife",
    "husband",
    "son",
    "daughter",
    "child",
    "father",
    "mother",
    "parent",
    "dependant",
    "dependent",
  ],
};

const WHO_BY_RELATION: Readonly<Record<Relation, string>> = {
  spouse: "your spouse",
  son: "your son",
  daughter: "your daughter",
  child: "your child",
  father: "your father",
  mother: "your mother",
  parent: "your parents",
  family: "your family members",
};

/**
 * The gender of the member's spouse, when the turn read the member's own (get_member_profile): the
 * other one. PlanCover lists a spouse only as "spouse", and its profile knows female and male alone.
 */
function spouseGender(results: readonly ToolResultView[]): Gender | null {
  const view = results.find((x) => x.toolName === PROFILE_TOOL && x.outcome.status === "ok");
  if (view?.outcome.status !== "ok") return null;
  const profile = v.safeParse(Profile, view.outcome.result);
  if (!profile.success) return null;
  return profile.output.gender === "female" ? "male" : "female";
}

/** Everyone insured on the member's policies, as the turn read them; a spouse with their gender when known. */
export function insuredOf(results: readonly ToolResultView[]): Insured[] {
  const gender = spouseGender(results);
  const withGender = (x: Insured): Insured =>
    gender !== null && x.relation.toLowerCase() === "spouse" ? { ...x, gender } : x;
  return listedInsured(results).map(withGender);
}

function listedInsured(results: readonly ToolResultView[]): Insured[] {
  return results.flatMap((view) => {
    if (view.toolName !== MEMBERS_TOOL || view.outcome.status !== "ok") return [];
    const portal = typeof view.args?.portal_ref === "string" ? view.args.portal_ref : "";
    const parsed = v.safeParse(Members, view.outcome.result);
    if (!parsed.success) return [];
    return parsed.output.members.flatMap((item) => {
      const member = v.safeParse(Member, item);
      return member.success ? [{ portal, ...member.output }] : [];
    });
  });
}

export const sameName = (said: string, name: string) => {
  const wanted = said.toLowerCase();
  const full = name.toLowerCase();
  return full === wanted || full.split(/\s+/).includes(wanted);
};

/** The insured people one relative named means: by name when they gave one, else by relation. */
export function foundOne(relative: RelativeAsked, insured: readonly Insured[]): Insured[] {
  if (relative.name !== null) return insured.filter((x) => sameName(relative.name ?? "", x.name));
  const relations = RELATION_MATCHES[relative.relation];
  // "My wife" is not a member's husband: a spouse of the other gender is nobody they asked about.
  const sameGender = (x: Insured) =>
    relative.gender === undefined || x.gender === undefined || x.gender === relative.gender;
  return insured.filter((x) => relations.includes(x.relation.toLowerCase()) && sameGender(x));
}

export const relativesOf = (person: PersonAsked): RelativeAsked[] => [person, ...(person.more ?? [])];

/** Everyone the member means: each relative named, and the member when their own was asked too. */
export function found(person: PersonAsked, insured: readonly Insured[]): Insured[] {
  const meant = relativesOf(person).flatMap((relative) => foundOne(relative, insured));
  if (person.self === true) meant.push(...insured.filter((x) => x.relation.toLowerCase() === "self"));
  return insured.filter((x) => meant.includes(x));
}

/** How a spouse named by a word that says which is spoken of ("my wife" is "your wife"). */
const SPOUSE_BY_GENDER: Readonly<Record<Gender, string>> = { female: "your wife", male: "your husband" };

/** How an answer names a relative asked about: by the name given, else by relation ("your father", "your wife"). */
export const whoSaid = (relative: Pick<RelativeAsked, "name" | "relation" | "gender">) =>
  relative.name !== null
    ? p(relative.name)
    : relative.relation === "spouse" && relative.gender !== undefined
      ? SPOUSE_BY_GENDER[relative.gender]
      : WHO_BY_RELATION[relative.relation];
