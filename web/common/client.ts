/** The pages' one SDK client: same origin, the HttpOnly session cookie (the page never sees a token). */
import { createClient, type SocketStatus } from "../../src/client";

/** Told of every socket's status (the page shows it, and what was caught up after a drop). */
export const connectionListeners = new Set<(status: SocketStatus) => void>();

export const client = createClient({
  baseUrl: "",
  session: "cookie",
  transport: "websocket",
  onConnection: (_conversationId, status) => {
    for (const listener of connectionListeners) listener(status);
  },
});

/** The person's locale and time zone, sent with every message (one person or a group, the same). */
export function browserPreferences(): { locale?: string; timezone?: string } {
  const timezone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const locale = navigator.language;
  return {
    ...(/^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8}){0,3}$/.test(locale) ? { locale } : {}),
    ...(timezone && /^[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+){0,2}$/.test(timezone) ? { timezone } : {}),
  };
}

/** GET a JSON route of this origin with the session cookie; null on any failure (optional panels). */
export async function getJson<T>(path: string): Promise<T | null> {
  try {
    const response = await fetch(path, { headers: { accept: "application/json" } });
    return response.ok ? ((await response.json()) as T) : null;
  } catch {
    // An optional panel stays hidden when its route does not answer; nothing else depends on it.
    return null;
  }
}
