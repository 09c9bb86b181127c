/**
 * The pages of the authorization endpoint: the member's OTP sign-in (Mobile number, Send code;
 * One-time code, Sign in), then the consent screen that names the partner (its registered name and
 * where the access goes) and lists what it will be able to do (Allow, Deny). Self-contained HTML;
 * everything that came from the client or the request is escaped.
 */
import type { ConsentDescription } from "@cloudflare/workers-oauth-provider";
import { isPartnerScope, scopeLabel } from "../../../src/shared/partner-scopes";

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

const STYLE =
  "body{font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1d2327}" +
  "label{display:block;margin:.8rem 0 .2rem}input[type=text],input[type=tel]{font:inherit;padding:.4rem;width:100%}" +
  "button{font:inherit;padding:.4rem 1.2rem;margin:.8rem .6rem 0 0}.error{color:#a00}.note{color:#555;font-size:.9rem}";

/** Every page's content sits in its one `main` landmark, so assistive technology can jump straight to it. */
function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

const errorLine = (error: string | null) => (error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : "");

/** Step 1: the member's mobile number. Posts back to the same URL, which carries the OAuth request. */
export function mobilePage(clientName: string, error: string | null = null): string {
  return page(
    "Sign in",
    `<h1>Sign in to connect ${escapeHtml(clientName)}</h1>${errorLine(error)}
<form method="post"><input type="hidden" name="step" value="start">
<label for="mobile">Mobile number</label><input id="mobile" name="mobile" type="tel" autocomplete="tel" required>
<button type="submit">Send code</button></form>`,
  );
}

/** Step 2: the one-time code for that challenge. */
export function codePage(clientName: string, challengeId: string, error: string | null = null): string {
  return page(
    "Enter the code",
    `<h1>Sign in to connect ${escapeHtml(clientName)}</h1>${errorLine(error)}
<form method="post"><input type="hidden" name="step" value="verify"><input type="hidden" name="challengeId" value="${escapeHtml(challengeId)}">
<label for="otp">One-time code</label><input id="otp" name="otp" type="text" inputmode="numeric" autocomplete="one-time-code" required>
<button type="submit">Sign in</button></form>`,
  );
}

/** Step 3: consent. Each scope can be unticked; the form carries only the single-use handle. */
export function consentPage(details: ConsentDescription, handle: string): string {
  const scopes = details.scope.filter(isPartnerScope);
  const boxes = scopes
    .map(
      (scope) =>
        `<label><input type="checkbox" name="scope" value="${escapeHtml(scope)}" checked> ${escapeHtml(scopeLabel(scope))}</label>`,
    )
    .join("");
  const loopback = details.redirectIsLoopback
    ? `<p class="note"><strong>This sends access to an app on your computer.</strong> Continue only if you just started connecting it.</p>`
    : "";
  return page(
    `Allow ${details.clientName}?`,
    `<h1>Allow ${escapeHtml(details.clientName)} to act for you?</h1>
<p>${details.clientDomain ? `Published by <strong>${escapeHtml(details.clientDomain)}</strong>.` : "This app registered itself; its name is not verified."} Access goes to <strong>${escapeHtml(details.redirectHost)}</strong>.</p>${loopback}
<form method="post"><input type="hidden" name="step" value="consent"><input type="hidden" name="handle" value="${escapeHtml(handle)}">
<p>It will be able to:</p>${boxes || "<p>Nothing: it asked for no scope this service knows.</p>"}
<p class="note">It acts as you, only for what you tick. A call-back it asks for is never booked without your own confirmation.</p>
<button type="submit" name="decision" value="approve">Allow</button><button type="submit" name="decision" value="deny">Deny</button></form>`,
  );
}

export function messagePage(title: string, message: string): string {
  return page(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>`);
}
