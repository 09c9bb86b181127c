/**
 * Whether a key's name says its value is a secret (`accessToken`, `api_key`, `pin`), from the
 * words the key is made of; keys that only describe a secret (`tokenCount`) are not.
 */

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

/** Words that, followed by `key`, name a secret together (`api_key`, `privateKey`, `secret key`, `accessKey`). */
const BEFORE_KEY = new Set(["api", "private", "secret", "access"]);

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

const OTHER = 0;
const LOWER = 1;
const UPPER = 2;
const DIGIT = 3;

/** What each ASCII character is to the word splitter. */
const ASCII_KIND: Uint8Array = (() => {
  const kinds = new Uint8Array(128);
  for (let c = 0x61; c <= 0x7a; c++) kinds[c] = LOWER;
  for (let c = 0x41; c <= 0x5a; c++) kinds[c] = UPPER;
  for (let c = 0x30; c <= 0x39; c++) kinds[c] = DIGIT;
  return kinds;
})();

/**
 * A key's words in lower case: `accessToken`, `access_token`, `ACCESS-TOKEN` and `HTTPServer` all
 * split where a camel-case hump or a separator is. One pass over the characters: keys are split
 * once per distinct key per run, and the regular-expression version was an eighth of B2's time.
 */
export function keyWords(key: string): string[] {
  const words: string[] = [];
  let start = -1;
  for (let i = 0; i < key.length; i++) {
    const c = key.charCodeAt(i);
    // Case mapping outside ASCII can make ASCII letters (`K` KELVIN SIGN → `k`): the general path decides.
    if (c >= 0x80) return keyWordsOfAnyText(key);
    const kind = ASCII_KIND[c] ?? OTHER;
    if (kind === OTHER) {
      if (start >= 0) words.push(key.slice(start, i).toLowerCase());
      start = -1;
    } else if (start < 0) {
      start = i;
    } else if (kind === UPPER && startsWord(key, i)) {
      words.push(key.slice(start, i).toLowerCase());
      start = i;
    }
  }
  if (start >= 0) words.push(key.slice(start).toLowerCase());
  return words;
}

/** Whether the capital at `i` (not a word's first character) starts a word: after a lower-case letter or a digit, or as the last capital of a run that a lower-case letter follows. */
function startsWord(key: string, i: number): boolean {
  const before = ASCII_KIND[key.charCodeAt(i - 1)] ?? OTHER;
  if (before === LOWER || before === DIGIT) return true;
  return before === UPPER && (ASCII_KIND[key.charCodeAt(i + 1)] ?? OTHER) === LOWER;
}

/** The same split for any text, by regular expressions (keys outside ASCII are rare). */
export function keyWordsOfAnyText(key: string): string[] {
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
    if (next === "key" && BEFORE_KEY.has(word)) return true;
    if (word === "pin" && next !== "code" && next !== "codes") return true;
  }
  return false;
}
