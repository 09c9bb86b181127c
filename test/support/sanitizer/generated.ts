/**
 * Seeded generators of text and keys built from the pieces every sanitizer rule looks for (secret
 * words, separators, digit runs, mobiles, e-mail addresses, markers, non-ASCII letters, lone
 * surrogates), so the fast paths can be held against their plain definitions on inputs no one wrote.
 */
import { mulberry32 } from "../../../src/shared/seeded-random";

const PIECES = [
  ...["otp", "OTP", "one-time password", "one time code", "verification code", "auth code", "passcode", "mpin"],
  ...["m-pin", "upi pin", "code is", "pin code is", "zip code is", " is your OTP", " is the one-time passcode"],
  ...[" is your verification code", "password is ", "pwd was ", "Kaveri@2026", "hunter2", "wrong", "Bearer "],
  ...["bearer ", "bearer of", "Authorization: ", "authorization=", "Basic ", "Token ", "Cookie: ", "set-cookie: "],
  ...["sid=abc123", "eyJhbGciOiJIUzI1NiJ9", ".eyJzdWIiOiIxIn0", ".sig_-x", "sk-abcdEFGH1234", "rk_test_ABCDEFGH12"],
  ...[
    "AKIAABCDEFGHIJKLMNOP",
    "ghp_abcdefghijklmnopqrstuvwxyz",
    "xoxb-1234567890-abc",
    "pc1.MBR-00017.1767225600.c2ln==",
  ],
  ...["?sig=", "&token=", "#access_token=", "?X-Amz-Signature=", "&code=", "=", ":", '"', "'", '"accessToken": "abc"'],
  ...["api_key=", "x-api-key: ", "sessionId=", "session_token:", "credentials=", "signature: ", "xtoken", "tokentoken"],
  ...[
    "passwordtoken=",
    "'abc'",
    '"abc"',
    "secret_key",
    "API-KEY",
    "}",
    "<",
    "&",
    "[",
    "'[x",
    "[redacted]",
    "[redacted:otp]",
  ],
  ...[
    "9845012345",
    "98450 12345",
    "984-501-2345",
    "+91",
    "+91-",
    "(+91) ",
    "0091 ",
    "091",
    "0",
    "91 ",
    "080-2222 3333",
  ],
  ...["+91 80 4123 4567", "0821 242 1188", "1234 5678 9012", "234567890123", "4111 1111 1111 1111", "******3210"],
  ...["XXXX XXXX 9012", "550e8400-e29b-41d4-a716-446655440000", "AKRPR6621Q", "akrpr6621q", "a@b.co", "x@y", "@"],
  ...[
    "asha.rao@example.in",
    "claims.desk@lotushospital.example",
    "é",
    "日本",
    "😀",
    "İ",
    "\u212A",
    "\ud800",
    "\n",
    "\t",
  ],
  ...[
    "482913",
    "4821",
    "12345678",
    "560034",
    "Rs. 50000",
    "₹1,18,500",
    "14/03/2026",
    "2026-03-14T10:00:00Z",
    "CN-2026-000123",
  ],
  ...["clm_9876543210", "mobile_9876543210", "https://x.example/a?b=c&d=e", "the", "my", "is", "your", "Dear customer"],
  ...[" ", " ", " ", "  ", "-", ".", ",", ";", "!", "?", "*", "X ", "_", "%", "+", "pin", "std", "post", "é-token"],
];
const JOINERS = [" ", "", " ", ", ", ". ", "\n", "-", ":", "="];

const KEY_PIECES = [
  ...["token", "Token", "TOKEN", "access", "Access", "id", "Id", "ID", "pin", "Pin", "PIN", "code", "Code", "codes"],
  ...["api", "Api", "API", "key", "Key", "KEY", "secret", "private", "session", "otp", "OTP", "count", "Count", "at"],
  ...["At", "expires", "type", "status", "password", "Password", "passwd", "sig", "Signature", "set", "cookie"],
  ...["Cookie", "HTTP", "Server", "X", "v2", "2", "_", "-", ".", " ", "é", "İ", "\u212A", "ß", "Ω", "name", "mobile"],
  ...["auth", "Authorization", "credential", "credentials", "mpin", "clientSecret", "refreshtoken", "ABC", "De", "fG"],
];

export interface Generator {
  text(): string;
  key(): string;
  /** A string of `length` characters drawn from `alphabet` (a list, so a surrogate pair can be one entry). */
  from(alphabet: readonly string[], length: number): string;
  int(below: number): number;
}

export function generator(seed: number): Generator {
  const random = mulberry32(seed);
  const int = (below: number): number => Math.floor(random() * below);
  const pick = (list: readonly string[]): string => list[int(list.length)] ?? "";
  return {
    int,
    text() {
      let out = "";
      for (let n = 1 + int(10); n > 0; n--) out += pick(PIECES) + (random() < 0.5 ? pick(JOINERS) : "");
      return out;
    },
    key() {
      let out = "";
      for (let n = 1 + int(4); n > 0; n--) out += pick(KEY_PIECES);
      return out;
    },
    from(alphabet, length) {
      let out = "";
      for (let n = length; n > 0; n--) out += pick(alphabet);
      return out;
    },
  };
}
