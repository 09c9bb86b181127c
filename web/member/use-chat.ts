/**
 * The member app's chat controller: one conversation shown at a time (kept across reloads, shared
 * by tabs, reopened from the list), its events applied to the view model from one place, and every
 * send ending in an answer, a pause, or a plain message on the question it belongs to. Nothing here
 * can leave the page "thinking" for good, and nothing offers a retry that cannot succeed.
 */
import { useCallback, useEffect, useRef, useState } from "preact/hooks";
import type { ChatEvent, ClientError, SendInput, SocketStatus } from "../../src/client";
import { MESSAGE_TOO_LONG } from "../../src/shared/chat-protocol";
import { browserPreferences, client, connectionListeners } from "../common/client";
import { forgetIdentity } from "./identity";
import { addNotice, addQuestion, applyEvent, type ChatState, EMPTY_CHAT, markTurn } from "./view-model";

const STORED_CONVERSATION = "toolgate.conversationId";
/** This browser's participant handle in a conversation, so a reload still knows which turns are its own. */
const storedMe = (conversationId: string) => `toolgate.me.${conversationId}`;

/** What a send that did not get through says, and whether sending it again can work. */
export function sendFailure(error: ClientError): { message: string; retry: boolean } {
  switch (error.code) {
    case "network":
      return { message: "Not sent: the connection dropped. Check your network and try again.", retry: true };
    case "timeout":
      return { message: "This is taking too long. Try again.", retry: true };
    case "server_error":
      return { message: "The service had a problem. Try again in a moment.", retry: true };
    case "invalid_response":
      return { message: "The service sent something unexpected. Try again.", retry: true };
    case "session_expired":
      return { message: "Your session ended, so this conversation closed. Sign in and ask again.", retry: false };
    case "rejected":
      return rejection(error);
  }
}

/** A refused send, in words a member can act on (never the validator's own text). */
function rejection(error: ClientError): { message: string; retry: boolean } {
  if (error.status === 429 || error.serverCode === "rate_limited") {
    return { message: "Too many questions in a short time. Wait a minute, then try again.", retry: true };
  }
  if (error.status === 404 || error.serverCode === "not_found") {
    return { message: "This conversation is no longer available. Start a new one to ask again.", retry: false };
  }
  if (error.status === 409 || error.serverCode === "conflict") {
    return { message: "Another question is still being answered. Wait for it, then ask again.", retry: false };
  }
  if (error.serverCode === "message_too_long" || error.message === MESSAGE_TOO_LONG) {
    return { message: `${MESSAGE_TOO_LONG} Shorten it and send it again.`, retry: false };
  }
  if (error.status === 413 || error.status === 400 || error.serverCode === "bad_request") {
    return { message: "This message could not be sent. Shorten it and send it again.", retry: false };
  }
  return { message: "The service did not accept this message.", retry: false };
}

