/**
 * Two things every console screen that follows the URL needs, because answers and renders do not
 * arrive in the order they were asked for.
 */
import { useEffect, useRef, useState } from "preact/hooks";

/**
 * State a person edits that starts from the URL (a search's filters, a company's id) and starts
 * again when the URL moves (Back, a link, a search). The state is tagged with the URL it was edited
 * under, so nothing resets it a frame later: an effect that copied the URL in after the first paint
 * wiped what a quick person (or a test) had already typed.
 */
export function useUrlState<T>(urlKey: string, fromUrl: () => T): [T, (value: T) => void] {
  const [edited, setEdited] = useState<{ urlKey: string; value: T } | null>(null);
  const value = edited && edited.urlKey === urlKey ? edited.value : fromUrl();
  return [value, (next: T) => setEdited({ urlKey, value: next })];
}

/**
 * Marks a request as the screen's newest and returns a check that holds while it still is: no later
 * request made, the screen not left. A slow answer to a search the person has since replaced (or to
 * another company's policy) is dropped rather than shown over the newer one, or saved as its draft.
 */
export function useLatestRequest(): () => () => boolean {
  const latest = useRef(0);
  useEffect(
    () => () => {
      latest.current += 1;
    },
    [],
  );
  return () => {
    latest.current += 1;
    const mine = latest.current;
    return () => latest.current === mine;
  };
}
