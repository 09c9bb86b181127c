import { describe, expect, it } from "vitest";
import { call, guestToken, signInOverHttp, staffHeaders } from "../support/http";
import { syntheticPortal, uniqueMobile } from "../support/members";
import { ledgerMark, requestsSince } from "../support/stand-in";

type Json = Record<string, unknown>;
const json = async (response: Response) => (await response.json()) as Json;

describe("the chat Worker's routes", () => {
  it("answers /health with ok and the version", async () => {
    const response = await call("/health");
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ ok: true, version: expect.any(String) });
  });

  it("answers an unknown route with a JSON 404", async () => {
    const response = await call("/nowhere");
    expect(response.status).toBe(404);
    expect(await json(response)).toEqual({ error: { code: "not_found", message: expect.any(String) } });
  });

  it.each([
    ["a body that is not JSON", "{not json"],
    ["a missing mobile", {}],
    ["an unknown key", { mobile: "9000000001", extra: true }],
  ])("answers 400 bad_request for %s, and nothing else", async (_why, body) => {
    const response = await call("/auth/otp/start", { body });
    expect(response.status).toBe(400);
    expect(await json(response)).toEqual({ error: { code: "bad_request", message: expect.any(String) } });
  });

  it("starts sign-in the same way for a member and a stranger", async () => {
    const member = await json(await call("/auth/otp/start", { body: { mobile: uniqueMobile() } }));
    const stranger = await json(await call("/auth/otp/start", { body: { mobile: "7012345678" } }));
    expect(Object.keys(member)).toEqual(["challengeId"]);
    expect(Object.keys(stranger)).toEqual(["challengeId"]);
  });

  it("answers a wrong code with 401 invalid_otp", async () => {
    const { challengeId } = await json(await call("/auth/otp/start", { body: { mobile: uniqueMobile() } }));
    const response = await call("/auth/otp/verify", { body: { challengeId, otp: "000000" } });
    expect(response.status).toBe(401);
    expect(await json(response)).toMatchObject({ error: { code: "invalid_otp" } });
  });

  it("gives a first-time caller a guest session as an HttpOnly cookie and a header when its call needs a conversation", async () => {
    const response = await call("/v1/tools/search_policy_knowledge/run", {
      body: { args: { query: "waiting period" } },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("x-session-token")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(response.headers.get("set-cookie")).toMatch(/toolgate_session=.*HttpOnly/i);
  });

  it("marks the session cookie Secure and SameSite=Lax over HTTPS, so no other site's request carries it", async () => {
    const response = await call("/v1/tools/search_policy_knowledge/run", {
      body: { args: { query: "waiting period" } },
    });
    const cookie = response.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/toolgate_session=/);
    expect(cookie).toMatch(/;\s*Secure/i);
    expect(cookie).toMatch(/;\s*SameSite=Lax/i);
  });

  it("lists the offered tools with a readiness preview that changes when the member signs in", async () => {
    const guest = await guestToken();
    const before = (await json(await call("/v1/tools", { token: guest }))).tools as Json[];
    const member = await signInOverHttp(uniqueMobile(), guest);
    const after = (await json(await call("/v1/tools", { token: member }))).tools as Json[];

    expect(before.map((tool) => tool.name)).toContain("get_plan_details");
    const plan = (list: Json[]) => list.find((tool) => tool.name === "get_plan_details");
    expect(plan(before)).toMatchObject({
      risk: "read",
      needsConfirmation: false,
      readiness: { tokenPresent: false, failureReason: "auth_context_required" },
    });
    expect(plan(after)).toMatchObject({ readiness: { tokenPresent: true, failureReason: null } });
    expect(after.find((tool) => tool.name === "request_callback")).toMatchObject({
      risk: "write",
      needsConfirmation: true,
    });
    expect(JSON.stringify(after)).not.toMatch(/pc1\./);
  });

  it("runs a read for the signed-in member and tells a guest to sign in", async () => {
    const mobile = uniqueMobile();
    const member = await signInOverHttp(mobile);
    const guest = await guestToken();

    const own = await json(
      await call("/v1/tools/get_plan_details/run", {
        token: member,
        body: { args: { portal_ref: syntheticPortal(mobile) } },
      }),
    );
    const signedOut = await json(
      await call("/v1/tools/get_plan_details/run", {
        token: guest,
        body: { args: { portal_ref: syntheticPortal(mobile) } },
      }),
    );

    expect(own).toMatchObject({
      conversationId: expect.any(String),
      toolCallId: expect.any(String),
      outcome: { status: "ok" },
    });
    expect(signedOut).toMatchObject({ outcome: { status: "failed", code: "credential_unavailable" } });
  });

  it("upgrades the guest session on sign-in: same session, new token, old token no longer works", async () => {
    const guest = await guestToken();
    const member = await signInOverHttp(uniqueMobile(), guest);
    expect(member).not.toBe(guest);

    const withOld = await call("/v1/tools/list_my_policies/run", { token: guest, body: {} });
    expect(withOld.status).toBe(401);
    expect(await json(withOld)).toEqual({ error: { code: "invalid_session", message: expect.any(String) } });
    expect(withOld.headers.get("x-session-token")).toBeNull();
  });

  it("parks a direct write as pending and runs it once on approval", async () => {
    const member = await signInOverHttp(uniqueMobile());
    const proposed = await json(
      await call("/v1/tools/request_callback/run", {
        token: member,
        body: { args: { topic: "claim", preferred_window: "morning" } },
      }),
    );
    const outcome = proposed.outcome as Json;
    expect(outcome).toMatchObject({ status: "pending", summary: expect.any(String), expiresAt: expect.any(String) });
    const mark = await ledgerMark();

    const path = `/v1/actions/${outcome.pendingActionId}`;
    const body = { conversationId: proposed.conversationId, decision: "approve" };
    const first = await json(await call(path, { token: member, body }));
    const second = await json(await call(path, { token: member, body }));

    expect(first).toMatchObject({ outcome: { status: "ok" } });
    expect(second).toMatchObject({ outcome: { code: "already_resolved" }, previous: { status: "ok" } });
    expect((await requestsSince(mark)).filter((r) => r.path === "/v1/callbacks")).toHaveLength(1);
  });

  it("does not let another person decide an action by its id", async () => {
    const owner = await signInOverHttp(uniqueMobile());
    const stranger = await signInOverHttp(uniqueMobile());
    const proposed = await json(
      await call("/v1/tools/request_callback/run", {
        token: owner,
        body: { args: { topic: "billing", preferred_window: "evening" } },
      }),
    );
    const id = (proposed.outcome as Json).pendingActionId;

    const stolen = await call(`/v1/actions/${id}`, {
      token: stranger,
      body: { conversationId: proposed.conversationId, decision: "approve" },
    });
    const own = await json(
      await call(`/v1/actions/${id}`, {
        token: owner,
        body: { conversationId: proposed.conversationId, decision: "reject" },
      }),
    );

    // The stranger is not in the conversation: answered as if it did not exist, before the action is read.
    expect(stolen.status).toBe(404);
    expect(await stolen.json()).toEqual({ error: { code: "not_found", message: "No such conversation." } });
    expect(own).toMatchObject({ outcome: { code: "confirmation_rejected" } });
  });

  it("signs out: the session ends and the credential is forgotten", async () => {
    const member = await signInOverHttp(uniqueMobile());
    expect((await call("/auth/signout", { token: member, method: "POST" })).status).toBe(200);

    const after = await call("/v1/tools/list_my_policies/run", { token: member, body: {} });

    expect(after.status).toBe(401);
    expect(await json(after)).toMatchObject({ error: { code: "session_expired" } });
  });

  it("keeps the audit behind an administrator's staff session", async () => {
    const member = await signInOverHttp(uniqueMobile());
    const ran = await json(await call("/v1/tools/list_my_policies/run", { token: member, body: {} }));

    const refused = await call(`/admin/v1/audit?conversationId=${ran.conversationId}`, { token: member });
    const allowed = await call(`/admin/v1/audit?conversationId=${ran.conversationId}`, {
      headers: await staffHeaders(),
    });

    expect(refused.status).toBe(403);
    expect(allowed.status).toBe(200);
    const { rows } = (await allowed.json()) as { rows: Json[] };
    expect(rows).toMatchObject([{ tool: "list_my_policies", outcome: "ok", toolCallId: ran.toolCallId }]);
    expect(JSON.stringify(rows)).not.toMatch(/pc1\.|\b[6-9]\d{9}\b/);
  });

  it("lets an administrator switch a company's tools off and on", async () => {
    const member = await signInOverHttp(uniqueMobile());
    const staff = await staffHeaders();
    const policy = { dailyCallBudget: 100, callsPerMinute: 30, channels: ["mobile", "web"] };
    expect(
      (await call("/admin/v1/companies/demo-copy/policy", { method: "PUT", body: policy, headers: staff })).status,
    ).toBe(200);
    expect(
      (await call("/admin/v1/companies/demo-copy/kill-switch", { body: { on: true }, headers: staff })).status,
    ).toBe(200);
    expect(
      (
        await call("/admin/v1/companies/demo-copy/tools/no_such_tool", {
          method: "PUT",
          body: { enabled: true },
          headers: staff,
        })
      ).status,
    ).toBe(404);
    // The member belongs to `demo`, which is untouched.
    const ran = await json(await call("/v1/tools/list_my_policies/run", { token: member, body: {} }));
    expect(ran).toMatchObject({ outcome: { status: "ok" } });
  });

  it("lists for a guest only the tools a guest's role may use", async () => {
    const guest = await guestToken();

    const tools = (await json(await call("/v1/tools", { token: guest }))).tools as Json[];

    const names = tools.map((tool) => tool.name);
    expect(names).toContain("search_policy_knowledge");
    expect(names).not.toContain("request_callback");
  });
});

describe("the channel a call runs on", () => {
  it("is decided by the server, not by a header the client sends", async () => {
    const member = await signInOverHttp(uniqueMobile());

    const ran = await json(
      await call("/v1/tools/list_my_policies/run", {
        token: member,
        body: {},
        headers: { "x-client-channel": "partner" },
      }),
    );
    const audit = await call(`/admin/v1/audit?conversationId=${ran.conversationId}`, {
      headers: await staffHeaders(),
    });

    const { rows } = (await audit.json()) as { rows: Json[] };
    expect(rows).toMatchObject([{ channel: "mobile" }]);
  });
});
