/**
 * The console's calls to /admin/v1 with the staff session token (kept in this tab's sessionStorage
 * only, sent as a bearer header; never in a URL). Every answer is a value: the body, or a message.
 * A 401 on a call made with the stored session means the session is over (expired, or ended
 * elsewhere): the console is told, and goes back to sign-in.
 */
const TOKEN_KEY = "toolgate.staffToken";

export const staffToken = {
  get: () => sessionStorage.getItem(TOKEN_KEY),
  set: (token: string) => sessionStorage.setItem(TOKEN_KEY, token),
  clear: () => sessionStorage.removeItem(TOKEN_KEY),
};

/** Told when a call with the stored staff session is refused as unauthenticated. */
export const sessionEndedListeners = new Set<() => void>();

export type Answer<T> = { ok: true; value: T } | { ok: false; status: number; message: string };

/** `token` overrides the stored session's (the sign-in exchange sends the bootstrap token once). */
export async function admin<T>(
  method: "GET" | "PUT" | "POST",
  path: string,
  body?: unknown,
  token?: string | null,
): Promise<Answer<T>> {
  const headers = new Headers({ accept: "application/json" });
  const stored = token === undefined;
  const bearer = stored ? staffToken.get() : token;
  if (bearer) headers.set("authorization", `Bearer ${bearer}`);
  if (body !== undefined) headers.set("content-type", "application/json");
  try {
    const response = await fetch(`/admin/v1${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
    if (response.ok) return { ok: true, value: json as T };
    if (response.status === 401 && stored && bearer) for (const listener of sessionEndedListeners) listener();
    return {
      ok: false,
      status: response.status,
      message: json?.error?.message ?? `The server answered ${response.status}.`,
    };
  } catch {
    // The network failed; the console says so and the person can try again.
    return { ok: false, status: 0, message: "The server could not be reached. Try again." };
  }
}

/** A query string from the filled-in fields only. */
export function queryOf(fields: Record<string, string | number | boolean | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined && value !== null && value !== "") params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** A time as staff read it: local date and time to the minute (the full ISO time stays in `datetime`). */
export function shortTime(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return at.toLocaleString(undefined, {
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  });
}