export function useChat() {
  const [conversationId, setConversationId] = useState<string | null>(() => localStorage.getItem(STORED_CONVERSATION));
  const [state, setState] = useState<ChatState>(() => {
    const id = localStorage.getItem(STORED_CONVERSATION);
    return { ...EMPTY_CHAT, me: id ? localStorage.getItem(storedMe(id)) : null };
  });
  const [busy, setBusy] = useState(false);
  const [connection, setConnection] = useState<SocketStatus | null>(null);
  const [caughtUp, setCaughtUp] = useState<number | null>(null);
  const dropSeq = useRef<number | null>(null);
  const lastSeq = useRef(0);
  const applied = useRef(new Set<number>());
  const localCount = useRef(0);

  // The conversation the events come from: a first question's turn runs before its send answers.
  const live = useRef<string | null>(conversationId);
  const apply = useCallback((event: ChatEvent) => {
    live.current = event.conversationId;
    if (applied.current.has(event.seq)) return;
    applied.current.add(event.seq);
    lastSeq.current = Math.max(lastSeq.current, event.seq);
    if (dropSeq.current !== null && event.seq > dropSeq.current) setCaughtUp((n) => (n ?? 0) + 1);
    setState((s) => {
      const next = applyEvent(s, event);
      if (next.me && next.me !== s.me) localStorage.setItem(storedMe(event.conversationId), next.me);
      return next;
    });
  }, []);

  // Follow the conversation's socket: live events, group turns by others, and the replay of its log.
  useEffect(() => {
    if (!conversationId) return;
    const stop = client.chat.subscribe(conversationId, apply);
    const offline = () => client.chat.socket(conversationId)?.drop();
    window.addEventListener("offline", offline);
    return () => {
      stop();
      window.removeEventListener("offline", offline);
    };
  }, [conversationId, apply]);

  useEffect(() => {
    connectionListeners.add(onConnection);
    return () => connectionListeners.delete(onConnection);
    function onConnection(status: SocketStatus) {
      setConnection(status);
      if (status === "reconnecting" && dropSeq.current === null) dropSeq.current = lastSeq.current;
      if (status === "open" && dropSeq.current !== null) setCaughtUp(0);
    }
  }, []);

  const note = useCallback((text: string) => setState((s) => addNotice(s, `n${Date.now()}${Math.random()}`, text)), []);

  /** Shows a conversation: from its log (a reopened one replays from the start), or an empty one. */
  const show = useCallback(
    (id: string | null, me: string | null = null) => {
      if (conversationId && conversationId !== id) client.chat.forget(conversationId);
      if (id) localStorage.setItem(STORED_CONVERSATION, id);
      else localStorage.removeItem(STORED_CONVERSATION);
      if (id && me) localStorage.setItem(storedMe(id), me);
      applied.current = new Set();
      lastSeq.current = 0;
      dropSeq.current = null;
      setCaughtUp(null);
      setBusy(false);
      setState({ ...EMPTY_CHAT, me: me ?? (id ? localStorage.getItem(storedMe(id)) : null) });
      live.current = id;
      setConversationId(id);
    },
    [conversationId],
  );

  const send = useCallback(
    async (message: string, resend?: string) => {
      const localId = resend ?? `local:${++localCount.current}`;
      setBusy(true);
      dropSeq.current = null;
      setCaughtUp(null);
      setState((s) =>
        resend ? markTurn(s, localId, { state: "sending", failure: null }) : addQuestion(s, localId, message),
      );
      const payload: SendInput = { message, preferences: browserPreferences() };
      const result = conversationId
        ? await client.chat.send(payload, { conversationId })
        : await client.chat.send(payload, { onEvent: apply });
      setBusy(false);
      if (result.ok) {
        if (!conversationId) {
          localStorage.setItem(STORED_CONVERSATION, result.value.conversationId);
          setConversationId(result.value.conversationId);
        }
        return;
      }
      if (result.error.code === "session_expired") {
        // The session ended (signed out elsewhere, or expired): its conversation is no longer ours to show.
        forgetIdentity();
        show(null);
      }
      const failure = sendFailure(result.error);
      setState((s) => {
        const base = result.error.code === "session_expired" ? addQuestion(s, localId, message) : s;
        return markTurn(base, localId, { state: "unsent", failure: failure.message, retry: failure.retry });
      });
    },
    [conversationId, apply, show],
  );

  const resume = useCallback(
    async (turnId: string, interruptId: string, decision?: "approve" | "reject") => {
      if (!conversationId) return;
      setBusy(true);
      const result = await client.chat.resume({ conversationId, interruptId, decision }, { turnId });
      setBusy(false);
      // Another tab (or device) already carried this turn on: its events reach this page anyway.
      if (result.ok || result.error.serverCode === "not_resumable") return;
      if (result.error.code === "session_expired") {
        forgetIdentity();
        show(null);
        return note("Your session ended. Sign in again to carry on.");
      }
      const failure = sendFailure(result.error);
      setState((s) => markTurn(s, turnId, { failure: failure.message, retry: false }));
    },
    [conversationId, show, note],
  );

  /**
   * Stops this member's running turn (POST /chat/:id/stop): the turn then ends with `turn.failed`
   * ("You stopped this answer."), whatever it streamed so far kept. A turn that ended meanwhile has
   * nothing to stop, which is no failure.
   */
  const stop = useCallback(async () => {
    const id = live.current;
    if (!id) return;
    const turn = state.entries.findLast((e) => e.kind === "turn" && e.mine && e.state === "running");
    const turnId = turn?.id.startsWith("turn_") ? turn.id : undefined;
    const result = await client.chat.stop(id, turnId);
    if (result.ok || result.error.serverCode === "not_running") return;
    note("The answer could not be stopped just now. Try Stop again.");
  }, [state.entries, note]);

  const joined = useCallback(
    (id: string, participantId: string) => {
      show(id, participantId);
      note("You joined the group chat. Answers about someone's own policy are shown only to them.");
    },
    [show, note],
  );

  return { conversationId, state, busy, connection, caughtUp, send, resume, stop, show, joined, note };
}
