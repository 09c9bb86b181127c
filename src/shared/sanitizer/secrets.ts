/**
 * Step 1 of the sanitizer: secrets. A value under a secret-named key is replaced whole; in free
 * text each known credential shape is replaced by a marker naming what was removed. Every rule
 * skips a value that already starts with `[` (a marker), so a second run changes nothing more.
 */
import { type Replacer, type Rule, replaceWhere, rule } from "./replace";
import { HAS_ASSIGNMENT, HAS_FOUR_DIGITS, HAS_LONG_WORD } from "./scan";
import type { SanitizeReport } from "./types";

export const REDACTED = "[redacted]";

/** Case-sensitive literals at least one of which every token-shaped rule (Bearer, JWT, API keys) needs. */
const TOKEN_HINT = /earer|EARER|eyJ|sk-|[sr]k_|AKIA|ASIA|gh[pousr]_|github_pat_|xox|AIza|pc1\.|inv_|otc_|ch1\./;
/** A password named in a sentence ("password is …") needs one of these words. */
const PASSWORD_HINT = /pass|pwd/i;
/** Every word that announces a one-time password (`otp`, `one-time …`, `… code`, `passcode`, `m-pin`, `upi pin`) holds one of these. */
const OTP_HINT = /otp|code|pin|one[\s-]time/i;

/**
 * Which strings a rule is worth running on: from the flags of `scanText` and, where a rule needs
 * a word, one cheap test for it (two full OTP searches on every string with a number cost more).
 */
const ASSIGNMENT = 1;
const TOKEN = 2;
const OTP = 4;
const PASSWORD = 8;
const LONG_WORD = 16;
/** A long run and a `:`: an OAuth token or authorization code (`<user>:<grant>:<secret>`). */
const ISSUED_TOKEN = 32;

/**
 * The shortest text a token, OTP or password rule can match (`bearer x`, `otp 1234`, `pwd is 1`);
 * shorter strings (most values in a tool result) need only the `name=value` rules.
 */
const SHORTEST_WORDED_SECRET = 8;

function openGates(text: string, flags: number): number {
  let open = (flags & HAS_ASSIGNMENT ? ASSIGNMENT : 0) | (flags & HAS_LONG_WORD ? LONG_WORD : 0);
  if ((flags & (HAS_ASSIGNMENT | HAS_LONG_WORD)) === (HAS_ASSIGNMENT | HAS_LONG_WORD)) open |= ISSUED_TOKEN;
  if (text.length < SHORTEST_WORDED_SECRET) return open;
  if (TOKEN_HINT.test(text)) open |= TOKEN;
  if (flags & HAS_FOUR_DIGITS && OTP_HINT.test(text)) open |= OTP;
  if (PASSWORD_HINT.test(text)) open |= PASSWORD;
  return open;
}

export interface TextRule {
  /** One of the gates above. */
  readonly gate: number;
  readonly pattern: Rule;
  readonly replace: Replacer;
}

// `password=…`, `"accessToken": "…"`, `"cookie": "…"` and the like inside free text (log lines,
// upstream bodies); a quoted value is replaced inside its quotes, so embedded JSON stays JSON.
// The match starts at the secret word that ends the name (`access_token` from `token`): the rest
// of the name is kept either way, and starting at the word is what lets the search skip ahead.
export const ASSIGNED_SECRET: TextRule = {
  gate: ASSIGNMENT,
  pattern: rule(
    /(token|secret|password|passwd|pwd|passcode|api[_-]?key|session[_-]?(?:id|token)|cookie|credentials?|signature)(["']?\s*[:=]\s*)(?:"(?!\[)[^"\n]*"|'(?!\[)[^'\n]*'|(?!\[)[^\s"'&,;}<>]+)/gi,
  ),
  replace: (m) => {
    const word = m[1] ?? "";
    const sep = m[2] ?? "";
    const quote = m[0].charAt(word.length + sep.length);
    return quote === '"' || quote === "'" ? `${word}${sep}${quote}${REDACTED}${quote}` : `${word}${sep}${REDACTED}`;
  },
};

