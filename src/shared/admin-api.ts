/**
 * The administration contract (`/admin/v1/*`): what the admin console and scripts code against.
 * The audit search's filters and rows, the administrators' own audit trail, a company's effective
 * policy and a readiness preview. Rows carry hashed person ids and bounded, redacted arguments only.
 */
import * as v from "valibot";
import type { OverviewQuery, OverviewView } from "./admin-overview";
import { AUDIT_FAILURE_CODES, AUDIT_OUTCOMES } from "./audit-codes";
import { CHANNELS, type Channel, INVOCATION_SOURCES, ROLES, type Role } from "./auth-context";
import { AuthReadinessSchema } from "./readiness";
import { REFUSAL_REASONS } from "./refusal-reasons";

/** Rows per page of an audit search, unless `limit` says otherwise. */
export const AUDIT_PAGE_DEFAULT = 50;
/** The most rows one page may hold. */
export const AUDIT_PAGE_MAX = 200;

const Limit = v.optional(
  v.pipe(
    v.string(),
    v.regex(/^\d{1,4}$/, "limit is a whole number"),
    v.transform(Number),
    v.minValue(1),
    v.maxValue(AUDIT_PAGE_MAX),
  ),
  String(AUDIT_PAGE_DEFAULT),
);
const Cursor = v.optional(v.pipe(v.string(), v.regex(/^\d{1,15}$/, "cursor is the nextCursor of a previous page")));
const Timestamp = v.optional(v.pipe(v.string(), v.isoTimestamp("since and until are ISO 8601 timestamps")));
const Text = (max: number) => v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(max)));

export const AuditQuerySchema = v.strictObject({
  conversationId: Text(128),
  personHash: v.optional(v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/, "personHash is 64 lower-case hex digits"))),
  tool: Text(64),
  outcome: v.optional(v.picklist(AUDIT_OUTCOMES)),
  code: v.optional(v.picklist(AUDIT_FAILURE_CODES)),
  since: Timestamp,
  until: Timestamp,
  /** Only the calls a partner client made (its OAuth client id). */
  clientId: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,200}$/, "clientId is a partner's client id"))),
  limit: Limit,
  cursor: Cursor,
});
export type AuditQuery = v.InferOutput<typeof AuditQuerySchema>;

export const AdminAuditQuerySchema = v.strictObject({ limit: Limit, cursor: Cursor });
export type AdminAuditQuery = v.InferOutput<typeof AdminAuditQuerySchema>;

export const AuditRowSchema = v.object({
  id: v.number(),
  at: v.string(),
  conversationId: v.string(),
  toolCallId: v.string(),
  tool: v.string(),
  outcome: v.picklist(AUDIT_OUTCOMES),
  code: v.nullable(v.picklist(AUDIT_FAILURE_CODES)),
  reason: v.nullable(v.picklist(REFUSAL_REASONS)),
  retryable: v.boolean(),
  durationMs: v.number(),
  httpStatus: v.nullable(v.number()),
  readiness: v.nullable(AuthReadinessSchema),
  role: v.picklist(ROLES),
  channel: v.picklist(CHANNELS),
  invocationSource: v.picklist(INVOCATION_SOURCES),
  personHash: v.nullable(v.string()),
  /** The partner that made the call (its OAuth client and the scopes the member granted it); null for anyone else. */
  partner: v.nullable(v.object({ clientId: v.string(), scopes: v.array(v.string()) })),
  /** The bounded redacted form: sanitized values for a call that ran, key names and sizes for a refused one. */
  args: v.unknown(),
});
export type AuditRow = v.InferOutput<typeof AuditRowSchema>;

export interface Page<T> {
  rows: T[];
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: string | null;
}

/**
 * Who made an admin change: a staff session; the bootstrap secret (which only issues staff sessions);
 * or a person Cloudflare Access vouched for (who is issued a staff session, named by their e-mail).
 * For a partner's access: the member who granted or revoked it (by hashed person id, set by the tools
 * Worker from the member's own session), or the authorization server itself (a grant it revoked).
 */
