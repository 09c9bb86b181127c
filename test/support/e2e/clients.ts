/** Helpers for the Node-side tests: SDK clients on the running system, sign-in, the admin API. */
import { inject } from "vitest";
import { type ChatEvent, createClient, type ToolgateClient, type Transport } from "../../../src/client";

export const baseUrl = () => inject("baseUrl");

/** The stand-in accepts this code for its demo and synthetic members (a simulator: no SMS exists). */
export const DEMO_OTP = "123456";

let nextMember = Math.floor(Math.random() * 90_000_000);
/** A synthetic member of the stand-in (`98NNNNNNNN`), a new one per call so sign-in limits never meet. */
export function freshMobile(): string {
  nextMember = (nextMember + 1) % 100_000_000;
  return `98${String(nextMember).padStart(8, "0")}`;
}

let nextHost = Math.floor(Math.random() * 254);
/**
 * A client address for one person (`CF-Connecting-IP`, as Cloudflare's edge sets it; `wrangler dev`
 * keeps one a request already has), from a documentation range, taken in turn from a random start.
 * The sign-in throttle per address then counts each person apart, as it would in the field, instead
 * of every sign-in of the run (and of the runs before it on a system left running) against the one
 * local address; files running side by side start at different places.
 */
export function nextAddress(): string {
  nextHost = (nextHost + 1) % 254;
  return `198.51.100.${nextHost + 1}`;
}

/** Node's fetch as one person on their own network: every request carries that person's address. */
export function personFetch(address = nextAddress()): typeof fetch {
  return (input, init) => {
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
    headers.set("cf-connecting-ip", address);
    return fetch(input, { ...init, headers });
  };
}

/** An SDK client of one person on their own network (a test's own `fetch` in `extra` replaces that). */
export function newClient(transport: Transport = "sse", extra: Partial<Parameters<typeof createClient>[0]> = {}) {
  return createClient({ baseUrl: baseUrl(), transport, turnTimeoutMs: 30_000, fetch: personFetch(), ...extra });
}

export async function signIn(client: ToolgateClient, mobile = freshMobile()): Promise<void> {
  const started = await client.auth.start(mobile);
  if (!started.ok) throw new Error(`sign-in start failed: ${started.error.message}`);
  const verified = await client.auth.verify(started.value.challengeId, DEMO_OTP);
  if (!verified.ok) throw new Error(`sign-in verify failed: ${verified.error.message}`);
}

/** Unwraps a client result in a test (a failure fails the test with its message). */
export function must<T>(result: { ok: true; value: T } | { ok: false; error: { code: string; message: string } }): T {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value;
}

export function types(events: readonly ChatEvent[]): string[] {
  return events.map((event) => event.type);
}

/** Calls an admin route with a staff session made from the bootstrap token. */
export async function adminFetch(path: string, init: { method?: string; body?: unknown } = {}): Promise<Response> {
  const staff = await fetch(`${baseUrl()}/admin/v1/sessions`, {
    method: "POST",
    headers: { authorization: `Bearer ${inject("adminToken")}`, "content-type": "application/json" },
    body: JSON.stringify({ role: "admin" }),
  });
  const { sessionToken } = (await staff.json()) as { sessionToken: string };
  // Staff act with their own session; until the admin routes take it, the bootstrap token still works.
  const token = (await probeStaff(sessionToken)) ? sessionToken : inject("adminToken");
  return fetch(`${baseUrl()}${path}`, {
    method: init.method ?? "GET",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

async function probeStaff(token: string): Promise<boolean> {
  const response = await fetch(`${baseUrl()}/admin/v1/audit?conversationId=probe-0000`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return response.status !== 401 && response.status !== 403;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
