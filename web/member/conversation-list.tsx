/**
 * The member's past conversations to reopen (`me.conversations`, newest first, paged): each one its
 * first question and when it was last used; the one shown is marked current. Read again whenever
 * the member's identity, the conversation shown or its number of answers changes. Nothing shows
 * for a caller with no session yet (a first visit).
 */
import { useEffect, useState } from "preact/hooks";
import type { ConversationSummary } from "../../src/client";
import { client } from "../common/client";
import { useLatestRequest } from "../common/latest-request";

/** "14:05" today, "Yesterday", else "3 Dec" (or "3 Dec 2025" in another year), in the reader's locale. */
export function when(iso: string, now = new Date()): string {
  const at = new Date(iso);
  const day = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  const days = Math.round((day(now) - day(at)) / 86_400_000);
  if (days === 0) return at.toLocaleTimeString(undefined, { hour: "2-digit", minute: "2-digit" });
  if (days === 1) return "Yesterday";
  const year = at.getFullYear() === now.getFullYear() ? undefined : "numeric";
  return at.toLocaleDateString(undefined, { day: "numeric", month: "short", year });
}

export function ConversationList(props: {
  current: string | null;
  /** Changes whenever the list may have changed (who is signed in, the conversation, its answers). */
  version: string;
  onOpen: (conversationId: string) => void;
}) {
  const [items, setItems] = useState<readonly ConversationSummary[] | null>(null);
  const [next, setNext] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const request = useLatestRequest();

  async function load(before?: string) {
    const current = request();
    const page = await client.me.conversations(before ? { before } : {});
    // A read made before a sign-out that answers after it holds a list that is no longer the caller's.
    if (!current()) return;
    if (!page.ok) {
      // No session yet (a first visit) has nothing to list; any other failure says so and keeps what it had.
      if (page.error.status === 401) setItems([]);
      else setFailed(true);
      return;
    }
    setFailed(false);
    setItems((known) => (before && known ? [...known, ...page.value.conversations] : page.value.conversations));
    setNext(page.value.next);
  }

  useEffect(() => {
    void load();
  }, [props.version]);

  return (
    <section class="history" aria-labelledby="history-title">
      <h2 id="history-title" class="side-title">
        Conversations
      </h2>
      {items === null ? null : items.length === 0 ? (
        <p class="hint">Your conversations will show here.</p>
      ) : (
        <ul class="side-list">
          {items.map((item) => (
            <li key={item.conversationId}>
              <button
                type="button"
                class="side-item"
                aria-current={item.conversationId === props.current ? "true" : undefined}
                onClick={() => props.onOpen(item.conversationId)}
              >
                <span class="title">{item.title ?? "A conversation with no question yet"}</span>
                <span class="when">{when(item.updatedAt)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {next && (
        <button type="button" class="link" onClick={() => void load(next)}>
          Show older
        </button>
      )}
      {failed && <p class="hint">Your conversations could not be loaded just now.</p>}
    </section>
  );
}
