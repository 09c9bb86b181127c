/**
 * One grant's credential sent several times at the same instant. The authorization server's store has
 * no compare-and-set, so without a lock every copy of a refresh token read it unused and was answered
 * with tokens (red-team: five refreshes at once all succeeded). The token endpoint now runs the
 * requests naming one grant one at a time, and concurrent uses are judged as the same uses one after
 * another: a refresh token rotates once, is retried once, and its next use is reuse. A code's copies
 * take the same path: one exchange, then replays. Either way the grant ends, with every token issued.
 */
import { describe, expect, it } from "vitest";
import { call } from "../../support/http";
import { uniqueMobile } from "../../support/members";
import { authorizedCode, connectPartner, type Tokens, tokenRequest } from "../../support/partner";

const COPIES = 5;

/** Whether an access token still works on /v1. */
const accessStatus = async (token: string) => (await call("/v1/tools", { token })).status;

/** The same token request sent COPIES times at once: each answer's status, and the tokens issued. */
async function sentTogether(form: Record<string, string>): Promise<{ statuses: number[]; issued: Tokens[] }> {
  const answers = await Promise.all(Array.from({ length: COPIES }, () => tokenRequest(form)));
  const issued = await Promise.all(
    answers.filter((a) => a.status === 200).map(async (a) => (await a.json()) as Tokens),
  );
  const refused = await Promise.all(answers.filter((a) => a.status !== 200).map(async (a) => await a.json()));
  expect(refused).toEqual(Array(COPIES - issued.length).fill(expect.objectContaining({ error: "invalid_grant" })));
  return { statuses: answers.map((a) => a.status).sort(), issued };
}

describe("uses of one grant's credential sent at the same instant", () => {
  it("answers one refresh token sent five times at once as five uses in turn: a rotation, one retry, then reuse that ends the grant", async () => {
    const { clientId, tokens } = await connectPartner(uniqueMobile(), ["policies:read"]);

    const { statuses, issued } = await sentTogether({
      grant_type: "refresh_token",
      refresh_token: tokens.refresh_token,
      client_id: clientId,
    });

    expect(statuses).toEqual([200, 200, 400, 400, 400]);
    for (const token of [tokens, ...issued]) expect(await accessStatus(token.access_token)).toBe(401);
  });

  it("answers one authorization code sent five times at once with one set of tokens, and ends the grant on the replays", async () => {
    const { exchange } = await authorizedCode(uniqueMobile(), ["policies:read"]);

    const { statuses, issued } = await sentTogether(exchange);

    expect(statuses).toEqual([200, 400, 400, 400, 400]);
    expect(issued).toHaveLength(1);
    for (const token of issued) expect(await accessStatus(token.access_token)).toBe(401);
  });
});
