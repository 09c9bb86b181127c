/**
 * `build(key)` made once per key and kept while the key lives. A Worker's bindings (and each binding)
 * outlive the request that first used them, so what is derived from them alone (a config read, a
 * drizzle instance, prepared statements, a derived key) is built on first use and shared by every
 * later request of the isolate. Nothing read per request belongs here.
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
