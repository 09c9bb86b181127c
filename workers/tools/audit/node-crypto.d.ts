/**
 * The one node:crypto function the tools Worker uses (nodejs_compat provides the module at run
 * time); the Worker's type set has no Node types, so it is declared here as the audit's person hash
 * and the minted conversation ids (service/minted-conversations.ts) use it.
 */
declare module "node:crypto" {
  interface Hmac {
    update(data: string): Hmac;
    digest(encoding: "hex" | "base64url"): string;
  }
  export function createHmac(algorithm: "sha256", key: string): Hmac;
}
