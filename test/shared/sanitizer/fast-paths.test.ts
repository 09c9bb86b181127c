/**
 * Each fast path of the sanitizer against the plain definition it replaced, on seeded generated
 * input: the word splitter of keys, the e-mail walker, the one-pass replace, the key=value rule
 * that starts at the secret word rather than at the name, the gates that skip secret rules, and
 * the printed size taken from the scan.
 */
import { describe, expect, it } from "vitest";
import { EMAIL_PATTERN, maskEmails } from "../../../src/shared/sanitizer/email";
import { replaceWhere, rule } from "../../../src/shared/sanitizer/replace";
import { scanText } from "../../../src/shared/sanitizer/scan";
import { keyWords, keyWordsOfAnyText } from "../../../src/shared/sanitizer/secret-keys";
import { ASSIGNED_SECRET, redactSecretsInText, SECRET_RULES } from "../../../src/shared/sanitizer/secrets";
import { cleanTextSized } from "../../../src/shared/sanitizer/text";
import { emptyReport } from "../../../src/shared/sanitizer/types";
import { generator } from "../../support/sanitizer/generated";

/** The key=value rule as it was: the match starts where the name starts. */
const ASSIGNED_SECRET_BY_NAME =
  /(?<![\w-])([\w-]*?(?:token|secret|password|passwd|pwd|passcode|api[_-]?key|session[_-]?(?:id|token)|cookie|credentials?|signature))(["']?\s*[:=]\s*)(?:"(?!\[)[^"\n]*"|'(?!\[)[^'\n]*'|(?!\[)[^\s"'&,;}<>]+)/gi;

function byName(text: string): { out: string; count: number } {
  let count = 0;
  const out = text.replace(ASSIGNED_SECRET_BY_NAME, (match: string, name: string, sep: string) => {
    count++;
    const quote = match.charAt(name.length + sep.length);
    return quote === '"' || quote === "'" ? `${name}${sep}${quote}[redacted]${quote}` : `${name}${sep}[redacted]`;
  });
  return { out, count };
}

describe("splitting keys into words", () => {
  it("gives the regular-expression split on every ASCII key", () => {
    const gen = generator(1);
    const alphabet = [..."aAzZbBmM09_- ."];
    for (let i = 0; i < 20_000; i++) {
      const key = i % 2 === 0 ? gen.from(alphabet, gen.int(12)) : gen.key();
      expect(keyWords(key), JSON.stringify(key)).toEqual(keyWordsOfAnyText(key));
    }
  });

  it("splits humps, capital runs and separators", () => {
    expect(keyWords("HTTPServerAPIKey")).toEqual(["http", "server", "api", "key"]);
    expect(keyWords("v2AccessToken")).toEqual(["v2", "access", "token"]);
    expect(keyWords("x-api_key..ID")).toEqual(["x", "api", "key", "id"]);
    expect(keyWords("\u212Aey")).toEqual(["key"]);
  });
});

describe("masking e-mail addresses", () => {
  it("masks exactly what the global replace of the pattern masks, and counts the same", () => {
    const gen = generator(2);
    const alphabet = [
      ..."aZ9._%+-@@@ ,*",
      "é",
      "日",
      "😀",
      "𝟘",
      "١",
      "\u0301",
      "\ud800",
      "\udc00",
      "\ud800\udc00",
      "x.y",
      ".com",
    ];
    for (let i = 0; i < 20_000; i++) {
      const text = i % 4 === 0 ? gen.text() : gen.from(alphabet, gen.int(16));
      let count = 0;
      const expected = text.replace(EMAIL_PATTERN, (_m, first: string, domain: string) => {
        count++;
        return `${first}***@${domain}`;
      });
      const report = emptyReport();
      expect(maskEmails(text, report), JSON.stringify(text)).toBe(expected);
      expect(report.identifiersMasked, JSON.stringify(text)).toBe(count);
    }
  });
});

describe("replacing in one pass", () => {
  const patterns = [/\d+/g, /(a)|(b)/g, /x*/g, /(?:)/gu, /\p{L}(\p{N})?/gu, /[\s\S]/gu];
  it("gives what String.replace gives, counts every replacement, and returns the same string when nothing matches", () => {
    const gen = generator(3);
    const alphabet = [..."ab1x ", "😀", "é", "\ud800"];
    for (const pattern of patterns) {
      const target = rule(pattern);
      for (let i = 0; i < 500; i++) {
        const text = gen.from(alphabet, gen.int(10));
        let count = 0;
        const expected = text.replace(pattern, (...args: unknown[]) => {
          count++;
          // The arguments are the match, its groups, then the offset and the whole text.
          return `<${args.slice(0, -2).map(String).join("|")}>`;
        });
        const report = emptyReport();
        const got = replaceWhere(text, target, (m) => `<${[...m].map(String).join("|")}>`, report, "secretsRedacted");
        expect(got, `${pattern} on ${JSON.stringify(text)}`).toBe(expected);
        expect(report.secretsRedacted).toBe(count);
        expect(pattern.lastIndex).toBe(0);
      }
    }
    const text = "nothing to see";
    expect(replaceWhere(text, rule(/\d/g), () => "", emptyReport(), "secretsRedacted")).toBe(text);
  });

  it("refuses a pattern that is not global", () => {
    expect(() => rule(/x/)).toThrow(/global/);
  });
});

describe("secrets assigned to a secret-named key", () => {
  it("are redacted exactly as when the match started at the name", () => {
    const gen = generator(4);
    for (let i = 0; i < 20_000; i++) {
      const text = gen.text();
      const expected = byName(text);
      const report = emptyReport();
      const got = replaceWhere(text, ASSIGNED_SECRET.pattern, ASSIGNED_SECRET.replace, report, "secretsRedacted");
      expect(got, JSON.stringify(text)).toBe(expected.out);
      expect(report.secretsRedacted, JSON.stringify(text)).toBe(expected.count);
    }
  });
});

describe("the gates in front of the secret rules", () => {
  it("never skip a rule that would have matched: the result is every rule run on every string", () => {
    const gen = generator(5);
    for (let i = 0; i < 20_000; i++) {
      const whole = gen.text();
      // Short cuts too: below eight characters only the name=value rules run.
      const text = i % 3 === 0 ? whole.slice(gen.int(whole.length), gen.int(whole.length) + 1 + gen.int(9)) : whole;
      const ungated = emptyReport();
      let expected = text;
      for (const secretRule of SECRET_RULES) {
        expected = replaceWhere(expected, secretRule.pattern, secretRule.replace, ungated, "secretsRedacted");
      }
      const report = emptyReport();
      expect(redactSecretsInText(text, scanText(text), report), JSON.stringify(text)).toBe(expected);
      expect(report.secretsRedacted, JSON.stringify(text)).toBe(ungated.secretsRedacted);
    }
  });
});

describe("the printed size of clean text", () => {
  it("is exactly what JSON.stringify prints, though it is taken from the scan of the text before cleaning", () => {
    const gen = generator(6);
    const awkward = [...'a1 "\\\n\t\u0001é', "😀", "\ud800", "\udc00"];
    for (let i = 0; i < 20_000; i++) {
      const text = i % 2 === 0 ? gen.text() : gen.text() + gen.from(awkward, gen.int(4));
      const total = { size: 0 };
      const clean = cleanTextSized(text, emptyReport(), total);
      expect(total.size, JSON.stringify(text)).toBe(JSON.stringify(clean).length);
    }
  });
});
