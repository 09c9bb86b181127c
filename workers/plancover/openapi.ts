/**
 * The stand-in's own OpenAPI 3.1 document, served at `GET /openapi.json` like the real API's. It
 * declares auth the way real documents do: a global requirement (the member bearer), operations that
 * restate it at operation level, and operations that override it with `security: []` (sign-in and the
 * call-back booking). The gateway reads this back to check every tool's `requiresCredential`.
 */

type Operation = {
  operationId: string;
  summary: string;
  /** Absent: the global requirement applies. `[]`: no credential, overriding the global one. */
  security?: Array<Record<string, string[]>>;
  parameters?: Array<{ name: string; in: "path" | "query"; required: boolean; schema: { type: "string" } }>;
  requestBody?: { required: true; content: { "application/json": { schema: { type: "object" } } } };
  responses: Record<string, { description: string }>;
};

const MEMBER_BEARER = [{ memberBearer: [] }];
const NO_CREDENTIAL: Operation["security"] = [];

const pathParam = (name: string) => ({
  name,
  in: "path" as const,
  required: true,
  schema: { type: "string" as const },
});
const queryParam = (name: string, required = false) => ({
  name,
  in: "query" as const,
  required,
  schema: { type: "string" as const },
});
const jsonBody = { required: true as const, content: { "application/json": { schema: { type: "object" as const } } } };
const READ_RESPONSES = {
  "200": { description: "The member's data." },
  "401": { description: "Missing, malformed, forged or expired token." },
  "404": { description: "No such record." },
};

const read = (operationId: string, summary: string, extra: Partial<Operation> = {}): { get: Operation } => ({
  get: { operationId, summary, responses: READ_RESPONSES, ...extra },
});

export const PLANCOVER_OPENAPI = {
  openapi: "3.1.0",
  info: { title: "PlanCover member API (stand-in)", version: "1.0.0" },
  components: {
    securitySchemes: {
      memberBearer: { type: "http", scheme: "bearer", description: "A member's access token from /auth/otp/verify." },
    },
  },
  security: MEMBER_BEARER,
  paths: {
    "/auth/otp/start": {
      post: {
        operationId: "startOtp",
        summary: "Starts a member's OTP sign-in.",
        security: NO_CREDENTIAL,
        requestBody: jsonBody,
        responses: { "200": { description: "A challenge id, for any well-formed mobile." } },
      },
    },
    "/auth/otp/verify": {
      post: {
        operationId: "verifyOtp",
        summary: "Exchanges a challenge and its OTP for an access token.",
        security: NO_CREDENTIAL,
        requestBody: jsonBody,
        responses: { "200": { description: "An access token." }, "401": { description: "Wrong or expired OTP." } },
      },
    },
    "/v1/policies": read("listPolicies", "The token's member's policies."),
    "/v1/policies/{portalRef}": read("getPolicy", "One policy's terms.", { parameters: [pathParam("portalRef")] }),
    "/v1/policies/{portalRef}/benefits": read("getBenefits", "A policy's benefits.", {
      parameters: [pathParam("portalRef")],
    }),
    "/v1/policies/{portalRef}/members": read("getPolicyMembers", "The people a policy covers.", {
      parameters: [pathParam("portalRef")],
    }),
    "/v1/policies/{portalRef}/balance": read("getBalance", "A policy's sum insured, used and available.", {
      parameters: [pathParam("portalRef")],
    }),
    "/v1/policies/{portalRef}/documents": read("listDocuments", "A policy's documents, with signed links.", {
      parameters: [pathParam("portalRef")],
    }),
    "/v1/policies/{portalRef}/ecard": read("getECard", "A covered member's e-card.", {
      parameters: [pathParam("portalRef"), queryParam("memberId")],
    }),
    "/v1/members/me": read("getProfile", "The token's member's profile."),
    // Claims restate the requirement at operation level: they are scoped to the token's member.
    "/v1/claims": read("listClaims", "The token's member's claims.", { security: MEMBER_BEARER }),
    "/v1/claims/status": read("getClaimStatus", "A claim's status, by claim number.", {
      security: MEMBER_BEARER,
      parameters: [queryParam("claimNumber", true)],
    }),
    "/v1/claims/{claimId}": read("getClaim", "A claim in full, by internal id.", {
      security: MEMBER_BEARER,
      parameters: [pathParam("claimId")],
    }),
    "/v1/hospitals": read("searchHospitals", "A region's network hospitals.", {
      parameters: [queryParam("pinCode"), queryParam("city")],
    }),
    "/v1/hospitals/{hospitalId}": read("getHospital", "One network hospital's details.", {
      parameters: [pathParam("hospitalId")],
    }),
    "/v1/callbacks": {
      post: {
        operationId: "bookCallback",
        summary: "Books a call-back from a care agent (no credential).",
        security: NO_CREDENTIAL,
        requestBody: jsonBody,
        responses: { "201": { description: "The booking." }, "400": { description: "A bad body." } },
      },
    },
  },
} as const;
