/**
 * A tool call whose body the edge refused (too large, too deep, not JSON, not a call's shape) is still a decision, so it still
 * leaves its audit row: the call goes to the tool-call service with one stand-in argument that
 * says what was refused and how big it was, never the body. The service refuses that argument
 * (invalid_arguments, or unknown_tool first) and writes the row as it does for any refusal. The
 * call gets a conversation of its own, minted here: the body that would have named one was not read.
 */
import type { Context } from "hono";
import type { Channel, InvocationSource } from "../../../src/shared/auth-context";
import { newId } from "../../../src/shared/ids";
import type { AppEnv } from "./app-env";
import type { BodyRefusal } from "./body-limits";
import { issueSessionCookie } from "./session";

/** The longest tool name kept from a refused request (a registered name is at most 64 characters). */
const TOOL_NAME_MAX = 64;

/**
 * What a refused call's row says of its body: the limit it broke (body-limits.ts), or that it was
 * not sent as JSON, or was JSON of another shape than the route reads. Never what it said.
 */
export interface RefusedBody {
  readonly kind: BodyRefusal["kind"] | "body_not_json" | "body_invalid";
  readonly bytes: number;
}

/** The one argument a refused call is audited with: what was refused, never what was sent. */
export const refusedCallArgs = (refusal: RefusedBody) => ({
  refused_body: { reason: refusal.kind, bytes: refusal.bytes },
});

/** The tool an MCP request's first bytes ask for; null when it is not a `tools/call` (not a tool call at all). */
export function mcpToolCallName(prefix: string): string | null {
  if (!/"method"\s*:\s*"tools\/call"/.test(prefix)) return null;
  return prefix.match(/"name"\s*:\s*"([^"\\]{1,64})"/)?.[1] ?? "";
}

/** Audits the refused call; the response carries the ids its row is kept under. */
export async function auditRefusedCall(
  c: Context<AppEnv>,
  call: { name: string; channel: Channel; invocationSource: InvocationSource; conversationId?: string },
  refusal: RefusedBody,
): Promise<void> {
  const conversationId = call.conversationId ?? newId("conv_");
  const toolCallId = newId("call_");
  const answer = await c.var.session.execute(
    { toolCallId, name: call.name.slice(0, TOOL_NAME_MAX), args: refusedCallArgs(refusal) },
    { channel: call.channel, invocationSource: call.invocationSource, conversationId, partner: c.var.partner ?? null },
  );
  // A caller whose token does not verify has no call to audit; a guest made for the row gets its token.
  if (!answer.ok) return;
  if (answer.issued) issueSessionCookie(c, answer.issued.sessionToken, answer.issued.expiresAt);
  c.header("x-conversation-id", conversationId);
  c.header("x-tool-call-id", toolCallId);
}
