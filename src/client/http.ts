/**
 * JSON over fetch for the SDK: the session (a bearer token, or the browser's cookie), a timeout on
 * every request, and the server's `{ error: { code, message } }` turned into a ClientError value.
 * Uses only fetch, AbortController and Headers, so it runs in browsers, React Native and Node 22.
 */
import { type ClientResult, clientError } from "./errors";
import type { SessionHolder } from "./session";

/** How long one HTTP request may take before it answers `timeout`, in milliseconds. */
export const REQUEST_TIMEOUT_MS = 15_000;

export interface HttpOptions {
  readonly baseUrl: string;
  readonly session: SessionHolder;
  readonly fetch: typeof fetch;
  readonly timeoutMs: number;
}

export interface RawAnswer {
  readonly response: Response;
  /** Aborts the request (and its body stream). */
  readonly abort: () => void;
}

/** Sends a request; any HTTP status is a value here, only a transport failure is an error. */
export async function send(
  http: HttpOptions,
  method: string,
  path: string,
  body?: unknown,
  init: { timeoutMs?: number; keepTimerForBody?: boolean } = {},
): Promise<ClientResult<RawAnswer>> {
  const controller = new AbortController();
  const timeoutMs = init.timeoutMs ?? http.timeoutMs;
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const headers = new Headers({ accept: "application/json, text/event-stream" });
  if (body !== undefined) headers.set("content-type", "application/json");
  http.session.decorate(headers);
  try {
    const response = await http.fetch(`${http.baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: controller.signal,
    });
    http.session.learn(response.headers);
    if (!init.keepTimerForBody) clearTimeout(timer);
    return {
      ok: true,
      value: {
        response,
        abort: () => {
          clearTimeout(timer);
          controller.abort();
        },
      },
    };
  } catch (error) {
    clearTimeout(timer);
    if (timedOut) return clientError("timeout", `${method} ${path} took longer than ${timeoutMs} ms.`);
    return clientError("network", `${method} ${path} did not reach the server (${errorName(error)}).`);
  }
}

/** A request whose answer is JSON: a non-2xx status becomes the matching ClientError. */
export async function requestJson<T>(
  http: HttpOptions,
  method: string,
  path: string,
  body?: unknown,
): Promise<ClientResult<T>> {
  const sent = await send(http, method, path, body);
  if (!sent.ok) return sent;
  const { response } = sent.value;
  if (!response.ok) return failureOf(http, response);
  try {
    return { ok: true, value: (await response.json()) as T };
  } catch (error) {
    return clientError(
      "invalid_response",
      `${method} ${path} answered something that is not JSON (${errorName(error)}).`,
    );
  }
}

/** Turns a non-2xx answer into a ClientError; a dead session also forgets its token. */
export async function failureOf(
  http: HttpOptions,
  response: Response,
): Promise<{ ok: false; error: import("./errors").ClientError }> {
  const body = await response.json().catch(() => null);
  const error = (body as { error?: { code?: unknown; message?: unknown; triesLeft?: unknown } } | null)?.error;
  const serverCode = typeof error?.code === "string" ? error.code : undefined;
  const message = typeof error?.message === "string" ? error.message : `The server answered ${response.status}.`;
  const status = response.status;
  if (status === 401 && (serverCode === "session_expired" || serverCode === "invalid_session")) {
    http.session.forget();
    return clientError("session_expired", message, { status, serverCode });
  }
  if (status >= 500) return clientError("server_error", message, { status, serverCode });
  const triesLeft = typeof error?.triesLeft === "number" ? { triesLeft: error.triesLeft } : {};
  return clientError("rejected", message, { status, serverCode, ...triesLeft });
}

function errorName(error: unknown): string {
  return error instanceof Error ? error.name : "unknown error";
}
