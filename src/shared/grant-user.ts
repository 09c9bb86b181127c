/**
 * The user id a grant is stored under: an opaque digest of the member id, so the member id never
 * appears in a token or a KV key, and the same member always finds their own grants.
 */
export async function grantUserId(personId: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`toolgate-member:${personId}`));
  return `m${[...new Uint8Array(digest).slice(0, 16)].map((b) => b.toString(16).padStart(2, "0")).join("")}`;
}
