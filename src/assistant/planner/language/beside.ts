/**
 * A synonym rule that holds only in a message about something: a place abroad names cover abroad
 * beside words of cover or care, an age names the ages a plan is bought at beside words of buying.
 * Pure.
 */

/**
 * `pattern` (global), matched only where `context` is somewhere in the same text, before or after it.
 * The pattern is looked for first: the context is looked for across the whole text, so doing that at
 * every position of a long message would cost its length squared.
 */
export function besideWords(context: string, pattern: string): RegExp {
  return new RegExp(String.raw`(?=${pattern})(?:(?<=${context}[\s\S]*)|(?=[\s\S]*${context}))${pattern}`, "g");
}
