// What `npm run deploy` deploys, in the order the bindings need: the web app's assets-only Worker
// (which the chat Worker binds), the chat Worker (which defines the Durable Object classes the tools
// Worker binds), then the tools Worker. The PlanCover
// stand-in is for dev and tests only and is never deployed.
export const PRODUCTION = "production";
export const DATABASE_NAME = "toolgate";
/** The id the production blocks carry until `npm run deploy` writes the real one. */
export const PLACEHOLDER_DATABASE_ID = "REPLACE_WITH_D1_DATABASE_ID";

export const WORKERS = [
  {
    name: "web",
    config: "workers/web/wrangler.toml",
    deploy: true,
    usesDatabase: false,
    secrets: [],
  },
  {
    name: "chat",
    config: "wrangler.toml",
    deploy: true,
    usesDatabase: false,
    secrets: [
      { name: "ADMIN_TOKEN", what: "bootstraps staff sessions on /admin/v1/sessions", generate: "hex-32" },
      {
        name: "MODEL_API_KEY",
        what: "the OpenAI-compatible endpoint's key, if MODEL_PROVIDER uses one",
        optional: true,
      },
    ],
  },
  {
    name: "tools",
    config: "workers/tools/wrangler.toml",
    deploy: true,
    usesDatabase: true,
    secrets: [
      { name: "CREDENTIAL_KEY", what: "AES-GCM key for stored PlanCover tokens", generate: "base64-32" },
      { name: "AUDIT_HASH_KEY", what: "HMAC key for the audit's hashed person id", generate: "hex-32" },
    ],
  },
];
