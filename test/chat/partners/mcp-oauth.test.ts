/**
 * A partner agent with the official MCP TypeScript SDK client and its OAuth support, from nothing to a
 * tool result: discovery from the 401, dynamic registration, authorization (the member's sign-in and
 * consent driven over HTTP), token, tools/list limited to the grant, tools/call on the member's own
 * portal, refresh (same scopes), revocation, and a refused call after it.
 */
import { SELF } from "cloudflare:test";
import {
  discoverAuthorizationServerMetadata,
  type OAuthClientProvider,
  refreshAuthorization,
  UnauthorizedError,
} from "@modelcontextprotocol/sdk/client/auth.js";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { OAuthClientInformationMixed, OAuthTokens } from "@modelcontextprotocol/sdk/shared/auth.js";
import { describe, expect, it } from "vitest";
import { BASE, call } from "../../support/http";
import { syntheticPortal, uniqueMobile } from "../../support/members";
import { authorizeAsMember, REDIRECT_URI } from "../../support/partner";

const fetchThroughWorker = (url: string | URL, init?: RequestInit) => SELF.fetch(url.toString(), init);

/** The partner's own storage, as an MCP client keeps it; the "browser" step is driven by the test. */
class PartnerAgentStorage implements OAuthClientProvider {
  client?: OAuthClientInformationMixed;
  saved?: OAuthTokens;
  verifier = "";
  authorizationUrl?: URL;
  readonly redirectUrl = REDIRECT_URI;
  readonly clientMetadata = {
    client_name: "Acme Health Assistant",
    redirect_uris: [REDIRECT_URI],
    grant_types: ["authorization_code", "refresh_token"],
    response_types: ["code"],
    token_endpoint_auth_method: "none",
    scope: "policies:read documents:read hospitals:read",
  };
  clientInformation() {
    return this.client;
  }
  saveClientInformation(info: OAuthClientInformationMixed) {
    this.client = info;
  }
  tokens() {
    return this.saved;
  }
  saveTokens(tokens: OAuthTokens) {
    this.saved = tokens;
  }
  redirectToAuthorization(url: URL) {
    this.authorizationUrl = url;
  }
  saveCodeVerifier(verifier: string) {
    this.verifier = verifier;
  }
  codeVerifier() {
    return this.verifier;
  }
}

const MCP_URL = new URL(`${BASE}/mcp`);
const connect = async (storage: PartnerAgentStorage) => {
  const client = new Client({ name: "acme-health-assistant", version: "1.0.0" });
  const transport = new StreamableHTTPClientTransport(MCP_URL, { authProvider: storage, fetch: fetchThroughWorker });
  await client.connect(transport);
  return { client, transport };
};

