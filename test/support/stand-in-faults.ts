/** The stand-in's test knobs (faults and the request ledger), reached over the real PLANCOVER binding. */
import { env } from "cloudflare:test";

const BASE = "https://plancover.test";

export interface Fault {
  memberId?: string;
  status?: number;
  unauthorized?: boolean;
  paths?: string[];
  times?: number;
}

export async function setFault(fault: Fault): Promise<void> {
  const response = await env.PLANCOVER.fetch(`${BASE}/__faults`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(fault),
  });
  if (!response.ok) throw new Error(`setting a fault answered ${response.status}`);
  await response.body?.cancel();
}

export async function clearFaults(): Promise<void> {
  const response = await env.PLANCOVER.fetch(`${BASE}/__faults`, { method: "DELETE" });
  await response.body?.cancel();
}

interface Ledger {
  last: number;
  requests: { seq: number; method: string; path: string; memberId: string | null }[];
}

/** The requests the stand-in received after `seq` (knob routes excluded). */
export async function requestsAfter(seq: number): Promise<Ledger> {
  const response = await env.PLANCOVER.fetch(`${BASE}/__requests?after=${seq}`);
  return response.json<Ledger>();
}

/** Calls a member route with a header, as the executor would once it resolved one. */
export async function getWith(path: string, authorization: string): Promise<number> {
  const response = await env.PLANCOVER.fetch(`${BASE}${path}`, { headers: { authorization } });
  await response.body?.cancel();
  return response.status;
}
