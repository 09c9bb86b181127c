/**
 * Runs before every test file, in the file's workerd. A vitest worker keeps one Miniflare (D1, the
 * Durable Objects, KV, the stand-in) for every file it runs, one file after another (vitest.config.ts:
 * `isolate: false`), so a file starts from what the file before it left. What every file may assume
 * fresh is put back here; anything else a test counts is its own (its own member, company, address).
 *
 * - D1: the migrations (idempotent), the demo seed rewritten as committed (a file that changed the demo
 *   company's policy cannot hand the change on) and no one's calls counted (usage counters are per
 *   person per day and minute, and the demo members are shared).
 * - The demo members' turn slots and conversation index (one TurnQuota object each).
 * - The stand-in: no fault and no canary (a fault also ends with its test: stand-in.ts).
 */
import { applyD1Migrations, env, runInDurableObject } from "cloudflare:test";
import * as v from "valibot";
import { SessionIdSchema } from "../../src/shared/ids";
import { quotaKey } from "../../src/shared/turn-quota";
import { DEMO } from "./members";
import { resetStandIn } from "./stand-in";

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
await env.DB.batch([
  env.DB.prepare("DELETE FROM company_policy WHERE company_id = ?").bind(env.DEFAULT_COMPANY_ID),
  env.DB.prepare("DELETE FROM tool_policy WHERE company_id = ?").bind(env.DEFAULT_COMPANY_ID),
  env.DB.prepare("DELETE FROM usage_counter"),
  ...env.TEST_SEEDS.map((statement) => env.DB.prepare(statement)),
]);

// A member's quota is keyed by the person alone; the session id is never read for one.
const anySession = v.parse(SessionIdSchema, "setup-file");
const clearQuota = (memberId: string) => {
  const quotas = env.TURN_QUOTAS;
  const stub = quotas.get(quotas.idFromName(quotaKey({ personId: memberId, sessionId: anySession })));
  return runInDurableObject(stub, (_quota, state) => {
    for (const table of ["turn_slots", "turn_starts", "conversations"]) state.storage.sql.exec(`DELETE FROM ${table}`);
  });
};

// Each object is its own: put back side by side, as every file starts with this.
await Promise.all([...Object.values(DEMO).map((member) => clearQuota(member.memberId)), resetStandIn()]);
