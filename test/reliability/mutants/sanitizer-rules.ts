/**
 * The sanitizer's rules (src/shared/sanitizer/), one guard each: every credential shape and personal
 * identifier it knows, and the folding that drops invisible characters between digits. A rule is
 * removed by making it match nothing (a NUL before its pattern) or by making it keep what it matched,
 * so its gate and the other rules still run as they do.
 */

import type { Mutation } from "./mutation";

const SECRETS = "src/shared/sanitizer/secrets.ts";
const IDENTIFIERS = "src/shared/sanitizer/identifiers.ts";
const FOLD = "src/shared/sanitizer/fold.ts";
const SANITIZER_TESTS = ["test/shared/sanitizer", "test/reliability/leak-scan.test.ts"];
const KEEP = "(m) => m[0]";

/** A rule of secrets.ts that matches nothing: `pattern` is the start of its regular expression, from its `/`. */
function neverMatches(id: string, guard: string, pattern: string): Mutation {
  return {
    id,
    guard,
    file: SECRETS,
    edits: [{ find: pattern, replace: `/\\x00${pattern.slice(1)}` }],
    tests: SANITIZER_TESTS,
  };
}

/** A rule that finds what it should and keeps it: `replacer` is its replace function, as written. */
function keepsMatch(id: string, guard: string, file: string, replacer: string): Mutation {
  return { id, guard, file, edits: [{ find: replacer, replace: KEEP }], tests: SANITIZER_TESTS };
}

