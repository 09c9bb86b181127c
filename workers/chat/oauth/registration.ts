/**
 * POST /oauth/register within the edge's limits, before the OAuth library sees it: counted per client
 * network (the REGISTRATION_LIMITER binding, by the same network as anonymous traffic: an IPv6
 * client by its /64), capped in size (the body, and each field by client-metadata.ts), and the
 * client's name normalised and checked. A registration that passes goes on with its names normalised;
 * the library then applies its own rules (redirect URIs, grant types). Refusals use RFC 7591's shape.
 */
import { countedNetwork } from "../../../src/shared/client-network";
import { checkMetadata, refusalDescription } from "./client-metadata";
import { REGISTER_PATH } from "./settings";

/** The largest registration body, in bytes (ten redirect URIs of a few hundred characters fit easily). */
export const REGISTRATION_MAX_BODY_BYTES = 16 * 1024;
/** Seconds a client over the registration limit is asked to wait (the limiter's period). */
const REGISTRATION_RETRY_AFTER_SECONDS = 60;

function refusal(status: 400 | 413 | 429, error: string, description: string, headers: Record<string, string> = {}) {
  return Response.json(
    { error, error_description: description },
    { status, headers: { "cache-control": "no-store", ...headers } },
  );
}

/** The body as text, or null when it is larger than the cap (read no further than the cap). */
async function boundedText(request: Request, maxBytes: number): Promise<string | null> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBytes) return null;
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const joined = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    joined.set(chunk, at);
    at += chunk.byteLength;
  }
  return new TextDecoder().decode(joined);
}

function parseObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "object" && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** The registration request to hand on (its names normalised), or the refusal; any other request as it came. */
export async function guardRegistration(request: Request, env: Env): Promise<Request | Response> {
  if (request.method !== "POST" || new URL(request.url).pathname !== REGISTER_PATH) return request;
  const network = countedNetwork(request.headers.get("cf-connecting-ip"));
  if (network !== null && !(await env.REGISTRATION_LIMITER.limit({ key: network })).success) {
    return refusal(429, "rate_limited", "Too many registrations from this address. Wait a minute.", {
      "retry-after": String(REGISTRATION_RETRY_AFTER_SECONDS),
    });
  }
  const text = await boundedText(request, REGISTRATION_MAX_BODY_BYTES);
  if (text === null) {
    return refusal(413, "invalid_request", `The registration must be at most ${REGISTRATION_MAX_BODY_BYTES} bytes.`);
  }
  const metadata = parseObject(text);
  if (!metadata) return refusal(400, "invalid_request", "The registration must be a JSON object.");
  const checked = checkMetadata(metadata);
  if (!checked.ok) return refusal(400, "invalid_client_metadata", refusalDescription(checked.error));
  const headers = new Headers(request.headers);
  headers.delete("content-length");
  return new Request(request.url, { method: "POST", headers, body: JSON.stringify(checked.value) });
}
