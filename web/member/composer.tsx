/**
 * The composer, pinned under the conversation: a placeholder, a character counter that stops a
 * message over the limit before it is sent (and says by how much), Enter to send (Shift+Enter for a
 * new line), and Stop in place of Send while a turn of this member's runs.
 */
import type { Ref } from "preact";
import { MESSAGE_MAX_CHARS } from "../../src/shared/chat-protocol";

/** The counter shows from this share of the limit on, so a short question is not cluttered by it. */
const COUNTER_FROM = 0.8;

const count = (n: number) => n.toLocaleString("en-IN");

export function Composer(props: {
  draft: string;
  onDraft: (draft: string) => void;
  onSend: (message: string) => void;
  /** A turn of this member's runs: Send waits, Stop (when offered) ends it. */
  running: boolean;
  onStop: (() => void) | null;
  field: Ref<HTMLTextAreaElement>;
  /** The longest message the gateway takes (its /v1/limits; the shared constant until it answers). */
  limit?: number;
}) {
  const limit = props.limit ?? MESSAGE_MAX_CHARS;
  const length = props.draft.trim().length;
  const over = length - limit;
  const showCounter = length >= limit * COUNTER_FROM;
  const canSend = length > 0 && over <= 0 && !props.running;

  function submit(event: Event) {
    event.preventDefault();
    if (canSend) props.onSend(props.draft.trim());
  }

  return (
    <form class="composer" onSubmit={submit} aria-label="Ask a question">
      <label for="message" class="visually-hidden">
        Message
      </label>
      <textarea
        id="message"
        ref={props.field}
        rows={1}
        placeholder="Ask about your cover, claims or documents…"
        aria-describedby="message-count"
        aria-invalid={over > 0}
        value={props.draft}
        onInput={(e) => props.onDraft(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === "Enter" && !e.shiftKey && !e.isComposing) submit(e);
        }}
      />
      {props.running && props.onStop ? (
        <button type="button" class="stop" onClick={props.onStop}>
          Stop
        </button>
      ) : (
        <button type="submit" disabled={!canSend}>
          Send
        </button>
      )}
      <p class={`counter${over > 0 ? " over" : ""}`}>
        <span id="message-count" class={showCounter ? "" : "visually-hidden"}>
          {count(length)} / {count(limit)} characters
        </span>
        <span role="status">{over > 0 ? ` — ${count(over)} too many. Shorten it to send.` : ""}</span>
      </p>
    </form>
  );
}
