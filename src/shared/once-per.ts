/**
 * Values derived from a key alone, made on first use and then looked up.
 *
 * `oncePer`: by key object, kept while the key lives (a WeakMap, so the value goes with its key). A
 * Worker's bindings outlive the request that first used them, so what is derived from them alone (a
 * config read, a drizzle instance, prepared statements, a derived key) is built once and shared by
 * every later request of the isolate; an object a request reads (a passage of a search) keeps what
 * was derived from it for as long as that request holds it.
 *
 * `oncePerText`: by text, kept for the next `limit` texts. For what is derived from a text alone and
 * costs far more than looking it up: the assistant reads the same sections of the corpus (their
 * headings, sentences and words) again for every answer that weighs them. When the limit is reached
 * the text read longest ago is let go, so memory stays bounded whatever is read.
 */
export function oncePer<K extends object, T>(build: (key: K) => T): (key: K) => T {
  const built = new WeakMap<K, T>();
  return (key) => {
    if (built.has(key)) return built.get(key) as T;
    const value = build(key);
    built.set(key, value);
    return value;
  };
}

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
