import { applyD1Migrations, env } from "cloudflare:test";

// Idempotent: applyD1Migrations records what it applied, so each test file can call it.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
