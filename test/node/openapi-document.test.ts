/**
 * The chat Worker's OpenAPI document, checked in Node: valid OpenAPI 3.1 by a maintained validator
 * (it reads the official schemas from disk), generated from the routes' own schemas. That it matches
 * the routes the Worker serves is checked in workerd (test/chat/openapi.test.ts).
 */
import { Validator } from "@seriousme/openapi-schema-validator";
import { toJsonSchema } from "@valibot/to-json-schema";
import { describe, expect, it } from "vitest";
import { openApiDocument } from "../../workers/chat/openapi/document";
import { RunBody } from "../../workers/chat/routes/tools";

type Json = Record<string, unknown>;
const document = openApiDocument("0.0.0-test", "https://toolgate.test");
const paths = document.paths as Record<string, Record<string, Json>>;

describe("the OpenAPI document", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    const result = await new Validator().validate(document);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
  });

  it("declares security on every operation, naming only schemes it defines", () => {
    const schemes = Object.keys((document.components as { securitySchemes: Json }).securitySchemes);
    for (const ops of Object.values(paths)) {
      for (const op of Object.values(ops)) {
        expect(Array.isArray(op.security)).toBe(true);
        for (const alternative of op.security as Json[]) {
          for (const name of Object.keys(alternative)) expect(schemes).toContain(name);
        }
      }
    }
  });

  it("takes a route's body schema from the schema the route validates with", () => {
    const run = paths["/v1/tools/{name}/run"]?.post as { requestBody: { content: Record<string, { schema: Json }> } };
    const { $schema: _dialect, ...expected } = toJsonSchema(RunBody, { errorMode: "ignore" }) as Json;
    expect(run.requestBody.content["application/json"]?.schema).toEqual(expected);
  });
});
