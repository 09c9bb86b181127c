/**
 * Administrator changes to partner clients, each with its admin audit row (who, what, before, after):
 * a company's rule for a client (written in one D1 batch with its row), and a client's registration
 * deleted (the chat Worker deletes it in the OAuth store, then records it here).
 */
import { drizzle } from "drizzle-orm/d1";
import type {
  Actor,
  AdminAction,
  DeletedClient,
  GrantReuse,
  PartnerConsentChange,
  PartnerPolicyRow,
  PartnerPolicyView,
  PartnerRevocation,
  ReusedCredential,
} from "../../../src/shared/admin-api";
import { listPartnerPolicies, loadPartnerPolicy, partnerPolicyUpsert } from "../policy/partner-policy";
import { adminAuditInsert } from "./admin-audit";

export async function putPartnerPolicy(
  db: D1Database,
  actor: Actor,
  target: { companyId: string; clientId: string },
  row: PartnerPolicyRow,
  now: Date,
): Promise<void> {
  const orm = drizzle(db);
  const before = await loadPartnerPolicy(db, target.companyId, target.clientId);
  await orm.batch([
    partnerPolicyUpsert(orm, target, row, now),
    adminAuditInsert(orm, {
      actor,
      action: "partner_policy.put",
      target: `company:${target.companyId}/client:${target.clientId}`,
      before,
      after: row,
      at: now,
    }),
  ]);
}

export async function recordPartnerDisabled(db: D1Database, actor: Actor, client: DeletedClient, now: Date) {
  await adminAuditInsert(drizzle(db), {
    actor,
    action: "partner.disable",
    target: `client:${client.clientId}`,
    before: { clientName: client.clientName, redirectUris: client.redirectUris, registered: true },
    after: { registered: false },
    at: now,
  });
}

/** A member's grant or revocation of a partner's access, named by the member's hashed id. */
export async function recordPartnerConsent(db: D1Database, actor: Actor, change: PartnerConsentChange, now: Date) {
  const held = { clientName: change.clientName, scopes: change.scopes };
  await adminAuditInsert(drizzle(db), {
    actor,
    action: change.action,
    target: `client:${change.clientId}`,
    before: change.action === "partner.revoke" ? { ...held, granted: true } : null,
    after: change.action === "partner.grant" ? { ...held, granted: true } : { granted: false },
    at: now,
  });
}

/** A grant the authorization server revoked because one of its credentials came back a second time. */
export async function recordGrantReuse(db: D1Database, event: GrantReuse, now: Date) {
  const { action, reason } = reuseRow(event.credential);
  await adminAuditInsert(drizzle(db), {
    actor: { kind: "oauth_server" },
    action,
    target: `client:${event.clientId}/grant:${event.grantId}`,
    before: { granted: true },
    after: { granted: false, reason },
    at: now,
  });
}

function reuseRow(credential: ReusedCredential): { action: AdminAction; reason: string } {
  switch (credential) {
    case "refresh_token":
      return { action: "partner.refresh_reuse", reason: "a rotated-out refresh token was used again" };
    case "authorization_code":
      return { action: "partner.code_replay", reason: "an authorization code already exchanged was used again" };
  }
}

/** A partner's revocation of its own token, by the authorization server that carried it out. */
export async function recordPartnerRevocation(db: D1Database, event: PartnerRevocation, now: Date) {
  await adminAuditInsert(drizzle(db), {
    actor: { kind: "oauth_server" },
    action: "partner.self_revoke",
    target: `client:${event.clientId}/grant:${event.grantId}`,
    before: { granted: true },
    after: event.grantEnded ? { granted: false } : { granted: true, accessTokenRevoked: true },
    at: now,
  });
}

export async function partnerPolicyViews(db: D1Database, companyId: string): Promise<PartnerPolicyView[]> {
  return (await listPartnerPolicies(db, companyId)).map((rule) => ({
    clientId: rule.clientId,
    enabled: rule.enabled,
    reason: rule.reason,
    tools: rule.tools === null ? null : [...rule.tools],
    callsPerMinute: rule.callsPerMinute,
  }));
}
