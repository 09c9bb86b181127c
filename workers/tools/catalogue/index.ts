/** Every tool family's list, keyed by family: the registry registers them family by family. */
import type { ToolFamily, ToolSpec } from "../registry/tool-spec";
import { callbackTools } from "./callbacks";
import { claimTools } from "./claims";
import { documentTools } from "./documents";
import { hospitalTools } from "./hospitals";
import { knowledgeTools } from "./knowledge";
import { policyTools } from "./policies";

export const TOOL_FAMILY_LISTS = {
  policies: policyTools,
  claims: claimTools,
  documents: documentTools,
  hospitals: hospitalTools,
  knowledge: knowledgeTools,
  callbacks: callbackTools,
} as const satisfies Record<ToolFamily, readonly ToolSpec[]>;
