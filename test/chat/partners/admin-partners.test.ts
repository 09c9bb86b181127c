/**
 * The admin partner list (GET /admin/v1/partners) reads the OAuth store page by page to its end: a
 * deployment with more clients than one page of the store (1,000 keys) lists every one of them.
 */

import { env } from "cloudflare:test";
import { getOAuthApi } from "@cloudflare/workers-oauth-provider";
import { describe, expect, it } from "vitest";
import { app } from "../../../workers/chat/app";
import { providerOptions } from "../../../workers/chat/oauth/provider";
import { BASE, call, staffHeaders } from "../../support/http";
import { REDIRECT_URI } from "../../support/partner";

/** More clients than one page of the store's key listing holds. */
const CLIENTS = 1_010;
const IN_FLIGHT = 50;

/** Clients written straight into the store through the library's own helpers (registration is tested elsewhere). */
async function registerMany(count: number): Promise<string[]> {
  const helpers = getOAuthApi(providerOptions(BASE, app), env);
  const ids: string[] = [];
  for (let start = 0; start < count; start += IN_FLIGHT) {
    const batch = Array.from({ length: Math.min(IN_FLIGHT, count - start) }, async (_, i) => {
      const created = await helpers.createClient({
        clientName: `Listed App ${start + i}`,
        redirectUris: [REDIRECT_URI],
        tokenEndpointAuthMethod: "none",
      });
      return created.clientId;
    });
    ids.push(...(await Promise.all(batch)));
  }
  return ids;
}

describe("the admin partner list", () => {
  it("lists every registered client, past the store's first page, each name marked unverified", async () => {
    const ids = await registerMany(CLIENTS);

    const response = await call("/admin/v1/partners", { headers: await staffHeaders() });
    expect(response.status).toBe(200);
    const { partners } = (await response.json()) as {
      partners: { clientId: string; clientNameVerified: boolean }[];
    };

    const listed = new Set(partners.map((partner) => partner.clientId));
    expect(ids.filter((id) => !listed.has(id))).toEqual([]);
    expect(partners.every((partner) => partner.clientNameVerified === false)).toBe(true);
    // A thousand clients written and read back through the store take seconds, not milliseconds.
  }, 60_000);
});
