/** src/shared: the sanitizer, the chat protocol and the auth context every Worker uses. */
import type { Mutation } from "./mutation";

const PARTNER_SCOPES = "src/shared/partner-scopes.ts";
const BOUND_GRANT = "test/tools/service/bound-grant.test.ts";

const SANITIZER_TESTS = ["test/shared/sanitizer", "test/reliability/leak-scan.test.ts"];

export const SHARED_MUTATIONS: readonly Mutation[] = [
  {
    id: "partner-source-judged",
    guard: "the service records a call on a partner's grant as the partner's, never as a person's own run",
    file: "src/shared/auth-context.ts",
    edits: [
      {
        find: 'return claimed === "user" && partner !== null ? "partner" : claimed;',
        replace: "return claimed;",
      },
    ],
    tests: ["test/chat/explicit-only.test.ts"],
  },
  {
    id: "sanitizer-secrets",
    guard: "sanitizer stage 1: secrets in free text are redacted",
    file: "src/shared/sanitizer/text.ts",
    edits: [
      {
        find: "  return maskIdentifiersInText(redactSecretsInText(text, flags, report), flags, report);",
        replace: "  return maskIdentifiersInText(text, flags, report);",
      },
    ],
    tests: SANITIZER_TESTS,
  },
  {
    id: "sanitizer-secret-keys",
    guard: "sanitizer stage 1: values under secret-named keys are dropped",
    file: "src/shared/sanitizer/to-json.ts",
    edits: [{ find: "secret: isSecretKey(key),", replace: "secret: false," }],
    tests: SANITIZER_TESTS,
  },
  {
    id: "sanitizer-identifiers",
    guard: "sanitizer stage 2: personal identifiers are masked",
    file: "src/shared/sanitizer/text.ts",
    edits: [
      {
        find: "  return maskIdentifiersInText(redactSecretsInText(text, flags, report), flags, report);",
        replace: "  return redactSecretsInText(text, flags, report);",
      },
    ],
    tests: SANITIZER_TESTS,
  },
  {
    id: "sanitizer-cap",
    guard: "sanitizer stage 3: results are capped to TOOL_MAX_RESULT_CHARS",
    file: "src/shared/sanitizer/index.ts",
    edits: [
      {
        find: "return { value: capToSize(clean, walk.size, maxChars, report, options.dropOrder), report };",
        replace: "return { value: clean, report };",
      },
    ],
    tests: ["test/shared/sanitizer"],
  },
  {
    id: "sanitizer-fold",
    guard:
      "sanitizer folding: other scripts' digits, Unicode separators and invisible characters are read as ASCII before matching",
    file: "src/shared/sanitizer/text.ts",
    edits: [
      {
        find: "cleanSpelled(flags & NEEDS_FOLDING ? cleanFolded(text, report) : cleanScanned(text, flags, report), report)",
        replace: "cleanSpelled(cleanScanned(text, flags, report), report)",
      },
      { find: "  if (flags & NEEDS_FOLDING) {", replace: "  if (false) {" },
    ],
    tests: ["test/shared/sanitizer"],
  },
  {
    id: "sanitizer-fold-ignorable",
    guard: "sanitizer folding drops every default-ignorable character, not only zero-width ones",
    file: "src/shared/invisible.ts",
    edits: [
      { find: "    c === 0x34f ||", replace: "" },
      { find: "    c === 0x3164 ||", replace: "" },
      { find: "    (c >= 0xfe00 && c <= 0xfe0f) ||", replace: "" },
      { find: " || (c >= 0xe0000 && c <= 0xe0fff)", replace: "" },
    ],
    tests: ["test/shared/sanitizer/variants.test.ts"],
  },
  {
    id: "sanitizer-fold-wide-gaps",
    guard: "a number's groups spaced wider than one space (two spaces, a tab) are read as one space before matching",
    file: "src/shared/sanitizer/fold.ts",
    edits: [
      { find: "  return wide && end < text.length && isDigitAt(text, end) ? end : -1;", replace: "  return -1;" },
    ],
    tests: ["test/shared/sanitizer/separators.test.ts"],
  },
  {
    id: "sanitizer-scan-wide-gaps",
    guard: "a gap wider than one space inside a run of digits sends the text to folding",
    file: "src/shared/sanitizer/scan.ts",
    edits: [
      {
        find: "    if (stretch > 0 && (c === 0x09 || (c === 0x20 && isBlankBefore(text, i)))) flags |= NEEDS_FOLDING;",
        replace: "",
      },
    ],
    tests: ["test/shared/sanitizer/separators.test.ts"],
  },
  {
    id: "resume-names-interrupt",
    guard: "a resume that carries a decision must name the interrupt it answers",
    file: "src/shared/chat-protocol.ts",
    edits: [
      {
        find: "  payload.decision === undefined || payload.interruptId !== undefined;",
        replace: "  payload.decision === undefined || true;",
      },
    ],
    tests: ["test/conversation/resume-decision.test.ts"],
  },
  {
    id: "grant-dropped-by-caller",
    guard: "a session bound to a partner's grant runs as that partner even when its caller names no grant",
    file: PARTNER_SCOPES,
    edits: [{ find: "  if (!claimed) return bound;", replace: "  if (!claimed) return null;" }],
    tests: ["test/chat/explicit-only.test.ts"],
  },
  {
    id: "bound-grant-not-narrowed",
    guard: "a caller may narrow a session's bound partner grant but never run with scopes it left out",
    file: PARTNER_SCOPES,
    edits: [
      {
        find: "return { clientId: bound.clientId, scopes: bound.scopes.filter((scope) => claimed.scopes.includes(scope)) };",
        replace: "return bound;",
      },
    ],
    tests: [BOUND_GRANT],
  },
  {
    id: "bound-grant-other-client-scoped",
    guard: "a caller naming another client than the session's bound grant gets no scope",
    file: PARTNER_SCOPES,
    edits: [
      {
        find: "if (claimed.clientId !== bound.clientId) return { clientId: bound.clientId, scopes: [] };",
        replace: "if (claimed.clientId !== bound.clientId) return { clientId: bound.clientId, scopes: bound.scopes };",
      },
    ],
    tests: [BOUND_GRANT],
  },
  {
    id: "log-reason-unredacted",
    guard: "an error's text reaches the log redacted (no token, OTP or mobile number) and bounded",
    file: "src/shared/log.ts",
    edits: [
      {
        find: "  return redactText(error instanceof Error ? error.message : String(error)).slice(",
        replace: "  return (error instanceof Error ? error.message : String(error)).slice(",
      },
    ],
    tests: ["test/shared/log.test.ts"],
  },
  {
    id: "message-length-unlimited",
    guard: "a chat message over MESSAGE_MAX_CHARS is refused (400 message_too_long) before a turn starts",
    file: "src/shared/chat-protocol.ts",
    edits: [{ find: "    v.maxLength(MESSAGE_MAX_CHARS, MESSAGE_TOO_LONG),\n", replace: "" }],
    tests: ["test/chat/message-limit.test.ts"],
  },
];
