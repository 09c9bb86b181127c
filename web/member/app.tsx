/**
 * The member web app: a chat like the ones members already use. A header that always says who is
 * signed in, a side menu (past conversations, group chat, partners, sign out; a drawer on a phone),
 * the conversation, and a composer pinned at the bottom. Every control is reachable by keyboard, and
 * the focus always lands somewhere sensible: the sign-in card's fields, then back to the composer.
 */
import { useEffect, useRef, useState } from "preact/hooks";
import { client } from "../common/client";
import { Composer } from "./composer";
import { ConfirmationCard } from "./confirmation-card";
import { Conversation } from "./conversation";
import { Dialog } from "./dialog";
import { GroupPanel, invitationInLink } from "./group-panel";
import { forgetIdentity, useIdentity } from "./identity";
import { Partners } from "./partners";
import { SideMenu } from "./side-menu";
import { SignInCard } from "./sign-in-card";
import { useChat } from "./use-chat";
import { useParticipants } from "./use-participants";
import { pausedTurn, type Turn } from "./view-model";

/** Prompts go through the very same send as typed messages (one person or a group). */
export const SUGGESTED_PROMPTS = [
  "What is my sum insured balance?",
  "What is the waiting period for pre-existing diseases?",
  "Find network hospitals near 560034",
  "Please call me back about my claim in the evening.",
] as const;

type Sheet = "group" | "partners" | "sign-in";

