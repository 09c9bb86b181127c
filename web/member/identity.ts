/**
 * Who is signed in on this browser, as the header shows it: "Signed in as Asha · ••••0001". Only the
 * masked last four digits and a first name are kept (localStorage, so every tab agrees, and the
 * header shows at once on a reload); the gateway's word (`GET /auth/me`) settles it when the page
 * opens and whenever it comes back into view, so a session ended elsewhere, or one begun in another
 * browser window, shows as it is. The session itself is the HttpOnly cookie the page never sees.
 */
import { useEffect, useState } from "preact/hooks";
import { client } from "../common/client";

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

/**
 * Asks the gateway who the session is: a member is remembered as it says (first name, masked number);
 * anyone else (a guest, nobody) is signed out here. A failure to ask changes nothing: the stored
 * identity stands until the gateway can answer.
 */
export async function checkIdentity(): Promise<void> {
  const answer = await client.auth.me();
  if (!answer.ok) return;
  const { kind, firstName, maskedMobile } = answer.value;
  if (kind === "member" && maskedMobile !== null) {
    const current = read();
    if (current?.masked !== maskedMobile || current.name !== firstName) {
      rememberIdentity({ masked: maskedMobile, name: firstName });
    }
  } else if (read() !== null) {
    forgetIdentity();
  }
}

/** The identity, kept current across this tab's components and the browser's other tabs. */
export function useIdentity(): Identity | null {
  const [identity, setIdentity] = useState(read);
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORED_IDENTITY || event.key === null) setIdentity(read());
    };
    const onVisible = () => {
      if (document.visibilityState === "visible") void checkIdentity();
    };
    listeners.add(setIdentity);
    window.addEventListener("storage", onStorage);
    document.addEventListener("visibilitychange", onVisible);
    void checkIdentity();
    return () => {
      listeners.delete(setIdentity);
      window.removeEventListener("storage", onStorage);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, []);
  return identity;
}
