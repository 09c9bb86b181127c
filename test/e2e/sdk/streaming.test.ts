/**
 * Streaming that streams, over real HTTP against `wrangler dev`: with the stand-in delaying each of
 * the member's reads by 500 ms (its latency fault, scoped to this member), `turn.started` reaches the
 * client with the response's headers and well before the turn ends, and each event arrives as it
 * happens rather than in one burst at the end. The figures: `turn.started` within 100 ms of
 * the headers and at least 400 ms before `turn.completed`.
 */
import { afterEach, describe, expect, inject, it } from "vitest";
import { baseUrl, freshMobile, newClient, signIn } from "../../support/e2e/clients";

/** The stand-in's delay on each of the member's reads, in milliseconds. */
const READ_LATENCY_MS = 500;

async function standIn(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${inject("standInUrl")}${path}`, init);
}

afterEach(async () => {
  await standIn("/__faults", { method: "DELETE" });
});

interface Arrival {
  readonly type: string;
  /** Milliseconds since the request was sent. */
  readonly at: number;
}

/** Sends a turn over SSE and notes when the headers and each event arrived. */
async function timedTurn(token: string, message: string): Promise<{ headersAt: number; arrivals: Arrival[] }> {
  const sent = performance.now();
  const response = await fetch(`${baseUrl()}/chat`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({ message }),
  });
  const headersAt = performance.now() - sent;
  expect(response.status).toBe(200);
  const reader = response.body?.getReader();
  if (!reader) throw new Error("the turn has no body");
  const decoder = new TextDecoder();
  const arrivals: Arrival[] = [];
  let buffer = "";
  for (;;) {
    const chunk = await reader.read();
    if (chunk.done) break;
    buffer += decoder.decode(chunk.value, { stream: true });
    for (let end = buffer.indexOf("\n\n"); end >= 0; end = buffer.indexOf("\n\n")) {
      const type = buffer.slice(0, end).match(/^event: (.+)$/m)?.[1] ?? "?";
      arrivals.push({ type, at: performance.now() - sent });
      buffer = buffer.slice(end + 2);
    }
  }
  return { headersAt, arrivals };
}

const arrivalOf = (arrivals: readonly Arrival[], type: string): number => {
  const found = arrivals.find((arrival) => arrival.type === type);
  if (!found) throw new Error(`no ${type} arrived: ${arrivals.map((a) => a.type).join(", ")}`);
  return found.at;
};

describe("SSE arrival times against wrangler dev", () => {
  it("delivers turn.started with the headers and each event as it happens while the stand-in is slow", async () => {
    const mobile = freshMobile();
    const client = newClient("sse");
    await signIn(client, mobile);
    const token = client.auth.token();
    if (!token) throw new Error("no session token after sign-in");
    const fault = await standIn("/__faults", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ latencyMs: READ_LATENCY_MS, paths: ["/v1/"], memberId: `MBR-T${mobile.slice(2)}` }),
    });
    expect(fault.status).toBe(201);

    const { headersAt, arrivals } = await timedTurn(token, "What is my sum insured balance?");
    const started = arrivalOf(arrivals, "turn.started");
    const completed = arrivalOf(arrivals, "turn.completed");
    const readDone = arrivalOf(arrivals, "tool.completed");
    console.log(
      `SSE arrivals (ms after the request): headers ${headersAt.toFixed(0)}; ` +
        arrivals.map((a) => `${a.type} ${a.at.toFixed(0)}`).join(", "),
    );

    expect(started - headersAt).toBeLessThanOrEqual(100);
    expect(completed - started).toBeGreaterThanOrEqual(400);
    // The read's start was not held back with its end: it arrived before the slow read finished.
    expect(readDone - arrivalOf(arrivals, "tool.started")).toBeGreaterThanOrEqual(400);
  });
});
