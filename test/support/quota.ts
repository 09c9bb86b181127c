/**
 * Clears a person's turns-per-minute window, for suites that send hundreds of turns as one person
 * (the Quality Lab, the no-empty-answer sweep): what they measure is the answer, not the limit,
 * which test/conversation/limits.test.ts covers. Reaches into the person's TurnQuota object, as the runtime allows.
 */
import { env, runInDurableObject } from "cloudflare:test";
import { quotaKey, TURNS_PER_MINUTE } from "../../src/shared/turn-quota";
import { authenticate } from "../../workers/tools/auth/sessions";

export async function resetTurnQuota(sessionToken: string): Promise<void> {
  const auth = await authenticate(env.DB, sessionToken, new Date());
  if (!auth) return;
  const stub = env.TURN_QUOTAS.get(env.TURN_QUOTAS.idFromName(quotaKey(auth)));
  await runInDurableObject(stub, (_instance, state) => {
    state.storage.sql.exec("DELETE FROM turn_starts");
  });
}

/**
 * For a file that asks one new turn per case of the same few members: clears their windows before
 * every `TURNS_PER_MINUTE / 2`th case rather than before each. Each clearing is a D1 read and a
 * Durable Object call per member, as much work as a good part of a short turn, and between two
 * clearings no member starts more than half a minute's limit, whatever the pace.
 */
export function clearTurnWindowsNowAndThen(): (sessionTokens: readonly string[]) => Promise<void> {
  const every = TURNS_PER_MINUTE / 2;
  let cases = 0;
  return async (sessionTokens) => {
    if (cases++ % every !== 0) return;
    for (const token of sessionTokens) await resetTurnQuota(token);
  };
}

/** Raises the demo company's calls per minute; the returned function puts the old value back. */
export async function raiseDemoCallsPerMinute(): Promise<() => Promise<void>> {
  const row = await env.DB.prepare("SELECT calls_per_minute AS n FROM company_policy WHERE company_id = 'demo'").first<{
    n: number;
  }>();
  await env.DB.prepare("UPDATE company_policy SET calls_per_minute = 1000000 WHERE company_id = 'demo'").run();
  return async () => {
    if (row === null) return;
    await env.DB.prepare("UPDATE company_policy SET calls_per_minute = ? WHERE company_id = 'demo'").bind(row.n).run();
  };
}
