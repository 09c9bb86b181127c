/**
 * Who is signed in on this browser, as the header shows it: "Signed in as Asha · ••••0001". Only the
 * masked last four digits and a first name are kept (localStorage, so every tab agrees); the session
 * itself is the HttpOnly cookie the page never sees.
 */
import { useEffect, useState } from "preact/hooks";

const STORED_IDENTITY = "toolgate.identity";

export interface Identity {
  /** The number's last four digits behind bullets, ••••0001. */
  readonly masked: string;
  /** The member's name, when the gateway told us. */
  readonly name: string | null;
}

function read(): Identity | null {
  try {
    const stored = JSON.parse(localStorage.getItem(STORED_IDENTITY) ?? "null") as Partial<Identity> | null;
    if (!stored || typeof stored.masked !== "string") return null;
    return { masked: stored.masked, name: typeof stored.name === "string" ? stored.name : null };
  } catch {
    // Unreadable (another version's value): treated as signed out; the next sign-in rewrites it.
    return null;
  }
}

const listeners = new Set<(identity: Identity | null) => void>();

function publish(identity: Identity | null): void {
  for (const listener of listeners) listener(identity);
}

export function rememberIdentity(identity: Identity): void {
  localStorage.setItem(STORED_IDENTITY, JSON.stringify(identity));
  publish(identity);
}

export function forgetIdentity(): void {
  localStorage.removeItem(STORED_IDENTITY);
  publish(null);
}

/** The identity, kept current across this tab's components and the browser's other tabs. */
export function useIdentity(): Identity | null {
  const [identity, setIdentity] = useState(read);
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORED_IDENTITY || event.key === null) setIdentity(read());
    };
    listeners.add(setIdentity);
    window.addEventListener("storage", onStorage);
    return () => {
      listeners.delete(setIdentity);
      window.removeEventListener("storage", onStorage);
    };
  }, []);
  return identity;
}
