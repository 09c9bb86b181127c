/**
 * Step 1 of the sanitizer: secrets. A value under a secret-named key is replaced whole; in free
 * text each known credential shape is replaced by a marker naming what was removed. Every rule
 * skips a value that already starts with `[` (a marker), so a second run changes nothing more.
 */
import { type Rule, replaceWhere, rule } from "./replace";
import { HAS_ASSIGNMENT, HAS_DIGIT_RUN } from "./scan";
import type { SanitizeReport } from "./types";

export const REDACTED = "[redacted]";

/** Key words that name a secret on their own (keys are split into lower-case words first). */
const SECRET_WORDS = new Set([
  "token",
  "accesstoken",
  "refreshtoken",
  "idtoken",
  "authtoken",
  "secret",
  "clientsecret",
  "password",
  "passwd",
  "pwd",
  "passcode",
  "passphrase",
  "otp",
  "mpin",
  "authorization",
  "cookie",
  "cookies",
  "setcookie",
  "session",
  "sessionid",
  "credential",
  "credentials",
  "signature",
  "sig",
  "apikey",
  "privatekey",
  "secretkey",
]);

/** Two-word names that mean a secret together (`api_key`, `privateKey`). */
const SECRET_PAIRS = new Set(["api key", "private key", "secret key", "access key"]);

/**
 * A key whose last word is one of these describes a secret without holding it
 * (`tokenCount`, `otpExpiresAt`, `passwordRequired`), so its value is kept.
 */
const DESCRIPTIVE_LAST_WORDS = new Set([
  "present",
  "count",
  "type",
  "ttl",
  "expires",
  "expiry",
  "expired",
  "at",
  "in",
  "length",
  "required",
  "enabled",
  "status",
]);

