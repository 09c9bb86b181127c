/**
 * Replace-with-a-callback, but only after a cheap probe: a global regular expression with a
 * function replacement takes a slow path even when nothing matches, and nothing matching is the
 * common case. The probe is a non-global copy, so no `lastIndex` state is ever shared.
 */
export interface Rule {
  readonly pattern: RegExp;
  readonly probe: RegExp;
}

/** A global pattern and its probe. */
export const rule = (pattern: RegExp): Rule => ({
  pattern,
  probe: new RegExp(pattern.source, pattern.flags.replace("g", "")),
});

/** `text.replace(rule.pattern, replace)`, skipped when the probe finds nothing. */
export function replaceWhere(text: string, target: Rule, replace: (match: string, groups: string[]) => string): string {
  if (!target.probe.test(text)) return text;
  return text.replace(target.pattern, (match: string, ...rest: unknown[]) => replace(match, captureGroups(rest)));
}

/** The capture groups of a `replace` callback's arguments: everything before the numeric offset ("" for a group that did not take part). */
function captureGroups(rest: readonly unknown[]): string[] {
  const groups: string[] = [];
  for (const part of rest) {
    if (typeof part === "number") break;
    groups.push(typeof part === "string" ? part : "");
  }
  return groups;
}
