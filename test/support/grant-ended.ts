/**
 * What a partner's grant leaves once it ended (revoked by the member, disabled, reused, replayed):
 * its sessions' rows, the row of each proposal it withdrew, and the member's approval of one after.
 */
import { env } from "cloudflare:test";
import { expect } from "vitest";
import { call } from "./http";

/** The sessions a partner client's grants hold: revoked, and their credential dropped, once ended. */
export async function grantSessions(clientId: string) {
  const rows = await env.DB.prepare("SELECT revoked_at, credential_ref FROM sessions WHERE partner_client_id = ?")
    .bind(clientId)
    .all<{ revoked_at: string | null; credential_ref: string | null }>();
  return rows.results;
}

/** The pending action's audit row says it was withdrawn because its grant ended, and names the client. */
export async function expectWithdrawnRow(conversationId: string, pendingActionId: string, clientId: string) {
  const row = await env.DB.prepare(
    "SELECT outcome, failure_code, reason, partner_client_id FROM tool_audit WHERE conversation_id = ? AND tool_call_id = ?",
  )
    .bind(conversationId, `action:${pendingActionId}`)
    .first();
  expect(row).toEqual({
    outcome: "failed",
    failure_code: "confirmation_rejected",
    reason: "grant_ended",
    partner_client_id: clientId,
  });
}

/** The member's own approval of a pending action, from their app session: its outcome. */
export async function approveAsMember(member: string, conversationId: string, pendingActionId: string) {
  const decided = await call(`/v1/actions/${pendingActionId}`, {
    token: member,
    body: { conversationId, decision: "approve" },
  });
  return ((await decided.json()) as { outcome: { status: string; code?: string } }).outcome;
}
