/**
 * The world the mediation table's cells act in, built once per test file: a subject member with an
 * app conversation (a call-back waiting for confirmation), a conversation to join, every identity of
 * the table with its credential, an invitation each, and each identity's socket(s) on a conversation
 * of its own, opened before its grant was revoked or its session expired.
 */
import { env } from "cloudflare:test";
import { expect } from "vitest";
import { sha256Hex } from "../../../src/shared/encoding";
import { chat, one } from "../chat";
import { createCompany } from "../company";
import { call, guestToken, signInOverHttp, staffHeaders, staffToken } from "../http";
import { syntheticPortal, uniqueMobile } from "../members";
import { connectPartner, registerClient } from "../partner";
import { openSocket, type TestSocket } from "../socket";
import { type Frame, IDENTITIES, type Identity, type Route } from "./table";

/** Routes that end the caller's own session: each is called with a spare credential of the same kind. */
export const ENDS_OWN_SESSION: ReadonlySet<Route> = new Set<Route>([
  "POST /auth/signout",
  "POST /admin/v1/sessions/end",
]);
/** Identities whose spare is a fresh session of the same kind (the others' are their one credential). */
const SPARED: readonly Identity[] = ["guest", "member", "another member", "staff agent", "staff admin"];

export interface World {
  readonly mobile: string;
  /** The subject's app conversation (C), its pending action (P), and a conversation to join (J). */
  readonly conversationId: string;
  readonly pendingActionId: string;
  readonly joinConversationId: string;
  readonly portal: string;
  readonly documentId: string;
  readonly passage: { document: string; section: string };
  /** A company of the matrix's own, for the admin routes that change a policy. */
  readonly companyId: string;
  /** A client the subject connected only to revoke it; one an administrator may disable. */
  readonly revocableClientId: string;
  readonly disableClientId: string;
  /** Each identity's credential (null: none at all) and its invitation into J. */
  readonly tokens: Readonly<Record<Identity, string | null>>;
  /** For each route that ends the caller's session, a spare credential per identity. */
  readonly spares: Readonly<Record<Route, Readonly<Record<Identity, string | null>>>>;
  readonly invites: Readonly<Record<Identity, string>>;
  /** Each identity's socket for each frame type (absent: it could not open one). */
  readonly sockets: Readonly<Record<Identity, Partial<Record<Frame, TestSocket>>>>;
}

const PARTNER_SCOPES: Partial<Record<Identity, string[]>> = {
  "partner policies:read": ["policies:read"],
  "partner claims:read": ["claims:read"],
  "partner documents:read": ["documents:read"],
  "partner hospitals:read": ["hospitals:read"],
  "partner callbacks:write": ["callbacks:write"],
  "partner switched off": ["policies:read", "callbacks:write"],
  "partner revoked": ["policies:read", "hospitals:read"],
};

const ok = async (response: Response) => {
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  return response;
};

/** A conversation of the identity's own, made by a direct run (no turn: nothing in its log yet). */
async function runConversation(token: string): Promise<string> {
  const run = await call("/v1/tools/search_policy_knowledge/run", { token, body: { args: { query: "waiting" } } });
  const { conversationId } = (await run.json()) as { conversationId: string };
  return conversationId;
}

/** A conversation of the identity's own with one turn in its log, for a socket's `hello` to replay. */
async function chatConversation(token: string): Promise<string> {
  return (await chat(token, { message: "hello" })).conversationId;
}

/** The two members' numbers: the subject, and another member. */
interface Numbers {
  readonly subject: string;
  readonly other: string;
}

async function sessionToken(who: Identity, numbers: Numbers): Promise<{ token: string | null; clientId?: string }> {
  const mobile = numbers.subject;
  const scopes = PARTNER_SCOPES[who];
  if (scopes) {
    const partner = await connectPartner(mobile, scopes);
    return { token: partner.tokens.access_token, clientId: partner.clientId };
  }
  switch (who) {
    case "anonymous":
      return { token: null };
    case "guest":
      return { token: await guestToken() };
    case "member":
    case "expired session":
      return { token: await signInOverHttp(mobile) };
    case "another member":
      return { token: await signInOverHttp(numbers.other) };
    case "staff agent":
      return { token: await staffToken("agent") };
    default:
      return { token: await staffToken("admin") };
  }
}

