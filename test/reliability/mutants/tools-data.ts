/** What the tools Worker keeps and hands out (workers/tools/): the registry, the knowledge corpus, document links, the audit's person, stored tokens and credentials. */

import { MODEL } from "./common-paths";
import type { Mutation } from "./mutation";

const REGISTRY = "workers/tools/registry/registry.ts";
const REGISTRY_TESTS = ["test/tools/registry/registry.test.ts"];
const TOOL_SPEC = "workers/tools/registry/tool-spec.ts";
const KNOWLEDGE_TESTS = ["test/tools/catalogue/knowledge.test.ts"];
const PASSAGE_TESTS = ["test/chat/pages.test.ts"];
const PASSAGE_FILTER = "another company's passage";
const DOCUMENT_TESTS = ["test/tools/catalogue/documents.test.ts"];
const VAULT = "workers/tools/auth/vault.ts";
const AUDIT_ROW = "workers/tools/audit/audit-row.ts";
const VAULT_TESTS = ["test/tools/auth/vault.test.ts"];

export const TOOLS_DATA_MUTATIONS: readonly Mutation[] = [
  {
    id: "registry-duplicate-name",
    guard: "a catalogue with two tools of one name stops the Worker from starting",
    file: REGISTRY,
    edits: [
      {
        find: "      if (byName.has(spec.name)) throw new RegistryError(",
        replace: "      if (false) throw new RegistryError(",
      },
    ],
    tests: REGISTRY_TESTS,
  },
  {
    id: "registry-empty",
    guard: "a catalogue with no tool stops the Worker from starting",
    file: REGISTRY,
    edits: [
      {
        find: '  if (byName.size === 0) throw new RegistryError("the registry is empty: no tool family registered a tool");\n',
        replace: "",
      },
    ],
    tests: REGISTRY_TESTS,
  },
  {
    id: "registry-misfiled-family",
    guard: "a tool listed under another family than it declares stops the Worker from starting",
    file: REGISTRY,
    edits: [{ find: "      if (spec.family !== family) {", replace: "      if (false) {" }],
    tests: REGISTRY_TESTS,
  },
  {
    id: "write-always-confirms",
    guard: "every write is confirmable, whatever its confirmationOverride says",
    file: TOOL_SPEC,
    edits: [
      {
        find: '  return spec.risk === "write" || spec.confirmationOverride;',
        replace: "  return spec.confirmationOverride;",
      },
    ],
    tests: [...MODEL, "test/tools/catalogue/request-callback.test.ts"],
  },
  {
    id: "confirmation-override-raises",
    guard: "a tool may raise its own bar: a read with confirmationOverride is confirmable",
    file: TOOL_SPEC,
    edits: [
      {
        find: '  return spec.risk === "write" || spec.confirmationOverride;',
        replace: '  return spec.risk === "write";',
      },
    ],
    tests: [...MODEL, "test/tools/chain/order.test.ts"],
  },
  {
    id: "knowledge-search-other-company",
    guard: "a knowledge search reads only its own company's corpus",
    file: "workers/tools/knowledge/d1-knowledge-index.ts",
    edits: [
      {
        find: "  WHERE knowledge_fts MATCH ?1 AND c.company_id = ?2\n",
        replace: "  WHERE knowledge_fts MATCH ?1 AND ?2 = ?2\n",
      },
    ],
    tests: KNOWLEDGE_TESTS,
  },
  {
    id: "knowledge-other-product",
    guard: "a member's wording answer quotes only the products they hold (and any the question names)",
    file: "workers/tools/knowledge/select-passages.ts",
    edits: [
      {
        find: "? [...mine, ...namedAddressing.filter((p) => !mine.includes(p))]",
        replace: "? [...mine, ...addressing.filter((p) => !mine.includes(p))]",
      },
    ],
    tests: KNOWLEDGE_TESTS,
  },
  {
    id: "passage-other-company",
    guard: "a cited passage opens only from the caller's company's corpus",
    file: "workers/tools/knowledge/find-passage.ts",
    edits: [{ find: "        eq(knowledgeChunks.companyId, companyId),\n", replace: "" }],
    tests: PASSAGE_TESTS,
    filter: PASSAGE_FILTER,
  },
  {
    id: "passage-company-not-the-callers",
    guard: "a cited passage is looked up in the caller's session's company, not the deployment's default",
    file: "workers/tools/service/caller-session.ts",
    edits: [
      {
        find: 'const companyId = resolution.kind === "session" ? resolution.auth.companyId : this.#ports.companyId;',
        replace: "const companyId = this.#ports.companyId;",
      },
    ],
    tests: PASSAGE_TESTS,
    filter: PASSAGE_FILTER,
  },
  {
    id: "document-signed-link-kept",
    guard: "a document list never hands on PlanCover's signed download link, only the gateway's",
    file: "workers/tools/catalogue/documents/list-policy-documents/index.ts",
    edits: [
      {
        find: "parsed.output.documents.map(({ downloadUrl: _signed, ...document }) => ({",
        replace: "parsed.output.documents.map((document) => ({",
      },
    ],
    tests: DOCUMENT_TESTS,
  },
  {
    id: "e-card-signed-link-kept",
    guard: "an e-card never hands on PlanCover's signed download link, only the gateway's",
    file: "workers/tools/catalogue/documents/get-e-card/index.ts",
    edits: [
      {
        find: "const { downloadUrl: _signed, documentId, ...card } = parsed.output;",
        replace: "const { documentId, ...card } = parsed.output;",
      },
    ],
    tests: DOCUMENT_TESTS,
  },
  {
    id: "audit-person-raw",
    guard: "an audit row names the person by a hash, never by their id",
    file: AUDIT_ROW,
    edits: [
      {
        find: "    personHash: await ports.hashPerson(entry.auth.personId),",
        replace: "    personHash: entry.auth.personId,",
      },
    ],
    tests: ["test/tools/audit/rows.test.ts"],
    filter: "keyed hash",
  },
  {
    id: "audit-person-unkeyed",
    guard: "the audit's person hash is keyed (AUDIT_HASH_KEY): the id alone cannot recompute it",
    file: "workers/tools/audit/audit-log.ts",
    edits: [
      {
        find: '    return createHmac("sha256", key).update(personId).digest("hex");',
        replace: '    return createHash("sha256").update(personId).digest("hex");',
      },
      {
        find: 'import { createHmac } from "node:crypto";',
        replace: 'import { createHash, createHmac } from "node:crypto";',
      },
    ],
    tests: ["test/tools/audit/rows.test.ts"],
    filter: "keyed hash",
  },
  {
    id: "stopped-call-person-raw",
    guard: "the row of a call a turn stopped names the person by the audit's keyed hash, never by their id",
    file: "workers/tools/chain/stopped-calls.ts",
    edits: [
      {
        find: "  const personHash = await ports.hashPerson(auth.personId);",
        replace: "  const personHash = auth.personId;",
      },
    ],
    tests: ["test/conversation/engine.test.ts"],
    filter: "keyed hash",
  },
  {
    id: "document-row-person-raw",
    guard: "the row of an opened document names the person by the audit's keyed hash, never by their id",
    file: "workers/tools/documents/open-document.ts",
    edits: [
      {
        find: "    personHash: await ports.hashPerson(context.auth.personId),",
        replace: "    personHash: context.auth.personId,",
      },
    ],
    tests: ["test/chat/documents.test.ts"],
    filter: "keyed hash",
  },
  {
    id: "audit-failure-log-unredacted",
    guard: "a failed audit write's log line carries the error's text redacted",
    file: "workers/tools/audit/audit-log.ts",
    edits: [
      {
        find: "      reason: redactText(error instanceof Error ? error.message : String(error)).slice(0, 300),",
        replace: "      reason: (error instanceof Error ? error.message : String(error)).slice(0, 300),",
      },
    ],
    tests: ["test/tools/chain/secrets.test.ts"],
    filter: "failed audit write",
  },
  {
    id: "audit-row-keeps-payload",
    guard: "an audit row keeps a short summary of a result, never the payload",
    file: AUDIT_ROW,
    edits: [
      { find: "    resultSummary: summarizeOutcome(outcome),", replace: "    resultSummary: JSON.stringify(outcome)," },
    ],
    tests: ["test/tools/chain/secrets.test.ts"],
    filter: "short summary",
  },
  {
    id: "audit-row-partner-unnamed",
    guard: "the audit row of a partner's call names the partner client",
    file: AUDIT_ROW,
    edits: [
      { find: "    partnerClientId: entry.context.partner?.clientId ?? null,", replace: "    partnerClientId: null," },
    ],
    tests: ["test/chat/partners/partner-audit.test.ts"],
    filter: "names the partner that made a call",
  },
  {
    id: "session-token-stored-raw",
    guard: "a session token is stored only as its SHA-256 hash",
    file: "workers/tools/auth/sessions.ts",
    edits: [
      { find: "    tokenHash: await sha256Hex(sessionToken),", replace: "    tokenHash: sessionToken," },
      {
        find: '  return { kind: "token", tokenHash: await sha256Hex(sessionToken) };',
        replace: '  return { kind: "token", tokenHash: sessionToken };',
      },
    ],
    tests: ["test/tools/auth/sessions.test.ts"],
  },
  {
    id: "vault-row-unbound",
    guard: "a sealed credential opens only under its own ref and expiry (no row copied across, no life extended)",
    file: VAULT,
    edits: [
      {
        // biome-ignore lint/suspicious/noTemplateCurlyInString: source text, not a template
        find: "  return new TextEncoder().encode(`${AAD_PREFIX}|${ref}|${expiresAt}`);",
        replace: "  return new TextEncoder().encode(AAD_PREFIX);",
      },
    ],
    tests: VAULT_TESTS,
  },
  {
    id: "vault-expiry",
    guard: "a credential past the upstream token's expiry does not open",
    file: VAULT,
    edits: [{ find: '  if (expiresAtMs <= now.getTime()) return err("expired");\n', replace: "" }],
    tests: VAULT_TESTS,
  },
];
