/** The tools Worker outside the chain (workers/tools/): sessions and grants, the session's step read, minted conversations, documents, admin, audit. */

import { ACCESS_TESTS, MODEL, PARTNER_POLICY, REVOCATION } from "./common-paths";
import type { Mutation } from "./mutation";

const OPEN_DOCUMENT = "workers/tools/documents/open-document.ts";
const OPEN_DOCUMENT_TESTS = "test/tools/documents/open-document.test.ts";
const METER = "workers/tools/chain/meter.ts";

export const TOOLS_SESSIONS_MUTATIONS: readonly Mutation[] = [
  {
    id: "held-decision-no-callback",
    guard: "a decision on an action the object holds never calls back into the object while it waits",
    file: "workers/tools/service/caller-session.ts",
    edits: [
      {
        find: "const result = await decideAction(input, contextOf(parsed, resolution), this.#ports.executor, actions);",
        replace: "const result = await decideAction(input, contextOf(parsed, resolution), this.#ports.executor);",
      },
    ],
    tests: ["test/conversation/confirm-held.test.ts"],
  },
  {
    id: "minted-id-any-caller",
    guard: "a conversation id minted for a direct read is made into a conversation only for its creator",
    file: "workers/tools/service/minted-conversations.ts",
    edits: [
      {
        find: "      return principals(caller).some((principal) =>",
        replace: "      return principals(caller).some((principal) => principal.length > 0 ||",
      },
    ],
    tests: ["test/chat/conversation-scope.test.ts"],
    filter: "mints",
  },
  {
    id: "minted-id-unsigned",
    guard: "only an id the server minted (its signature intact) becomes a conversation when named",
    file: "workers/tools/service/minted-conversations.ts",
    edits: [
      {
        find: "      if (!MINTED_SHAPE.test(conversationId)) return false;\n",
        replace: "      if (MINTED_SHAPE.test(conversationId)) return true;\n",
      },
    ],
    tests: ["test/chat/conversation-scope.test.ts"],
    filter: "mints",
  },
  {
    id: "document-ownership",
    guard: "a document opens only when it is on one of the caller's own policies",
    file: OPEN_DOCUMENT,
    edits: [
      {
        find: "      const found = parsed.output.documents.find((document) => document.documentId === documentId);",
        replace: "      const found = parsed.output.documents[0];",
      },
    ],
    tests: ["test/chat/documents.test.ts"],
  },
  {
    id: "document-credential",
    guard: "a signed-out caller opening a document is told to sign in",
    file: OPEN_DOCUMENT,
    edits: [
      {
        find: '    if (!credentialPresent.ok || auth.credentialRef === null) return refuse("credential_unavailable");',
        replace: '    if (auth.credentialRef === null) return refuse("not_found");',
      },
    ],
    tests: ["test/chat/documents.test.ts"],
  },
  {
    id: "audit-closed-codes",
    guard: "an audit row's failure code and reason are checked against their closed sets on write",
    file: "workers/tools/audit/audit-log.ts",
    edits: [{ find: "  if (v.is(StoredCodes, row)) return row;", replace: "  return row;" }],
    tests: ["test/tools/audit/rows.test.ts"],
  },
  {
    id: "staff-session-end",
    guard: "leaving the console ends the staff session: its token authenticates nobody after",
    file: "workers/tools/admin/staff-sessions.ts",
    edits: [
      {
        find: "    orm.update(sessions).set({ revokedAt: now.toISOString() }).where(live),\n",
        replace: "",
      },
    ],
    tests: ACCESS_TESTS,
  },
  {
    id: "revocation-leaves-session",
    guard: "revoking or disabling a partner ends the session its grant held (and forgets its credential)",
    file: "workers/tools/auth/grants.ts",
    edits: [
      {
        find: ".set({ revokedAt: now.toISOString(), credentialRef: null }).where(ending),",
        replace: ".set({ revokedAt: now.toISOString(), credentialRef: null }).where(inArray(sessions.id, [])),",
      },
    ],
    tests: [REVOCATION],
    filter: "ends the session",
  },
  {
    id: "session-step-counts-ended",
    guard: "the usage upsert sent with a session's read counts only for a session that is live in that batch",
    file: "workers/tools/adapters/d1-session-step.ts",
    edits: [
      {
        // The source's own template literal, found and replaced as text.
        // biome-ignore lint/suspicious/noTemplateCurlyInString: source text, not a template
        find: "from ${sessions} where ${liveSessionWhere(kind)}`;",
        // biome-ignore lint/suspicious/noTemplateCurlyInString: source text, not a template
        replace: "from ${sessions} where ${sessionKeyWhere(kind)}`;",
      },
    ],
    tests: ["test/tools/service/session-step.test.ts"],
  },
  {
    id: "session-step-reads-ended-credential",
    guard: "the credential joined to a session's read is read for no session that is not live",
    file: "workers/tools/adapters/d1-session-step.ts",
    edits: [
      {
        find: "and(eq(credentials.ref, sessions.credentialRef), liveSession(), ",
        replace: "and(eq(credentials.ref, sessions.credentialRef), ",
      },
    ],
    tests: ["test/tools/service/session-step.test.ts", "test/tools/service/session-step-read.test.ts"],
  },
  {
    id: "session-step-reads-another-persons-credential",
    guard: "the credential joined to a session's read is the one its own row refers to, never another person's",
    file: "workers/tools/adapters/d1-session-step.ts",
    edits: [
      {
        find: "and(eq(credentials.ref, sessions.credentialRef), liveSession(), ",
        replace: "and(sql`1 = 1`, liveSession(), ",
      },
    ],
    tests: ["test/tools/service/session-step-read.test.ts"],
  },
  {
    id: "session-live-at-expiry",
    guard:
      "a session is ended at the very instant it expires, in SQL as in code: its step reads no credential and counts nothing",
    file: "workers/tools/auth/session-row.ts",
    edits: [
      {
        find: 'gt(sessions.expiresAt, sql.placeholder("now"))',
        // biome-ignore lint/suspicious/noTemplateCurlyInString: source text, not a template
        replace: 'sql`${sessions.expiresAt} >= ${sql.placeholder("now")}`',
      },
    ],
    tests: ["test/tools/service/session-step-read.test.ts"],
    filter: "very instant it expires",
  },
  {
    id: "session-step-reads-another-companys-rule",
    guard: "the partner rule joined to a session's read is its company's rule for the client, never another company's",
    file: "workers/tools/adapters/d1-session-step.ts",
    edits: [
      {
        find: "and(eq(partnerPolicy.companyId, sessions.companyId), eq(partnerPolicy.clientId, ",
        replace: "and(eq(partnerPolicy.clientId, ",
      },
    ],
    tests: ["test/tools/service/session-step-read.test.ts"],
  },
  {
    id: "session-step-reads-another-companys-policy",
    guard: "the policy joined to a session's read is its own company's",
    file: "workers/tools/adapters/d1-session-step.ts",
    edits: [
      {
        find: ".leftJoin(companyPolicy, eq(companyPolicy.companyId, sessions.companyId))",
        replace: ".leftJoin(companyPolicy, sql`1 = 1`)",
      },
    ],
    tests: ["test/tools/service/session-step-read.test.ts"],
  },
  {
    id: "upgrade-any-session",
    guard: "signing in upgrades only a guest's session or the same person's, never another member's",
    file: "workers/tools/auth/session-upgrade.ts",
    edits: [{ find: "  if (!isGuest && !isSamePerson) return null;", replace: "" }],
    tests: ["test/tools/auth/sessions.test.ts"],
  },
  {
    id: "audit-insert-overwrites-conflict",
    guard:
      "a row already written for its (conversation, call) is left as it is, so a step re-sent with new rows still writes them",
    file: "workers/tools/audit/audit-log.ts",
    edits: [{ find: ".onConflictDoNothing().prepare()", replace: ".prepare()" }],
    tests: ["test/tools/audit/rows.test.ts"],
    filter: "one audit row per call",
  },
  {
    id: "grant-session-rebound",
    guard: "a session already bound to one partner grant is never re-bound to another",
    file: "workers/tools/auth/grants.ts",
    edits: [{ find: "isNull(sessions.partnerClientId),", replace: "" }],
    tests: ["test/tools/auth/grants.test.ts"],
  },
  {
    id: "grant-revoke-ends-other-members",
    guard:
      "a member revoking a client's grant ends only their own grant sessions, not other members' on the same client",
    file: "workers/tools/auth/grants.ts",
    edits: [
      {
        find: "const where = grants.personId === null ? ofClient : and(ofClient, eq(sessions.personId, grants.personId));",
        replace: "const where = ofClient;",
      },
    ],
    tests: [REVOCATION],
    filter: "ends only the revoking member",
  },
  {
    id: "audit-args-unredacted",
    guard: "a call's arguments are stored in its audit row sanitized and bounded, never as sent",
    file: "workers/tools/audit/bounded-args.ts",
    edits: [
      {
        find: '  if (form === "values") return JSON.stringify(sanitize(args ?? {}, { maxChars: AUDIT_ARGS_MAX_CHARS }).value);',
        replace: '  if (form === "values") return JSON.stringify(args ?? {});',
      },
    ],
    tests: ["test/tools/chain/secrets.test.ts"],
  },
  {
    id: "document-open-uncounted",
    guard: "opening a document is counted against the day's budget and the per-minute rates, as a call is",
    file: OPEN_DOCUMENT,
    edits: [{ find: "      meteredCalls: metered ? 1 : 0,", replace: "      meteredCalls: 0," }],
    tests: [OPEN_DOCUMENT_TESTS],
  },
  {
    id: "document-open-meter",
    guard: "a document does not open past the day's budget or the per-minute rates (the meter is consulted)",
    file: OPEN_DOCUMENT,
    edits: [{ find: "      if (!meter.ok) return meter;\n", replace: "" }],
    tests: [OPEN_DOCUMENT_TESTS],
    filter: "budget is spent",
  },
  {
    id: "meter-budget",
    guard: "the meter refuses once the day's budget is spent, for a call and for a document alike",
    file: METER,
    edits: [{ find: "  if (!budget.ok) return budget;\n", replace: "" }],
    tests: [...MODEL, OPEN_DOCUMENT_TESTS],
  },
  {
    id: "meter-rate",
    guard: "the meter refuses past the person's per-minute rate, for a call and for a document alike",
    file: METER,
    edits: [{ find: "  if (!rate.ok) return rate;\n", replace: "" }],
    tests: [...MODEL, OPEN_DOCUMENT_TESTS],
  },
  {
    id: "meter-client-rate",
    guard: "the meter holds a partner client to its own rate, for a call and for a document alike",
    file: METER,
    edits: [{ find: "    if (!clientRate.ok) return clientRate;\n", replace: "" }],
    tests: [PARTNER_POLICY, OPEN_DOCUMENT_TESTS],
  },
  {
    id: "document-open-refused-spends",
    guard: "an opening refused before PlanCover was asked gives its count back",
    file: OPEN_DOCUMENT,
    edits: [
      { find: "  if (!decided.ok && !asked) await giveBackRefused(ports, { counters: counted }, 1);\n", replace: "" },
    ],
    tests: [OPEN_DOCUMENT_TESTS],
    filter: "spends nothing",
  },
];