describe("a partner agent over MCP with OAuth", () => {
  it("answers an unauthenticated /mcp with 401 and a challenge naming the resource metadata", async () => {
    const response = await SELF.fetch(MCP_URL, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json, text/event-stream" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }),
    });
    expect(response.status).toBe(401);
    expect(response.headers.get("www-authenticate")).toContain(
      `resource_metadata="${BASE}/.well-known/oauth-protected-resource`,
    );
    const metadata = (await (await SELF.fetch(`${BASE}/.well-known/oauth-protected-resource`)).json()) as Record<
      string,
      unknown
    >;
    expect(metadata).toMatchObject({ resource: BASE, authorization_servers: [BASE] });
  });

  it("advertises the member-meaningful scopes, S256 only, registration and revocation", async () => {
    const metadata = await discoverAuthorizationServerMetadata(BASE, { fetchFn: fetchThroughWorker });
    expect(metadata?.scopes_supported).toEqual(
      expect.arrayContaining(["policies:read", "claims:read", "documents:read", "hospitals:read", "callbacks:write"]),
    );
    expect(metadata?.code_challenge_methods_supported).toEqual(["S256"]);
    expect(metadata?.registration_endpoint).toBe(`${BASE}/oauth/register`);
    expect((metadata as { revocation_endpoint?: string } | undefined)?.revocation_endpoint).toBeTruthy();
    expect(metadata?.response_types_supported).toEqual(["code"]);
  });

  it("goes from nothing to a tool result, refreshes with the same scopes, and is refused after revocation", async () => {
    const mobile = uniqueMobile();
    const storage = new PartnerAgentStorage();

    // Discovery and registration happen inside the SDK; it stops at the member's browser.
    await expect(connect(storage)).rejects.toThrow(UnauthorizedError);
    expect(storage.client?.client_id).toBeTruthy();
    const authorizationUrl = storage.authorizationUrl;
    if (!authorizationUrl) throw new Error("the SDK never asked for the member's authorization");
    expect(authorizationUrl.searchParams.get("code_challenge_method")).toBe("S256");

    // The member signs in and allows, unticking hospitals: the token carries exactly the rest.
    const { location, consentHtml } = await authorizeAsMember(authorizationUrl.toString(), mobile, {
      decision: "approve",
      scopes: ["policies:read", "documents:read"],
    });
    expect(consentHtml).toContain("Acme Health Assistant");
    expect(consentHtml).toContain("127.0.0.1");
    const code = new URL(location).searchParams.get("code");
    if (!code) throw new Error("no authorization code");
    const first = new StreamableHTTPClientTransport(MCP_URL, { authProvider: storage, fetch: fetchThroughWorker });
    await first.finishAuth(code);
    expect(storage.saved?.scope).toBe("policies:read documents:read");

    const { client } = await connect(storage);
    const listed = await client.listTools();
    expect(listed.tools.map((t) => t.name).sort()).toEqual(
      [
        "get_covered_benefits",
        "get_e_card",
        "get_member_profile",
        "get_plan_details",
        "get_policy_members",
        "get_sum_insured_balance",
        "list_my_policies",
        "list_policy_documents",
      ].sort(),
    );
    const result = await client.callTool({
      name: "get_plan_details",
      arguments: { portal_ref: syntheticPortal(mobile) },
    });
    expect(result.isError).toBe(false);
    expect((result.structuredContent as { outcome: { status: string } }).outcome.status).toBe("ok");

    // Refresh: a new access token and a rotated refresh token, with exactly the granted scopes.
    const metadata = await discoverAuthorizationServerMetadata(BASE, { fetchFn: fetchThroughWorker });
    const before = storage.saved;
    if (!before?.refresh_token || !storage.client || !metadata) throw new Error("no refresh token");
    const refreshed = await refreshAuthorization(BASE, {
      metadata,
      clientInformation: storage.client,
      refreshToken: before.refresh_token,
      fetchFn: fetchThroughWorker,
    });
    expect(refreshed.access_token).not.toBe(before.access_token);
    expect(refreshed.refresh_token).not.toBe(before.refresh_token);
    expect(refreshed.scope).toBe("policies:read documents:read");
    storage.saveTokens(refreshed);
    const again = await connect(storage);
    expect((await again.client.listTools()).tools).toHaveLength(8);

    // Revocation (RFC 7009): the next call is refused.
    const revocation = (metadata as { revocation_endpoint?: string }).revocation_endpoint;
    if (!revocation) throw new Error("no revocation endpoint");
    const revoked = await SELF.fetch(revocation, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ token: refreshed.refresh_token ?? "", client_id: storage.client.client_id }),
    });
    expect(revoked.status).toBe(200);
    const refused = await call("/mcp", {
      token: refreshed.access_token,
      body: { jsonrpc: "2.0", id: 9, method: "tools/list" },
      headers: { accept: "application/json, text/event-stream" },
    });
    expect(refused.status).toBe(401);
  });

  it("lets a member deny: the partner gets access_denied and no code", async () => {
    const storage = new PartnerAgentStorage();
    await expect(connect(storage)).rejects.toThrow(UnauthorizedError);
    const url = storage.authorizationUrl;
    if (!url) throw new Error("no authorization URL");
    const { location } = await authorizeAsMember(url.toString(), uniqueMobile(), { decision: "deny" });
    const answer = new URL(location).searchParams;
    expect(answer.get("error")).toBe("access_denied");
    expect(answer.get("code")).toBeNull();
  });
});
