/**
 * The D1 tables, the source of the generated migrations in d1/migrations (`npm run db:generate`).
 * Column comments say what may never be stored: no token, OTP or mobile number in any row.
 */
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

/** One row per executor decision, refusals included; a re-run inserts nothing new. */
export const toolAudit = sqliteTable(
  "tool_audit",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    conversationId: text("conversation_id").notNull(),
    toolCallId: text("tool_call_id").notNull(),
    toolName: text("tool_name").notNull(),
    /** 'ok' | 'failed' | 'pending' */
    outcome: text("outcome").notNull(),
    /** One of AUDIT_FAILURE_CODES (the failure codes and the turn's own limits), validated on write. */
    failureCode: text("failure_code"),
    /** The internal reason a public code collapses (REFUSAL_REASONS); never shown to the caller. */
    reason: text("reason"),
    retryable: integer("retryable", { mode: "boolean" }).notNull().default(false),
    durationMs: integer("duration_ms").notNull(),
    httpStatus: integer("http_status"),
    /** Sanitized arguments (JSON); never a secret or a personal identifier. */
    argsRedacted: text("args_redacted").notNull(),
    /** A short sanitized summary of the result; never the payload. */
    resultSummary: text("result_summary"),
    /** The auth readiness diagnostic (JSON): booleans and header names only. */
    readiness: text("readiness").notNull(),
    callerRole: text("caller_role").notNull(),
    channel: text("channel").notNull(),
    invocationSource: text("invocation_source").notNull(),
    companyId: text("company_id").notNull(),
    /** HMAC of the person id under AUDIT_HASH_KEY; null for a guest. */
    personHash: text("person_hash"),
    createdAt: text("created_at").notNull(),
    /** The OAuth client a partner call came from (migration 0009); null for anyone else. */
    partnerClientId: text("partner_client_id"),
    /** The scopes the member granted that client (JSON array); null for anyone else. */
    partnerScopes: text("partner_scopes"),
  },
  (t) => [
    uniqueIndex("tool_audit_call_unique").on(t.conversationId, t.toolCallId),
    index("tool_audit_person_idx").on(t.personHash, t.createdAt),
    index("tool_audit_created_idx").on(t.createdAt),
  ],
);

/** One row per administrator change (policy, tool switch, kill switch, staff session issued). */
export const adminAudit = sqliteTable(
  "admin_audit",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** `staff:<session id>` or `admin_token` (the bootstrap secret); never a token. */
    actor: text("actor").notNull(),
    /** One of ADMIN_ACTIONS. */
    action: text("action").notNull(),
    /** What changed: `company:<id>`, `company:<id>/tool:<name>`, `session:<id>`. */
    target: text("target").notNull(),
    /** JSON of the state before the change; null when there was none. */
    before: text("before"),
    /** JSON of the state after the change. */
    after: text("after"),
    createdAt: text("created_at").notNull(),
  },
  (t) => [index("admin_audit_created_idx").on(t.createdAt)],
);

/** A company's policy: no row means nothing is offered (policy_missing). */
export const companyPolicy = sqliteTable("company_policy", {
  companyId: text("company_id").primaryKey(),
  killSwitch: integer("kill_switch", { mode: "boolean" }).notNull().default(false),
  /** Hard budget: tool calls per person per UTC day. */
  dailyCallBudget: integer("daily_call_budget").notNull(),
  /** Rate limit: tool calls per person per minute. */
  callsPerMinute: integer("calls_per_minute").notNull(),
  /** JSON array of channels allowed to call tools at all. */
  channels: text("channels").notNull(),
  updatedAt: text("updated_at").notNull(),
});

/** Per-tool settings for a company. A tool with no row is not offered: enablement is explicit. */
export const toolPolicy = sqliteTable(
  "tool_policy",
  {
    companyId: text("company_id").notNull(),
    toolName: text("tool_name").notNull(),
    enabled: integer("enabled", { mode: "boolean" }).notNull(),
    /** JSON array narrowing the tool's own roles; null keeps the tool's roles. Never widens. */
    roles: text("roles"),
    /** JSON array narrowing the company's channels for this tool; null keeps them. */
    channels: text("channels"),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.toolName] })],
);

