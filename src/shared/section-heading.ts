/**
 * What a policy wording's section heading says of its sentences. A heading naming one subject
 * ("Initial waiting period") is what every sentence under it is about; one naming several
 * ("Day-care, AYUSH, ambulance and organ donor cover") is about each only in some of them. The
 * wording search cuts a passage by it (workers/tools/knowledge/passage.ts) and the composer picks
 * the sentence an answer leads with by it (src/assistant/composer/wording/lead.ts).
 */

/** "and" or a comma between subjects; not the "and" of one word's two halves ("Pre- and post-hospitalisation"). */
const SEVERAL_SUBJECTS = /(?<!-\s)\band\b|,/i;

/** Whether the heading names more than one subject, so its words tell its sentences apart. */
export function namesSeveralSubjects(heading: string): boolean {
  return SEVERAL_SUBJECTS.test(heading);
}

/** The first subject a heading names ("Free look period" of "Free look period and cancellation"); all of a heading naming one. */
export function firstSubject(heading: string): string {
  return heading.split(SEVERAL_SUBJECTS)[0] ?? heading;
}