export async function buildWorld(): Promise<World> {
  const numbers = { subject: uniqueMobile(), other: uniqueMobile() };
  const mobile = numbers.subject;
  const credentials = Object.fromEntries(
    await sequence(IDENTITIES, async (who) => [who, await sessionToken(who, numbers)] as const),
  ) as Record<Identity, { token: string | null; clientId?: string }>;
  const tokens = Object.fromEntries(IDENTITIES.map((who) => [who, credentials[who].token])) as World["tokens"];
  const spares: Partial<Record<Route, Record<Identity, string | null>>> = {};
  for (const route of ENDS_OWN_SESSION) {
    const spare = await sequence(IDENTITIES, async (who) =>
      SPARED.includes(who) ? (await sessionToken(who, numbers)).token : tokens[who],
    );
    spares[route] = Object.fromEntries(IDENTITIES.map((who, i) => [who, spare[i] ?? null])) as Record<
      Identity,
      string | null
    >;
  }
  const member = tokens.member ?? "";

  const paused = await chat(member, { message: "Please call me back about my claim in the evening." });
  const conversationId = paused.conversationId;
  const pendingActionId = one(paused.events, "confirmation.required").pendingActionId;
  const joinConversationId = await runConversation(member);
  // The codes are a host's, a second participant of J who never leaves it: a code works only while its
  // maker is in the conversation, and the member leaves J in its own row, before the others join.
  const host = await signInOverHttp(uniqueMobile());
  const hostInvite = await ok(await call(`/chat/${joinConversationId}/invites`, { token: member, method: "POST" }));
  const hostCode = ((await hostInvite.json()) as { inviteCode: string }).inviteCode;
  await ok(await call(`/chat/${joinConversationId}/join`, { token: host, body: { inviteCode: hostCode } }));
  const invites = Object.fromEntries(
    await sequence(IDENTITIES, async (who) => {
      const invited = await ok(await call(`/chat/${joinConversationId}/invites`, { token: host, method: "POST" }));
      return [who, ((await invited.json()) as { inviteCode: string }).inviteCode] as const;
    }),
  ) as World["invites"];

  const sockets = Object.fromEntries(IDENTITIES.map((who) => [who, {}])) as Record<
    Identity,
    Partial<Record<Frame, TestSocket>>
  >;
  for (const who of IDENTITIES) {
    const token = tokens[who];
    if (token === null) continue;
    const target = who === "member" || who === "expired session" ? conversationId : await chatConversation(token);
    const ending = who === "partner revoked" || who === "expired session";
    const frames: Frame[] = ending ? ["hello", "message", "resume", "stop"] : ["hello"];
    for (const frame of frames) sockets[who][frame] = await openSocket(target, token);
    if (!ending) sockets[who].message = sockets[who].resume = sockets[who].stop = sockets[who].hello;
  }

  // The endings, after the sockets were open: a switched-off client, a revoked grant, an expired session.
  const admin = await staffHeaders();
  const switchedOff = credentials["partner switched off"].clientId;
  await ok(
    await call(`/admin/v1/companies/demo/partners/${switchedOff}`, {
      method: "PUT",
      headers: admin,
      body: { enabled: false, reason: "Mediation matrix" },
    }),
  );
  await ok(
    await call(`/v1/me/connections/${credentials["partner revoked"].clientId}`, { method: "DELETE", token: member }),
  );
  const expiredHash = await sha256Hex(tokens["expired session"] ?? "");
  await env.DB.prepare("UPDATE sessions SET expires_at = '2000-01-01T00:00:00.000Z' WHERE token_hash = ?")
    .bind(expiredHash)
    .run();

  const revocable = await connectPartner(mobile, ["hospitals:read"]);
  const passage = await env.DB.prepare(
    "SELECT document, section FROM knowledge_chunks WHERE company_id = 'demo' LIMIT 1",
  ).first<{ document: string; section: string }>();
  return {
    mobile,
    conversationId,
    pendingActionId,
    joinConversationId,
    portal: syntheticPortal(mobile),
    documentId: `DOC-${syntheticPortal(mobile).slice("PRT-".length)}-01`,
    passage: passage ?? { document: "none", section: "none" },
    companyId: await createCompany(),
    revocableClientId: revocable.clientId,
    disableClientId: await registerClient("Mediation matrix client"),
    tokens,
    spares: spares as World["spares"],
    invites,
    sockets,
  };
}

/** One after another: the setup signs the same member in many times, inside the sign-in throttles. */
async function sequence<T, R>(items: readonly T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (const item of items) results.push(await work(item));
  return results;
}