export type Actor =
  | { readonly kind: "staff"; readonly sessionId: string }
  | { readonly kind: "admin_token" }
  | { readonly kind: "access"; readonly email: string }
  | { readonly kind: "member"; readonly personHash: string }
  | { readonly kind: "oauth_server" };

export const ADMIN_ACTIONS = [
  /** A company's policy row written (budgets, channels, kill switch). */
  "company_policy.put",
  /** A tool's row for a company written (switch, roles, channels). */
  "tool_policy.put",
  /** The company's kill switch pulled or released. */
  "kill_switch.set",
  /** A staff session issued (its id, role and expiry; never the token). */
  "staff_session.issue",
  /** A staff session ended by its holder (the console's Leave): its token authenticates nobody after. */
  "staff_session.end",
  /** A partner client's rule for a company written (switched off with a reason, its tools, its own rate). */
  "partner_policy.put",
  /** A partner client's registration deleted, every grant and token it held revoked. */
  "partner.disable",
  /** A member allowed a partner client to act for them (its grant: the client and the scopes ticked). */
  "partner.grant",
  /** A member revoked a partner client's access (every grant of it for that member). */
  "partner.revoke",
  /** A refresh token the grant had rotated out was used again: the grant was revoked with every token of it. */
  "partner.refresh_reuse",
  /** An authorization code already exchanged was presented again: the grant was revoked with every token of it. */
  "partner.code_replay",
  /**
   * A partner client revoked its own token at the OAuth revocation endpoint: a refresh token ends its
   * grant with every token of it, an access token only itself.
   */
  "partner.self_revoke",
] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];

export interface AdminAuditRow {
  id: number;
  at: string;
  /**
   * `staff:<session id>`, `admin_token` for the bootstrap secret, `access:<e-mail>` for an Access
   * sign-in, `member:<person hash>` for a member's partner consent, or `oauth_server`.
   */
  actor: string;
  action: AdminAction;
  target: string;
  before: unknown;
  after: unknown;
}

export interface PolicyView {
  companyId: string;
  killSwitch: boolean;
  dailyCallBudget: number;
  callsPerMinute: number;
  channels: (typeof CHANNELS)[number][];
  /** Every registered tool, with its effective switch (a tool with no row is off). */
  tools: {
    name: string;
    /** The tool's family in the registry (policies, claims, documents, …), for grouping. */
    family: string;
    enabled: boolean;
    roles: (typeof ROLES)[number][] | null;
    channels: (typeof CHANNELS)[number][] | null;
  }[];
  /** Every partner client this company has a rule for (a client with none is under the policy above alone). */
  partners: PartnerPolicyView[];
}

/** A company's rule for one partner client, as the console shows and writes it. */
export interface PartnerPolicyView {
  clientId: string;
  enabled: boolean;
  /** The administrator's reason for switching it off; never shown to the partner. */
  reason: string | null;
  /** The only tools it may use; null for every tool its granted scopes cover. */
  tools: string[] | null;
  /** Its own calls per minute across every member it acts for; null for none of its own. */
  callsPerMinute: number | null;
}

export const ReadinessQuerySchema = v.strictObject({
  role: v.picklist(ROLES),
  channel: v.picklist(CHANNELS),
  signedIn: v.pipe(
    v.picklist(["true", "false"]),
    v.transform((text) => text === "true"),
  ),
});
export type ReadinessQuery = v.InferOutput<typeof ReadinessQuerySchema>;

export interface ReadinessView {
  tools: { name: string; readiness: v.InferOutput<typeof AuthReadinessSchema> }[];
}

/** A tool's row in a company's policy, as an administrator writes it and the chain reads it. */
export interface ToolPolicyRow {
  readonly enabled: boolean;
  /** Narrows the tool's roles; null keeps them. */
  readonly roles: readonly Role[] | null;
  /** Narrows the company's channels for this tool; null keeps them. */
  readonly channels: readonly Channel[] | null;
}