export function App() {
  const chat = useChat();
  const identity = useIdentity();
  const group = useParticipants(chat.conversationId, chat.state.entries);
  const [draft, setDraft] = useState("");
  const [sheet, setSheet] = useState<Sheet | null>(() => (invitationInLink() ? "group" : null));
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuNotice, setMenuNotice] = useState<string | null>(null);
  const [limit, setLimit] = useState<number | undefined>(undefined);
  const composer = useRef<HTMLTextAreaElement>(null);
  const scroller = useRef<HTMLDivElement>(null);

  const signIn = pausedTurn(chat.state, "sign_in");
  const confirm = pausedTurn(chat.state, "confirm");
  const running = chat.busy || chat.state.entries.some((e) => e.kind === "turn" && e.mine && e.state === "running");
  // Stop is offered once the turn has started (a question still on its way has nothing to stop yet).
  const stoppable = chat.state.entries.some((e) => e.kind === "turn" && e.mine && e.state === "running");
  const empty = chat.state.entries.length === 0;
  const answered = chat.state.entries.filter((e) => e.kind === "turn" && e.answer && !e.answer.streaming).length;
  const focusComposer = () => composer.current?.focus();

  // Keep the newest message in view as the conversation grows (unless the member scrolled up to read).
  const count = chat.state.entries.length;
  const last = chat.state.entries.at(-1);
  const lastSize = last?.kind === "turn" ? `${last.state}${last.tools.length}${last.answer?.text.length ?? 0}` : "";
  // The composer enforces the gateway's own limit (the shared constant until /v1/limits answers).
  useEffect(() => {
    void client.limits().then((answer) => answer.ok && setLimit(answer.value.messageMaxChars));
  }, []);

  const follow = useRef(true);
  useEffect(() => {
    const pane = scroller.current;
    if (pane && follow.current) pane.scrollTop = pane.scrollHeight;
  }, [count, lastSize]);
  const onScroll = () => {
    const pane = scroller.current;
    if (pane) follow.current = pane.scrollHeight - pane.scrollTop - pane.clientHeight < 80;
  };

  function send(message: string) {
    setDraft("");
    follow.current = true;
    void chat.send(message);
  }

  async function signOut() {
    const answer = await client.auth.signOut();
    // A session already ended is as good as signed out; any other failure leaves the cookie live.
    if (!answer.ok && answer.error.code !== "session_expired") {
      return setMenuNotice("You are still signed in: signing out did not go through. Try again.");
    }
    setMenuNotice(null);
    setMenuOpen(false);
    forgetIdentity();
    chat.show(null);
    chat.note("You are signed out. Ask anything; questions about your policy will ask you to sign in.");
    focusComposer();
  }

  const slots = {
    card: (turn: Turn) => {
      if (signIn && turn.id === signIn.id && signIn.signIn) {
        const pause = signIn.signIn;
        return (
          <SignInCard
            reason="question"
            onGone={focusComposer}
            onSignedIn={() => {
              focusComposer();
              void chat.resume(pause.turnId, pause.interruptId);
            }}
          />
        );
      }
      if (confirm && turn.id === confirm.id && confirm.confirmation) {
        const card = confirm.confirmation;
        return (
          <ConfirmationCard
            key={card.interruptId + (card.refusal ?? "")}
            confirmation={card}
            onGone={focusComposer}
            onDecide={(decision) => {
              focusComposer();
              void chat.resume(card.turnId, card.interruptId, decision);
            }}
          />
        );
      }
      return null;
    },
    onRetry: (turn: Turn) => {
      if (turn.localId && turn.question) void chat.send(turn.question, turn.localId);
    },
    nameOf: group.nameOf,
  };

  return (
    <div class={`app${menuOpen ? " menu-open" : ""}`}>
      <header class="app-top">
        <button
          type="button"
          class="quiet menu-button"
          aria-expanded={menuOpen}
          aria-controls="side-menu"
          onClick={() => setMenuOpen(!menuOpen)}
        >
          Menu
        </button>
        <h1>Your cover assistant</h1>
        <div class="who">
          {identity ? (
            <p class="signed-in">
              Signed in as {identity.name ? <strong>{identity.name}</strong> : null}
              {identity.name ? " · " : ""}
              <span class="masked">{identity.masked}</span>
            </p>
          ) : signIn ? (
            <p class="signed-in">Not signed in</p>
          ) : (
            <button type="button" class="secondary" onClick={() => setSheet("sign-in")}>
              Sign in
            </button>
          )}
        </div>
      </header>
      <div class="app-body">
        <SideMenu
          open={menuOpen}
          signedIn={identity !== null}
          conversationId={chat.conversationId}
          listVersion={`${identity?.masked ?? "-"}|${chat.conversationId ?? "-"}|${answered}`}
          notice={menuNotice}
          onClose={() => setMenuOpen(false)}
          onNew={() => {
            chat.show(null);
            focusComposer();
          }}
          onOpen={(id) => {
            if (id !== chat.conversationId) chat.show(id);
            focusComposer();
          }}
          onSheet={setSheet}
          onSignOut={() => void signOut()}
        />
        <main class="chat-main" id="chat">
          {group.people.length > 1 && (
            <p class="group-bar">
              <span class="group-label">Group chat:</span>{" "}
              {group.people.map((p) => (p.you ? `${p.name} (you)` : p.name)).join(", ")}
            </p>
          )}
          <div class="scroller" ref={scroller} onScroll={onScroll}>
            <div class="thread">
              {empty ? (
                <section class="welcome" aria-labelledby="welcome-title">
                  <h2 id="welcome-title">How can I help?</h2>
                  <p>Ask about your cover, claims, documents or network hospitals.</p>
                  <ul class="prompts" aria-label="Suggested questions">
                    {SUGGESTED_PROMPTS.map((prompt) => (
                      <li key={prompt}>
                        <button type="button" class="prompt" disabled={running} onClick={() => send(prompt)}>
                          {prompt}
                        </button>
                      </li>
                    ))}
                  </ul>
                </section>
              ) : (
                <Conversation entries={chat.state.entries} slots={slots} />
              )}
            </div>
          </div>
          <p role="status" class="visually-hidden">
            {signIn
              ? "Sign in to continue: the sign-in card is below your question."
              : confirm?.confirmation
                ? `Please confirm: ${confirm.confirmation.summary}`
                : ""}
          </p>
          <div class="dock">
            <p role="status" class="connection">
              {chat.connection === "reconnecting"
                ? "Reconnecting…"
                : chat.caughtUp !== null && chat.connection === "open"
                  ? `Reconnected: caught up on ${chat.caughtUp} missed update${chat.caughtUp === 1 ? "" : "s"}.`
                  : ""}
            </p>
            <Composer
              field={composer}
              draft={draft}
              onDraft={setDraft}
              onSend={send}
              running={running}
              onStop={
                stoppable
                  ? () => {
                      // Stop gives way to Send: the focus stays in the composer, never on the page's body.
                      focusComposer();
                      void chat.stop();
                    }
                  : null
              }
              limit={limit}
            />
          </div>
        </main>
      </div>
      {sheet === "sign-in" && (
        <Dialog id="sign-in-sheet" title="Sign in" onClose={() => setSheet(null)}>
          <SignInCard
            reason="menu"
            onSignedIn={() => {
              setSheet(null);
              requestAnimationFrame(focusComposer);
            }}
          />
        </Dialog>
      )}
      {sheet === "group" && (
        <Dialog id="group-sheet" title="Group chat" onClose={() => setSheet(null)}>
          <GroupPanel
            conversationId={chat.conversationId}
            group={group}
            onJoined={(id, participantId) => {
              setSheet(null);
              chat.joined(id, participantId);
              requestAnimationFrame(focusComposer);
            }}
            onLeft={() => {
              setSheet(null);
              chat.show(null);
              chat.note("You left the group chat. What you asked in it stays there for the others.");
              requestAnimationFrame(focusComposer);
            }}
          />
        </Dialog>
      )}
      {sheet === "partners" && (
        <Dialog id="partners-sheet" title="Connected partners" onClose={() => setSheet(null)}>
          <Partners />
        </Dialog>
      )}
    </div>
  );
}
