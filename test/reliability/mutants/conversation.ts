/** The Conversation Durable Object (durable-objects/conversation/): who may enter, resume and follow a turn, and how a step's reports are kept. */

import { CONFIRM_TESTS, PARTNER_CHAT, PARTNER_DECISION_ROWS, REVOCATION, RUN_CALLS } from "./common-paths";
import type { Mutation } from "./mutation";

const ENGINE = "durable-objects/conversation/engine.ts";
const RESUME = "durable-objects/conversation/resume.ts";
const PENDING_STORE = "durable-objects/conversation/pending-actions.ts";
const CONVERSATION_OBJECT = "durable-objects/conversation/index.ts";
const SENDER_ONLY = "test/conversation/sender-only.test.ts";
const PARTNER_GROUP = "test/chat/partners/partner-group.test.ts";
const PARTNER_FOLLOW_UP = "test/chat/partners/partner-follow-up.test.ts";

export const CONVERSATION_MUTATIONS: readonly Mutation[] = [
  {
    id: "store-claim-state",
    guard: "the store hands the claim (pending -> executing) to exactly one caller",
    file: PENDING_STORE,
    edits: [
      {
        find: '    const current = this.get(id);\n    if (current?.state !== "pending") return { claimed: false, current };\n    this.sql.exec("UPDATE pending_actions SET state = \'executing\'',
        replace:
          "    const current = this.get(id);\n    if (current === null) return { claimed: false, current };\n    this.sql.exec(\"UPDATE pending_actions SET state = 'executing'",
      },
    ],
    tests: CONFIRM_TESTS,
  },
  {
    id: "confirm-node-claim",
    guard: "the confirm node hands the service only a claim it took itself in the object's store",
    file: "durable-objects/conversation/graph/nodes/confirm.ts",
    edits: [
      {
        find: 'const claimed = stored?.state === "pending" && pending.claim(pendingActionId, ports.now().toISOString()).claimed;',
        replace: "const claimed = stored !== null;",
      },
    ],
    tests: ["test/conversation/confirm.test.ts"],
  },
  {
    id: "participant-check",
    guard: "only a conversation's participants are admitted to it",
    file: "durable-objects/conversation/store/participants.ts",
    edits: [
      {
        find: "    if (!bySession) return null;",
        replace:
          '    if (!bySession) {\n      const anyone = this.sql.exec<Row>("SELECT * FROM participants LIMIT 1").toArray()[0];\n      return anyone ? { participant: toParticipant(anyone), passedToPerson: false } : null;\n    }',
      },
    ],
    tests: ["test/conversation/websocket.test.ts", "test/shared/events.test.ts", "test/conversation/group.test.ts"],
  },
  {
    id: "conversation-id-check",
    guard: "a Conversation object answers only for its own conversation id",
    file: "durable-objects/conversation/membership.ts",
    edits: [{ find: "    if (existing !== caller.conversationId) return null;\n", replace: "" }],
    tests: ["test/reliability/conversation-handle.test.ts", "test/shared/events.test.ts"],
  },
  {
    id: "socket-frame-session",
    guard: "a frame on an open socket runs as the session is now: a signed-out session gets an error frame and a close",
    file: "durable-objects/conversation/live/sockets.ts",
    edits: [
      {
        find: "    const caller = servedAs(attachment, live[attachment.auth.sessionId], now);",
        replace:
          "    const caller = servedAs(attachment, live[attachment.auth.sessionId], now) ?? { auth: attachment.auth, partner: attachment.partner };",
      },
    ],
    tests: ["test/conversation/socket-session.test.ts"],
  },
  {
    id: "socket-serves-another-person",
    guard:
      "a socket serves only the person it was opened as: a guest's socket is closed once the guest signs in, so the old token's holder is not the member",
    file: "durable-objects/conversation/live/sockets.ts",
    edits: [{ find: "  if (signedInSince(attachment, live)) return null;\n", replace: "" }],
    tests: ["test/conversation/socket-session.test.ts"],
  },
  {
    id: "partner-socket-outlives-token",
    guard:
      "a partner's socket is served only until the access token it was opened with expires: then an error frame and a close (4401)",
    file: "durable-objects/conversation/live/sockets.ts",
    edits: [
      { find: "  if (!live || tokenExpired(attachment, now)) return null;", replace: "  if (!live) return null;" },
    ],
    tests: ["test/chat/partners/partner-socket-expiry.test.ts"],
  },
  {
    id: "socket-delivery-session",
    guard: "an event reaches an open socket only while its session is live",
    file: "durable-objects/conversation/live/sockets.ts",
    edits: [
      {
        find: "            const caller = attachment ? servedAs(attachment, live[attachment.auth.sessionId], now) : null;",
        replace:
          "            const caller = attachment ? (servedAs(attachment, live[attachment.auth.sessionId], now) ?? { auth: attachment.auth, partner: attachment.partner }) : null;",
      },
    ],
    tests: ["test/conversation/socket-session.test.ts"],
  },
  {
    id: "socket-audience",
    guard: "a private event reaches only the sockets of the people allowed to see it",
    file: "durable-objects/conversation/live/sockets.ts",
    edits: [
      {
        find: "            else if (canSee(audience, viewerOf(caller)) && !(had !== null && canSee(had, viewerOf(caller))))",
        replace: "            else",
      },
    ],
    tests: ["test/conversation/group-audience.test.ts"],
  },
  {
    id: "grant-not-rechecked-on-frame",
    guard:
      "every frame on a partner's socket re-checks its grant (its session as it is now), so a revoked grant runs nothing",
    file: "durable-objects/conversation/socket-handlers.ts",
    edits: [
      {
        find: "  const now = await engine.sockets.current(ws, attachment);\n  if (now === null) return;",
        replace: "  const now = { auth: attachment.auth, partner: attachment.partner };",
      },
    ],
    tests: [REVOCATION],
    filter: "re-checks the grant",
  },
  {
    id: "approval-refusal-on-resume",
    guard:
      "an approval on /chat/resume or a socket resume is judged before the turn moves: the kill switch is the resume's 503, a switched-off tool its 403",
    file: RESUME,
    edits: [{ find: "  if (refused !== null) return refused;\n", replace: "" }],
    tests: ["test/conversation/resume-refusals.test.ts"],
  },
  {
    id: "turn-drops-held-action",
    guard:
      "a write a turn's step parks is stored by the Conversation object with the call's outcome (the service hands it back and never writes it into the waiting object)",
    file: RUN_CALLS,
    edits: [{ find: "        if (held !== null) ports.stores.pending.create(held);\n", replace: "" }],
    tests: ["test/conversation/confirm.test.ts"],
  },
  {
    id: "conversation-alarm-down-while-turn-runs",
    guard: "the deadline alarm comes down only when no turn of the conversation is running",
    file: ENGINE,
    edits: [
      {
        find: "    if (next === null) void this.ctx.storage.deleteAlarm();",
        replace: "    if (next !== 0) void this.ctx.storage.deleteAlarm();",
      },
    ],
    tests: ["test/conversation/limits.test.ts"],
    filter: "turn still running when another turn here ends",
  },
  {
    id: "turn-drops-step-answer",
    guard: "the calls of a step's last write, which come with the step's answer, are recorded by the turn",
    file: RUN_CALLS,
    edits: [{ find: "    if (unreported.length > 0) report(unreported);\n", replace: "" }],
    tests: ["test/conversation/sse.test.ts"],
  },
  {
    id: "turn-keeps-anothers-pending-action",
    guard:
      "a step's report that hands back a pending action not the call's own (another call's, conversation's or id) fails the turn and stores nothing",
    file: RUN_CALLS,
    edits: [
      {
        find: "        if (held !== null && !heldFor(ports, key, outcome, held)) {",
        replace: "        if (held !== null && false) {",
      },
    ],
    tests: ["test/conversation/service-reports.test.ts"],
  },
  {
    id: "step-swallows-refused-report",
    guard:
      "a report the object refuses on the step's reply channel (an earlier write's) fails the turn, as a refused answer does",
    file: RUN_CALLS,
    edits: [{ find: '    if ("error" in refused) throw refused.error;\n', replace: "" }],
    tests: ["test/conversation/service-reports.test.ts"],
  },
  {
    id: "partner-resume-decides",
    guard: "a partner's resume carrying a decision is refused (403) before anything moves",
    file: RESUME,
    edits: [{ find: "  if (caller.partner !== null && carried !== undefined) {", replace: "  if (false) {" }],
    tests: [PARTNER_CHAT, PARTNER_DECISION_ROWS],
    filter: "chat/resume",
  },
  {
    id: "pending-action-overwritten",
    guard: "creating a pending action that exists leaves it as it is (a re-run never resets a decided action)",
    file: PENDING_STORE,
    edits: [
      {
        find: '      "INSERT OR IGNORE INTO pending_actions (id, record, state, outcome, updated_at) VALUES',
        replace: '      "INSERT OR REPLACE INTO pending_actions (id, record, state, outcome, updated_at) VALUES',
      },
    ],
    tests: CONFIRM_TESTS,
  },
  {
    id: "reject-after-claim",
    guard: "a rejection settles an action only while it is pending (never one already claimed or done)",
    file: PENDING_STORE,
    edits: [
      {
        find: '    if (current?.state !== "pending") return { claimed: false, current };\n    this.sql.exec(\n      "UPDATE pending_actions SET state = \'rejected\'',
        replace:
          "    if (current === null) return { claimed: false, current };\n    this.sql.exec(\n      \"UPDATE pending_actions SET state = 'rejected'",
      },
    ],
    tests: ["test/reliability/reject-race.test.ts"],
  },
  {
    id: "resume-sender-only",
    guard: "only a turn's sender may resume it; to another participant its interrupt is not found",
    file: "durable-objects/conversation/resume-target.ts",
    edits: [{ find: 'if (!isSender(turn, viewer)) return "not_found";', replace: "" }],
    tests: [SENDER_ONLY],
    filter: "cannot resume",
  },
  {
    id: "takeover-sender-only",
    guard:
      "after an eviction only the sender's socket takes over their orphaned running turn; a group member's takes over nothing",
    file: ENGINE,
    edits: [
      {
        find: "if (!isSender(turn, viewerOf(caller)) || this.runner.activeSince(turn.id) !== null) continue;",
        replace: "if (this.runner.activeSince(turn.id) !== null) continue;",
      },
    ],
    tests: [SENDER_ONLY],
    filter: "takes over none",
  },
  {
    id: "partner-never-invites",
    guard: "a partner never invites anyone into a conversation (403 forbidden)",
    file: CONVERSATION_OBJECT,
    edits: [
      {
        find: "if (input.partner !== null) return FORBIDDEN;\n    return { ok: true, ...(await this.engine.invites.create(participant.id, new Date())) };",
        replace: "return { ok: true, ...(await this.engine.invites.create(participant.id, new Date())) };",
      },
    ],
    tests: [PARTNER_GROUP],
    filter: "cannot invite",
  },
  {
    id: "partner-never-joins",
    guard: "a partner never joins a group conversation, even with a live invitation code (403 forbidden)",
    file: CONVERSATION_OBJECT,
    edits: [
      {
        find: "Promise<JoinAnswer> {\n    if (input.partner !== null) return FORBIDDEN;",
        replace: "Promise<JoinAnswer> {",
      },
    ],
    tests: [PARTNER_GROUP],
    filter: "cannot join",
  },
  {
    id: "partner-resume-refusal-unaudited",
    guard: "a partner's decision refused on a resume (HTTP or socket) still leaves its one audit row",
    file: RESUME,
    edits: [
      {
        find: '    await refuseOnResume(graph, caller, interruptId, carried, "partner");\n',
        replace: "",
      },
    ],
    tests: [PARTNER_DECISION_ROWS],
  },
  {
    id: "unheard-resume-decision-unaudited",
    guard:
      "a decision a resume carries that its turn does not act on (no such confirmation, another participant's, decided before, a lost race) still leaves its one audit row",
    file: RESUME,
    edits: [
      {
        find: "    if (carried !== undefined) await refuseOnResume(graph, caller, interruptId, carried, why);\n",
        replace: "",
      },
    ],
    tests: ["test/conversation/unheard-decisions.test.ts", SENDER_ONLY],
  },
  {
    id: "follow-up-across-doors",
    guard:
      "a follow-up is read only with a turn asked through the same door: a partner's with its own grant's, the member's own never with a partner's",
    file: "durable-objects/conversation/store/sender.ts",
    edits: [
      {
        find: '  if (turn.partner !== null)\n    return { where: "(partner IS NOT NULL AND sender_session = ?)", bindings: [turn.senderSession] };\n',
        replace: "",
      },
      { find: '"(partner IS NULL AND (sender_session = ?', replace: '"((sender_session = ?' },
    ],
    tests: [PARTNER_FOLLOW_UP],
  },
];
