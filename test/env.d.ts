/// <reference types="vite/client" />
// Bindings that exist only in tests (see vitest.config.ts).
declare namespace Cloudflare {
  interface Env {
    TEST_MIGRATIONS: import("cloudflare:test").D1Migration[];
    TEST_SEEDS: string[];
    /**
     * The tools Worker's D1 database, bound to the test runner only so tests can migrate, seed and
     * read it; the chat Worker's own config binds no D1 (test/structure/chat-bindings.test.ts).
     */
    DB: D1Database;
    /** The stand-in, for its request ledger and fault knobs. */
    PLANCOVER: Fetcher;
    /** The tools Worker's secrets and vars, so tests can build its ports in-process. */
    CREDENTIAL_KEY: string;
    AUDIT_HASH_KEY: string;
    PLANCOVER_SIGNING_KEY: string;
    PLANCOVER_AUTH_PROFILE: string;
    PENDING_ACTION_TTL_SECONDS: string;
    DEFAULT_COMPANY_ID: string;
    PLANCOVER_BASE_URL: string;
    GUEST_SESSION_TTL_SECONDS: string;
    /** The tools Worker's sign-in guard (its Durable Object class, bound here for in-process OTP calls). */
    SIGN_IN_GUARD: ToolsEnv["SIGN_IN_GUARD"];
  }
}
