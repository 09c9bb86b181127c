/**
 * A card that takes the focus (sign-in, confirmation) can go away while it holds it: its pause ends
 * elsewhere, or a reopened conversation's replay passes a pause that was already settled (the card
 * shows for one event, then the next event ends it). The focus then goes where the caller says,
 * never stays on the page's body, where a keyboard or screen-reader user would lose their place.
 */
import { useEffect, useRef } from "preact/hooks";

export function useFocusBackWhenGone(back: (() => void) | undefined): void {
  const latest = useRef(back);
  latest.current = back;
  useEffect(
    () => () => {
      // Preact takes the card off the page before this runs: a focus it held is on the body by now.
      // (Focus anywhere else was put there on purpose, by the member or the caller, and stays.)
      const holder = document.activeElement;
      if (!holder || holder === document.body) latest.current?.();
    },
    [],
  );
}
