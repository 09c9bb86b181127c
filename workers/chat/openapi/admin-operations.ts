/**
 * The administration API (/admin/v1/*), described with the schemas its routes validate with. Every
 * operation takes an administrator's staff session; the bootstrap secret only issues staff sessions;
 * a partner's token is refused on all of them.
 */
import { AdminAuditQuerySchema, AuditQuerySchema, ReadinessQuerySchema } from "../../../src/shared/admin-api";
import { OverviewQuerySchema } from "../../../src/shared/admin-overview";
import {
  Company,
  CompanyPartner,
  CompanyPolicyBody,
  CompanyTool,
  KillSwitchBody,
  PartnerPolicyBody,
  ToolPolicyBody,
} from "../routes/admin";
import { PartnerClientParam } from "../routes/admin-partners";
import { StaffSessionBody } from "../routes/admin-sessions";
import type { OperationSpec, ResponseSpec } from "./operation";
import { errorResponse } from "./responses";

const REFUSED = {
  "400": errorResponse("The body, params or query did not match the route's schema; nothing changed."),
  "401": errorResponse("No staff session."),
  "403": errorResponse(
    "Not an administrator's staff session (a member's, an agent's, a partner's token or the bootstrap secret).",
  ),
};
const CHANGED: ResponseSpec = {
  description: "`{ ok: true }`; the change and its admin audit row are written together.",
};

