/**
 * A capability another Worker hands over RPC (a session's, say) is a stub that keeps its target alive
 * on the other side until it is disposed. A request's stubs are disposed when the request ends, but a
 * Durable Object's context outlives every request: a stub it drops stays alive over there until the
 * garbage collector finds it, and the runtime then logs a warning from inside the collector, which
 * has crashed the local runtime (V8 capturing a stack trace in the middle of a collection). So an
 * object uses a capability for one piece of work and disposes it as soon as that work is answered.
 */
/** `Symbol.dispose`, which the runtime has and this project's TypeScript library settings do not name. */
const DISPOSE: symbol = (Symbol as unknown as { readonly dispose: symbol }).dispose;

export async function usingCapability<C extends object, T>(
  capability: C,
  work: (capability: C) => Promise<T>,
): Promise<T> {
  try {
    return await work(capability);
  } finally {
    // Our contracts type the stub without the runtime's Disposable; every RPC stub and promise has it.
    const dispose = (capability as Record<symbol, unknown>)[DISPOSE];
    if (typeof dispose === "function") dispose.call(capability);
  }
}
