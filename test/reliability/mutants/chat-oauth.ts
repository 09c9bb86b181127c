/** OAuth for partners in the chat Worker (workers/chat/oauth/, routes/authorize.ts): sign-in and consent, PKCE, refresh, code replay, registration, revocation. */

import type { Mutation } from "./mutation";

const AUTHORIZE = "workers/chat/routes/authorize.ts";
const AUTHORIZE_SIGN_IN = "test/chat/partners/authorize-sign-in.test.ts";

export const CHAT_OAUTH_MUTATIONS: readonly Mutation[] = [
  {
    id: "authorize-form-token-unchecked",
    guard: "a post to /authorize must carry a form token made for this browser and this request (login CSRF)",
    file: AUTHORIZE,
    edits: [
      { find: "if (!(await formTokenVerifies(c, page.request, form.token))) return startAgain(c);", replace: "" },
    ],
    tests: [AUTHORIZE_SIGN_IN],
    filter: "plants|without the form's token",
  },
  {
    id: "authorize-cross-site-post",
    guard: "a post to /authorize that the browser marks as coming from another site is refused",
    file: AUTHORIZE,
    edits: [{ find: "if (isCrossSitePost(c)) return startAgain(c);", replace: "" }],
    tests: [AUTHORIZE_SIGN_IN],
    filter: "refuses a sign-in step posted with",
  },
  {
    id: "authorize-pkce-optional",
    guard: "PKCE is required of every client on /authorize, confidential ones included",
    file: AUTHORIZE,
    edits: [{ find: "if (!request.codeChallenge) {", replace: "if (false) {" }],
    tests: ["test/chat/partners/authorize-page.test.ts"],
    filter: "PKCE",
  },
  {
    id: "refresh-previous-token-reused",
    guard: "the refresh token before the newest works once (a retry); its second use revokes the grant",
    file: "workers/chat/oauth/refresh-reuse.ts",
    edits: [
      {
        find: 'verdict === "reuse") {\n    throw new OAuthError(',
        replace: 'verdict === "never") {\n    throw new OAuthError(',
      },
    ],
    tests: ["test/chat/partners/refresh-reuse.test.ts"],
  },
  {
    id: "code-replay-leaves-grant-held",
    guard:
      "an authorization code presented again ends what its grant held (session, sockets, proposals) and leaves an admin audit row",
    file: "workers/chat/oauth/code-replay.ts",
    edits: [{ find: "if (reused) await endReusedGrant(response, reused, ports);", replace: "" }],
    tests: ["test/chat/partners/code-replay.test.ts"],
    filter: "after its exchange",
  },
  {
    id: "reuse-by-another-client-ends-grant",
    guard:
      "a refresh token or code of a grant presented by another client ends nothing of that grant (only its own client's reuse does)",
    file: "workers/chat/oauth/token-request.ts",
    edits: [{ find: "if (reused.clientId !== reused.grant.clientId) return;", replace: "" }],
    tests: ["test/chat/partners/code-replay.test.ts", "test/chat/partners/refresh-reuse.test.ts"],
    filter: "another client",
  },
  {
    id: "registration-unthrottled",
    guard: "dynamic registration is counted per client network",
    file: "workers/chat/oauth/registration.ts",
    edits: [
      {
        find: "if (network !== null && !(await env.REGISTRATION_LIMITER.limit({ key: network })).success) {",
        replace: "if (false) {",
      },
    ],
    tests: ["test/chat/partners/registration.test.ts"],
    filter: "throttle",
  },
  {
    id: "client-name-only-format-characters",
    guard:
      "a client's name may not carry a character that shows as nothing: a filler, a blank, the combining grapheme joiner, a stray variation selector",
    file: "workers/chat/oauth/client-metadata.ts",
    edits: [
      {
        find: "return FORMAT.test(char) || isInvisible(c) || isAstralInvisible(c) || c === BRAILLE_BLANK;",
        replace: "return FORMAT.test(char);",
      },
    ],
    tests: ["test/chat/partners/registration.test.ts"],
    filter: "invisible character",
  },
  {
    id: "client-name-emoji-selector-refused",
    guard: 'an emoji written with its presentation selector ("☎️") is ordinary text in a client\'s name',
    file: "workers/chat/oauth/client-metadata.ts",
    edits: [
      {
        find: 'if (PRESENTATION_SELECTORS.has(c) && at > 0 && EMOJI.test(chars[at - 1] ?? "")) return false;',
        replace: "",
      },
    ],
    tests: ["test/chat/partners/registration.test.ts"],
    filter: "as it was sent",
  },
  {
    id: "self-revocation-unaudited",
    guard: "a partner revoking its own token at the OAuth revocation endpoint leaves an admin audit row",
    file: "workers/chat/oauth/revocation.ts",
    edits: [{ find: "if (grantEnded || accessEnded) {", replace: "if (false) {" }],
    tests: ["test/chat/partners/partner-audit.test.ts"],
    filter: "revoking its own token",
  },
  {
    id: "self-revocation-leaves-session",
    guard: "a partner revoking its own refresh token ends what the grant held (session, sockets, proposals)",
    file: "workers/chat/oauth/revocation.ts",
    edits: [{ find: "if (grantEnded) await ports.endGrant(", replace: "if (false) await ports.endGrant(" }],
    tests: ["test/chat/partners/revocation.test.ts"],
    filter: "its own refresh token",
  },
  {
    id: "consent-handle-any-member",
    guard:
      "an Allow posted with a consent handle counts only for the member the screen was shown to: one member's consent never becomes another member's grant",
    file: "workers/chat/oauth/consent-step.ts",
    edits: [
      {
        find: "if (!member || bound === null || bound !== (await grantUserId(member.personId))) {",
        replace: "if (!member || bound === null) {",
      },
    ],
    tests: [AUTHORIZE_SIGN_IN],
    filter: "another member was shown",
  },
  {
    id: "grant-uses-not-one-at-a-time",
    guard:
      "the token endpoint's requests naming one grant run one at a time, so a refresh token sent several times at once is judged as repeated uses (reuse ends the grant)",
    file: "workers/chat/oauth/edge.ts",
    edits: [
      {
        find: "return oneAtATimePerGrant(request, env, () => guardRefresh(request, env, { ...reuse, provider: codes }));",
        replace: "return guardRefresh(request, env, { ...reuse, provider: codes });",
      },
    ],
    tests: ["test/chat/partners/concurrent-grant-use.test.ts"],
  },
];
