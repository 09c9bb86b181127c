/** Who is insured on one policy, as get_policy_members answers it to the composer: [memberId, name, relation] each. */
import type { ToolResultView } from "../../src/assistant/composer/composer";
import type { JsonValue } from "../../src/shared/json";
import { readyMember as readiness } from "./readiness";

export const membersView = (
  portal: string,
  people: readonly (readonly [string, string, string])[],
): ToolResultView => ({
  toolName: "get_policy_members",
  args: { portal_ref: portal },
  outcome: {
    status: "ok",
    result: { members: people.map(([memberId, name, relation]) => ({ memberId, name, relation })) } as JsonValue,
    readiness,
  },
});