/** A company's rule for one partner (OAuth) client; no row means the company's policy alone applies. */
export const partnerPolicy = sqliteTable(
  "partner_policy",
  {
    companyId: text("company_id").notNull(),
    clientId: text("client_id").notNull(),
    /** Off: every call with the client's tokens is refused tool_disabled (reason client_switched_off). */
    enabled: integer("enabled", { mode: "boolean" }).notNull(),
    /** The administrator's words for switching it off: for the admin audit and console, never the partner. */
    reason: text("reason"),
    /** JSON array of the only tools the client may use; null keeps every tool its scopes cover. */
    tools: text("tools"),
    /** The client's own rate: calls per minute across every member it acts for; null for no rate of its own. */
    callsPerMinute: integer("calls_per_minute"),
    updatedAt: text("updated_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.clientId] })],
);

/** Counters for the hard budget and the rate limit, one row per person and window. */
export const usageCounter = sqliteTable(
  "usage_counter",
  {
    personKey: text("person_key").notNull(),
    /** 'day:2026-11-29' or 'minute:2026-11-29T19:50' */
    window: text("window").notNull(),
    count: integer("count").notNull(),
    expiresAt: text("expires_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.personKey, t.window] })],
);

/** Sessions: a guest's, a member's (after OTP sign-in) or staff's. The token is stored only hashed. */
export const sessions = sqliteTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    tokenHash: text("token_hash").notNull().unique(),
    role: text("role").notNull(),
    companyId: text("company_id").notNull(),
    personId: text("person_id"),
    credentialRef: text("credential_ref"),
    /** JSON array of the member's portal refs, from list_my_policies at sign-in. */
    portalRefs: text("portal_refs").notNull().default("[]"),
    /**
     * JSON array of `{ portalRef, product }`: the product PlanCover names for each of those portals, read
     * at sign-in with them; what scopes a wording answer to the products the member holds. Migration 0016.
     */
    policies: text("policies").notNull().default("[]"),
    createdAt: text("created_at").notNull(),
    expiresAt: text("expires_at").notNull(),
    revokedAt: text("revoked_at"),
    /**
     * A partner grant's session (the member's sign-in on /authorize, bound at consent): the client it
     * acts for. Every call on the session runs as that partner; null for every other session.
     */
    partnerClientId: text("partner_client_id"),
    /** JSON array of the scopes the member granted that client; null when not a grant's session. */
    partnerScopes: text("partner_scopes"),
    /** The member's first name as PlanCover gave it at sign-in (what an app shows); null for anyone else. */
    firstName: text("first_name"),
    /** The last four digits of the number the member signed in with, never more; null for anyone else. */
    mobileLast4: text("mobile_last4"),
  },
  (t) => [index("sessions_partner_client").on(t.partnerClientId, t.personId)],
);

/** The conversations a partner grant's session started: an ending grant reaches their sockets and proposals. */
export const grantConversations = sqliteTable(
  "grant_conversations",
  {
    sessionId: text("session_id").notNull(),
    conversationId: text("conversation_id").notNull(),
    createdAt: text("created_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.conversationId] })],
);

/** Upstream tokens, AES-GCM encrypted under CREDENTIAL_KEY. Read only by the tools Worker. */
export const credentials = sqliteTable("credentials", {
  ref: text("ref").primaryKey(),
  /** base64 of the AES-GCM ciphertext (the tag included) */
  ciphertext: text("ciphertext").notNull(),
  /** base64 of the 12-byte IV */
  iv: text("iv").notNull(),
  expiresAt: text("expires_at").notNull(),
  createdAt: text("created_at").notNull(),
});

/** The policy corpus, one row per section; searched through the knowledge_fts FTS5 table. */
export const knowledgeChunks = sqliteTable(
  "knowledge_chunks",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    companyId: text("company_id").notNull(),
    document: text("document").notNull(),
    /** The product the document's wording is for (front matter): what scopes an answer to a member. */
    product: text("product").notNull(),
    /** The document's title (front matter): what a citation shows. Migration 0013. */
    title: text("title").notNull().default(""),
    section: text("section").notNull(),
    text: text("text").notNull(),
    contentHash: text("content_hash").notNull(),
  },
  (t) => [uniqueIndex("knowledge_chunks_unique").on(t.companyId, t.document, t.section)],
);
