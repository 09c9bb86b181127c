/**
 * Questions about what a stay that happened cost the member, asked without the word "claim": read as
 * about that claim. Pure.
 */
import { SUPPOSED_OR_TO_COME } from "./cues";

/**
 * What a stay or treatment that happened cost the member ("how much did my wife's delivery cost us",
 * "what did my son's dengue treatment cost me", "how much did we pay for my husband's surgery"): the
 * thing it cost, past tense, and who paid.
 */
const PAST_COST =
  /\b(?:how much|what) (?:did|has|have) (?<thing>(?:[\w'’]+ ){0,5}?[\w'’]+) (?<cost>cost(?:ed)? (?:me|us|my family|our family|him|her)\b)|\bhow much (?:did|have) (?:i|we) (?:had to |have to )?(?:pay|paid|spend|spent) (?:for|on|towards) (?:[\w'’]+ ){0,5}?[\w'’]+(?=[?.!,]|$)/;

/**
 * A cost that happened is on record only as its claim (claimed, paid, each deduction): the wording
 * says what a plan pays, not what this stay cost. Said without "claim", the message is read as with
 * it, after the thing it cost ("… delivery claim cost us"), so the person and the claim's description
 * are read as ever. A cost to come stays the wording's. Null when the message is no such question.
 */
export function pastCostAsClaim(message: string): string | null {
  const lower = message.toLowerCase();
  if (/\bclaims?\b/.test(lower) || SUPPOSED_OR_TO_COME.test(lower)) return null;
  const found = PAST_COST.exec(lower);
  const groups = found?.groups;
  if (!found || !groups) return null;
  const at = found.index;
  const asked = found[0];
  // What cost "me" or "us" was theirs: "the hospital stay" is their stay.
  const rewritten = (
    groups.thing !== undefined ? asked.replace(` ${groups.cost}`, ` claim ${groups.cost}`) : `${asked} claim`
  ).replace(/\b(for|on|towards|did|has|have) the /, "$1 my ");
  return `${message.slice(0, at)}${rewritten}${message.slice(at + asked.length)}`;
}
