/**
 * A modal dialog on the native <dialog>: it traps the focus, closes on Escape, and gives the focus
 * back to what opened it. Mounted means open; the caller unmounts it on `onClose`.
 */
import type { ComponentChildren } from "preact";
import { useLayoutEffect, useRef } from "preact/hooks";

export function Dialog(props: { title: string; id: string; onClose: () => void; children: ComponentChildren }) {
  const dialog = useRef<HTMLDialogElement>(null);
  // Opened before the content's own effects run, so a field that takes the focus keeps it.
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!element.open) element.showModal();
    // A click on the backdrop (the dialog element itself, outside its content) closes it, as Escape does.
    const onBackdrop = (event: MouseEvent) => {
      if (event.target === element) element.close();
    };
    element.addEventListener("click", onBackdrop);
    return () => {
      element.removeEventListener("click", onBackdrop);
      element.close();
    };
  }, []);
  return (
    <dialog ref={dialog} class="sheet" aria-labelledby={`${props.id}-title`} onClose={props.onClose}>
      <div class="sheet-head">
        <h2 id={`${props.id}-title`}>{props.title}</h2>
        <button
          type="button"
          class="quiet"
          aria-label={`Close ${props.title.toLowerCase()}`}
          onClick={() => dialog.current?.close()}
        >
          Close
        </button>
      </div>
      <div class="sheet-body">{props.children}</div>
    </dialog>
  );
}
