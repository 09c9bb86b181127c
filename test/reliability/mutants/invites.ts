/** Invitations into a group conversation (durable-objects/conversation/store/invites.ts): once, briefly, hashed, while their maker stays. */

import type { Mutation } from "./mutation";

const INVITES = "durable-objects/conversation/store/invites.ts";
const INVITE_TESTS = ["test/conversation/invites.test.ts"];

export const INVITE_MUTATIONS: readonly Mutation[] = [
  {
    id: "invite-reusable",
    guard: "an invitation code admits one joiner: a used code admits nobody",
    file: INVITES,
    edits: [
      {
        find: "WHERE code_hash = ? AND used_at IS NULL AND expires_at > ?",
        replace: "WHERE code_hash = ? AND expires_at > ?",
      },
    ],
    tests: INVITE_TESTS,
  },
  {
    id: "invite-never-expires",
    guard: "an invitation code past its lifetime admits nobody",
    file: INVITES,
    edits: [
      {
        find: "WHERE code_hash = ? AND used_at IS NULL AND expires_at > ?",
        replace: "WHERE code_hash = ? AND used_at IS NULL AND ? > 0",
      },
    ],
    tests: INVITE_TESTS,
  },
  {
    id: "invite-code-stored-raw",
    guard: "an invitation code is stored only as its SHA-256 hash",
    file: INVITES,
    edits: [
      {
        find: "    const hash = await sha256Hex(inviteCode);\n    this.sql.exec(",
        replace: "    const hash = inviteCode;\n    this.sql.exec(",
      },
      {
        find: "    const hash = await sha256Hex(inviteCode);\n    // One statement",
        replace: "    const hash = inviteCode;\n    // One statement",
      },
    ],
    tests: INVITE_TESTS,
  },
  {
    id: "invite-outlives-its-maker",
    guard: "an invitation code admits nobody once its maker has left the conversation",
    file: INVITES,
    edits: [{ find: " AND created_by IN (SELECT id FROM participants)", replace: "" }],
    tests: INVITE_TESTS,
  },
];
