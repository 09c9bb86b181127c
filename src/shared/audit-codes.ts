/**
 * What an audit row may say of a call's end: its outcome, and the failure code that ended it. Both
 * the audit contract (admin-api.ts) and the console's overview (admin-overview.ts) count by them.
 */
import { TURN_END_CODES } from "./turn-failure-codes";

/** A failure code the audit may store: a tool's (FAILURE_CODES) or a turn's own limit that stopped a call. */
export const AUDIT_FAILURE_CODES = TURN_END_CODES;
export type AuditFailureCode = (typeof AUDIT_FAILURE_CODES)[number];

export const AUDIT_OUTCOMES = ["ok", "failed", "pending"] as const;
export type AuditOutcome = (typeof AUDIT_OUTCOMES)[number];
