/**
 * A hospital's name as words to compare, the same way wherever a name asked about meets a record:
 * the hospital search (tools Worker) keeps the records of that name, and the answer (assistant) says
 * whether one of them is the hospital asked about. Lower case, apostrophes dropped ("Children's" and
 * "childrens" are one word, as members type it), split on anything but letters and digits.
 */
export function hospitalNameWords(name: string): string[] {
  return name
    .toLowerCase()
    .replace(/['’]/g, "")
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}
