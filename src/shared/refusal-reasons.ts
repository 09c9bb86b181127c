/**
 * Why a public failure code was answered, when one code stands for several causes. The caller only
 * ever sees the code (the answer stays the same, so nothing is enumerable); the audit row keeps the
 * reason so an administrator can tell, say, a tool switched off from a channel left off the list.
 */
export const REFUSAL_REASONS = [
  // Not offered to this caller now. A proposed call hears `unknown_tool`, exactly as for a name that
  // does not exist (so nothing tells a hidden tool from an absent one); the approval of a pending
  // action, whose tool the caller already knows, hears the true code (`policy_missing`,
  // `tool_disabled`, `insufficient_scope`). Either way the row keeps which of these said no.
  /** The company has no policy row at all (policy_missing when approving). */
  "company_policy_missing",
  /** A partner's granted scopes do not cover the tool (insufficient_scope when approving). */
  "scope_not_granted",
  // … and, tool_disabled when approving:
  /** The company's channel list does not include the caller's channel. */
  "company_channel_not_allowed",
  /** The company has no row for this tool: enablement is explicit. */
  "tool_not_in_policy",
  /** The tool's row is switched off. */
  "tool_switched_off",
  /** The tool's own channel list does not include the caller's channel. */
  "tool_channel_not_allowed",
  /** The company's policy switched the partner client off (the administrator's reason is in the admin audit). */
  "client_switched_off",
  /** The company's policy limits the partner client to other tools. */
  "client_tool_not_allowed",
  // rate_limited
  /** The partner client's own per-minute rate, across every member it acts for, is used up. */
  "client_rate_limited",
  // session_mismatch
  /** The session is unknown, revoked or expired. */
  "session_ended",
  /** The context differs from the stored session (another person, role, company or credential). */
  "session_context_differs",
  // permission_denied
  /** The tool's own roles (in code) leave the caller's role out. */
  "role_not_in_tool",
  /** The company's policy narrowed the tool's roles and left the caller's role out. */
  "role_narrowed_by_policy",
  // auth_header_resolution_failed
  /** The session names a credential the vault no longer holds. */
  "credential_missing",
  /** The stored upstream token has expired. */
  "credential_expired",
  /** The stored credential could not be decrypted or read. */
  "credential_unreadable",
  // confirmation_mismatch
  /** No pending action by that id in the caller's conversation. */
  "pending_action_unknown",
  /** The decision named another conversation than the one it was sent in. */
  "pending_action_conversation_differs",
  /** The action is bound to another person. */
  "pending_action_other_person",
  /** The action is bound to another session of the same person. */
  "pending_action_other_session",
  /** The arguments the person approved are not the ones the action holds. */
  "pending_action_arguments_changed",
  /** A partner's token tried to decide a pending action: only the member decides, with a session of their own. */
  "pending_action_partner_decision",
  // confirmation_rejected
  /** The partner's grant that proposed it was revoked or its client disabled: the proposal was withdrawn. */
  "grant_ended",
  // already_resolved / outcome_unknown
  /** The action was approved or rejected before this decision. */
  "pending_action_decided_before",
  /** Another approval held the claim and its result arrived while this one waited. */
  "pending_action_settled_by_another",
  /** The claim was taken but no result was ever recorded. */
  "pending_action_result_lost",
  // internal_error
  /** The tool's handler threw; the detail is in the failure's log line. */
  "handler_threw",
  /** A row arrived with a code outside the closed set; it is stored as internal_error. */
  "unrecognised_code",
] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];
