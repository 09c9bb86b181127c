/**
 * Digits written as words: a member may spell a code or a number out ("my OTP is four eight two
 * nine one three", "call nine eight seven six five four three two one zero"), and a model may echo
 * it so. A run of at least MIN_DIGIT_WORDS digit words (or single digits among them) reads as those
 * digits, one space apart, so the rules for a code or a number read out one digit at a time meet it.
 * Shorter runs ("one or two", "two three days") are prose and are never touched; like folding, only
 * the sanitizer's view changes, and text in which nothing is found comes back as it was (text.ts).
 */

/** The fewest digit words in a row that can be a code (an OTP has four digits at least). */
const MIN_DIGIT_WORDS = 4;

const DIGIT_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"] as const;
const WORD = `(?:${DIGIT_WORDS.join("|")}|\\d)`;

/** A run of digit words or single digits, separated by spaces, commas or hyphens. */
const DIGIT_WORD_RUN = new RegExp(`\\b${WORD}(?:[ ,-]+${WORD}){${MIN_DIGIT_WORDS - 1},}\\b`, "gi");

/** The shortest text such a run can be ("one two six 7" is shorter than any four words). */
const SHORTEST_RUN = 13;

/** A word or a digit as its digit. */
function digitOf(word: string): string {
  const at = DIGIT_WORDS.indexOf(word.toLowerCase() as (typeof DIGIT_WORDS)[number]);
  return at >= 0 ? String(at) : word;
}

/** Whether the text holds a run of digit words worth reading as digits (at least one word, not only digits). */
export function hasDigitWordRun(text: string): boolean {
  if (text.length < SHORTEST_RUN) return false;
  DIGIT_WORD_RUN.lastIndex = 0;
  for (let m = DIGIT_WORD_RUN.exec(text); m !== null; m = DIGIT_WORD_RUN.exec(text)) {
    if (/[a-z]/i.test(m[0])) {
      DIGIT_WORD_RUN.lastIndex = 0;
      return true;
    }
  }
  DIGIT_WORD_RUN.lastIndex = 0;
  return false;
}

/** The text with each run of digit words as its digits, one space apart. */
export function digitWordsAsDigits(text: string): string {
  return text.replace(DIGIT_WORD_RUN, (run) =>
    /[a-z]/i.test(run)
      ? run
          .split(/[ ,-]+/)
          .map(digitOf)
          .join(" ")
      : run,
  );
}
