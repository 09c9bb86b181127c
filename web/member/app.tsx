/** The member web app: one screen, phone or desktop; every control reachable by keyboard. */
import { useState } from "preact/hooks";
import { describeClientError } from "../../src/client";
import { client } from "../common/client";
import { ErrorLine } from "../common/error-line";
import { ConfirmationCard } from "./confirmation-card";
import { GroupPanel } from "./group-panel";
import { Messages } from "./messages";
import { Partners } from "./partners";
import { SignInCard } from "./sign-in-card";
import { ToolPanel } from "./tool-panel";
import { SIGNED_IN, useChat } from "./use-chat";

/** Prompts go through the very same send as typed messages (one person or a group). */
export const SUGGESTED_PROMPTS = [
  "What is my sum insured balance?",
  "What is the waiting period for pre-existing diseases?",
  "Find network hospitals near 560034",
  "Please call me back about my claim in the evening.",
] as const;

export function App() {
  const chat = useChat();
  const [draft, setDraft] = useState("");
  const [signedIn, setSignedIn] = useState(() => localStorage.getItem(SIGNED_IN) === "1");
  const [signOutError, setSignOutError] = useState<string | null>(null);

  function submit(event: Event) {
    event.preventDefault();
    const message = draft.trim();
    if (message === "" || chat.busy) return;
    setDraft("");
    void chat.send({ message });
  }

  async function signOut() {
    const answer = await client.auth.signOut();
    // A session already ended is as good as signed out; any other failure leaves the cookie live.
    if (!answer.ok && answer.error.code !== "session_expired") {
      return setSignOutError(`You are still signed in. ${describeClientError(answer.error)}`);
    }
    setSignOutError(null);
    localStorage.removeItem(SIGNED_IN);
    setSignedIn(false);
    chat.startOver();
    chat.note("You are signed out. Ask anything; questions about your policy will ask you to sign in.");
  }

  const { signIn, confirmation } = chat.state;
  return (
    <div class="page">
      <header class="top">
        <h1>Your cover assistant</h1>
        <div class="top-actions">
          {chat.connection && chat.connection !== "open" && (
            <span role="status" class="connection">
              {chat.connection === "reconnecting" ? "Reconnecting…" : "Connecting…"}
            </span>
          )}
          <button type="button" class="secondary" onClick={chat.startOver}>
            New conversation
          </button>
          {signedIn && (
            <button type="button" class="secondary" onClick={signOut}>
              Sign out
            </button>
          )}
        </div>
      </header>
      <ErrorLine message={signOutError} />
      <main class="layout">
        <section class="chat">
          <Messages entries={chat.state.entries} />
          {chat.caughtUp !== null && chat.connection === "open" && (
            <p role="status" class="notice">
              Reconnected: caught up on {chat.caughtUp} missed update{chat.caughtUp === 1 ? "" : "s"}.
            </p>
          )}
          <p role="status" class="visually-hidden">
            {signIn
              ? "Sign in to continue: the sign-in card is below your question."
              : confirmation
                ? `Please confirm: ${confirmation.summary}`
                : ""}
          </p>
          {signIn && (
            <SignInCard
              onSignedIn={() => {
                localStorage.setItem(SIGNED_IN, "1");
                setSignedIn(true);
                void chat.resume(signIn.turnId, signIn.interruptId);
              }}
            />
          )}
          {confirmation && (
            <ConfirmationCard
              key={confirmation.interruptId + (confirmation.refusal ?? "")}
              confirmation={confirmation}
              onDecide={(decision) => void chat.resume(confirmation.turnId, confirmation.interruptId, decision)}
            />
          )}
          {chat.failure && (
            <div role="alert" class="failure">
              <span>{chat.failure.message}</span>
              <button type="button" onClick={chat.failure.retry}>
                Retry
              </button>
            </div>
          )}
          {chat.busy && (
            <p role="status" class="thinking">
              Thinking…
            </p>
          )}
          <fieldset class="prompts">
            <legend>Suggested questions</legend>
            {SUGGESTED_PROMPTS.map((prompt) => (
              <button
                key={prompt}
                type="button"
                class="prompt"
                disabled={chat.busy}
                onClick={() => void chat.send({ message: prompt })}
              >
                {prompt}
              </button>
            ))}
          </fieldset>
          <form class="composer" onSubmit={submit}>
            <label for="message">Message</label>
            <textarea
              id="message"
              rows={2}
              value={draft}
              onInput={(e) => setDraft(e.currentTarget.value)}
              onKeyDown={(e) => {
                if (e.key === "Enter" && !e.shiftKey) submit(e);
              }}
            />
            <button type="submit" disabled={chat.busy || draft.trim() === ""}>
              Send
            </button>
          </form>
        </section>
        <aside class="side">
          <ToolPanel tools={chat.state.tools} />
          <GroupPanel conversationId={chat.conversationId} onJoined={chat.joined} />
          <Partners signedIn={signedIn} />
        </aside>
      </main>
    </div>
  );
}
