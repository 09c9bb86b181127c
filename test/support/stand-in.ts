/** The PlanCover stand-in as tests see it: its request ledger and its fault knobs. */
import { env } from "cloudflare:test";

export interface LedgerEntry {
  seq: number;
  method: string;
  path: string;
  memberId: string | null;
}

const BASE = "https://plancover.test";

/** The ledger's last sequence number: requests after it are the ones a test caused. */
export async function ledgerMark(): Promise<number> {
  const response = await env.PLANCOVER.fetch(`${BASE}/__requests?after=0`);
  const body = (await response.json()) as { last: number };
  return body.last;
}

export async function requestsSince(mark: number): Promise<LedgerEntry[]> {
  const response = await env.PLANCOVER.fetch(`${BASE}/__requests?after=${mark}`);
  const body = (await response.json()) as { requests: LedgerEntry[] };
  return body.requests;
}

export interface Fault {
  memberId?: string;
  latencyMs?: number;
  status?: number;
  hang?: boolean;
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
  if (!response.ok) throw new Error(`the stand-in refused the fault: ${response.status}`);
}

export async function clearFaults(): Promise<void> {
  await env.PLANCOVER.fetch(`${BASE}/__faults`, { method: "DELETE" });
}
