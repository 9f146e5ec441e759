import { describe, expect, it } from "vitest";
import { operationsOf, type OpenApiDocument } from "./openapi-operations";
import type { FuzzRequest } from "./request-arbitrary";
import { createResponseChecker } from "./response-checks";

const failure = {
  type: "object",
  properties: { success: { const: false }, message: { type: "string" } },
  required: ["success", "message"],
};

const doc: OpenApiDocument = {
  openapi: "3.1.0",
  components: {
    schemas: { Note: { type: "object", properties: { id: { type: "integer" } }, required: ["id"], additionalProperties: false } },
  },
  paths: {
    "/api/notes/{id}": {
      get: {
        parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
        security: [{ staffToken: [] }],
        responses: {
          200: { content: { "application/json": { schema: { $ref: "#/components/schemas/Note" } } } },
          "4XX": { content: { "application/json": { schema: failure } } },
        },
      },
    },
    "/api/notes/export.csv": {
      get: {
        responses: {
          200: { content: { "text/csv": { schema: { type: "string" } } } },
          401: { content: { "application/json": { schema: failure } } },
        },
      },
    },
    "/api/legacy": { post: { responses: { 200: { description: "Default Response" } } } },
  },
};

const [note, csv, legacy] = operationsOf(doc);
const check = createResponseChecker(doc);
const request = (signedIn = true): FuzzRequest => ({ method: "GET", url: "/api/notes/1", headers: {}, variant: "positive", signedIn });
const json = (statusCode: number, body: unknown) => ({
  statusCode,
  headers: { "content-type": "application/json; charset=utf-8" },
  body: JSON.stringify(body),
});

describe("the checks on an answer", () => {
  it("reads operations, their parameters, responses and security from the description", () => {
    expect(note).toMatchObject({ key: "GET /api/notes/{id}", secured: true, documentsResponses: true });
    expect(note.parameters).toEqual([{ name: "id", in: "path", required: true, schema: { type: "string" } }]);
    expect(legacy.documentsResponses).toBe(false);
  });

  it("accepts a documented answer, following $refs and status classes", () => {
    expect(check(note, request(), json(200, { id: 4 }))).toBeUndefined();
    expect(check(note, request(), json(404, { success: false, message: "Not found" }))).toBeUndefined();
    expect(
      check(csv, request(), { statusCode: 200, headers: { "content-type": "text/csv; charset=utf-8" }, body: "id\n1\n" }),
    ).toBeUndefined();
  });

  it("fails a 5xx even where nothing else is documented", () => {
    expect(check(legacy, request(), json(500, { success: false, message: "Something went wrong" }))?.check).toBe("server error");
    expect(check(legacy, request(), json(418, {}))).toBeUndefined();
  });

  it("fails a secured operation that answers without the token", () => {
    expect(check(note, request(false), json(200, { id: 4 }))?.check).toBe("ignored auth");
    expect(check(note, request(false), json(401, { success: false, message: "Sign in" }))).toBeUndefined();
  });

  it("fails an undocumented status, content type or a body outside the schema, naming the first error", () => {
    expect(check(csv, request(), json(404, { success: false, message: "No" }))).toEqual({
      check: "undocumented status",
      detail: "404 (documented: 200, 401)",
    });
    expect(check(csv, request(), json(200, "id"))?.check).toBe("undocumented content type");
    expect(check(note, request(), json(200, { id: "4" }))).toEqual({
      check: "schema mismatch",
      detail: '200 /id must be integer {"type":"integer"}',
    });
    expect(check(note, request(), json(200, { id: 4, secret: true }))?.detail).toContain("must NOT have additional properties");
    expect(check(note, request(), { statusCode: 200, headers: { "content-type": "application/json" }, body: "{" })?.check).toBe(
      "body not JSON",
    );
  });
});
