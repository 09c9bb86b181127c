/**
 * Which upstream operation each PlanCover tool calls: the thirteen reads and the call-back write.
 * The OpenAPI check reads these operations' `security` back from the API's document and compares it
 * with the tool's own `requiresCredential`. A tool that reaches PlanCover must be listed here (a test
 * holds every registered PlanCover tool to it).
 */

export const HTTP_METHODS = ["get", "post"] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export interface UpstreamOperation {
  readonly method: HttpMethod;
  /** The path template as the document names it (`{portalRef}`), not a filled-in path. */
  readonly path: string;
}

export const TOOL_OPERATIONS = {
  list_my_policies: { method: "get", path: "/v1/policies" },
  get_plan_details: { method: "get", path: "/v1/policies/{portalRef}" },
  get_covered_benefits: { method: "get", path: "/v1/policies/{portalRef}/benefits" },
  get_policy_members: { method: "get", path: "/v1/policies/{portalRef}/members" },
  get_sum_insured_balance: { method: "get", path: "/v1/policies/{portalRef}/balance" },
  list_my_claims: { method: "get", path: "/v1/claims" },
  get_claim_status: { method: "get", path: "/v1/claims/status" },
  get_claim_details: { method: "get", path: "/v1/claims/{claimId}" },
  list_policy_documents: { method: "get", path: "/v1/policies/{portalRef}/documents" },
  get_e_card: { method: "get", path: "/v1/policies/{portalRef}/ecard" },
  get_member_profile: { method: "get", path: "/v1/members/me" },
  search_network_hospitals: { method: "get", path: "/v1/hospitals" },
  get_hospital_details: { method: "get", path: "/v1/hospitals/{hospitalId}" },
  request_callback: { method: "post", path: "/v1/callbacks" },
} as const satisfies Record<string, UpstreamOperation>;
export type PlanCoverToolName = keyof typeof TOOL_OPERATIONS;

export function operationLabel(operation: UpstreamOperation): string {
  return `${operation.method.toUpperCase()} ${operation.path}`;
}

export function operationFor(toolName: string): UpstreamOperation | null {
  return Object.hasOwn(TOOL_OPERATIONS, toolName) ? TOOL_OPERATIONS[toolName as PlanCoverToolName] : null;
}
