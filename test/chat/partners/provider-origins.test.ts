/**
 * The OAuth provider is configuration built per origin and kept for the isolate's life: each
 * origin's requests share one provider, and no origin ever sees another's resource.
 */
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { app } from "../../../workers/chat/app";
import { oauthProviders } from "../../../workers/chat/oauth/provider";

const metadataAt = async (origin: string) =>
  (await (await SELF.fetch(`${origin}/.well-known/oauth-protected-resource`)).json()) as Record<string, unknown>;

describe("the OAuth provider in front of the chat app", () => {
  it("is built once per origin and shared by every request from that origin", () => {
    const providerFor = oauthProviders(app);
    const first = providerFor(new Request("https://one.test/health"));
    expect(providerFor(new Request("https://one.test/v1/tools", { method: "POST" }))).toBe(first);
    expect(providerFor(new Request("https://two.test/health"))).not.toBe(first);
  });

  it("names each origin as its own resource, whichever origin was served first", async () => {
    for (const origin of ["https://one.test", "https://two.test", "https://one.test"]) {
      expect(await metadataAt(origin)).toMatchObject({ resource: origin, authorization_servers: [origin] });
    }
  });

  it("keeps answering for its origin after more origins than it keeps have been seen", async () => {
    const origins = Array.from({ length: 12 }, (_, i) => `https://origin-${i}.test`);
    for (const origin of [...origins, origins[0] ?? ""]) {
      expect(await metadataAt(origin)).toMatchObject({ resource: origin });
    }
  });
});
