/**
 * Staff sign-in through Cloudflare Access: the deployment's settings, read from the chat Worker's
 * vars. Access is on only when both the team domain and the application's audience tag are set;
 * otherwise the console offers the bootstrap token's sign-in alone. Pure: plain strings in, a
 * settings value (or null) out.
 */
import type { StaffRole } from "../../../src/shared/tool-service";

/** The vars this reads, as wrangler.toml declares them (empty strings when unset). */
export interface AccessVars {
  /** `<team>.cloudflareaccess.com`: the issuer of the application tokens and the home of its keys. */
  readonly ACCESS_TEAM_DOMAIN: string;
  /** The Access application's audience (AUD) tag; a token for another application is refused. */
  readonly ACCESS_AUD: string;
  /** Comma-separated identity-provider groups whose members sign in as administrators. */
  readonly ACCESS_ADMIN_GROUPS: string;
  /** Comma-separated groups whose members sign in as care agents (when in no admin group). */
  readonly ACCESS_AGENT_GROUPS: string;
}

export interface AccessSettings {
  /** `https://<team>.cloudflareaccess.com`, exactly as Access writes it in `iss`. */
  readonly issuer: string;
  /** Where the team's signing keys are published (a JWKS). */
  readonly certsUrl: URL;
  readonly audience: string;
  readonly adminGroups: readonly string[];
  readonly agentGroups: readonly string[];
}

const list = (text: string): string[] =>
  text
    .split(",")
    .map((item) => item.trim())
    .filter((item) => item.length > 0);

/** The settings, or null when Access is not configured (no team domain or no audience tag). */
export function accessSettings(vars: AccessVars): AccessSettings | null {
  // A pasted "https://team.cloudflareaccess.com/" means the same team as "team.cloudflareaccess.com".
  const domain = vars.ACCESS_TEAM_DOMAIN.trim()
    .replace(/^https:\/\//, "")
    .replace(/\/+$/, "");
  const audience = vars.ACCESS_AUD.trim();
  if (domain === "" || audience === "") return null;
  const issuer = `https://${domain}`;
  return {
    issuer,
    certsUrl: new URL("/cdn-cgi/access/certs", issuer),
    audience,
    adminGroups: list(vars.ACCESS_ADMIN_GROUPS),
    agentGroups: list(vars.ACCESS_AGENT_GROUPS),
  };
}

/** The role a person's groups give: an admin group wins over an agent group; none gives no role. */
export function roleForGroups(settings: AccessSettings, groups: readonly string[]): StaffRole | null {
  if (groups.some((group) => settings.adminGroups.includes(group))) return "admin";
  if (groups.some((group) => settings.agentGroups.includes(group))) return "agent";
  return null;
}
