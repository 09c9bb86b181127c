/**
 * Signed document links, shaped like the real API's pre-signed S3 links (credential, date, expiry,
 * a 64-hex signature) and really signed: HMAC-SHA256 under the stand-in's signing key over the
 * document id, the date and the lifetime, so a link works for `LINK_LIFETIME_SECONDS` and a changed
 * id, date or lifetime does not. The links point at `DOCUMENTS_BASE_URL`: the stand-in's own origin
 * when it runs locally (so a demo opens the PDF), a host like the real one's otherwise.
 */
import { signingKey } from "../auth/hmac";

/** How long a link works, in seconds (the real API's 15 minutes). */
export const LINK_LIFETIME_SECONDS = 900;
const CREDENTIAL = "AKIAPLANCOVERDEMO/20260801/ap-south-1/s3/aws4_request";
const encoder = new TextEncoder();

/** `20260801T101500Z`, as S3 writes X-Amz-Date. */
function amzDate(now: Date): string {
  return now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

function parseAmzDate(value: string): number | null {
  const m = value.match(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/);
  return m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6])) : null;
}

async function signature(secret: string, documentId: string, date: string, expires: string): Promise<Uint8Array> {
  const mac = await crypto.subtle.sign(
    "HMAC",
    await signingKey(secret),
    encoder.encode(`${documentId}\n${date}\n${expires}`),
  );
  return new Uint8Array(mac);
}

const toHex = (bytes: Uint8Array) => [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");

export interface LinkEnv {
  readonly PLANCOVER_SIGNING_KEY: string;
  readonly DOCUMENTS_BASE_URL: string;
}

export async function signedDownloadUrl(env: LinkEnv, documentId: string, now: Date): Promise<string> {
  const date = amzDate(now);
  const expires = String(LINK_LIFETIME_SECONDS);
  const mac = toHex(await signature(env.PLANCOVER_SIGNING_KEY, documentId, date, expires));
  const base = env.DOCUMENTS_BASE_URL.replace(/\/$/, "");
  return (
    `${base}/documents/${documentId}.pdf?X-Amz-Credential=${encodeURIComponent(CREDENTIAL)}` +
    `&X-Amz-Date=${date}&X-Amz-Expires=${expires}&X-Amz-Signature=${mac}`
  );
}

/** Whether a link's query is one this stand-in signed for this document and has not expired. */
export async function linkIsValid(
  env: Pick<LinkEnv, "PLANCOVER_SIGNING_KEY">,
  documentId: string,
  query: URLSearchParams,
  now: Date,
): Promise<boolean> {
  const date = query.get("X-Amz-Date") ?? "";
  const expires = query.get("X-Amz-Expires") ?? "";
  const given = query.get("X-Amz-Signature") ?? "";
  const signedAt = parseAmzDate(date);
  if (signedAt === null || !/^\d{1,6}$/.test(expires) || !/^[0-9a-f]{64}$/.test(given)) return false;
  if (now.getTime() > signedAt + Number(expires) * 1000) return false;
  const bytes = new Uint8Array(given.match(/../g)?.map((pair) => Number.parseInt(pair, 16)) ?? []);
  const payload = encoder.encode(`${documentId}\n${date}\n${expires}`);
  // Constant-time: `subtle.verify` compares the MAC itself.
  return crypto.subtle.verify("HMAC", await signingKey(env.PLANCOVER_SIGNING_KEY), bytes, payload);
}
