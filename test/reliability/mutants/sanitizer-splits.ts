/**
 * The sanitizer's identifiers written split or spaced otherwise (a mobile as `98765 - 43210`, an
 * Aadhaar number with dots, a PAN hyphenated) or in styled digits (`⁹⁸⁷…`, `①②③…`), and the scan's
 * stretch that lets the rules see them.
 */

import type { Mutation } from "./mutation";

const IDENTIFIERS = "src/shared/sanitizer/identifiers.ts";
const SANITIZER_TESTS = ["test/shared/sanitizer", "test/reliability/leak-scan.test.ts"];

export const SANITIZER_SPLIT_MUTATIONS: readonly Mutation[] = [
  {
    id: "sanitizer-styled-digits",
    guard:
      "a mobile number or an OTP in superscript, subscript or circled digits, or with a combining mark or keycap on each digit, is masked",
    file: "src/shared/sanitizer/fold.ts",
    edits: [
      {
        find: "  for (const [first, last, value] of STYLED_DIGIT_RUNS) if (c >= first && c <= last) return value + c - first;\n",
        replace: "",
      },
      { find: "(isCombiningMark(c) && afterDigit(text, i))", replace: "(false && afterDigit(text, i))" },
    ],
    tests: SANITIZER_TESTS,
  },
  {
    id: "sanitizer-mobile-split",
    guard:
      "a mobile number split otherwise (`98765 - 43210`, `98765,43210`, `98765\\n43210`, `9876543 210`, `+91 (0) …`) is masked",
    file: IDENTIFIERS,
    edits: [
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source text, not a template
      { find: "|${SPLIT_MOBILE}|${ODD_SPLIT_MOBILE})(?!", replace: "|${ODD_SPLIT_MOBILE})(?!" },
      {
        find: "const TRUNK_AFTER_COUNTRY = String.raw`(?:\\(0\\)[ -]?)?`;",
        replace: 'const TRUNK_AFTER_COUNTRY = "";',
      },
    ],
    tests: SANITIZER_TESTS,
  },
  {
    id: "sanitizer-aadhaar-split",
    guard: "an Aadhaar number grouped with dots or spaced hyphens, or split 5-5-2 and the like, is masked",
    file: IDENTIFIERS,
    edits: [
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source text, not a template
      { find: "|${AADHAAR_SPLITS})(?!", replace: ")(?!" },
      { find: String.raw`\d{3}( - |[ .-])\d{4}\1\d{4}`, replace: String.raw`\d{3}([ -])\d{4}\1\d{4}` },
    ],
    tests: SANITIZER_TESTS,
  },
  {
    id: "sanitizer-pan-spaced",
    guard: "a PAN spaced or hyphenated (`ABCPD-1234-E`, `abcpd 1234e`) is masked",
    file: IDENTIFIERS,
    edits: [
      {
        find: String.raw`|[A-Z]{3}[ABCFGHJLPT][A-Z](?:[ -]\d{4}[ -]?|\d{4}[ -])[A-Z]|[a-z]{3}[abcfghjlpt][a-z](?:[ -]\d{4}-?|\d{4}-)[a-z]`,
        replace: "",
      },
    ],
    tests: SANITIZER_TESTS,
  },
  {
    id: "sanitizer-scan-split-stretch",
    guard: "a comma or line break inside a number keeps it in the scan's phone-shaped stretch, so the rules run on it",
    file: "src/shared/sanitizer/scan.ts",
    edits: [
      {
        find: "      if (c !== 0x2c && c !== 0x0a && c !== 0x0d && !isOddSeparator(c)) phone = 0;",
        replace: "      if (!isOddSeparator(c)) phone = 0;",
      },
    ],
    tests: SANITIZER_TESTS,
  },
  {
    id: "sanitizer-mobile-odd-separator",
    guard:
      "a mobile number whose groups are joined by `_ : | ; ~ *` or slashes (`98765_43210`, `98/76/54/32/10`) is masked, the scan keeping its stretch",
    file: IDENTIFIERS,
    edits: [
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source text, not a template
      { find: "|${SPLIT_MOBILE}|${ODD_SPLIT_MOBILE})(?!", replace: "|${SPLIT_MOBILE})(?!" },
    ],
    tests: SANITIZER_TESTS,
  },
  {
    id: "sanitizer-scan-odd-separator",
    guard:
      "the marks a mobile's groups may be joined by keep it in the scan's phone-shaped stretch, so the rules run on it",
    file: "src/shared/sanitizer/scan.ts",
    edits: [{ find: " && !isOddSeparator(c)) phone = 0;", replace: ") phone = 0;" }],
    tests: SANITIZER_TESTS,
  },
  {
    id: "split-mobile-glued-to-id",
    guard:
      "digits split into groups of any size are not masked as a mobile when glued to a word: a document's id stays whole",
    file: IDENTIFIERS,
    edits: [{ find: String.raw`|(?<!\p{L}-?)[6-9](?=`, replace: String.raw`|[6-9](?=` }],
    tests: ["test/shared/sanitizer/split-identifiers.test.ts", "test/chat/documents.test.ts"],
  },
];
