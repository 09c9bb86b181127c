/**
 * Group chat, in the menu's dialog: invite someone into this conversation (a code and a link that
 * work once) or join one with a code; the same send serves a group and one person.
 */
import { useEffect, useState } from "preact/hooks";
import { describeClientError } from "../../src/client";
import { client } from "../common/client";
import { ErrorLine } from "../common/error-line";

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
  onJoined: (conversationId: string, participantId: string) => void;
}) {
  const [invitation, setInvitation] = useState<string | null>(null);
  const [joinText, setJoinText] = useState(() => invitationInLink() ?? "");
  const [error, setError] = useState<string | null>(null);
  const [copied, setCopied] = useState<string | null>(null);
  // An invitation belongs to the conversation it was made for: a new one, or signing out, drops it.
  useEffect(() => {
    setInvitation(null);
    setCopied(null);
    setError(null);
  }, [props.conversationId]);

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
    setInvitation(`${props.conversationId}.${answer.value.inviteCode}`);
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

  const link = invitation ? `${location.origin}/#join=${invitation}` : null;
  return (
    <div class="group">
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
          <input id="invite-code" readOnly value={invitation} onFocus={(e) => e.currentTarget.select()} />
          <label for="invite-link">Invitation link</label>
          <input id="invite-link" readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
          <button type="button" class="secondary" onClick={() => void copy(link)}>
            Copy link
          </button>
          {copied && <p role="status">{copied}</p>}
        </div>
      )}
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
      <ErrorLine message={error} />
    </div>
  );
}
