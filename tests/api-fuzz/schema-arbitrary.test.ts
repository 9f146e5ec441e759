import { Ajv2020 } from "ajv/dist/2020";
import addFormats from "ajv-formats";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { JsonSchema } from "./json-schema";
import { schemaArbitrary } from "./schema-arbitrary";

const components = {
  components: {
    schemas: {
      Status: { type: "string", enum: ["new", "reviewing", "hired"] },
      Note: {
        type: "object",
        properties: { id: { type: "integer", minimum: 1 }, body: { type: "string", minLength: 1, maxLength: 2000 } },
        required: ["id", "body"],
        additionalProperties: false,
      },
    },
  },
};

const schemas: Record<string, JsonSchema> = {
  "formats and bounds": {
    type: "object",
    properties: {
      email: { type: "string", format: "email" },
      site: { type: "string", format: "uri" },
      at: { type: "string", format: "date-time" },
      name: { type: "string", minLength: 2, maxLength: 30 },
      page: { type: "integer", minimum: 1, maximum: 1000 },
      ratio: { type: "number", exclusiveMinimum: 0, maximum: 1 },
      tags: { type: "array", items: { type: "string" }, minItems: 1, maxItems: 3, uniqueItems: true },
    },
    required: ["email", "name"],
    additionalProperties: false,
  },
  "refs, anyOf and nullable": {
    type: "object",
    properties: {
      status: { $ref: "#/components/schemas/Status" },
      notes: { type: "array", items: { $ref: "#/components/schemas/Note" } },
      colour: { anyOf: [{ type: "string", enum: ["blue", "teal"] }, { type: "null" }] },
      size: { type: ["integer", "null"] },
    },
    required: ["status", "notes"],
  },
  "patterns, with lookarounds too": {
    type: "object",
    properties: {
      slug: { type: "string", pattern: "^[a-z0-9]+(?:-[a-z0-9]+)*$", maxLength: 120 },
      date: { type: "string", pattern: "^\\d{4}-\\d{2}-\\d{2}$" },
      image: { type: "string", pattern: "^\\/(?!\\/)(?!.*\\.\\.)[A-Za-z0-9._~/-]+$" },
    },
    required: ["slug", "date", "image"],
  },
  "local $defs": {
    $defs: { Id: { type: "string", pattern: "^[1-9][0-9]{0,8}$" } },
    type: "object",
    properties: { id: { $ref: "#/$defs/Id" } },
    required: ["id"],
  },
};

describe("values generated from a JSON Schema", () => {
  const ajv = new Ajv2020({ strict: false });
  addFormats(ajv);
  ajv.addSchema({ $id: "https://test.local/doc", ...components });

  it.each(Object.entries(schemas))("are accepted by the schema: %s", (_name, schema) => {
    const validate = ajv.compile(JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"https://test.local/doc#/components/')));
    fc.assert(
      fc.property(schemaArbitrary(schema, [components]), (value) => {
        expect(validate(value), JSON.stringify(validate.errors)).toBe(true);
      }),
      { seed: 7, numRuns: 150 },
    );
  });
});
