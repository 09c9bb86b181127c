/**
 * The corpus's plan names taken out of a member's words ("personal accident guard", "family shield"),
 * so that what is left is what they ask about the plan: the word "accident" in "does personal accident
 * guard cover fractures" names the plan, and the fracture makes it a question about an accident. Pure.
 */
import type { Reading } from "./classify";
import vocabulary from "./language/vocabulary.json";
import { escapeRegExp } from "./language/words";
import type { MemberTopic } from "./plan";

/** Each plan's name without the brand ("personal accident guard"), longest first; "personal accident" too. */
const NAMES: readonly string[] = [
  ...vocabulary.products.map((product) =>
    product
      .toLowerCase()
      .replace(/^plancover\s+/, "")
      .trim(),
  ),
  "personal accident",
].sort((a, b) => b.length - a.length);

/** `lower` with every plan's name said in it blanked out. */
export function withoutProductNames(lower: string): string {
  return NAMES.reduce((text, name) => text.replaceAll(name, " "), lower);
}

const ANY_NAME = new RegExp(`\\b(?:${NAMES.map(escapeRegExp).join("|")})\\b`, "g");

/** The plans' names said in `lower`, in the order said ("family shield"). */
export function productNamesIn(lower: string): string[] {
  return lower.match(ANY_NAME) ?? [];
}

/**
 * `lower` with each plan's name said as the member's own ("e-card for family shield" as "… for my
 * family shield policy"): a plan named beside a read of their record is one of theirs, or said not to be.
 */
export function asOwnedProductNames(lower: string): string {
  return lower.replace(ANY_NAME, (name) => `my ${name} policy`);
}

/** A plan's name taken out of "what is a <plan>" leaves only what a policy is asked. */
const ONLY_WHAT_A_POLICY_IS =
  /^\s*(what|wat|wht)(\s+is|'s|\s+are)\s+(an?\s+|the\s+)?(polic(y|ies)|plans?|insurance)?\s*[?.!]*\s*$/;

/** Reads of what only the member's own record holds, which no wording answers. */
const RECORD_TOPICS: ReadonlySet<MemberTopic> = new Set(["balance", "ecard", "claims", "documents", "policies"]);

/**
 * "E-card for family shield": a plan's name beside a read of the member's record says which policy,
 * no wording question. `reading` is the message as typed; `read` reads a text as the planner does.
 */
export function recordOfNamedPlan(message: string, reading: Reading, read: (text: string) => Reading): Reading {
  if (reading.kind !== "mixed" && reading.kind !== "knowledge") return reading;
  const lower = message.toLowerCase();
  const unnamed = withoutProductNames(lower);
  // "What is a personal accident policy": the plan named is what is asked about, not a record of theirs.
  if (unnamed === lower || ONLY_WHAT_A_POLICY_IS.test(unnamed)) return reading;
  const own = read(unnamed);
  const record = own.kind === "member" && own.topics.length > 0 && own.topics.every((t) => RECORD_TOPICS.has(t));
  return record ? own : reading;
}