/** Every rule, in the order they run; exported so tests can run them all, ungated, as the reference. */
export const SECRET_RULES: readonly TextRule[] = [
  // A Cookie or Set-Cookie header: the whole value, to the end of the line.
  {
    gate: ASSIGNMENT,
    pattern: rule(/\b((?:set-)?cookie\s*:\s*)(?![\s[])[^\r\n]+/gi),
    replace: (m) => `${m[1] ?? ""}${REDACTED}`,
  },
  // An Authorization header, whatever its scheme: in a header even a word-like token is a token.
  {
    gate: ASSIGNMENT,
    pattern: rule(
      /\b(authorization["']?\s*[:=]\s*["']?)(\b(?:bearer|basic|digest|token|apikey|hmac[\w-]*)\s+)?(?![\s["']|(?:bearer|basic|digest|token|apikey|hmac[\w-]*)\s)[^\s"',;]+/gi,
    ),
    replace: (m) => `${m[1] ?? ""}${m[2] ?? ""}${REDACTED}`,
  },
  // Signed-URL and credential query parameters: the URL and the name stay, the value goes.
  {
    gate: ASSIGNMENT,
    pattern: rule(
      /([?&#](?:x-amz-signature|x-amz-credential|x-amz-security-token|x-goog-signature|x-goog-credential|signature|sig|key-pair-id|policy|token|access_token|refresh_token|id_token|client_secret|api_key|apikey|password|otp|code)=)(?!\[)[^&#\s"'<>]+/gi,
    ),
    replace: (m) => `${m[1] ?? ""}${REDACTED}`,
  },
  // Bearer tokens elsewhere; a short plain word after "bearer" is prose ("the bearer of"), not a token.
  {
    gate: TOKEN,
    pattern: rule(/\b(bearer\s+)(?!\[)(?![a-z]{1,15}(?![\w\-.~+/=]))[\w\-.~+/]+=*/gi),
    replace: (m) => `${m[1] ?? ""}${REDACTED}`,
  },
  // JSON Web Tokens: header.payload.signature, both JSON parts base64url of "{". Like every rule
  // with an open-ended run, it may only start where such a run starts, so the search stays linear.
  { gate: TOKEN, pattern: rule(/(?<![\w-])eyJ[\w-]+\.eyJ[\w-]+\.[\w-]*/g), replace: () => "[redacted:jwt]" },
  // API keys by their published prefixes, and the PlanCover tokens `pc1.<memberId>.<expiry>.<sig>`.
  {
    gate: TOKEN,
    pattern: rule(
      /\b(?:sk-[\w-]{8,}|[sr]k_(?:live|test)_[A-Za-z\d]{8,}|(?:AKIA|ASIA)[\dA-Z]{16}|gh[pousr]_[A-Za-z\d]{20,}|github_pat_\w{20,}|xox[abposr]-[A-Za-z\d-]{10,}|AIza[\w-]{35}|pc1\.[A-Za-z\d-]+\.\d+\.[\w\-+/]+=*)/g,
    ),
    replace: () => "[redacted:key]",
  },
  // Our own handles: an invitation code (`inv_` + 24 random bytes), a sign-in challenge (`otc_` + 32
  // random bytes), and the stand-in's challenge `ch1.<payload>.<sig>`, whose payload is the mobile
  // number in base64url. Each is a credential while it lives, and the last one is also a number.
  {
    gate: TOKEN,
    pattern: rule(/(?<![\w-])(?:inv_[\w-]{32}|otc_[\w-]{43}|ch1\.[\w-]{16,}\.[\w-]{16,})(?![\w-])/g),
    replace: (m) => (m[0].startsWith("inv_") ? "[redacted:invite]" : "[redacted:challenge]"),
  },
  // A raw session token: exactly 43 base64url characters (32 random bytes) standing alone, with an
  // upper-case letter, a lower-case letter and a digit, as 32 random bytes have; a long snake_case
  // name or a lower-case hex string is none.
  {
    gate: LONG_WORD,
    pattern: rule(/(?<![\w-])(?=[\w-]{0,42}\d)(?=[\w-]{0,42}[A-Z])(?=[\w-]{0,42}[a-z])[\w-]{43}(?![\w-])/g),
    replace: () => "[redacted:token]",
  },
  // An access token, refresh token or authorization code as the OAuth provider issues them:
  // `<userId>:<grantId>:<secret>`, a 16-character grant id and a 32-character secret from the
  // base64url alphabet (the user id may itself hold `:`). The whole token goes: the user id names
  // the member's grants. It may only start where a run starts, so the search stays linear.
  {
    gate: ISSUED_TOKEN,
    pattern: rule(/(?<![\w.@+:-])(?:[\w.@+-]+:)+[\w-]{16}:[\w-]{32}(?![\w-])/g),
    replace: () => "[redacted:token]",
  },
  // One-time passwords, only right after words that announce one (`code:`, `code is` and `code 123456`
  // among them, unless a pin, postal, error, status or HSN code): a bare six-digit number is a pin code.
  // A bare `code` a few words before its value counts only when those words say it was received or
  // typed ("the code I got is …", "code sent to my phone was …"): "the code for Koramangala is 560034"
  // is a pin code. `otp` may be glued to its code (`OTP123456`, `OTP-123456`); a code may be read out
  // in groups (`123-456`, `12 34 56`, an eight-digit `1234 5678`) or one digit at a time (`4 8 2 9 1 3`, `4-8-2-9-1-3`), and it
  // may start the next line when the words end theirs ("my otp is\n482913", "OTP:\n482913": a chat box
  // sends Enter as a line break; "OTP sent\n560034" is a pin code after a sentence). The code
  // must stand alone: not part of a longer number, nor one
  // group of a spaced-out mobile or date, nor the visible tail of an earlier mask (`******3210`,
  // `XXXX XXXX 9012`). No word reaches past a `]` (the end of an earlier marker, whose own `otp`
  // announces nothing), so a second run leaves a number after a marker alone.
  {
    gate: OTP,
    pattern: rule(
      /\b(otp|one[\s-]time[\s-](?:password|passcode|pin|code)|(?:verification|security|login|auth(?:entication)?)\s+code|passcode|m-?pin|upi\s+pin|(?<!\b(?:pin|postal|zip|area|std|post|error|status|country|promo|discount|hsn|sac|branch|product|plan)[\s_-]?)code(?:\s+is|(?=["']?\s*[:=])|(?=\s+\d)|(?=[^\n.;!?\d]{0,20}?\b(?:got|get|received|sent|came|typed|entered|texted|messaged|sms(?:ed)?)\b[^\n.;!?\d]{0,20}?(?:\b(?:is|was)\s+|:\s*)\d)))((?<=otp)-?(?=\d)|\b(?:[^\n.;!?\]]{0,25}?|(?:[^\n.;!?\]]{0,25}?(?:\b(?:is|was)|[:=]))?[ \t\r]*\n\s{0,4})(?<![\w.,*-]|\d[ -]|X ))(?:\d{4,8}|\d{3}([ -])\d{3}|\d{2}([ -])\d{2}\4\d{2}|\d([ .-])\d(?:\5\d){2,6}|\d{4}[ -]\d{4})(?![\w]|[.,-]\d|[ -]\d{1,6}\b)/gi,
    ),
    replace: (m) => `${m[1] ?? ""}${m[2] ?? ""}[redacted:otp]`,
  },
  // The same code announced after it, as OTP text messages put it ("482913 is your OTP for …"), or
  // as the member forwards it ("482913 is my OTP", "482913 was the code": a code that was is one still
  // live; "I got 482913 as the OTP", "use 5521 as your verification code"), or after a bare code that
  // is someone's ("482913 is your code", "… was my code"; "560034 is my pin code" is not).
  {
    gate: OTP,
    pattern: rule(
      /(?<![\w.,*-]|\d[ -])\d{4,8}(\s+(?:(?:is|was)\s+(?:your|the|my)|as\s+(?:your|the|my|an?))\s+(?:otp|one[\s-]time[\s-](?:password|passcode|pin|code)|(?:verification|security|login)\s+code|passcode|(?<=(?:is|was)\s+(?:your|my)\s+)code))\b/gi,
    ),
    replace: (m) => `[redacted:otp]${m[1] ?? ""}`,
  },
  // A password typed in a sentence ("my new password is Kaveri@2026"): a value with a digit or a
  // symbol, so prose such as "the password is wrong" keeps its words.
  {
    gate: PASSWORD,
    pattern: rule(/\b((?:password|passcode|passwd|pwd)\s+(?:is|was)\s+)(?!\[)(?=[^\s,;]*[\d@#$%^&*!?~])[^\s,;]+/gi),
    replace: (m) => `${m[1] ?? ""}${REDACTED}`,
  },
  ASSIGNED_SECRET,
];

/** Replaces every secret found in free text, counting each replacement. `flags` come from `scanText`. */
export function redactSecretsInText(text: string, flags: number, report: SanitizeReport): string {
  const open = openGates(text, flags);
  if (open === 0) return text;
  let out = text;
  for (const textRule of SECRET_RULES) {
    if ((open & textRule.gate) === 0) continue;
    out = replaceWhere(out, textRule.pattern, textRule.replace, report, "secretsRedacted");
  }
  return out;
}
