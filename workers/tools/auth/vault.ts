/**
 * The credential vault: upstream tokens at rest, AES-256-GCM under CREDENTIAL_KEY (base64 of 32 bytes).
 * Only the tools Worker calls these. Invariants: no plaintext token in any row; each row has its own
 * random 12-byte IV; the ciphertext is bound to its ref and expiry (additional data), so a row copied
 * under another ref or given a later expiry does not open; opening never throws for a bad key or a
 * tampered row, it answers `unreadable`.
 */

import { eq, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import * as v from "valibot";
import { credentials } from "../../../d1/schema";
import { fromBase64, randomBytes, toBase64 } from "../../../src/shared/encoding";
import { type CredentialRef, CredentialRefSchema, newId } from "../../../src/shared/ids";
import type { Result } from "../../../src/shared/result";
import { err, ok } from "../../../src/shared/result";
import { type BatchEntry, perBinding } from "../d1/orm";

/** AES-GCM IV length in bytes (the size GCM is specified for). */
const IV_BYTES = 12;
/** CREDENTIAL_KEY decodes to exactly this many bytes (AES-256). */
const KEY_BYTES = 32;
/** Versioned so a future change of the bound fields cannot open an old row by accident. */
const AAD_PREFIX = "toolgate.credential.v1";
/** The header names a sealed credential produces: the same list in every readiness diagnostic. */
export const CREDENTIAL_HEADER_NAMES = ["Authorization"] as const;

/** A token we accept to seal: visible ASCII, no spaces, so it cannot split or inject a header. */
export const HEADER_SAFE_TOKEN = /^[\x21-\x7E]{1,4096}$/;

export const VAULT_FAILURES = [
  /** No row for this ref: never sealed, or forgotten at sign-out. */
  "missing",
  /** The row exists but the upstream token has expired: sign in again. */
  "expired",
  /** The row does not decrypt: a wrong key, a tampered ciphertext, IV or expiry. */
  "unreadable",
] as const;
export type VaultFailure = (typeof VAULT_FAILURES)[number];

export interface OpenedCredential {
  /** The header value, `Bearer <token>`: goes to the upstream request and nowhere else. */
  readonly authorization: string;
  readonly headerNames: typeof CREDENTIAL_HEADER_NAMES;
}

export interface SealInput {
  readonly token: string;
  readonly expiresAt: Date;
  readonly now: Date;
}

/**
 * The AES key of each secret this isolate has seen, imported once: the secret is fixed for the
 * deployment, and the key (non-extractable) is derived from it alone. A secret that does not decode
 * to 32 bytes stays null, and every seal or open under it refuses as before.
 */
const importedKeys = new Map<string, Promise<CryptoKey | null>>();

function importKey(secret: string): Promise<CryptoKey | null> {
  let imported = importedKeys.get(secret);
  if (!imported) {
    imported = importRawKey(secret);
    importedKeys.set(secret, imported);
  }
  return imported;
}

async function importRawKey(secret: string): Promise<CryptoKey | null> {
  const raw = fromBase64(secret);
  if (!raw || raw.length !== KEY_BYTES) return null;
  return crypto.subtle.importKey("raw", raw, "AES-GCM", false, ["encrypt", "decrypt"]);
}

function additionalData(ref: string, expiresAt: string): Uint8Array {
  return new TextEncoder().encode(`${AAD_PREFIX}|${ref}|${expiresAt}`);
}

/** Encrypts and stores an upstream token; the returned ref is all anyone else ever holds. */
export async function sealCredential(db: D1Database, key: string, input: SealInput): Promise<CredentialRef> {
  // Both are broken invariants (a misconfigured secret, an upstream that handed us no bearer token),
  // not expected outcomes; neither message carries a value.
  const cryptoKey = await importKey(key);
  if (!cryptoKey) throw new Error("CREDENTIAL_KEY must be base64 of 32 bytes");
  if (!HEADER_SAFE_TOKEN.test(input.token)) throw new Error("refusing to seal a token that is not header-safe");

  const ref = v.parse(CredentialRefSchema, newId("cred_"));
  const expiresAt = input.expiresAt.toISOString();
  const iv = randomBytes(IV_BYTES);
  const ciphertext = await crypto.subtle.encrypt(
    { name: "AES-GCM", iv, additionalData: additionalData(ref, expiresAt) },
    cryptoKey,
    new TextEncoder().encode(input.token),
  );
  await drizzle(db)
    .insert(credentials)
    .values({
      ref,
      ciphertext: toBase64(new Uint8Array(ciphertext)),
      iv: toBase64(iv),
      expiresAt,
      createdAt: input.now.toISOString(),
    });
  return ref;
}

/** Exchanges a ref for the Authorization header value, inside the call that needs it. */
export async function openCredential(
  db: D1Database,
  key: string,
  ref: CredentialRef,
  now: Date,
): Promise<Result<OpenedCredential, VaultFailure>> {
  const [row] = await statements(db).byRef.all({ ref });
  return openCredentialRow(row, key, now);
}

const statements = perBinding((orm) => ({
  byRef: orm
    .select()
    .from(credentials)
    .where(eq(credentials.ref, sql.placeholder("ref")))
    .limit(1)
    .prepare(),
}));

/** The read of a credential's row, as a prepared statement a caller can put in a D1 batch. */
export function credentialQuery(db: D1Database, ref: CredentialRef): BatchEntry {
  return { query: statements(db).byRef, values: { ref } };
}

/** Opens the row `credentialQuery` read (absent: `missing`). No I/O: the key import and AES-GCM only. */
export async function openCredentialRow(
  row: typeof credentials.$inferSelect | undefined,
  key: string,
  now: Date,
): Promise<Result<OpenedCredential, VaultFailure>> {
  if (!row) return err("missing");
  const expiresAtMs = Date.parse(row.expiresAt);
  if (Number.isNaN(expiresAtMs)) return err("unreadable");
  if (expiresAtMs <= now.getTime()) return err("expired");

  const cryptoKey = await importKey(key);
  const iv = fromBase64(row.iv);
  const ciphertext = fromBase64(row.ciphertext);
  if (!cryptoKey || !iv || iv.length !== IV_BYTES || !ciphertext) return err("unreadable");
  let plaintext: ArrayBuffer;
  try {
    plaintext = await crypto.subtle.decrypt(
      { name: "AES-GCM", iv, additionalData: additionalData(row.ref, row.expiresAt) },
      cryptoKey,
      ciphertext,
    );
  } catch {
    // GCM's tag check failed: a wrong key or a changed byte. Which one is not worth telling anyone.
    return err("unreadable");
  }
  let token: string;
  try {
    token = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(plaintext);
  } catch {
    return err("unreadable");
  }
  if (!HEADER_SAFE_TOKEN.test(token)) return err("unreadable");
  return ok({ authorization: `Bearer ${token}`, headerNames: CREDENTIAL_HEADER_NAMES });
}

/** Deletes the stored token; opening the ref afterwards answers `missing`. Idempotent. */
export async function forgetCredential(db: D1Database, ref: string): Promise<void> {
  await drizzle(db).delete(credentials).where(eq(credentials.ref, ref));
}
