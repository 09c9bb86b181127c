/** Tool results as the composer sees them (ok, ready), for the composer's tests. */
import type { ToolResultView } from "../../src/assistant/composer/composer";
import type { JsonValue } from "../../src/shared/json";
import { readyMember as readiness } from "./readiness";

/** A tool's ok result with the arguments it was called with. */
export const okView = (toolName: string, result: JsonValue, args: Record<string, unknown> = {}): ToolResultView => ({
  toolName,
  args,
  outcome: { status: "ok", result, readiness },
});

/** Who is insured on one policy, as get_policy_members answers it: [memberId, name, relation] each. */
export const membersView = (portal: string, people: readonly (readonly [string, string, string])[]): ToolResultView =>
  okView(
    "get_policy_members",
    { members: people.map(([memberId, name, relation]) => ({ memberId, name, relation })) },
    { portal_ref: portal },
  );
