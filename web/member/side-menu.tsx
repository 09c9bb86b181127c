/**
 * The side menu: a new conversation, the member's past conversations to reopen, and what is not
 * the chat itself (group chat, connected partners, sign out). A column beside the chat on a desktop;
 * on a phone a drawer the header's Menu button opens (Escape closes it and gives the focus back).
 */
import { useEffect, useRef } from "preact/hooks";
import { ConversationList } from "./conversation-list";

export function SideMenu(props: {
  open: boolean;
  signedIn: boolean;
  conversationId: string | null;
  /** Changes whenever the list of conversations may have changed. */
  listVersion: string;
  notice: string | null;
  onClose: () => void;
  onNew: () => void;
  onOpen: (conversationId: string) => void;
  onSheet: (sheet: "group" | "partners") => void;
  onSignOut: () => void;
}) {
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!props.open) return;
    first.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      props.onClose();
      document.querySelector<HTMLButtonElement>(".menu-button")?.focus();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [props.open]);

  /** A choice in the drawer closes it (on a desktop the column stays). */
  const choose = (action: () => void) => () => {
    props.onClose();
    action();
  };

  return (
    <nav id="side-menu" class={`side${props.open ? " open" : ""}`} aria-label="Menu">
      <button type="button" class="new-conversation" ref={first} onClick={choose(props.onNew)}>
        New conversation
      </button>
      <ConversationList
        current={props.conversationId}
        version={props.listVersion}
        onOpen={(id) => choose(() => props.onOpen(id))()}
      />
      <h2 class="side-title">More</h2>
      <ul class="side-list">
        <li>
          <button type="button" class="side-item" onClick={choose(() => props.onSheet("group"))}>
            Group chat
          </button>
        </li>
        {props.signedIn && (
          <li>
            <button type="button" class="side-item" onClick={choose(() => props.onSheet("partners"))}>
              Connected partners
            </button>
          </li>
        )}
        {props.signedIn && (
          <li>
            <button type="button" class="side-item" onClick={props.onSignOut}>
              Sign out
            </button>
          </li>
        )}
      </ul>
      {props.notice && (
        <p role="alert" class="error">
          {props.notice}
        </p>
      )}
    </nav>
  );
}
