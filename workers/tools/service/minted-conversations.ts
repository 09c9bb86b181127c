/**
 * Conversation ids a direct run mints without creating the conversation. A read needs no
 * Conversation object (it holds nothing a read leaves behind), so a run that names no conversation
 * gets an id signed for its creator, and the object is made only when something needs it: a write
 * that becomes a pending action, or the creator naming the id again on any route. The signature is
 * what the object would have held: who created it. It proves nothing to anyone else, so a
 * conversation id stays a handle, never a credential; only this Worker holds the key, so only the
 * server mints (a made-up or altered id verifies for nobody).
 *
 * An id is `<prefix><nonce><mac>`: 16 random bytes and the first 16 bytes of HMAC-SHA-256 over the
 * prefix, the nonce and the creator, each base64url (22 characters), under a key derived from
 * AUDIT_HASH_KEY for this use alone.
 */
import { createHmac } from "node:crypto";
import { randomBytes, toBase64Url } from "../../../src/shared/encoding";
import { oncePer } from "../../../src/shared/once-per";
import type { ConversationCreator as Creator } from "../../../src/shared/tool-service";

/** base64url characters of the nonce and of the MAC (16 bytes each). */
const PART_CHARS = 22;
/** What a direct run's new conversation ids start with. */
export const MINTED_PREFIX = "conv_";
/** The label the signing key is derived under, so the audit's person hash and these never share a key. */
const KEY_LABEL = "toolgate conversation ids v1";
const MINTED_SHAPE = new RegExp(`^${MINTED_PREFIX}[A-Za-z0-9_-]{${2 * PART_CHARS}}$`);

/**
 * The creator as the participant rules read it (store/participants.ts in the object): a partner is
 * its grant (session and client); a person is every session of theirs; a guest is its session, which
 * stays theirs when they sign in on it. A caller may match more than one (a guest who signed in).
 */
function principals(creator: Creator): string[] {
  const { sessionId, personId } = creator.auth;
  if (creator.partner !== null) return [`grant\u0000${sessionId}\u0000${creator.partner.clientId}`];
  return personId === null ? [`session\u0000${sessionId}`] : [`person\u0000${personId}`, `session\u0000${sessionId}`];
}

export interface ConversationMinter {
  /** A new conversation id for the creator (no object is made). */
  mint(creator: Creator): string;
  /** Whether this server minted the id for this caller (as its creator, by the rules above). */
  mintedFor(conversationId: string, caller: Creator): boolean;
}

export function conversationMinter(auditHashKey: string): ConversationMinter {
  // An empty key would sign with no secret at all: refuse, as the person hash does.
  if (auditHashKey.length === 0) throw new Error("AUDIT_HASH_KEY is empty");
  const key = createHmac("sha256", auditHashKey).update(KEY_LABEL).digest("hex");
  const mac = (signed: string, principal: string) =>
    createHmac("sha256", key).update(`${signed}\u0000${principal}`).digest("base64url").slice(0, PART_CHARS);
  return {
    mint(creator) {
      const signed = `${MINTED_PREFIX}${toBase64Url(randomBytes(16))}`;
      // The first principal is the creator's own kind (a person, a grant, or a guest's session).
      return `${signed}${mac(signed, principals(creator)[0] ?? "")}`;
    },
    mintedFor(conversationId, caller) {
      // Compared as bytes below, so only the characters a minted id is made of.
      if (!MINTED_SHAPE.test(conversationId)) return false;
      const signed = conversationId.slice(0, -PART_CHARS);
      const given = new TextEncoder().encode(conversationId.slice(-PART_CHARS));
      return principals(caller).some((principal) =>
        crypto.subtle.timingSafeEqual(new TextEncoder().encode(mac(signed, principal)), given),
      );
    },
  };
}

/**
 * The minter over a Worker's bindings, built on first use and shared by every later request of the
 * isolate, as the executor's ports are: deriving its key is an HMAC, and nothing of a request is kept.
 */
export const minterFor: (env: { readonly AUDIT_HASH_KEY: string }) => ConversationMinter = oncePer((env) =>
  conversationMinter(env.AUDIT_HASH_KEY),
);
