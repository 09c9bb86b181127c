/**
 * Runs one case over the public HTTP API: sign in as the case's caller (or stay signed out), send
 * the question to `POST /chat`, and — when the turn pauses — sign in and resume, or answer the
 * confirmation, as the case says. What it records is what a client saw: the tools selected
 * (`tool.started`), each call's failure code, how the turn ended, the answer and its citations.
 */
import type { ChatEvent, Citation, ToolTrace } from "../src/shared/events";
import { randomSyntheticMobile } from "../workers/plancover/data/members";
import type { LabCase, Outcome } from "./case";
import type { LabClient, RequestProblem } from "./client";

/** One call's auth readiness as its `tool.completed` event carried it (null when the event carries none). */
export interface CallReadiness {
  readonly tool: string;
  readonly readiness: unknown;
}

export interface CaseRun {
  readonly selected: string[];
  /** Each failed call with its trace (failure code, upstream HTTP status, auth readiness) as the event carried it. */
  readonly failures: { readonly tool: string; readonly code: string; readonly trace: ToolTrace | null }[];
  readonly readiness: CallReadiness[];
  readonly outcome: Outcome | "no_end";
  readonly turnFailure: string | null;
  readonly answer: string;
  readonly citations: Citation[];
  /** Who composed the answer (`message.completed`): the configured model, or code. Absent with no answer. */
  readonly composer?: "deterministic" | "model";
  readonly problems: RequestProblem[];
}

/**
 * The run's sign-ins, as a real client makes them: each demo member and one synthetic member sign
 * in once per run and their sessions are reused by every case; only a case that starts signed out
 * and signs in when asked makes a sign-in of its own (upgrading its guest session). A sign-in the
 * throttles refuse (429) waits out their Retry-After once when the run allows it (`waitForSignIn`).
 */
export class Sessions {
  private readonly tokens = new Map<string, string>();
  /** The run's synthetic member: a number the stand-in makes up a member for. */
  private readonly synthetic = randomSyntheticMobile();

  constructor(private readonly waitForSignIn?: (retryAfterMs: number) => Promise<boolean>) {}

  /** The session tokens signed in so far (demo members and the synthetic member). */
  signedIn(): string[] {
    return [...this.tokens.values()];
  }

  /** The mobile number a caller signs in with: the run's synthetic member stands for "synthetic". */
  mobileOf(caller: string): string {
    return caller === "synthetic" ? this.synthetic : caller;
  }

  /** The caller's session token (signing in through `client`, whose problems the case reports). */
  async of(client: LabClient, caller: LabCase["caller"]): Promise<string | null> {
    if (caller === "signed_out") return null;
    const known = this.tokens.get(caller);
    if (known) return known;
    const token = await this.signIn(client, this.mobileOf(caller));
    if (token) this.tokens.set(caller, token);
    return token;
  }

  /** Signs in (upgrading `guest` if given), waiting out a throttle once when the run allows it. */
  async signIn(client: LabClient, mobile: string, guest: string | null = null): Promise<string | null> {
    const answer = await client.trySignIn(mobile, guest);
    if ("token" in answer) return answer.token;
    if (!("retryAfterMs" in answer) || !(await this.waitForSignIn?.(answer.retryAfterMs))) return null;
    return client.signIn(mobile, guest);
  }
}

function outcomeOf(last: ChatEvent | undefined): Outcome | "no_end" {
  switch (last?.type) {
    case "turn.completed":
      return "answered";
    case "auth.required":
      return "sign_in_required";
    case "confirmation.required":
      return "confirmation_required";
    case "turn.failed":
      return "turn_failed";
    default:
      return "no_end";
  }
}

/** What a run needs of a case: who asks, what, and how to answer a prompt (a routing case or a truth case). */
export type Asked = Pick<LabCase, "caller" | "question" | "sign_in_when_asked"> & {
  readonly decision?: LabCase["decision"];
};

export async function runCase(client: LabClient, sessions: Sessions, lab: Asked): Promise<CaseRun> {
  const before = client.problems.length;
  let token = await sessions.of(client, lab.caller);
  const first = await client.chat(token, { message: lab.question });
  token = token ?? first.sessionToken;
  const events = [...first.events];
  const conversationId = first.conversationId;
  // At most one sign-in and one decision: a case never loops on prompts.
  for (let step = 0; step < 2 && token && conversationId; step++) {
    const last = events.at(-1);
    if (last?.type === "auth.required" && lab.sign_in_when_asked) {
      const signedIn = await sessions.signIn(client, sessions.mobileOf(lab.sign_in_when_asked), token);
      if (!signedIn) break;
      token = signedIn;
      events.push(...(await client.resume(token, { conversationId, interruptId: last.interruptId })).events);
    } else if (last?.type === "confirmation.required" && lab.decision) {
      const body = { conversationId, interruptId: last.interruptId, decision: lab.decision };
      events.push(...(await client.resume(token, body)).events);
    } else break;
  }
  const message = events.filter((event) => event.type === "message.completed").at(-1);
  const ended = events.at(-1);
  return {
    selected: events.flatMap((event) => (event.type === "tool.started" ? [event.toolName] : [])),
    failures: events.flatMap((event) =>
      event.type === "tool.completed" && event.code !== null
        ? [{ tool: event.toolName, code: event.code, trace: event.trace ?? null }]
        : [],
    ),
    // Booleans and header names only, as the service builds it; whatever the event carries, kept as it is.
    readiness: events.flatMap((event) =>
      event.type === "tool.completed" ? [{ tool: event.toolName, readiness: readinessOf(event) }] : [],
    ),
    outcome: outcomeOf(ended),
    turnFailure: ended?.type === "turn.failed" ? ended.code : null,
    answer: message?.type === "message.completed" ? message.text : "",
    citations: message?.type === "message.completed" ? message.citations : [],
    ...(message?.type === "message.completed" ? { composer: message.composer } : {}),
    problems: client.problems.slice(before),
  };
}

/** A failed call's readiness travels in its trace; a call that ran carries none on the event. */
function readinessOf(event: ChatEvent): unknown {
  return event.type === "tool.completed" ? (event.trace?.readiness ?? null) : null;
}
