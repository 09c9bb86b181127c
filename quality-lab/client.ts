/**
 * The public HTTP API as the Quality Lab uses it, over any fetch: `/auth/otp/*` to sign in (the
 * stand-in's demo OTP), `POST /chat` and `POST /chat/resume` read as Server-Sent Events. Every event
 * is parsed with the one event schema; a 5xx, a body that is not an event stream or an event that
 * does not parse is recorded as a server error, never thrown past the case.
 */
import * as v from "valibot";
import { type ChatEvent, ChatEventSchema } from "../src/shared/events";
import { DEMO_OTP } from "../workers/plancover/data/members";

/** A path on the system under test (`/chat`, …) to a response: a base URL in Node, SELF in workerd. */
export type LabFetch = (path: string, init?: RequestInit) => Promise<Response>;

export interface RequestProblem {
  readonly path: string;
  readonly detail: string;
  /** A 5xx, a failed request or an event that does not parse: an uncaught server error. */
  readonly server: boolean;
}

export interface Streamed {
  readonly events: ChatEvent[];
  readonly conversationId: string | null;
  /** The session a guest was given on its first request. */
  readonly sessionToken: string | null;
}

export type SignInAnswer = { readonly token: string } | { readonly retryAfterMs: number } | { readonly refused: true };

/** A 429's Retry-After in milliseconds (a minute when the header is missing or unreadable). */
function retryAfterMs(response: Response): number {
  const seconds = Number(response.headers.get("retry-after"));
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 60_000;
}

function jsonInit(body: unknown, token: string | null): RequestInit {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (token) headers.authorization = `Bearer ${token}`;
  return { method: "POST", headers, body: JSON.stringify(body) };
}

export class LabClient {
  readonly problems: RequestProblem[] = [];

  constructor(private readonly fetch: LabFetch) {}

  /** Signs in as a member (upgrading `guest` if given); the session token, or null if refused. */
  async signIn(mobile: string, guest: string | null = null): Promise<string | null> {
    const answer = await this.trySignIn(mobile, guest);
    return "token" in answer ? answer.token : null;
  }

  /**
   * One sign-in: the session token, or how long the sign-in throttles ask to wait (a 429's
   * Retry-After, in milliseconds), or refused for any other reason.
   */
  async trySignIn(mobile: string, guest: string | null = null): Promise<SignInAnswer> {
    const started = await this.post("/auth/otp/start", { mobile }, guest);
    if (started?.status === 429) return { retryAfterMs: retryAfterMs(started) };
    if (started?.status !== 200) return { refused: true };
    const { challengeId } = (await started.json()) as { challengeId: string };
    const verified = await this.post("/auth/otp/verify", { challengeId, otp: DEMO_OTP }, guest);
    if (verified?.status === 429) return { retryAfterMs: retryAfterMs(verified) };
    if (verified?.status !== 200) return { refused: true };
    return { token: ((await verified.json()) as { sessionToken: string }).sessionToken };
  }

  chat(token: string | null, body: { conversationId?: string; message: string }): Promise<Streamed> {
    return this.stream("/chat", body, token);
  }

  resume(token: string, body: { conversationId: string; interruptId: string; decision?: string }) {
    return this.stream("/chat/resume", body, token);
  }

  private async post(path: string, body: unknown, token: string | null): Promise<Response | null> {
    try {
      const response = await this.fetch(path, jsonInit(body, token));
      if (response.status >= 500) this.problems.push({ path, detail: `HTTP ${response.status}`, server: true });
      return response;
    } catch (error) {
      const detail = `request failed: ${error instanceof Error ? error.message : String(error)}`;
      this.problems.push({ path, detail, server: true });
      return null;
    }
  }

  private async stream(path: string, body: unknown, token: string | null): Promise<Streamed> {
    const none: Streamed = { events: [], conversationId: null, sessionToken: null };
    const response = await this.post(path, body, token);
    if (!response) return none;
    const text = await response.text();
    if (response.status !== 200 || !response.headers.get("content-type")?.startsWith("text/event-stream")) {
      if (response.status < 500) {
        this.problems.push({ path, detail: `HTTP ${response.status}: ${text.slice(0, 200)}`, server: false });
      }
      return none;
    }
    const events: ChatEvent[] = [];
    for (const frame of text.split("\n\n")) {
      const data = frame.split("\n").find((line) => line.startsWith("data:"));
      if (!data) continue;
      const parsed = v.safeParse(ChatEventSchema, parseJson(data.slice(5)));
      if (parsed.success) events.push(parsed.output);
      else this.problems.push({ path, detail: `an event does not parse: ${data.slice(5, 200)}`, server: true });
    }
    return {
      events,
      conversationId: response.headers.get("x-conversation-id"),
      sessionToken: response.headers.get("x-session-token"),
    };
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    // Not JSON: the event schema refuses undefined, and the frame is recorded as a problem.
    return undefined;
  }
}
