/**
 * Replace-with-a-callback in one pass of the regular expression: `exec` finds each match, so a
 * string with nothing to replace costs one failed search and comes back as the same string, and
 * a string with matches is not searched twice (a probe, then `replace`). Each replacement is
 * counted in the run's report by the caller's tally.
 */
import type { SanitizeReport } from "./types";

/** A global pattern. Its `lastIndex` is reset before and after every use, so no state outlives a call. */
export interface Rule {
  readonly pattern: RegExp;
}

/** A global pattern, checked once at load. */
export function rule(pattern: RegExp): Rule {
  if (!pattern.global) throw new Error(`sanitizer rule must be global: /${pattern.source}/`);
  return { pattern };
}

/** Builds the replacement from the match (`match[0]`) and its groups (`undefined` for one that did not take part). */
export type Replacer = (match: RegExpExecArray) => string;

/** Which count of the report a replacement adds to. */
export type Tally = "secretsRedacted" | "identifiersMasked";

/** `text.replace(target.pattern, …)`, counting each replacement; `text` itself when nothing matches. */
export function replaceWhere(
  text: string,
  target: Rule,
  replace: Replacer,
  report: SanitizeReport,
  tally: Tally,
): string {
  const pattern = target.pattern;
  pattern.lastIndex = 0;
  let match = pattern.exec(text);
  if (match === null) return text;
  let out = "";
  let from = 0;
  do {
    const found = match[0];
    out += text.slice(from, match.index) + replace(match);
    report[tally]++;
    from = match.index + found.length;
    // An empty match would find itself again; step past it as `replace` does (a whole code point under /u).
    if (found.length === 0) pattern.lastIndex = from + (pattern.unicode && isPairAt(text, from) ? 2 : 1);
    match = pattern.exec(text);
  } while (match !== null);
  pattern.lastIndex = 0;
  return out + text.slice(from);
}

function isPairAt(text: string, at: number): boolean {
  const c = text.charCodeAt(at);
  const next = text.charCodeAt(at + 1);
  return c >= 0xd800 && c <= 0xdbff && next >= 0xdc00 && next <= 0xdfff;
}
