/** The confirm path (workers/tools/confirm/): what a decision must match before anything is claimed. */

import { CONFIRM_TESTS } from "./common-paths";
import type { Mutation } from "./mutation";

const CONFIRM = "workers/tools/confirm/decide-action.ts";
/** The checks a decision passes before anything is claimed (the confirm path's judgement). */
const JUDGE = "workers/tools/confirm/judge-decision.ts";
/** Decisions refused before they are judged (a partner's; a resume's its turn does not act on). */
const REFUSED = "workers/tools/confirm/refused-decision.ts";

export const CONFIRM_MUTATIONS: readonly Mutation[] = [
  {
    id: "confirm-person-binding",
    guard: "only the person who caused a pending action can decide it",
    file: JUDGE,
    edits: [{ find: "  if (record.personId !== auth.personId) return", replace: "  if (false) return" }],
    tests: CONFIRM_TESTS,
  },
  {
    id: "confirm-session-binding",
    guard: "only the session that caused a pending action can decide it",
    file: JUDGE,
    edits: [{ find: "  if (!proposedByPartner && record.sessionId !== auth.sessionId) {", replace: "  if (false) {" }],
    tests: CONFIRM_TESTS,
  },
  {
    id: "confirm-arguments-hash",
    guard: "changed arguments at confirm time are refused (confirmation_mismatch)",
    file: JUDGE,
    edits: [{ find: "(await hashArguments(shown)) !== record.argsHash", replace: "false" }],
    tests: CONFIRM_TESTS,
  },
  {
    id: "confirm-expiry",
    guard: "an expired pending action cannot be approved",
    file: JUDGE,
    edits: [{ find: "if (now.getTime() >= Date.parse(record.expiresAt))", replace: "if (false)" }],
    tests: CONFIRM_TESTS,
  },
  {
    id: "confirm-chain-again",
    guard: "an approval re-runs the whole chain before the action is claimed",
    file: JUDGE,
    edits: [
      {
        find: '  if (again.kind === "refused") return answer(again.code, stored, again.reason);',
        replace:
          '  if (again.kind === "refused" && again.spec === null) return answer(again.code, stored, again.reason);',
      },
      {
        find: '  if (again.kind !== "run") return answer("internal_error", stored, null);',
        replace: '  if (again.kind === "confirm") return answer("internal_error", stored, null);',
      },
      {
        find: "    spec: again.spec,\n    args: again.args,\n    auth: again.auth,",
        replace:
          '    spec: again.spec as NonNullable<typeof again.spec>,\n    args: again.kind === "run" ? again.args : record.args,\n    auth: again.auth,',
      },
    ],
    tests: CONFIRM_TESTS,
  },
  {
    id: "confirm-claim",
    guard: "only the approval that claimed the action executes it",
    file: CONFIRM,
    edits: [{ find: "if (!claim.claimed) return settle(", replace: "if (false) return settle(" }],
    tests: CONFIRM_TESTS,
  },
  {
    id: "confirm-reject-settles",
    guard: "a rejection that finds an approval executing waits for its result and reports it as previous",
    file: CONFIRM,
    edits: [
      {
        find: '      if (transition.current?.state === "executing") {',
        replace: "      if (false) {",
      },
    ],
    tests: CONFIRM_TESTS,
  },
  {
    id: "confirm-partner-decides",
    guard: "a partner never decides a pending action: the member does, with a session of their own",
    file: JUDGE,
    edits: [
      {
        find: '  if (context.partner) return answer("confirmation_mismatch", stored, "pending_action_partner_decision");',
        replace: "",
      },
    ],
    tests: ["test/chat/partners/partner-confirm.test.ts"],
  },
  {
    id: "confirm-other-conversation",
    guard: "a decision is judged only in the conversation it names (never another conversation's action)",
    file: JUDGE,
    edits: [{ find: "  if (input.conversationId !== context.conversationId) {", replace: "  if (false) {" }],
    tests: ["test/tools/audit/decisions.test.ts"],
  },
  {
    id: "partner-decision-unaudited",
    guard: "a partner's decision, refused wherever it arrives, leaves exactly one audit row (tool-call service)",
    file: REFUSED,
    edits: [
      {
        find: "  const { code, reason } = refusalOf(why, stored, context.auth);\n",
        replace:
          "  const { code, reason } = refusalOf(why, stored, context.auth);\n" +
          '  if (why === "partner") return decisionRows(input, context, ports, startedAt).failed(code, stored, context.auth);\n',
      },
    ],
    tests: ["test/chat/partners/partner-decision-rows.test.ts"],
  },
  {
    id: "unheard-decision-row-unwritten",
    guard: "the tool-call service writes the one audit row of a decision refused before it is judged",
    file: REFUSED,
    edits: [
      { find: "  const { answer } = decisionRows(", replace: "  const { failed } = decisionRows(" },
      {
        find: "  return (await answer(code, stored, context.auth, reason)).outcome;",
        replace: "  return failed(code, stored, context.auth);",
      },
    ],
    tests: ["test/conversation/unheard-decisions.test.ts", "test/chat/partners/partner-decision-rows.test.ts"],
  },
];
