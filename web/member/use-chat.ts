/**
 * The member app's chat controller: one conversation (kept across reloads and shared by tabs),
 * its events applied to the view model from one place (the socket subscription, or the first
 * turn's stream), and a busy state that every ending clears: an end event, a pause, or a typed
 * client error shown with a retry. Nothing here can leave the page "thinking" for good.
 */
import { useCallback, useEffect, useRef, useState } from "preact/hooks";
import type { ClientResult, TurnResult } from "../../src/client";
import {
  type ChatEvent,
  type ClientError,
  describeClientError,
  type SendInput,
  type SocketStatus,
} from "../../src/client";
import { browserPreferences, client, connectionListeners } from "../common/client";
import { applyEvent, type ChatState, EMPTY_CHAT, type Entry } from "./view-model";

const STORED_CONVERSATION = "toolgate.conversationId";
/** Set while the page's session is a signed-in member's (the header then offers Sign out). */
export const SIGNED_IN = "toolgate.signedIn";

export interface Failure {
  readonly message: string;
  readonly retry: () => void;
}

export function useChat() {
  const [conversationId, setConversationId] = useState<string | null>(() => localStorage.getItem(STORED_CONVERSATION));
  const [state, setState] = useState<ChatState>(EMPTY_CHAT);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [connection, setConnection] = useState<SocketStatus | null>(null);
  const [caughtUp, setCaughtUp] = useState<number | null>(null);
  const dropSeq = useRef<number | null>(null);
  const lastInput = useRef<Pick<SendInput, "message" | "explicitlySelectedTools">>({ message: "" });
  const latestSend = useRef<(input: Pick<SendInput, "message" | "explicitlySelectedTools">) => void>(() => {});
  const lastSeq = useRef(0);

  const apply = useCallback((event: ChatEvent) => {
    lastSeq.current = Math.max(lastSeq.current, event.seq);
    if (dropSeq.current !== null && event.seq > dropSeq.current) setCaughtUp((n) => (n ?? 0) + 1);
    setState((s) => applyEvent(s, event));
  }, []);

  // Follow the conversation's socket: live events, group turns by others, and replay after a drop.
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

  const note = (text: string) =>
    setState((s) => ({ ...s, entries: [...s.entries, { kind: "notice", id: `n${Date.now()}`, text } as Entry] }));

  /** Ends the busy state whatever happened; a failure gets a message and a retry. */
  const settle = useCallback((result: ClientResult<TurnResult>, retry: () => void) => {
    setBusy(false);
    if (!result.ok && result.error.code === "session_expired") {
      // The session ended (signed out elsewhere, or expired): its conversation is no longer ours to
      // show. Start afresh; the retry sends the same words as a new conversation.
      localStorage.removeItem(STORED_CONVERSATION);
      localStorage.removeItem(SIGNED_IN);
      setConversationId(null);
      setState(EMPTY_CHAT);
      return setFailure(failureOf(result.error, () => latestSend.current(lastInput.current)));
    }
    if (!result.ok) return setFailure(failureOf(result.error, retry));
    setFailure(result.value.end.type === "turn.failed" ? { message: result.value.end.message, retry } : null);
  }, []);

  const send = useCallback(
    async (input: Pick<SendInput, "message" | "explicitlySelectedTools">, again = false) => {
      // A retry sends the same words again; the question is already on the screen.
      const retry = () => void send(input, true);
      lastInput.current = input;
      setBusy(true);
      setFailure(null);
      dropSeq.current = null;
      setCaughtUp(null);
      setState((s) => ({
        ...s,
        entries: again ? s.entries : [...s.entries, { kind: "question", id: `q${Date.now()}`, text: input.message }],
      }));
      const payload: SendInput = { ...input, preferences: browserPreferences() };
      const result = conversationId
        ? await client.chat.send(payload, { conversationId })
        : await client.chat.send(payload, { onEvent: apply });
      if (result.ok && !conversationId) {
        const first = result.value.events.find((e) => e.type === "turn.started");
        if (first?.type === "turn.started") setState((s) => ({ ...s, me: first.by }));
        localStorage.setItem(STORED_CONVERSATION, result.value.conversationId);
        setConversationId(result.value.conversationId);
      }
      settle(result, retry);
    },
    [conversationId, apply, settle],
  );
  latestSend.current = (input) => void send(input);

  const resume = useCallback(
    async (turnId: string, interruptId: string, decision?: "approve" | "reject") => {
      if (!conversationId) return;
      const retry = () => void resume(turnId, interruptId, decision);
      setBusy(true);
      setFailure(null);
      const result = await client.chat.resume({ conversationId, interruptId, decision }, { turnId });
      if (!result.ok && result.error.serverCode === "not_resumable") {
        // Another tab (or device) already carried this turn on; its events reach this page anyway.
        setBusy(false);
        return;
      }
      settle(result, retry);
    },
    [conversationId, settle],
  );

  const startOver = useCallback(() => {
    localStorage.removeItem(STORED_CONVERSATION);
    setConversationId(null);
    setState(EMPTY_CHAT);
    setFailure(null);
  }, []);

  const joined = useCallback((id: string, participantId: string) => {
    localStorage.setItem(STORED_CONVERSATION, id);
    const welcome: Entry = {
      kind: "notice",
      id: `joined:${id}`,
      text: "You joined the group chat. Answers about someone's own policy are shown only to them.",
    };
    setState({ ...EMPTY_CHAT, me: participantId, entries: [welcome] });
    setConversationId(id);
  }, []);

  return { conversationId, state, busy, failure, connection, caughtUp, send, resume, startOver, joined, note };
}

function failureOf(error: ClientError, retry: () => void): Failure {
  return { message: describeClientError(error), retry };
}
