/**
 * "What about Andheri East?", "aur Pune mein?", "and 560038?" right after a network hospital search:
 * the same search at the place now named. Alone such a message names a place and asks nothing, so it
 * is put as the search it stands for. Pure: no I/O.
 */
import { extractCity, extractPinCode } from "./extract";
import { localityNamed } from "./localities";

/** The previous question searched hospitals: it named them. */
const HOSPITAL_SEARCH = /\b(hospitals?|clinics?|nursing homes?|aspatal|haspatal)\b/i;
/** The words a follow-up opens with ("and", "what about", "aur"), left out of the place it names. */
const OPENER = /^\s*(?:and what about|what about|how about|and in|and for|and|also|aur|or)\b\s*/i;
/** A message with a subject of its own ("hospitals in Pune", "my claims") is read as it is. */
const OWN_SUBJECT = /\b(hospitals?|claims?|polic(?:y|ies)|plans?|balance|cards?|documents?|cover\w*|profile)\b/i;

/** The search a place follow-up stands for, or null when the message is no such follow-up. */
export function placeFollowUp(message: string, previousQuestion: string): string | null {
  if (!HOSPITAL_SEARCH.test(previousQuestion) || OWN_SUBJECT.test(message)) return null;
  const named = extractPinCode(message) ?? localityNamed(message)?.pinCode ?? extractCity(message);
  if (named === null) return null;
  return `network hospitals near ${message.replace(OPENER, "").trim()}`;
}
