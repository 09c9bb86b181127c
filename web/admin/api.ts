/**
 * The console's calls to /admin/v1 with the staff session token (kept in this tab's sessionStorage
 * only, sent as a bearer header; never in a URL). Every answer is a value: the body, or a message.
 */
const TOKEN_KEY = "toolgate.staffToken";

export const staffToken = {
  get: () => sessionStorage.getItem(TOKEN_KEY),
  set: (token: string) => sessionStorage.setItem(TOKEN_KEY, token),
  clear: () => sessionStorage.removeItem(TOKEN_KEY),
};

export type Answer<T> = { ok: true; value: T } | { ok: false; status: number; message: string };

/** `token` overrides the staff session's (the sign-in exchange sends the bootstrap token once). */
export async function admin<T>(
  method: "GET" | "PUT" | "POST",
  path: string,
  body?: unknown,
  token: string | null = staffToken.get(),
): Promise<Answer<T>> {
  const headers = new Headers({ accept: "application/json" });
  if (token) headers.set("authorization", `Bearer ${token}`);
  if (body !== undefined) headers.set("content-type", "application/json");
  try {
    const response = await fetch(`/admin/v1${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
    if (response.ok) return { ok: true, value: json as T };
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
