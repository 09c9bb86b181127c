/**
 * The OpenAPI 3.1 document of the chat Worker's published routes, generated from OPERATIONS: every
 * request and response schema is the route's own valibot schema turned into JSON Schema, so the
 * document cannot drift from what the routes accept. Security is declared per operation.
 */
import { toJsonSchema } from "@valibot/to-json-schema";
import type * as v from "valibot";
import { PARTNER_SCOPES, scopeLabel } from "../../../src/shared/partner-scopes";
import { SESSION_COOKIE } from "../http/session";
import { AUTHORIZE_PATH, REGISTER_PATH, TOKEN_PATH } from "../oauth/settings";
import { ADMIN_OPERATIONS } from "./admin-operations";
import { MEMBER_OPERATIONS } from "./member-operations";
import { type OperationSpec, openApiPath, type SecurityScheme } from "./operation";
import { OPERATIONS } from "./operations";
import { READING_OPERATIONS } from "./reading-operations";

/** Every operation the chat Worker serves, in the document's order. */
export const ALL_OPERATIONS: readonly OperationSpec[] = [
  ...OPERATIONS,
  ...READING_OPERATIONS,
  ...MEMBER_OPERATIONS,
  ...ADMIN_OPERATIONS,
];

type Json = Record<string, unknown>;

/** JSON Schema for a valibot schema; refinements with no JSON Schema form stay in valibot (`ignore`). */
function schemaOf(schema: v.GenericSchema): Json {
  const { $schema: _dialect, ...json } = toJsonSchema(schema, { errorMode: "ignore" }) as Json;
  return json;
}

const SECURITY_REQUIREMENT: Record<SecurityScheme, Json> = {
  sessionBearer: { sessionBearer: [] },
  sessionCookie: { sessionCookie: [] },
  partnerOAuth: { partnerOAuth: [] },
  staffBearer: { staffBearer: [] },
  cloudflareAccess: { cloudflareAccess: [] },
  // An empty alternative: the operation can be called without a credential.
  anonymous: {},
};

function parameters(spec: OperationSpec): Json[] {
  const from = (location: "path" | "query", schema: OperationSpec["params"]) =>
    Object.entries(schema?.entries ?? {}).map(([name, entry]) => ({
      name,
      in: location,
      required: location === "path" || entry.type !== "optional",
      schema: schemaOf(entry),
    }));
  return [...from("path", spec.params), ...from("query", spec.query)];
}

function operation(spec: OperationSpec): Json {
  const params = parameters(spec);
  return {
    operationId: spec.operationId,
    summary: spec.summary,
    tags: [spec.tag],
    security: spec.security.map((scheme) => SECURITY_REQUIREMENT[scheme]),
    ...(params.length > 0 ? { parameters: params } : {}),
    ...(spec.body
      ? { requestBody: { required: true, content: { "application/json": { schema: schemaOf(spec.body) } } } }
      : {}),
    responses: Object.fromEntries(
      Object.entries(spec.responses).map(([status, response]) => [
        status,
        {
          description: response.description,
          ...(response.schema
            ? { content: { [response.contentType ?? "application/json"]: { schema: schemaOf(response.schema) } } }
            : response.contentType
              ? { content: { [response.contentType]: {} } }
              : {}),
        },
      ]),
    ),
  };
}

/** `origin`: where this deployment is served (the OAuth endpoints are absolute URLs under it). */
export function openApiDocument(
  version: string,
  origin: string,
  operations: readonly OperationSpec[] = ALL_OPERATIONS,
): Json {
  const paths: Record<string, Json> = {};
  for (const spec of operations) {
    const path = openApiPath(spec.path);
    paths[path] = { ...paths[path], [spec.method]: operation(spec) };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "toolgate",
      version,
      description:
        "An edge gateway that lets an assistant or a partner use tools against a member's health-insurance data: " +
        "every call runs as the signed-in member, through one authorization chain, and leaves one audit row.",
    },
    servers: [{ url: origin }],
    tags: [
      { name: "auth", description: "OTP sign-in and sessions." },
      { name: "tools", description: "A person's own use of the tool-call service." },
      { name: "chat", description: "Conversations: turns as Server-Sent Events, replay, WebSocket, groups." },
      { name: "mcp", description: "Model Context Protocol for partner agents." },
      { name: "admin", description: "Administration: policy, partner clients, audit search (staff sessions only)." },
      { name: "meta", description: "Health and this document." },
    ],
    components: {
      securitySchemes: {
        sessionBearer: {
          type: "http",
          scheme: "bearer",
          description: "A session token from POST /auth/otp/verify (apps).",
        },
        sessionCookie: {
          type: "apiKey",
          in: "cookie",
          name: SESSION_COOKIE,
          description: "The HttpOnly session cookie (browsers).",
        },
        staffBearer: {
          type: "http",
          scheme: "bearer",
          description: "An administrator's staff session token (POST /admin/v1/sessions issues one).",
        },
        cloudflareAccess: {
          type: "apiKey",
          in: "header",
          name: "Cf-Access-Jwt-Assertion",
          description: "The application token Cloudflare Access adds to each request it lets through (a signed JWT).",
        },
        partnerOAuth: {
          type: "oauth2",
          description:
            "OAuth 2.1 for partners: authorization code with PKCE (S256), dynamic registration at " +
            `${REGISTER_PATH} (throttled per address, size-capped, names checked), PKCE required of every client, ` +
            "refresh tokens rotated on every use (a rotated-out token used again revokes the grant; one retry of a lost " +
            "response is tolerated), revocation. A token stands for (member, client).",
          flows: {
            authorizationCode: {
              authorizationUrl: `${origin}${AUTHORIZE_PATH}`,
              tokenUrl: `${origin}${TOKEN_PATH}`,
              refreshUrl: `${origin}${TOKEN_PATH}`,
              scopes: Object.fromEntries(PARTNER_SCOPES.map((scope) => [scope, scopeLabel(scope)])),
            },
          },
        },
      },
    },
    paths,
  };
}
