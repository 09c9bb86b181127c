/**
 * The tools offered to a caller now (GET /v1/tools, the model's tool list, MCP tools/list): the
 * same layers the chain enforces — policy present, tool enabled for the channel, a partner's scopes and its client's rule, both role
 * layers, explicit selection for the model — with a readiness preview per tool. Listing only
 * lists; nothing runs without the chain.
 */

import type { PartnerPolicyRow } from "../../../src/shared/admin-api";
import type { AuthContext, Channel, InvocationSource } from "../../../src/shared/auth-context";
import type { PartnerGrant } from "../../../src/shared/partner-scopes";
import type { OfferedTool } from "../../../src/shared/tool-service";
import { checkExplicitSelection, checkOffered, checkRole, checkScope } from "../chain/checks";
import { checkPartnerClient } from "../chain/partner-checks";
import { buildReadiness } from "../chain/readiness";
import type { PolicySnapshot } from "../policy/policy";
import type { ToolRegistry } from "../registry/registry";
import { argumentSchema } from "../registry/tool-definitions";
import { needsConfirmation } from "../registry/tool-spec";

export function offeredTools(input: {
  registry: ToolRegistry;
  policy: PolicySnapshot | null;
  auth: AuthContext;
  channel: Channel;
  invocationSource: InvocationSource;
  explicitlySelectedTools: readonly string[];
  partner: PartnerGrant | null;
  /** The company's rule for the partner's client (switched off, limited tools); null for none. */
  partnerRule: PartnerPolicyRow | null;
  authProfileConfigured: boolean;
}): OfferedTool[] {
  return input.registry.tools
    .filter((spec) => {
      const offered = checkOffered(input.policy, spec, input.channel);
      if (!offered.ok) return false;
      if (!checkScope(spec, input.partner).ok) return false;
      if (!checkPartnerClient(input.partnerRule, spec).ok) return false;
      if (!checkRole(spec, offered.value.row, input.auth).ok) return false;
      return checkExplicitSelection(spec, input.invocationSource, input.explicitlySelectedTools, input.partner).ok;
    })
    .map((spec) => ({
      name: spec.name,
      description: spec.description,
      inputSchema: argumentSchema(spec),
      risk: spec.risk,
      needsConfirmation: needsConfirmation(spec),
      readiness: buildReadiness({ spec, auth: input.auth, profilePresent: input.authProfileConfigured }),
    }));
}