function keyWords(key: string): string[] {
  return key
    .replace(/([a-z\d])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .toLowerCase()
    .split(/[^a-z\d]+/)
    .filter((word) => word.length > 0);
}

/**
 * Whether a key's name says its value is a secret. `pin` alone is a passcode, but `pin_code`,
 * `pinCode` and `pincode` are postal codes and are kept.
 */
export function isSecretKey(key: string): boolean {
  const words = keyWords(key);
  const last = words[words.length - 1];
  if (last === undefined || (words.length > 1 && DESCRIPTIVE_LAST_WORDS.has(last))) return false;
  for (let i = 0; i < words.length; i++) {
    const word = words[i] ?? "";
    const next = words[i + 1];
    if (SECRET_WORDS.has(word)) return true;
    if (next !== undefined && SECRET_PAIRS.has(`${word} ${next}`)) return true;
    if (word === "pin" && next !== "code" && next !== "codes") return true;
  }
  return false;
}

/** Case-sensitive literals at least one of which every token-shaped rule (Bearer, JWT, API keys) needs. */
const TOKEN_HINT = /earer|EARER|eyJ|sk-|[sr]k_|AKIA|ASIA|gh[pousr]_|github_pat_|xox|AIza|pc1\./;
/** A password named in a sentence ("password is …") needs one of these words. */
const PASSWORD_HINT = /pass|pwd/i;

/** Which strings a rule is worth running on, from the flags of `scanText` (and, for tokens, one cheap test). */
type Gate = "assignment" | "token" | "digits" | "password";

interface TextRule {
  readonly gate: Gate;
  readonly pattern: Rule;
  /** Builds the replacement from the match and its capture groups (a group that did not take part is ""). */
  readonly replace: (match: string, ...groups: string[]) => string;
}

const RULES: readonly TextRule[] = [
  // A Cookie or Set-Cookie header: the whole value, to the end of the line.
  {
    gate: "assignment",
    pattern: rule(/\b((?:set-)?cookie\s*:\s*)(?![\s[])[^\r\n]+/gi),
    replace: (_m, head = "") => `${head}${REDACTED}`,
  },
  // An Authorization header, whatever its scheme: in a header even a word-like token is a token.
  {
    gate: "assignment",
    pattern: rule(
      /\b(authorization["']?\s*[:=]\s*["']?)(\b(?:bearer|basic|digest|token|apikey|hmac[\w-]*)\s+)?(?![\s["']|(?:bearer|basic|digest|token|apikey|hmac[\w-]*)\s)[^\s"',;]+/gi,
    ),
    replace: (_m, head = "", scheme = "") => `${head}${scheme}${REDACTED}`,
  },
  // Signed-URL and credential query parameters: the URL and the name stay, the value goes.
  {
    gate: "assignment",
    pattern: rule(
      /([?&#](?:x-amz-signature|x-amz-credential|x-amz-security-token|x-goog-signature|x-goog-credential|signature|sig|key-pair-id|policy|token|access_token|refresh_token|id_token|client_secret|api_key|apikey|password|otp|code)=)(?!\[)[^&#\s"'<>]+/gi,
    ),
    replace: (_m, head = "") => `${head}${REDACTED}`,
  },
  // Bearer tokens elsewhere; a short plain word after "bearer" is prose ("the bearer of"), not a token.
  {
    gate: "token",
    pattern: rule(/\b(bearer\s+)(?!\[)(?![a-z]{1,15}(?![\w\-.~+/=]))[\w\-.~+/]+=*/gi),
    replace: (_m, head = "") => `${head}${REDACTED}`,
  },
  // JSON Web Tokens: header.payload.signature, both JSON parts base64url of "{". Like every rule
  // with an open-ended run, it may only start where such a run starts, so the search stays linear.
  { gate: "token", pattern: rule(/(?<![\w-])eyJ[\w-]+\.eyJ[\w-]+\.[\w-]*/g), replace: () => "[redacted:jwt]" },
  // API keys by their published prefixes, and the PlanCover tokens `pc1.<memberId>.<expiry>.<sig>`.
  {
    gate: "token",
    pattern: rule(
      /\b(?:sk-[\w-]{8,}|[sr]k_(?:live|test)_[A-Za-z\d]{8,}|(?:AKIA|ASIA)[\dA-Z]{16}|gh[pousr]_[A-Za-z\d]{20,}|github_pat_\w{20,}|xox[abposr]-[A-Za-z\d-]{10,}|AIza[\w-]{35}|pc1\.[A-Za-z\d-]+\.\d+\.[\w\-+/]+=*)/g,
    ),
    replace: () => "[redacted:key]",
  },
  // One-time passwords, only right after words that announce one: a bare six-digit number is a pin code.
  // The code must stand alone: not part of a longer number, nor one group of a spaced-out mobile,
  // nor the visible tail of an earlier mask (`******3210`, `XXXX XXXX 9012`).
  {
    gate: "digits",
    pattern: rule(
      /\b(otp|one[\s-]time[\s-](?:password|passcode|pin|code)|(?:verification|security|login|auth(?:entication)?)\s+code|passcode|m-?pin|upi\s+pin|(?<!\b(?:pin|postal|zip|area|std|post)[\s_-]?)code\s+is)\b([^\n.;!?]{0,25}?)(?<![\w.,*-]|\d[ -]|X )\d{4,8}(?![\w]|[.,-]\d|[ -]\d)/gi,
    ),
    replace: (_m, word = "", filler = "") => `${word}${filler}[redacted:otp]`,
  },
  // The same code announced after it, as OTP text messages put it ("482913 is your OTP for …").
  {
    gate: "digits",
    pattern: rule(
      /(?<![\w.,*-]|\d[ -])\d{4,8}(\s+is\s+(?:your|the)\s+(?:otp|one[\s-]time[\s-](?:password|passcode|pin|code)|(?:verification|security|login)\s+code|passcode))\b/gi,
    ),
    replace: (_m, tail = "") => `[redacted:otp]${tail}`,
  },
  // A password typed in a sentence ("my new password is Kaveri@2026"): a value with a digit or a
  // symbol, so prose such as "the password is wrong" keeps its words.
  {
    gate: "password",
    pattern: rule(/\b((?:password|passcode|passwd|pwd)\s+(?:is|was)\s+)(?!\[)(?=[^\s,;]*[\d@#$%^&*!?~])[^\s,;]+/gi),
    replace: (_m, head = "") => `${head}${REDACTED}`,
  },
  // `password=…`, `"accessToken": "…"`, `"cookie": "…"` and the like inside free text (log lines,
  // upstream bodies); a quoted value is replaced inside its quotes, so embedded JSON stays JSON.
  {
    gate: "assignment",
    pattern: rule(
      /(?<![\w-])([\w-]*?(?:token|secret|password|passwd|pwd|passcode|api[_-]?key|session[_-]?(?:id|token)|cookie|credentials?|signature))(["']?\s*[:=]\s*)(?:"(?!\[)[^"\n]*"|'(?!\[)[^'\n]*'|(?!\[)[^\s"'&,;}<>]+)/gi,
    ),
    replace: (match, name = "", sep = "") => {
      const quote = match.charAt(name.length + sep.length);
      return quote === '"' || quote === "'" ? `${name}${sep}${quote}${REDACTED}${quote}` : `${name}${sep}${REDACTED}`;
    },
  },
];

/** Replaces every secret found in free text, counting each replacement. `flags` come from `scanText`. */
export function redactSecretsInText(text: string, flags: number, report: SanitizeReport): string {
  const open = {
    assignment: (flags & HAS_ASSIGNMENT) !== 0,
    token: TOKEN_HINT.test(text),
    digits: (flags & HAS_DIGIT_RUN) !== 0,
    password: PASSWORD_HINT.test(text),
  };
  if (!open.assignment && !open.token && !open.digits && !open.password) return text;
  let out = text;
  for (const textRule of RULES) {
    if (!open[textRule.gate]) continue;
    out = replaceWhere(out, textRule.pattern, (match, groups) => {
      report.secretsRedacted++;
      return textRule.replace(match, ...groups);
    });
  }
  return out;
}
