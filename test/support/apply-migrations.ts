/** Runs before every test file: the D1 migrations, then the demo seed (both idempotent). */
import { applyD1Migrations, env } from "cloudflare:test";

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
await env.DB.batch(env.TEST_SEEDS.map((statement) => env.DB.prepare(statement)));