export const SANITIZER_RULE_MUTATIONS: readonly Mutation[] = [
  neverMatches(
    "sanitizer-cookie-header",
    "a Cookie or Set-Cookie header's whole value is redacted",
    String.raw`/\b((?:set-)?cookie\s*:\s*)`,
  ),
  neverMatches(
    "sanitizer-authorization-header",
    "an Authorization header's credential is redacted, whatever its scheme",
    String.raw`/\b(authorization["']?\s*[:=]\s*["']?)`,
  ),
  neverMatches(
    "sanitizer-signed-url",
    "a signed URL's signature and credential query parameters are redacted",
    "/([?&#](?:x-amz-signature|",
  ),
  neverMatches("sanitizer-bearer", "a bearer token in free text is redacted", String.raw`/\b(bearer\s+)(?!\[)`),
  keepsMatch("sanitizer-jwt", "a JSON Web Token is redacted", SECRETS, '() => "[redacted:jwt]"'),
  keepsMatch(
    "sanitizer-api-keys",
    "API keys by their published prefixes, and PlanCover tokens, are redacted",
    SECRETS,
    '() => "[redacted:key]"',
  ),
  keepsMatch(
    "sanitizer-own-handles",
    "an invitation code or a sign-in challenge id is redacted",
    SECRETS,
    '(m) => (m[0].startsWith("inv_") ? "[redacted:invite]" : "[redacted:challenge]")',
  ),
  {
    id: "sanitizer-session-token",
    guard: "a raw session token (43 base64url characters) is redacted",
    file: SECRETS,
    edits: [
      {
        find: '    replace: () => "[redacted:token]",\n  },\n  // An access token, refresh token',
        replace: "    replace: (m) => m[0],\n  },\n  // An access token, refresh token",
      },
    ],
    tests: SANITIZER_TESTS,
  },
  {
    id: "sanitizer-issued-token",
    guard: "an OAuth access token, refresh token or authorization code the provider issued is redacted",
    file: SECRETS,
    edits: [
      {
        find: '    replace: () => "[redacted:token]",\n  },\n  // One-time passwords',
        replace: "    replace: (m) => m[0],\n  },\n  // One-time passwords",
      },
    ],
    tests: SANITIZER_TESTS,
  },
  neverMatches(
    "sanitizer-otp",
    "a one-time password after the words that announce it is redacted",
    String.raw`/\b(otp|one[\s-]time[\s-](?:password|passcode|pin|code)|`,
  ),
  {
    id: "sanitizer-otp-next-line",
    guard: 'a one-time password on the line after the words that announce it ("my otp is\\n482913") is redacted',
    file: SECRETS,
    edits: [
      { find: String.raw`|(?:[^\n.;!?\]]{0,25}?(?:\b(?:is|was)|[:=]))?[ \t\r]*\n\s{0,4})(?<!`, replace: ")(?<!" },
    ],
    tests: SANITIZER_TESTS,
  },
  {
    id: "sanitizer-otp-stops-at-marker",
    guard:
      "the words that announce a one-time password never reach past an earlier marker (a second run changes nothing)",
    file: SECRETS,
    edits: [{ find: String.raw`|\b(?:[^\n.;!?\]]{0,25}?|`, replace: String.raw`|\b(?:[^\n.;!?]{0,25}?|` }],
    tests: SANITIZER_TESTS,
  },
  neverMatches(
    "sanitizer-otp-announced-after",
    'a one-time password announced after it ("482913 is your OTP") is redacted',
    String.raw`/(?<![\w.,*-]|\d[ -])\d{4,8}(\s+(?:(?:is|was)\s+(?:your|the|my)`,
  ),
  {
    id: "sanitizer-otp-forwarded-as-mine",
    guard: 'a one-time password the member forwards as theirs ("482913 is my OTP") is redacted',
    file: SECRETS,
    edits: [
      {
        find: String.raw`\d{4,8}(\s+(?:(?:is|was)\s+(?:your|the|my)|`,
        replace: String.raw`\d{4,8}(\s+(?:is\s+(?:your|the)|`,
      },
    ],
    tests: SANITIZER_TESTS,
  },
  {
    id: "sanitizer-otp-got-as",
    guard: 'a one-time password the member says they got or use as one ("I got 482913 as the OTP") is redacted',
    file: SECRETS,
    edits: [{ find: String.raw`|as\s+(?:your|the|my|an?))\s+(?:otp|`, replace: String.raw`)\s+(?:otp|` }],
    tests: SANITIZER_TESTS,
  },
  {
    id: "sanitizer-otp-received-code",
    guard:
      'a bare code a few words before its value is an OTP when those words say it was received ("the code I got is …")',
    file: SECRETS,
    edits: [
      {
        find: String.raw`|(?=[^\n.;!?\d]{0,20}?\b(?:got|get|received|`,
        replace: String.raw`|(?=\x00[^\n.;!?\d]{0,20}?\b(?:got|get|received|`,
      },
    ],
    tests: SANITIZER_TESTS,
  },
  {
    id: "sanitizer-otp-digit-at-a-time",
    guard: 'a one-time password read out one digit at a time ("otp: 4 8 2 9 1 3") is redacted',
    file: SECRETS,
    edits: [{ find: String.raw`|\d([ .-])\d(?:\5\d){2,6}|`, replace: String.raw`|\x00\d([ .-])\d(?:\5\d){2,6}|` }],
    tests: SANITIZER_TESTS,
  },
  {
    id: "sanitizer-otp-your-code-after",
    guard: 'a one-time password announced after it as someone\'s bare code ("482913 is your code") is redacted',
    file: SECRETS,
    edits: [
      {
        find: String.raw`|(?<=(?:is|was)\s+(?:your|my)\s+)code))`,
        replace: String.raw`|\x00(?<=(?:is|was)\s+(?:your|my)\s+)code))`,
      },
    ],
    tests: SANITIZER_TESTS,
  },
  {
    id: "sanitizer-digit-words",
    guard: 'digits spelled out as words ("four eight two nine one three") are matched as digits',
    file: "src/shared/sanitizer/number-words.ts",
    edits: [{ find: "  if (text.length < SHORTEST_RUN) return false;", replace: "  return false;" }],
    tests: SANITIZER_TESTS,
  },
  neverMatches(
    "sanitizer-password-sentence",
    'a password typed in a sentence ("my password is …") is redacted',
    String.raw`/\b((?:password|passcode|passwd|pwd)\s+(?:is|was)\s+)`,
  ),
  neverMatches(
    "sanitizer-assigned-secret",
    'a secret assigned in free text (`password=…`, `"accessToken": "…"`) is redacted',
    "/(token|secret|password|passwd|pwd|passcode|api[_-]?key|",
  ),
  {
    id: "sanitizer-email",
    guard: "an e-mail address is masked",
    file: IDENTIFIERS,
    edits: [{ find: "  if (flags & HAS_AT) out = maskEmails(out, report);\n", replace: "" }],
    tests: SANITIZER_TESTS,
  },
  {
    id: "sanitizer-pan",
    guard: "a PAN is masked",
    file: IDENTIFIERS,
    edits: [
      {
        find: "out = replaceWhere(out, PAN, maskPan, report,",
        replace: "out = replaceWhere(out, PAN, (m) => m[0], report,",
      },
    ],
    tests: SANITIZER_TESTS,
  },
  {
    id: "sanitizer-aadhaar",
    guard: "an Aadhaar number is masked",
    file: IDENTIFIERS,
    edits: [
      {
        find: '    if (flags & HAS_AADHAAR_SHAPE) out = replaceWhere(out, AADHAAR, maskAadhaarMatch, report, "identifiersMasked");\n',
        replace: "",
      },
    ],
    tests: SANITIZER_TESTS,
  },
  {
    id: "sanitizer-mobile",
    guard: "a mobile number is masked to its last four digits",
    file: IDENTIFIERS,
    edits: [
      { find: '    out = replaceWhere(out, MOBILE, maskMobileMatch, report, "identifiersMasked");\n', replace: "" },
    ],
    tests: SANITIZER_TESTS,
  },
  {
    id: "sanitizer-mobile-any-grouping",
    guard: "a mobile number split into any three or four groups (`98 7654 3210`, `987 654 32 10`) is masked",
    file: IDENTIFIERS,
    edits: [
      {
        find: "  ...groupings(10, 3, 2, 5),\n  ...groupings(10, 4, 2, 4),\n",
        replace: "  [3, 3, 4],\n  [4, 3, 3],\n  [2, 3, 5],\n",
      },
    ],
    tests: SANITIZER_TESTS,
  },
  {
    id: "sanitizer-mobile-lone-first-digit",
    guard: "a mobile number whose first digit stands alone (`9 8765 43210`, `9 876 543 210`) is masked",
    file: IDENTIFIERS,
    edits: [
      {
        find: "  ...groupings(9, 2, 2, 5).map((rest) => [1, ...rest]),\n  ...groupings(9, 3, 2, 4).map((rest) => [1, ...rest]),\n",
        replace: "",
      },
    ],
    tests: SANITIZER_TESTS,
  },
  {
    id: "sanitizer-mobile-metro-landline",
    guard: "a landline with a metro's two-digit STD code after the trunk 0 (`080 4123 4567`) is not masked as a mobile",
    file: IDENTIFIERS,
    edits: [
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source text, not a template
      { find: "(?:(?<!${TRUNK})|(?!(?:79|80)[ .-]))", replace: "" },
    ],
    tests: SANITIZER_TESTS,
  },
  {
    id: "sanitizer-mobile-metro-digits-after-country-code",
    guard:
      "a mobile after a country code is masked even when it starts 80 or 79 like a metro's STD code (`+91 80 1234 5678`)",
    file: IDENTIFIERS,
    edits: [
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source text, not a template
      { find: "(?:(?<!${TRUNK})|(?!(?:79|80)[ .-]))", replace: "(?!(?:79|80)[ .-])" },
    ],
    tests: SANITIZER_TESTS,
  },
  {
    id: "sanitizer-identifier-number",
    guard: "a mobile or Aadhaar number stored as a JSON number is masked",
    file: IDENTIFIERS,
    edits: [{ find: "  if (!Number.isInteger(value)) return value;", replace: "  return value;" }],
    tests: SANITIZER_TESTS,
  },
  {
    id: "sanitizer-invisible-characters",
    guard: "invisible characters (default-ignorable code points) between a number's digits are dropped before matching",
    file: "src/shared/invisible.ts",
    edits: [
      {
        find: "export function isInvisible(c: number): boolean {\n  return (",
        replace: "export function isInvisible(c: number): boolean {\n  return false && (",
      },
    ],
    tests: SANITIZER_TESTS,
  },
  {
    id: "sanitizer-astral-invisible-characters",
    guard:
      "an invisible character outside the Basic Multilingual Plane (a tag) between digits is dropped before matching",
    file: FOLD,
    edits: [{ find: "      if (isAstralInvisibleAt(text, i)) {", replace: "      if (false) {" }],
    tests: SANITIZER_TESTS,
  },
];
