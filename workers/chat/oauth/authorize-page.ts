/**
 * The pages of the authorization endpoint: the member's OTP sign-in (Mobile number, Send code;
 * One-time code, Sign in), then the consent screen that names the partner (its registered name,
 * marked unverified, and where the access goes), names the account that is signed in (with a way to
 * switch), and lists what it will be able to do (Allow, Deny). Every form carries the token that binds
 * it to this browser and this request (form-binding.ts). Self-contained HTML; everything that came
 * from the client or the request is escaped.
 */
import type { ConsentDescription } from "@cloudflare/workers-oauth-provider";
import { type PartnerScope, scopeLabel } from "../../../src/shared/partner-scopes";
import type { Account } from "./sign-in-state";

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

const STYLE =
  "body{font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1d2327}" +
  "label{display:block;margin:.8rem 0 .2rem}input[type=text],input[type=tel]{font:inherit;padding:.4rem;width:100%}" +
  "button{font:inherit;padding:.4rem 1.2rem;margin:.8rem .6rem 0 0}.error{color:#a00}.note{color:#555;font-size:.9rem}" +
  ".unverified{font-size:.8rem;font-weight:normal;border:1px solid #8a4b00;color:#8a4b00;border-radius:.3rem;padding:0 .3rem;vertical-align:middle}" +
  ".account{background:#f3f5f7;padding:.5rem .8rem;border-radius:.4rem}.account form{display:inline}.account button{margin:0 0 0 .4rem;padding:.1rem .6rem}";

/** Every page's content sits in its one `main` landmark, so assistive technology can jump straight to it. */
function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

const errorLine = (error: string | null) => (error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : "");

/** The hidden fields every form of these pages carries: its step and the binding token. */
const hidden = (step: string, form: string) =>
  `<input type="hidden" name="step" value="${escapeHtml(step)}"><input type="hidden" name="form" value="${escapeHtml(form)}">`;

/** A self-registered client's name: shown as it registered (checked at registration), marked unverified. */
const clientTitle = (clientName: string) =>
  `${escapeHtml(clientName)} <span class="unverified" title="The app chose this name itself; nobody has checked it">unverified</span>`;

/** Step 1: the member's mobile number. Posts back to the same URL, which carries the OAuth request. */
export function mobilePage(clientName: string, form: string, error: string | null = null): string {
  return page(
    "Sign in",
    `<h1>Sign in to connect ${clientTitle(clientName)}</h1>${errorLine(error)}
<form method="post">${hidden("start", form)}
<label for="mobile">Mobile number</label><input id="mobile" name="mobile" type="tel" autocomplete="tel" required>
<button type="submit">Send code</button></form>`,
  );
}

/** Step 2: the one-time code for that challenge. */
export function codePage(clientName: string, challengeId: string, form: string, error: string | null = null): string {
  return page(
    "Enter the code",
    `<h1>Sign in to connect ${clientTitle(clientName)}</h1>${errorLine(error)}
<form method="post">${hidden("verify", form)}<input type="hidden" name="challengeId" value="${escapeHtml(challengeId)}">
<label for="otp">One-time code</label><input id="otp" name="otp" type="text" inputmode="numeric" autocomplete="one-time-code" required>
<button type="submit">Sign in</button></form>`,
  );
}

/** Who is signed in, so a member never allows access to an account that is not theirs. */
function accountLine(account: Account, form: string): string {
  const name = account.memberName ? `<strong>${escapeHtml(account.memberName)}</strong>` : "a member";
  const number = account.mobileEnding ? ` (mobile number ending ••••${escapeHtml(account.mobileEnding)})` : "";
  return `<div class="account">Signed in as ${name}${number}.
<form method="post">${hidden("switch", form)}<button type="submit">Not you? Use another account</button></form></div>`;
}

export interface ConsentView {
  readonly details: ConsentDescription;
  /** The scopes offered, each a checkbox; `ticked` are those checked to begin with. */
  readonly offered: readonly PartnerScope[];
  readonly ticked: readonly PartnerScope[];
  readonly handle: string;
  readonly form: string;
  readonly account: Account;
}

/** Step 3: consent. Each scope can be ticked or unticked; the form carries only the single-use handle. */
export function consentPage(view: ConsentView): string {
  const { details } = view;
  const boxes = view.offered
    .map(
      (scope) =>
        `<label><input type="checkbox" name="scope" value="${escapeHtml(scope)}"${view.ticked.includes(scope) ? " checked" : ""}> ${escapeHtml(scopeLabel(scope))}</label>`,
    )
    .join("");
  const loopback = details.redirectIsLoopback
    ? `<p class="note"><strong>This sends access to an app on your computer.</strong> Continue only if you just started connecting it.</p>`
    : "";
  const unasked =
    view.offered.length > 0 && view.ticked.length === 0
      ? `<p class="note">It did not ask for anything this service knows: tick only what you want it to do.</p>`
      : "";
  return page(
    `Allow ${details.clientName}?`,
    `<h1>Allow ${clientTitle(details.clientName)} to act for you?</h1>
${accountLine(view.account, view.form)}
<p>${details.clientDomain ? `Published by <strong>${escapeHtml(details.clientDomain)}</strong>.` : "This app registered itself; its name is not verified and may imitate another."} Access goes to <strong>${escapeHtml(details.redirectHost)}</strong>.</p>${loopback}
<form method="post">${hidden("consent", view.form)}<input type="hidden" name="handle" value="${escapeHtml(view.handle)}">
<p>It will be able to:</p>${unasked}${boxes || "<p>Nothing: there is no scope to offer.</p>"}
<p class="note">It acts as you, only for what you tick. A call-back it asks for is never booked without your own confirmation.</p>
<button type="submit" name="decision" value="approve">Allow</button><button type="submit" name="decision" value="deny">Deny</button></form>`,
  );
}

export function messagePage(title: string, message: string): string {
  return page(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>`);
}
