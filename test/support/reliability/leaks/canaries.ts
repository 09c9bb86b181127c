/**
 * Canaries for the leak scan: one of each kind of secret or identifier the sanitizer must keep out
 * of every sink (an access token, a JWT, an OTP, a mobile number, an Aadhaar and a PAN number, a
 * signed URL), each with the needles that betray it. Values are written the way real data and real
 * members write them; needles are the parts that must never appear again, in any sink.
 */

export interface Canary {
  readonly kind: string;
  /** The text planted in the stand-in's answers and typed in members' messages. */
  readonly text: string;
  /** Substrings that must not appear anywhere (digit needles are also matched with spaces and dashes removed). */
  readonly needles: readonly string[];
}

export const CANARIES: readonly Canary[] = [
  // A PlanCover access token in the upstream's own shape, pc1.<member>.<expiry>.<signature> (the word
  // "Bearer" is left out: the event helpers refuse any event that mentions it, redacted or not).
  {
    kind: "access token",
    text: "access token pc1.MBR-T0000001.1893456000.Q2FuYXJ5U2lnMDEyMzQ1Njc4OWFiY2RlZg",
    needles: ["Q2FuYXJ5U2lnMDEyMzQ1Njc4OWFiY2RlZg"],
  },
  {
    kind: "JWT",
    text: "session eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJjYW5hcnkifQ.Q2FuYXJ5U2lnbmF0dXJlMDE",
    needles: ["eyJzdWIiOiJjYW5hcnkifQ", "Q2FuYXJ5U2lnbmF0dXJlMDE"],
  },
  { kind: "OTP", text: "your OTP is 739146", needles: ["739146"] },
  { kind: "mobile number", text: "call me on +91 98765 01234", needles: ["9876501234"] },
  { kind: "Aadhaar number", text: "Aadhaar 2345 6789 0123", needles: ["234567890123"] },
  { kind: "PAN number", text: "PAN ABCPE1234F", needles: ["ABCPE1234F"] },
  {
    kind: "signed URL",
    text: "https://files.plancover.test/e-card.pdf?X-Amz-Signature=c4n4ry5ig0123456789abcdef&X-Amz-Expires=300",
    needles: ["c4n4ry5ig0123456789abcdef"],
  },
  // Written the ways the first sanitizer missed: a mobile in 2-4-4 groups, an OTP on its own line.
  { kind: "mobile number grouped 2-4-4", text: "or on +91-97-6543-0876", needles: ["9765430876"] },
  { kind: "OTP on the next line", text: "the otp I got is\n582614", needles: ["582614"] },
];

/** A member's message carrying every canary, as someone might paste them into a chat. */
export const CANARY_MESSAGE = `Please check my policy and my claim. ${CANARIES.map((canary) => canary.text).join(". ")}.`;

export interface Finding {
  readonly sink: string;
  readonly kind: string;
  readonly excerpt: string;
}

const squash = (text: string) => text.replace(/[\s-]/g, "");

/** A hex run this long is a hash or a random id (a person hash is 64, a call id 32), not a member's number. */
const HASH_RUN = 32;
const HEX = /[0-9a-fA-F]/;

/**
 * Where `needle` is in `text`, or -1. A digit needle inside a hash or a random id is not the value:
 * such a run holds any six digits sooner or later (one run's person hash held "…eab15826141cc…"),
 * while a number a member wrote stands in a short run ("+919876501234" is twelve).
 */
function indexOfNeedle(text: string, needle: string): number {
  for (let at = text.indexOf(needle); at >= 0; at = text.indexOf(needle, at + 1)) {
    if (!/^\d+$/.test(needle)) return at;
    let start = at;
    let end = at + needle.length;
    while (start > 0 && HEX.test(text[start - 1] ?? "")) start--;
    while (end < text.length && HEX.test(text[end] ?? "")) end++;
    if (end - start < HASH_RUN) return at;
  }
  return -1;
}

/** Every canary needle found in a sink's text, with a short excerpt around it. */
export function findCanaries(sink: string, text: string): Finding[] {
  const findings: Finding[] = [];
  const squashed = squash(text);
  for (const canary of CANARIES) {
    for (const needle of canary.needles) {
      const at = indexOfNeedle(text, needle);
      if (at >= 0) findings.push({ sink, kind: canary.kind, excerpt: text.slice(Math.max(0, at - 60), at + 60) });
      else if (/^\d+$/.test(needle) && indexOfNeedle(squashed, needle) >= 0)
        findings.push({ sink, kind: canary.kind, excerpt: `(with separators) …${needle}…` });
    }
  }
  return findings;
}

/** Collects what the scan read, sink by sink, so the test can say how much it searched. */
export class SinkScan {
  readonly findings: Finding[] = [];
  readonly bytes = new Map<string, number>();

  add(sink: string, value: unknown): void {
    const text = typeof value === "string" ? value : JSON.stringify(value);
    this.bytes.set(sink, (this.bytes.get(sink) ?? 0) + text.length);
    this.findings.push(...findCanaries(sink, text));
  }
}

/** Captures every console line of this isolate (the chat Worker, the Conversation object, the in-process executor). */
export function captureConsole(): { lines: string[]; restore(): void } {
  const lines: string[] = [];
  const methods = ["log", "info", "warn", "error", "debug"] as const;
  const originals = methods.map((method) => console[method]);
  for (const method of methods) {
    console[method] = (...args: unknown[]) => {
      lines.push(args.map((arg) => (typeof arg === "string" ? arg : JSON.stringify(arg))).join(" "));
    };
  }
  return {
    lines,
    restore: () => {
      methods.forEach((method, i) => {
        const original = originals[i];
        if (original) console[method] = original;
      });
    },
  };
}
