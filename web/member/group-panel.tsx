/**
 * Group chat, in the menu's dialog: who is in this conversation, invite someone into it (a code and
 * a link that work once, cleared from the screen once someone joins with it), join one with a code,
 * or leave it; the same send serves a group and one person.
 */
import { useEffect, useState } from "preact/hooks";
import { describeClientError } from "../../src/client";
import { client } from "../common/client";
import { ErrorLine } from "../common/error-line";
import type { ParticipantsView } from "./use-participants";

/** How often an open invitation is checked for being used, while the sheet shows it. */
const INVITE_CHECK_MS = 2_000;

/** An invitation travels as `<conversationId>.<inviteCode>`, in the link's fragment (never sent to a server log). */
export function parseInvitation(text: string): { conversationId: string; inviteCode: string } | null {
  const match = text.trim().match(/(?:#join=)?([A-Za-z0-9_-]{8,64})\.(inv_[A-Za-z0-9_-]{16,64})$/);
  return match?.[1] && match[2] ? { conversationId: match[1], inviteCode: match[2] } : null;
}

/** An invitation link's fragment (`#join=…`), when the page was opened with one. */
export const invitationInLink = (): string | null =>
  location.hash.startsWith("#join=") ? decodeURIComponent(location.hash.slice(6)) : null;

export function GroupPanel(props: {
  conversationId: string | null;
  group: ParticipantsView;
  onJoined: (conversationId: string, participantId: string) => void;
  onLeft: () => void;
}) {
  const [invitation, setInvitation] = useState<{ text: string; inviteId: string } | null>(null);
  const [joinText, setJoinText] = useState(() => invitationInLink() ?? "");
  const [error, setError] = useState<string | null>(null);
  const [copied, setCopied] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // An invitation belongs to the conversation it was made for: a new one, or signing out, drops it.
  useEffect(() => {
    setInvitation(null);
    setCopied(null);
    setError(null);
    setNotice(null);
  }, [props.conversationId]);

  // The sheet shows the list as it is now, and an open invitation is watched until someone uses it.
  const { refresh, invites } = props.group;
  useEffect(() => {
    void refresh();
  }, [refresh]);
  useEffect(() => {
    if (!invitation) return;
    const timer = setInterval(() => void refresh(), INVITE_CHECK_MS);
    return () => clearInterval(timer);
  }, [invitation, refresh]);
  const status = invitation ? invites.find((i) => i.inviteId === invitation.inviteId)?.status : undefined;
  useEffect(() => {
    if (status !== "used" && status !== "expired") return;
    setInvitation(null);
    setCopied(null);
    setNotice(
      status === "used" ? "Someone joined with your invitation, so its code is cleared." : "Your invitation expired.",
    );
  }, [status]);

  async function copy(link: string) {
    try {
      await navigator.clipboard.writeText(link);
      setCopied("Link copied.");
    } catch {
      // No clipboard here (permission, or an insecure origin): the field is there to copy by hand.
      setCopied("Copying is not allowed here: select the link and copy it.");
    }
  }

  async function invite() {
    if (!props.conversationId) return;
    setError(null);
    const answer = await client.group.invite(props.conversationId);
    if (!answer.ok) return setError(describeClientError(answer.error));
    setNotice(null);
    setInvitation({ text: `${props.conversationId}.${answer.value.inviteCode}`, inviteId: answer.value.inviteId });
  }

  async function join(event: Event) {
    event.preventDefault();
    const parsed = parseInvitation(joinText);
    if (!parsed) return setError("That is not an invitation code or link.");
    setError(null);
    const joined = await client.group.join(parsed.conversationId, parsed.inviteCode);
    if (!joined.ok)
      return setError(
        joined.error.status === 404
          ? "That invitation is unknown, used or expired."
          : describeClientError(joined.error),
      );
    if (location.hash) history.replaceState(null, "", location.pathname);
    setJoinText("");
    props.onJoined(parsed.conversationId, joined.value.participantId);
  }

  async function leave() {
    if (!props.conversationId) return;
    setError(null);
    const left = await client.group.leave(props.conversationId);
    if (!left.ok) return setError(describeClientError(left.error));
    props.onLeft();
  }

  const link = invitation ? `${location.origin}/#join=${invitation.text}` : null;
  const people = props.group.people;
  return (
    <div class="group">
      {people.length > 0 && (
        <>
          <h3 id="people-title">In this conversation</h3>
          <ul class="people" aria-labelledby="people-title">
            {people.map((p) => (
              <li key={p.participantId}>
                {p.name}
                {p.you ? " (you)" : ""}
              </li>
            ))}
          </ul>
        </>
      )}
      <h3>Invite someone to this conversation</h3>
      <button type="button" onClick={invite} disabled={!props.conversationId} aria-describedby="invite-hint">
        Invite someone
      </button>
      <p id="invite-hint" class="hint">
        {props.conversationId
          ? "The code works once, for 15 minutes. Answers about someone's own policy are shown only to them."
          : "Ask something first: you invite people into a conversation."}
      </p>
      {invitation && link && (
        <div class="invitation">
          <label for="invite-code">Invitation code</label>
          <input id="invite-code" readOnly value={invitation.text} onFocus={(e) => e.currentTarget.select()} />
          <label for="invite-link">Invitation link</label>
          <input id="invite-link" readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
          <button type="button" class="secondary" onClick={() => void copy(link)}>
            Copy link
          </button>
          {copied && <p role="status">{copied}</p>}
        </div>
      )}
      <p role="status">{notice}</p>
      <h3>Join a group chat</h3>
      <form onSubmit={join} class="field-form">
        <label for="join-code">Join with a code or link</label>
        <div class="field-row">
          <input id="join-code" value={joinText} onInput={(e) => setJoinText(e.currentTarget.value)} />
          <button type="submit" disabled={joinText.trim() === ""}>
            Join
          </button>
        </div>
      </form>
      {people.length > 1 && (
        <>
          <h3>Leave this group chat</h3>
          <p class="hint" id="leave-hint">
            It leaves your list and you stop seeing it; what you asked stays for the others.
          </p>
          <button type="button" class="secondary" aria-describedby="leave-hint" onClick={() => void leave()}>
            Leave
          </button>
        </>
      )}
      <ErrorLine message={error} />
    </div>
  );
}
