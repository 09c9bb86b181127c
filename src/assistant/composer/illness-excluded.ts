/**
 * A benefit schedule that lists illness as not covered (an accident-only plan's), and the line that
 * says so before anything else of that plan: its accident benefits, or a true line of its wording
 * ("no waiting period for pre-existing diseases"), must never read as cover for an illness. Pure.
 */
import * as v from "valibot";
import { plainText } from "./plain-text";

const Benefit = v.object({ name: v.string(), covered: v.boolean() });
const Schedule = v.object({ benefits: v.array(v.unknown()) });

/** A benefit whose name says it is for illness ("Illness hospitalisation"). */
const ILLNESS = /\billness\b/i;

/** The benefit a schedule lists as not covered for illness, by name; null when it lists none. */
export function illnessNotCovered(result: unknown): string | null {
  const parsed = v.safeParse(Schedule, result);
  if (!parsed.success) return null;
  for (const entry of parsed.output.benefits) {
    const benefit = v.safeParse(Benefit, entry);
    if (benefit.success && !benefit.output.covered && ILLNESS.test(benefit.output.name)) return benefit.output.name;
  }
  return null;
}

/** "… covers accidents only": said of a policy (already named) whose schedule lists illness as not covered. */
export function accidentsOnly(policy: string, benefit: string): string {
  return `${policy} pays for accidents only: its benefit schedule lists ${plainText(benefit)} as not covered, so an illness is not covered under it.`;
}