/** A company's policy row, as an administrator (or the seed) writes it. */
export interface CompanyPolicyInput {
  companyId: string;
  killSwitch?: boolean;
  dailyCallBudget: number;
  callsPerMinute: number;
  channels: readonly Channel[];
}

/** A company's rule for one partner client, as an administrator writes it and the chain reads it. */
export interface PartnerPolicyRow {
  readonly enabled: boolean;
  /** Why an administrator switched the client off; null when it is on. */
  readonly reason: string | null;
  /** The only tools the client may use; null keeps every tool its granted scopes cover. */
  readonly tools: readonly string[] | null;
  /** The client's own calls per minute for this company; null for no rate of its own. */
  readonly callsPerMinute: number | null;
}

/** What the administrator saw of a partner client before deleting it: its name and redirect URIs, never a secret. */
export interface DeletedClient {
  readonly clientId: string;
  readonly clientName: string | null;
  readonly redirectUris: readonly string[];
}

/** A member's answer about a partner, as the chat Worker recorded it: never a token, never a secret. */
export interface PartnerConsentChange {
  readonly action: "partner.grant" | "partner.revoke";
  readonly clientId: string;
  readonly clientName: string | null;
  /** The scopes granted (for a grant) or held until now (for a revocation). */
  readonly scopes: readonly string[];
}

/** The credentials of a grant whose second use revokes the grant (RFC 9700 §4.14.2, §4.2.4). */
export const REUSED_CREDENTIALS = [
  /** A refresh token the grant rotated out, used again (or the previous one used a second time). */
  "refresh_token",
  /** An authorization code the grant's client already exchanged, presented again. */
  "authorization_code",
] as const;
export type ReusedCredential = (typeof REUSED_CREDENTIALS)[number];

/** A grant the authorization server revoked because one of its credentials was used again. */
export interface GrantReuse {
  readonly clientId: string;
  readonly grantId: string;
  readonly credential: ReusedCredential;
}

/** A partner's revocation of its own token: the whole grant (a refresh token) or one access token. */
export interface PartnerRevocation {
  readonly clientId: string;
  readonly grantId: string;
  readonly grantEnded: boolean;
}

/**
 * The tools Worker's administration methods, reached only from /admin/v1 after the staff check.
 * Every change is written with its admin audit row; a false answer is an unknown tool or company.
 */
export interface AdminApi {
  searchAudit(query: AuditQuery): Promise<Page<AuditRow>>;
  adminAudit(query: AdminAuditQuery): Promise<Page<AdminAuditRow>>;
  policyFor(companyId: string): Promise<PolicyView | null>;
  readinessFor(query: ReadinessQuery): Promise<ReadinessView>;
  /** Calls, refusals by code, latency per tool and upstream failures over a recent window (aggregates only). */
  overview(query: OverviewQuery): Promise<OverviewView>;
  putCompanyPolicy(actor: Actor, input: CompanyPolicyInput): Promise<void>;
  putToolPolicy(actor: Actor, companyId: string, toolName: string, row: ToolPolicyRow): Promise<boolean>;
  setKillSwitch(actor: Actor, companyId: string, on: boolean): Promise<boolean>;
  putPartnerPolicy(actor: Actor, companyId: string, clientId: string, row: PartnerPolicyRow): Promise<void>;
  /** Records a partner client's registration deleted (the chat Worker deleted it in the OAuth store). */
  recordPartnerDisabled(actor: Actor, client: DeletedClient): Promise<void>;
  /** Records a grant revoked for a credential used again (the chat Worker revoked it in the OAuth store). */
  recordGrantReuse(event: GrantReuse): Promise<void>;
  /** Records a partner's revocation of its own token (the OAuth provider revoked it). */
  recordPartnerRevocation(event: PartnerRevocation): Promise<void>;
  /** Ends a staff session (admin or agent) with its admin audit row; false when it is no live staff session. */
  endStaffSession(sessionId: string): Promise<boolean>;
}
