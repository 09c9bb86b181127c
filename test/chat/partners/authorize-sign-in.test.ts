/**
 * The member's sign-in on /authorize against login CSRF: another site can neither post a sign-in
 * step into a member's browser (cross-site posts are refused, and every form carries a token bound to
 * this browser and this authorization request), nor leave its own account signed in there. The
 * consent screen names the account that is signed in, with a way to switch, and Deny forgets it; its
 * handle stays the shown member's, so an Allow posted with it after switching grants nobody.
 */
import { describe, expect, it } from "vitest";
import { call, signInOverHttp } from "../../support/http";
import { DEMO_OTP, uniqueMobile } from "../../support/members";
import {
  authorizationUrl,
  browse,
  CookieJar,
  formToken,
  hiddenValue,
  registerClient,
  signInOnPage,
} from "../../support/partner";

const EVIL = "https://evil.example";

/** The mobile page's form, as a page on another site would copy it: the attacker's own number. */
async function attackerChallenge(url: string): Promise<{ challengeId: string; form: string }> {
  const jar = new CookieJar();
  const first = await (await browse(jar, url)).text();
  const codeHtml = await (
    await browse(jar, url, { step: "start", mobile: uniqueMobile(), form: formToken(first) })
  ).text();
  return { challengeId: hiddenValue(codeHtml, "challengeId"), form: formToken(codeHtml) };
}

describe("the sign-in steps on /authorize", () => {
  it.each([
    ["an Origin of another site", { origin: EVIL }],
    ["Sec-Fetch-Site: cross-site", { "sec-fetch-site": "cross-site" }],
    ["Sec-Fetch-Site: same-site (a sibling host)", { "sec-fetch-site": "same-site" }],
    ["an opaque Origin (null)", { origin: "null" }],
  ])("refuses a sign-in step posted with %s, and sends no code", async (_what, headers) => {
    const url = authorizationUrl(await registerClient());
    const jar = new CookieJar();
    const first = await (await browse(jar, url)).text();
    const posted = await browse(jar, url, { step: "start", mobile: uniqueMobile(), form: formToken(first) }, headers);

    expect(posted.status).toBe(403);
    expect(await posted.text()).not.toContain('name="challengeId"');
  });

  it("lets the page's own posts through (same-origin)", async () => {
    const url = authorizationUrl(await registerClient());
    const jar = new CookieJar();
    const first = await (await browse(jar, url)).text();
    const posted = await browse(
      jar,
      url,
      { step: "start", mobile: uniqueMobile(), form: formToken(first) },
      { origin: "https://toolgate.test", "sec-fetch-site": "same-origin" },
    );

    expect(posted.status).toBe(200);
    expect(await posted.text()).toContain('name="challengeId"');
  });

  it("refuses a sign-in another site plants with its own challenge and code, so the member's next visit asks them to sign in", async () => {
    const url = authorizationUrl(await registerClient());
    const planted = await attackerChallenge(url);

    // The member's browser, made to post the attacker's sign-in (the attacker's token is for another browser).
    const victim = new CookieJar();
    const posted = await browse(victim, url, {
      step: "verify",
      challengeId: planted.challengeId,
      otp: DEMO_OTP,
      form: planted.form,
    });
    expect(posted.status).toBe(403);
    expect(posted.headers.getSetCookie().join("\n")).not.toMatch(/toolgate_authorize=[^;]/);

    const next = await (await browse(victim, url)).text();
    expect(next).toContain('name="mobile"');
    expect(next).not.toContain('name="handle"');
  });

  it("refuses a post without the form's token, or with the token of another authorization request", async () => {
    const clientId = await registerClient();
    const url = authorizationUrl(clientId, { state: "first" });
    const other = authorizationUrl(clientId, { state: "second" });
    const jar = new CookieJar();
    const otherPage = await (await browse(jar, other)).text();
    await browse(jar, url);

    const withoutToken = await browse(jar, url, { step: "start", mobile: uniqueMobile() });
    const otherRequestsToken = await browse(jar, url, {
      step: "start",
      mobile: uniqueMobile(),
      form: formToken(otherPage),
    });

    expect(withoutToken.status).toBe(403);
    expect(otherRequestsToken.status).toBe(403);
  });

  it("names the signed-in account on the consent screen (member name, masked mobile) with a way to switch", async () => {
    const mobile = uniqueMobile();
    const url = authorizationUrl(await registerClient(), { scope: "policies:read" });
    const { status, html } = await signInOnPage(new CookieJar(), url, mobile);

    expect(status).toBe(200);
    expect(html).toContain(`Test Member ${mobile.slice(-4)}`);
    expect(html).toContain(`••••${mobile.slice(-4)}`);
    expect(html).not.toContain(mobile);
    expect(html).toMatch(/name="step" value="switch"/);
  });

  it("forgets the sign-in when the member switches account, and asks for a mobile number again", async () => {
    const url = authorizationUrl(await registerClient(), { scope: "policies:read" });
    const jar = new CookieJar();
    const { html } = await signInOnPage(jar, url, uniqueMobile());

    const switched = await browse(jar, url, { step: "switch", form: formToken(html) });
    const page = await switched.text();
    expect(switched.status).toBe(200);
    expect(page).toContain('name="mobile"');
    expect(switched.headers.getSetCookie().join("\n")).toMatch(/toolgate_authorize=;/);
    expect(await (await browse(jar, url)).text()).toContain('name="mobile"');
  });

  it("clears the sign-in when the member denies, so the next authorization asks them to sign in again", async () => {
    const clientId = await registerClient();
    const url = authorizationUrl(clientId, { scope: "policies:read" });
    const jar = new CookieJar();
    const { html } = await signInOnPage(jar, url, uniqueMobile());

    const denied = await browse(jar, url, {
      step: "consent",
      handle: hiddenValue(html, "handle"),
      decision: "deny",
      form: formToken(html),
    });
    expect(denied.status).toBe(302);
    expect(new URL(denied.headers.get("location") ?? "").searchParams.get("error")).toBe("access_denied");
    expect(denied.headers.getSetCookie().join("\n")).toMatch(/toolgate_authorize=;/);

    const next = await (await browse(jar, authorizationUrl(clientId, { state: "again" }))).text();
    expect(next).toContain('name="mobile"');
  });

  it("refuses an Allow posted with the handle another member was shown, after switching account, and connects neither", async () => {
    const clientId = await registerClient();
    const url = authorizationUrl(clientId, { scope: "policies:read" });
    const [first, second] = [uniqueMobile(), uniqueMobile()];
    const jar = new CookieJar();
    const shownToFirst = (await signInOnPage(jar, url, first)).html;
    await browse(jar, url, { step: "switch", form: formToken(shownToFirst) });
    // The same browser, now signed in as the second member (who is shown a screen of their own).
    const shownToSecond = await signInOnPage(jar, url, second);
    expect(shownToSecond.html).toContain(`••••${second.slice(-4)}`);

    const posted = await browse(jar, url, {
      step: "consent",
      handle: hiddenValue(shownToFirst, "handle"),
      decision: "approve",
      scope: ["policies:read"],
      form: formToken(shownToFirst),
    });
    expect(posted.status).toBe(400);
    expect(posted.headers.get("location")).toBeNull();
    expect(await posted.text()).toContain("Start again");
    for (const mobile of [first, second]) {
      const listed = await call("/v1/me/connections", { token: await signInOverHttp(mobile) });
      expect(await listed.json()).toEqual({ connections: [] });
    }
  });
});
