/**
 * The partners screen's edits, kept apart from what the server last answered: each partner app (a
 * registration, a company rule, or both) with its rule as the form holds it, and the rule as the
 * server takes it. Pure.
 */
import type { PartnerPolicyView } from "../../src/shared/admin-api";
import { wholeNumber } from "./policy-draft";

export interface Registered {
  clientId: string;
  clientName: string | null;
  redirectUris: string[];
  registeredAt: string | null;
}

export interface RuleDraft {
  enabled: boolean;
  reason: string;
  tools: string[] | null;
  /** As typed; empty means no rate of its own. */
  rate: string;
}

export interface Partner {
  clientId: string;
  name: string;
  registration: Registered | null;
  rule: PartnerPolicyView | null;
}

export const draftOf = (rule: PartnerPolicyView | null): RuleDraft => ({
  enabled: rule?.enabled ?? true,
  reason: rule?.reason ?? "",
  tools: rule?.tools ?? null,
  rate: rule?.callsPerMinute === null || rule?.callsPerMinute === undefined ? "" : String(rule.callsPerMinute),
});

export const sameDraft = (a: RuleDraft, b: RuleDraft) => JSON.stringify(a) === JSON.stringify(b);

export function partnersOf(registered: readonly Registered[], rules: readonly PartnerPolicyView[]): Partner[] {
  const ids = [...new Set([...registered.map((r) => r.clientId), ...rules.map((r) => r.clientId)])];
  return ids.map((clientId) => {
    const registration = registered.find((r) => r.clientId === clientId) ?? null;
    return {
      clientId,
      name: registration?.clientName ?? clientId,
      registration,
      rule: rules.find((r) => r.clientId === clientId) ?? null,
    };
  });
}

/** The rule as the server takes it, or why it cannot be sent. */
export function ruleOf(
  partner: Partner,
  draft: RuleDraft,
): { ok: true; body: object } | { ok: false; message: string } {
  const reason = draft.reason.trim();
  if (!draft.enabled && reason === "") return { ok: false, message: `Say why ${partner.name} is switched off.` };
  const rate = draft.rate.trim() === "" ? null : wholeNumber(draft.rate);
  if (draft.rate.trim() !== "" && rate === null) {
    return { ok: false, message: `${partner.name}'s rate is a whole number, or empty.` };
  }
  return {
    ok: true,
    body: { enabled: draft.enabled, reason: draft.enabled ? null : reason, tools: draft.tools, callsPerMinute: rate },
  };
}
