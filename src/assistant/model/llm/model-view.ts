/**
 * What an LLM is shown of a turn, and nothing else: the member's message after the sanitizer, and
 * each call so far as a tool call and its result, both projected again through the sanitizer.
 * A result keeps its status, data, evidence (each passage with its product and title and, for a
 * signed-in member, whether they hold that product) and failure code; it never carries a pending action's
 * id (holding one proves nothing, but a model has no business repeating it), an expiry, or the
 * auth readiness diagnostic. Credentials never reach here: the service holds them, and a credential
 * a model put in an argument is redacted before the model is shown its own call again.
 */
import type { ModelMessage } from "ai";
import type { JsonValue } from "../../../shared/json";
import type { ToolOutcome } from "../../../shared/outcome";
import { redactText, sanitize, sanitizeArgs } from "../../../shared/sanitizer";
import type { ToolResultView } from "../../composer/composer";

/** The most of a member's message a model is shown, in characters (the chat body allows more). */
export const MODEL_MESSAGE_MAX_CHARS = 2_000;

/** A result and its evidence together, in printed characters: each was capped at 4000 by the service. */
const MODEL_RESULT_MAX_CHARS = 8_000;

const AWAITING =
  "Waiting for the member to approve it in the app. It has not run, and only the member can approve it: " +
  "do not propose it again.";

/** The member's message as a model may see it: secrets and personal identifiers redacted. */
export function modelQuestion(message: string): string {
  return redactText(message.slice(0, MODEL_MESSAGE_MAX_CHARS));
}

/** An outcome as a model may see it (see the module comment for what is left out). */
export function modelResult(outcome: ToolOutcome): JsonValue {
  switch (outcome.status) {
    case "ok": {
      // Each passage says whose wording it is and, for a signed-in member, whether they hold that product,
      // so a model never presents another product's wording as theirs.
      const evidence = (outcome.evidence ?? []).map(({ product, title, section, text, held }) => ({
        product,
        title,
        section,
        text,
        ...(held === undefined ? {} : { memberHoldsProduct: held }),
      }));
      const shown =
        evidence.length > 0
          ? { status: "ok", result: outcome.result, evidence }
          : { status: "ok", result: outcome.result };
      // The service capped the result already; the bound here leaves room for the evidence beside it.
      return sanitize(shown, { maxChars: MODEL_RESULT_MAX_CHARS }).value;
    }
    case "failed":
      return sanitize({
        status: "failed",
        code: outcome.code,
        message: outcome.message,
        retryable: outcome.retryable,
      }).value;
    case "pending":
      return sanitize({ status: "pending", summary: outcome.summary, note: AWAITING }).value;
  }
}

/** Arguments as a model may see them again: cleaned, never cut. */
export function modelArgs(args: Record<string, unknown> | null): JsonValue {
  return sanitizeArgs(args ?? {});
}

/**
 * The turn so far as a conversation: the member's message, then each call as the assistant's tool
 * call and its result. Ids are positions (`call_0`, …), never the turn's own call ids.
 */
export function modelMessages(message: string, results: readonly ToolResultView[]): ModelMessage[] {
  const messages: ModelMessage[] = [{ role: "user", content: modelQuestion(message) }];
  results.forEach((view, i) => {
    const toolCallId = `call_${i}`;
    messages.push({
      role: "assistant",
      content: [{ type: "tool-call", toolCallId, toolName: view.toolName, input: modelArgs(view.args) }],
    });
    messages.push({
      role: "tool",
      content: [
        {
          type: "tool-result",
          toolCallId,
          toolName: view.toolName,
          output: { type: "json", value: modelResult(view.outcome) },
        },
      ],
    });
  });
  return messages;
}
