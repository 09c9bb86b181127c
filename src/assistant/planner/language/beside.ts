/**
 * A synonym rule that holds only in a message about something: a place abroad names cover abroad
 * beside words of cover or care, an age names the ages a plan is bought at beside words of buying.
 * Pure.
 */

/** `pattern` (global), matched only where `context` is somewhere in the same text, before or after it. */
export function besideWords(context: string, pattern: string): RegExp {
  return new RegExp(String.raw`(?:(?<=${context}[\s\S]*)|(?=[\s\S]*${context}))${pattern}`, "g");
}
