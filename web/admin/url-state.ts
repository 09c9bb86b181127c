import { useState } from "preact/hooks";

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
