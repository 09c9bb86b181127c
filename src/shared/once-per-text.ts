/**
 * `read(text)` made once per text and kept for the next `limit` texts read. For what is derived from
 * a text alone and costs far more than looking it up: the assistant reads the same sections of the
 * corpus (their headings, sentences and words) again for every answer that weighs them. When the
 * limit is reached the text read longest ago is let go, so memory stays bounded whatever is read.
 */
export function oncePerText<T>(read: (text: string) => T, limit: number): (text: string) => T {
  const kept = new Map<string, T>();
  return (text) => {
    if (kept.has(text)) return kept.get(text) as T;
    const value = read(text);
    if (kept.size >= limit) kept.delete(kept.keys().next().value as string);
    kept.set(text, value);
    return value;
  };
}
