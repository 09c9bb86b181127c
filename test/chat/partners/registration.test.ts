/**
 * Dynamic registration (POST /oauth/register) within the edge's limits: counted per client network,
 * capped in size (the body and each field), and a client's name normalised (NFC, trimmed) and
 * refused when it is empty, too long, or carries control, line-break, bidirectional or invisible
 * characters (format characters, fillers, blanks, variation selectors other than an emoji's own).
 * What is stored is what a member is later shown.
 */
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { BASE, call, staffHeaders } from "../../support/http";
import { REDIRECT_URI } from "../../support/partner";
import { roomInRateWindow } from "../../support/rate-window";

/** REGISTRATION_LIMITER's period in wrangler.toml (`simple = { limit = 10, period = 60 }`). */
const REGISTRATION_PERIOD_SECONDS = 60;

function register(metadata: Record<string, unknown>, headers: Record<string, string> = {}): Promise<Response> {
  return SELF.fetch(`${BASE}/oauth/register`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(metadata),
  });
}

const client = (name: unknown, extra: Record<string, unknown> = {}) => ({
  client_name: name,
  redirect_uris: [REDIRECT_URI],
  token_endpoint_auth_method: "none",
  grant_types: ["authorization_code", "refresh_token"],
  response_types: ["code"],
  ...extra,
});

async function expectRefused(response: Response, status: number, error: string): Promise<void> {
  expect(response.status).toBe(status);
  expect(((await response.json()) as { error: string }).error).toBe(error);
}

/** The name the admin partner list shows for a client. */
async function storedName(clientId: string): Promise<string | null | undefined> {
  const response = await call("/admin/v1/partners", { headers: await staffHeaders() });
  const { partners } = (await response.json()) as { partners: { clientId: string; clientName: string | null }[] };
  return partners.find((partner) => partner.clientId === clientId)?.clientName;
}

describe("the registration throttle", () => {
  it("answers 429 with Retry-After past a network's registrations, stores nothing more, and lets other networks register", async () => {
    const network = `203.0.113.${Math.floor(Math.random() * 200) + 20}`;
    const statuses: number[] = [];
    // The limiter counts 10 a minute in fixed windows: all 12 tries must land in one of them.
    await roomInRateWindow(REGISTRATION_PERIOD_SECONDS);
    for (let i = 0; i < 11; i++) {
      statuses.push((await register(client(`Throttled App ${i}`), { "cf-connecting-ip": network })).status);
    }
    const limited = await register(client("One Too Many"), { "cf-connecting-ip": network });
    const elsewhere = await register(client("Another Network's App"), { "cf-connecting-ip": "198.51.100.77" });

    expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("60");
    expect(((await limited.json()) as { error: string }).error).toBe("rate_limited");
    expect(elsewhere.status).toBe(201);
  });
});

describe("the registration's size", () => {
  it("refuses a 900 KB client_name with 413 before anything is stored", async () => {
    await expectRefused(await register(client("A".repeat(900_000))), 413, "invalid_request");
  });

  it("refuses a body over the cap even when it says it is small", async () => {
    const response = await SELF.fetch(`${BASE}/oauth/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(client("Padded", { software_statement_note: "x".repeat(40_000) })),
    });
    expect(response.status).toBe(413);
  });

  it.each([
    ["a redirect URI of 3,000 characters", { redirect_uris: [`${REDIRECT_URI}?${"q".repeat(3000)}`] }],
    ["eleven redirect URIs", { redirect_uris: Array.from({ length: 11 }, (_, i) => `${REDIRECT_URI}${i}`) }],
    ["a contact of 3,000 characters", { contacts: [`${"c".repeat(3000)}@example.com`] }],
  ])("refuses %s as invalid_client_metadata", async (_what, extra) => {
    await expectRefused(await register(client("Bounded App", extra)), 400, "invalid_client_metadata");
  });
});

describe("a client's name at registration", () => {
  it.each([
    ["empty", ""],
    ["only spaces", "   "],
    ["missing", undefined],
    ["5,000 characters", "N".repeat(5000)],
    ["81 characters", "N".repeat(81)],
    ["a newline inside", "Acme\nHealth"],
    ["a tab inside", "Acme\tHealth"],
    ["a right-to-left override", "Acme \u202Ehtlaeh"],
    ["a right-to-left isolate", "Acme \u2067Health\u2069"],
    ["a left-to-right mark", "Acme\u200EHealth"],
    ["a zero-width space", "Plan\u200BCover"],
    ["a line separator", "Acme\u2028Health"],
    ["a DEL", "Acme\u007FHealth"],
  ])("refuses a name that is %s", async (_what, name) => {
    await expectRefused(await register(client(name)), 400, "invalid_client_metadata");
  });

  it.each([
    ["a Hangul filler (U+3164)", "Acme\u3164Health"],
    ["only Hangul fillers, looking empty", "\u3164\u3164"],
    ["a Hangul choseong filler (U+115F)", "Acme\u115FHealth"],
    ["a Hangul jungseong filler (U+1160)", "Acme\u1160Health"],
    ["a half-width Hangul filler (U+FFA0)", "Acme\uFFA0Health"],
    ["a combining grapheme joiner (U+034F)", "Acme\u034FHealth"],
    ["a variation selector after a letter (U+FE00)", "Acme\uFE00"],
    ["an emoji presentation selector after a letter (U+FE0F)", "Acme\uFE0F Health"],
    ["a second presentation selector after an emoji", "Acme \u260E\uFE0F\uFE0F"],
    ["an ideographic variation selector (U+E0100)", "Acme\u{E0100}Health"],
    ["the last ideographic variation selector (U+E01EF)", "Acme Health\u{E01EF}"],
    ["a braille blank (U+2800)", "Acme\u2800Health"],
    ["only braille blanks, looking empty", "\u2800\u2800\u2800"],
    ["a tag character (U+E0041)", "Acme\u{E0041}Health"],
    ["a zero-width joiner inside an emoji sequence", "Acme \u{1F469}\u200D\u{1F4BB}"],
  ])("refuses a name with %s, and says the name holds an invisible character", async (_what, name) => {
    const response = await register(client(name));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: "invalid_client_metadata",
      error_description: expect.stringMatching(/^client_name must not contain invisible characters/),
    });
  });

  it.each([
    ["accents", "Clínica Saúde Müller"],
    ["Chinese and Japanese", "健康アシスタント 保险"],
    ["Hangul", "건강 도우미"],
    ["an emoji", "Acme \u{1FA7A} Health"],
    ["an emoji written with its presentation selector", "Acme \u260E\uFE0F Care"],
    ["a heart with its presentation selector", "\u2764\uFE0F Health"],
  ])("registers a name with %s as it was sent", async (_what, name) => {
    const response = await register(client(name));
    expect(response.status).toBe(201);
    expect(((await response.json()) as { client_name: string }).client_name).toBe(name);
  });

  it("refuses a localised name (client_name#fr) by the same rules", async () => {
    await expectRefused(
      await register(client("Acme Health", { "client_name#fr": "Acme \u202Esante" })),
      400,
      "invalid_client_metadata",
    );
  });

  it("stores the name trimmed and in NFC, and accepts 80 characters", async () => {
    const decomposed = "  Cafe\u0301 Sante\u0301  ";
    const response = await register(client(decomposed));
    expect(response.status).toBe(201);
    const registered = (await response.json()) as { client_id: string; client_name: string };
    expect(registered.client_name).toBe("Café Santé");
    expect(await storedName(registered.client_id)).toBe("Café Santé");
    expect((await register(client("N".repeat(80)))).status).toBe(201);
  });
});
