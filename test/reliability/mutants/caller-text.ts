/**
 * What a caller or a partner writes, where a person or a row meets it: a call-back's note on the card
 * the member approves, an id or a tool's name in the audit, an OTP beside another number, and the MCP
 * endpoint's methods and batch ids (the red-team round of these fixes).
 */

import type { Mutation } from "./mutation";

const MCP = "workers/chat/routes/mcp.ts";

export const CALLER_TEXT_MUTATIONS: readonly Mutation[] = [
  {
    id: "callback-note-hidden-from-card",
    guard: "a call-back's card quotes the note the agent will read, so the person approving sees all that is sent",
    file: "workers/tools/catalogue/callbacks/request-callback/summary.ts",
    edits: [
      {
        find: 'if (args.note !== undefined && args.note.trim() !== "")',
        replace: 'if ((false as boolean) && args.note !== undefined && args.note.trim() !== "")',
      },
    ],
    tests: ["test/tools/catalogue/request-callback.test.ts", "test/tools/catalogue/specs.test.ts"],
    filter: "note",
  },
  {
    id: "unissued-action-id-in-audit",
    guard: "a pending-action id this service never issued leaves none of its text in the audit row",
    file: "workers/tools/confirm/decision-rows.ts",
    edits: [
      {
        find: "isIssuedActionId(input.pendingActionId) ? input.pendingActionId",
        replace: "true ? input.pendingActionId",
      },
    ],
    tests: ["test/tools/audit/decisions.test.ts"],
    filter: "never issued",
  },
  {
    id: "tool-name-unredacted-in-audit",
    guard: "a tool name no tool could have is kept redacted and short in the audit row and its log line",
    file: "workers/tools/audit/audit-row.ts",
    edits: [{ find: "toolName: auditableToolName(entry.toolName),", replace: "toolName: entry.toolName," }],
    tests: ["test/tools/audit/caller-text.test.ts"],
  },
  {
    id: "otp-shielded-by-next-number",
    guard: "an OTP followed by a number that cannot be part of it is still redacted",
    file: "src/shared/sanitizer/secrets.ts",
    edits: [{ find: "(?![\\w]|[.,-]\\d|[ -]\\d{1,6}\\b)/gi", replace: "(?![\\w]|[.,-]\\d|[ -]\\d)/gi" }],
    tests: ["test/shared/sanitizer/secrets.test.ts"],
    filter: "followed by another number",
  },
  {
    id: "mcp-get-opens-stream",
    guard: "/mcp answers any method but POST with 405 and opens no stream",
    file: MCP,
    edits: [{ find: 'if (c.req.method !== "POST") {', replace: 'if (c.req.method === "DELETE") {' }],
    tests: ["test/chat/mcp.test.ts"],
    filter: "405",
  },
  {
    id: "mcp-shared-id-with-ping",
    guard: "an MCP batch where a tools/call shares its id with any other request runs nothing",
    file: "workers/chat/http/mcp-call-arguments.ts",
    edits: [
      {
        find: "    const id = requestId(message);\n",
        replace: "    const id = isCall(message) ? message.id : null;\n",
      },
    ],
    tests: ["test/chat/mcp.test.ts"],
    filter: "another request",
  },
];
