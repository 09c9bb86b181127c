/** A company of its own per test, with a policy the test shapes (all tools on by default). */
import { env } from "cloudflare:test";
import type { ToolPolicyRow } from "../../src/shared/admin-api";
import type { Channel } from "../../src/shared/auth-context";
import { newId } from "../../src/shared/ids";
import { registry } from "../../workers/tools/catalogue/registry";
import { upsertCompanyPolicy, upsertToolPolicy } from "../../workers/tools/policy/policy";

export interface CompanyOptions {
  killSwitch?: boolean;
  dailyCallBudget?: number;
  callsPerMinute?: number;
  channels?: Channel[];
  /** Per-tool rows; tools not named get `{ enabled: true, roles: null, channels: null }`. */
  tools?: Record<string, ToolPolicyRow | "absent">;
}

export async function createCompany(options: CompanyOptions = {}): Promise<string> {
  const companyId = newId("co-").slice(0, 24).replaceAll("_", "-");
  await upsertCompanyPolicy(
    env.DB,
    {
      companyId,
      killSwitch: options.killSwitch ?? false,
      dailyCallBudget: options.dailyCallBudget ?? 1000,
      callsPerMinute: options.callsPerMinute ?? 1000,
      channels: options.channels ?? ["mobile", "web", "partner", "mcp"],
    },
    new Date(),
  );
  for (const name of registry.names) {
    const row = options.tools?.[name] ?? { enabled: true, roles: null, channels: null };
    if (row !== "absent") await upsertToolPolicy(env.DB, companyId, name, row);
  }
  return companyId;
}

/** A company id with no policy row at all. */
export function companyWithoutPolicy(): string {
  return newId("nopolicy-").slice(0, 24);
}