export const ADMIN_OPERATIONS: readonly OperationSpec[] = [
  {
    method: "post",
    path: "/admin/v1/sessions",
    operationId: "issueStaffSession",
    summary: "Issues a staff session (the bootstrap secret or an administrator's session); audited, never the token.",
    tag: "admin",
    security: ["staffBearer"],
    body: StaffSessionBody,
    responses: { "200": { description: "`{ sessionToken, expiresAt }`." }, ...REFUSED },
  },
  {
    method: "post",
    path: "/admin/v1/sessions/access",
    operationId: "issueAccessStaffSession",
    summary:
      "Issues a staff session to a person Cloudflare Access let through (the `Cf-Access-Jwt-Assertion` header, verified against the team's keys); the role comes from their groups. Audited as `access:<e-mail>`.",
    tag: "admin",
    security: ["cloudflareAccess"],
    responses: {
      "200": { description: "`{ sessionToken, expiresAt, role }`." },
      "401": errorResponse("No Access token, or one that does not verify (signature, team, audience, expiry)."),
      "403": errorResponse("A service token, or a person whose groups give no console role."),
      "404": errorResponse("Access sign-in is not configured in this deployment (ACCESS_TEAM_DOMAIN, ACCESS_AUD)."),
      "503": errorResponse("The team's keys could not be fetched."),
    },
  },
  {
    method: "post",
    path: "/admin/v1/sessions/end",
    operationId: "endStaffSession",
    summary:
      "Ends the caller's own staff session (an administrator's or a care agent's); its token is refused after. Audited.",
    tag: "admin",
    security: ["staffBearer"],
    responses: {
      "200": CHANGED,
      "401": errorResponse("No staff session, or one that has ended."),
      "403": errorResponse("The bootstrap secret, or a session that is not staff."),
    },
  },
  {
    method: "get",
    path: "/admin/v1/audit",
    operationId: "searchAudit",
    summary:
      "Searches the tool-call audit (filters, a partner's `clientId` among them; newest first, paged by cursor). Each row's `partner` names the client that made the call and the scopes it was granted, or is null.",
    tag: "admin",
    security: ["staffBearer"],
    query: AuditQuerySchema,
    responses: { "200": { description: "`{ rows, nextCursor }`." }, ...REFUSED },
  },
  {
    method: "get",
    path: "/admin/v1/admin-audit",
    operationId: "listAdminAudit",
    summary:
      "The admin audit trail: who changed what, before and after. Beside administrators' changes: a member's grant (`partner.grant`) and revocation (`partner.revoke`) of a partner, by `member:<person hash>`, a grant the authorization server revoked for refresh-token reuse (`partner.refresh_reuse`, by `oauth_server`) or for an authorization code used again (`partner.code_replay`, by `oauth_server`), and a partner's revocation of its own token at the revocation endpoint (`partner.self_revoke`, by `oauth_server`).",
    tag: "admin",
    security: ["staffBearer"],
    query: AdminAuditQuerySchema,
    responses: { "200": { description: "`{ rows, nextCursor }`." }, ...REFUSED },
  },
  {
    method: "get",
    path: "/admin/v1/overview",
    operationId: "readOverview",
    summary:
      "How the system is doing over a recent window, from the audit trail: calls per bucket by outcome and failure code, p50/p95 duration per tool of the calls that ran, upstream failures per bucket and tool.",
    tag: "admin",
    security: ["staffBearer"],
    query: OverviewQuerySchema,
    responses: {
      "200": { description: "`{ range, since, until, bucket, buckets, calls, latency, upstream }`." },
      ...REFUSED,
    },
  },
  {
    method: "get",
    path: "/admin/v1/quality-lab",
    operationId: "readQualityLabReport",
    summary:
      "The Quality Lab report built into this deployment, as the console reads it: totals and, per case, its question, tools, outcome, codes, readiness and verdict.",
    tag: "admin",
    security: ["staffBearer"],
    responses: {
      "200": { description: "`{ generatedAt, model, totals, cases }`." },
      ...REFUSED,
      "404": errorResponse("This build carries no Quality Lab report."),
    },
  },
  {
    method: "get",
    path: "/admin/v1/readiness",
    operationId: "previewReadiness",
    summary: "Readiness per offered tool for a chosen caller context (booleans and header names only).",
    tag: "admin",
    security: ["staffBearer"],
    query: ReadinessQuerySchema,
    responses: { "200": { description: "`{ tools: [{ name, readiness }] }`." }, ...REFUSED },
  },
  {
    method: "get",
    path: "/admin/v1/companies/:companyId/policy",
    operationId: "readCompanyPolicy",
    summary:
      "A company's effective policy: budgets, channels, kill switch, every tool's switch and every partner client's rule.",
    tag: "admin",
    security: ["staffBearer"],
    params: Company,
    responses: {
      "200": { description: "The policy view." },
      ...REFUSED,
      "404": errorResponse("That company has no policy."),
    },
  },
  {
    method: "put",
    path: "/admin/v1/companies/:companyId/policy",
    operationId: "writeCompanyPolicy",
    summary: "Writes a company's policy row (budgets, per-minute rate, channels, kill switch).",
    tag: "admin",
    security: ["staffBearer"],
    params: Company,
    body: CompanyPolicyBody,
    responses: { "200": CHANGED, ...REFUSED },
  },
  {
    method: "put",
    path: "/admin/v1/companies/:companyId/tools/:name",
    operationId: "writeToolPolicy",
    summary: "Writes a tool's row for a company (its switch, narrower roles and channels).",
    tag: "admin",
    security: ["staffBearer"],
    params: CompanyTool,
    body: ToolPolicyBody,
    responses: { "200": CHANGED, ...REFUSED, "404": errorResponse("There is no tool by that name.") },
  },
  {
    method: "put",
    path: "/admin/v1/companies/:companyId/partners/:clientId",
    operationId: "writePartnerPolicy",
    summary:
      "Narrows what one partner client may do for this company's members: switch it off (with a reason kept in the audit), limit its tools, give it its own per-minute rate.",
    tag: "admin",
    security: ["staffBearer"],
    params: CompanyPartner,
    body: PartnerPolicyBody,
    responses: { "200": CHANGED, ...REFUSED },
  },
  {
    method: "post",
    path: "/admin/v1/companies/:companyId/kill-switch",
    operationId: "setKillSwitch",
    summary: "Pulls or releases the company's kill switch.",
    tag: "admin",
    security: ["staffBearer"],
    params: Company,
    body: KillSwitchBody,
    responses: { "200": CHANGED, ...REFUSED, "404": errorResponse("That company has no policy.") },
  },
  {
    method: "get",
    path: "/admin/v1/partners",
    operationId: "listPartners",
    summary:
      "Every registered partner client (dynamic registration; the store is read page by page to its end), with its name (as the client chose it, unverified) and redirect URIs.",
    tag: "admin",
    security: ["staffBearer"],
    responses: {
      "200": {
        description: "`{ partners: [{ clientId, clientName, clientNameVerified, redirectUris, registeredAt }] }`.",
      },
      ...REFUSED,
    },
  },
  {
    method: "post",
    path: "/admin/v1/partners/:clientId/disable",
    operationId: "disablePartner",
    summary: "Deletes a partner's registration and revokes every grant and token it holds; audited.",
    tag: "admin",
    security: ["staffBearer"],
    params: PartnerClientParam,
    responses: { "200": CHANGED, ...REFUSED, "404": errorResponse("No such partner.") },
  },
];
