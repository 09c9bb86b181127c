/**
 * The edge's limits on what a request body may be, checked before anything reads the body: its size
 * (413, counted while it streams, so a 20 MB body is never held whole) and, for JSON, how deeply it
 * nests (400, counted by a scan that never recurses, so 3,000 levels cannot overflow anything
 * downstream). A route that runs tools passes `onRefused`, so a refused call still leaves its row.
 */
import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-env";
import { jsonError } from "./errors";

/** Defaults when the configuration leaves a limit empty or unreadable. */
export const DEFAULT_MAX_BODY_BYTES = 65_536;
export const DEFAULT_MAX_JSON_DEPTH = 20;
/** How much of a refused body is kept to find what it was (an MCP call's tool name), in bytes. */
const PREFIX_BYTES = 4_096;

export const BODY_REFUSALS = [
  /** More bytes than MAX_BODY_BYTES. */
  "body_too_large",
  /** JSON nested deeper than MAX_JSON_DEPTH. */
  "body_too_deep",
] as const;
export type BodyRefusalKind = (typeof BODY_REFUSALS)[number];

export interface BodyRefusal {
  readonly kind: BodyRefusalKind;
  /** The bytes read before refusing (for body_too_large: at least the limit plus one). */
  readonly bytes: number;
  /** The body's first bytes, as text: enough to tell what was asked, never stored or logged. */
  readonly prefix: string;
}

export interface BodyLimits {
  readonly maxBodyBytes: number;
  readonly maxJsonDepth: number;
}

const positive = (text: string | undefined, fallback: number) => {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};

export function bodyLimitsOf(env: { MAX_BODY_BYTES?: string; MAX_JSON_DEPTH?: string }): BodyLimits {
  return {
    maxBodyBytes: positive(env.MAX_BODY_BYTES, DEFAULT_MAX_BODY_BYTES),
    maxJsonDepth: positive(env.MAX_JSON_DEPTH, DEFAULT_MAX_JSON_DEPTH),
  };
}

/**
 * The deepest nesting of objects and arrays in JSON text (a top-level object is 1), counted
 * without parsing; the scan stops as soon as it passes `stopAbove`. Brackets inside strings do not count.
 */
export function jsonDepth(text: string, stopAbove = Number.POSITIVE_INFINITY): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 0x5c) i++;
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x7b || code === 0x5b) {
      depth++;
      if (depth > deepest) deepest = depth;
      if (deepest > stopAbove) return deepest;
    } else if (code === 0x7d || code === 0x5d) depth--;
  }
  return deepest;
}

export const isJsonContentType = (value: string | undefined): boolean =>
  value !== undefined && /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i.test(value.trim());

type Read = { readonly ok: true; readonly bytes: Uint8Array } | { readonly ok: false; readonly refusal: BodyRefusal };

const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

/** Reads at most `max` bytes of the body; more is a refusal, and the rest is never read. */
async function readBounded(request: Request, max: number): Promise<Read> {
  // A declared length over the limit is refused after reading only what names the call.
  const declared = Number(request.headers.get("content-length"));
  const over = Number.isFinite(declared) && declared > max;
  const stopAt = over ? PREFIX_BYTES : max;
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = (request.body as ReadableStream<Uint8Array>).getReader();
  for (;;) {
    const chunk = await reader.read();
    if (chunk.done) break;
    total += chunk.value.byteLength;
    chunks.push(chunk.value);
    if (total > stopAt) {
      await reader.cancel();
      const prefix = decode(concat(chunks, total).subarray(0, PREFIX_BYTES));
      return { ok: false, refusal: { kind: "body_too_large", bytes: over ? declared : total, prefix } };
    }
  }
  if (total > max) return { ok: false, refusal: { kind: "body_too_large", bytes: total, prefix: "" } };
  return { ok: true, bytes: concat(chunks, total) };
}

function concat(chunks: readonly Uint8Array[], total: number): Uint8Array {
  const joined = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    joined.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return joined;
}

function refusalResponse(c: Context<AppEnv>, refusal: BodyRefusal, limits: BodyLimits): Response {
  switch (refusal.kind) {
    case "body_too_large":
      return jsonError(c, 413, "payload_too_large", `The body is larger than ${limits.maxBodyBytes} bytes.`);
    case "body_too_deep":
      return jsonError(c, 400, "bad_request", `The JSON body nests deeper than ${limits.maxJsonDepth} levels.`);
  }
}

/**
 * The body limits as middleware. It reads the body once (bounded) and hands the route a fresh
 * request over the same bytes, so everything after it (validators, the MCP transport) reads as usual.
 */
export function limitBody(
  onRefused?: (c: Context<AppEnv>, refusal: BodyRefusal) => Promise<void>,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.raw.body === null) return next();
    const limits = bodyLimitsOf(c.env);
    const read = await readBounded(c.req.raw, limits.maxBodyBytes);
    let refusal = read.ok ? null : read.refusal;
    if (read.ok && isJsonContentType(c.req.header("content-type"))) {
      const text = decode(read.bytes);
      if (jsonDepth(text, limits.maxJsonDepth) > limits.maxJsonDepth) {
        refusal = { kind: "body_too_deep", bytes: read.bytes.byteLength, prefix: text.slice(0, PREFIX_BYTES) };
      }
    }
    if (refusal) {
      await onRefused?.(c, refusal);
      return refusalResponse(c, refusal, limits);
    }
    if (read.ok) c.req.raw = new Request(c.req.raw, { body: read.bytes });
    return next();
  };
}

/**
 * Every route whose body is JSON: any other content type is a 415 before the body is looked at. A
 * route that runs tools passes `onRefused`, so a call refused here still leaves its row.
 */
export function requireJsonBody(onRefused?: (c: Context<AppEnv>) => Promise<void>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (isJsonContentType(c.req.header("content-type"))) return next();
    await onRefused?.(c);
    return jsonError(c, 415, "unsupported_media_type", "Send the body as application/json.");
  };
}

export const requireJson = requireJsonBody();

/**
 * A route that reads no body (sign-out, a new invitation): none at all, or JSON (ignored), as the
 * clients send. Anything else is a 415 like every JSON route's, so a cross-site form (text/plain,
 * url-encoded, multipart) cannot make the call.
 */
export const noBodyOrJson: MiddlewareHandler<AppEnv> = async (c, next) => {
  const type = c.req.header("content-type");
  const sent = type !== undefined || (c.req.raw.body !== null && c.req.header("content-length") !== "0");
  if (!sent || isJsonContentType(type)) return next();
  return jsonError(c, 415, "unsupported_media_type", "Send no body, or send it as application/json.");
};
