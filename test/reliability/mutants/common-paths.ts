/** Paths that mutations in more than one part of the code name: test files, and one guarded file. */
/** The chain's reference model: every check under generated calls. */
export const MODEL = ["test/reliability/chain-model.test.ts"];

/** The confirm path's tests: its checks, concurrent and racing decisions, the binding of an action. */
export const CONFIRM_TESTS = [
  "test/tools/confirm/confirm.test.ts",
  "test/reliability/concurrency.test.ts",
  "test/reliability/reject-race.test.ts",
  "test/reliability/confirm-binding.test.ts",
];

export const ACCESS_TESTS = ["test/chat/admin-access.test.ts"];

/** A company's rules for partner clients: switched off, limited to some tools, held to a rate. */
export const PARTNER_POLICY = "test/chat/partners/partner-policy.test.ts";
export const REVOCATION = "test/chat/partners/revocation.test.ts";
export const PARTNER_CHAT = "test/chat/partners/partner-chat.test.ts";
/** A partner's decision on each surface: refused, with exactly one audit row, the action left pending. */
export const PARTNER_DECISION_ROWS = "test/chat/partners/partner-decision-rows.test.ts";
/** The turn's calls (durable-objects/conversation/graph/run-calls.ts): guards of the object and of the turn. */
export const RUN_CALLS = "durable-objects/conversation/graph/run-calls.ts";
