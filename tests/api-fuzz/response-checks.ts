import { Ajv2020, type ValidateFunction } from "ajv/dist/2020";
import addFormats from "ajv-formats";
import type { JsonSchema } from "./json-schema";
import { documentedResponse, type OpenApiDocument, type Operation } from "./openapi-operations";
import type { FuzzRequest } from "./request-arbitrary";

export interface Answer {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

/** What schemathesis calls a check: the first one an answer fails, in the order below. */
export interface Problem {
  check:
    | "server error"
    | "ignored auth"
    | "undocumented status"
    | "undocumented content type"
    | "body not JSON"
    | "schema mismatch"
    /** inject() refused the generated request: a fault of the generator, reported so it is not silently skipped. */
    | "request not sent";
  detail: string;
}

const componentsId = "https://api-fuzz.local/openapi.json";

/**
 * Checks answers against the description: never 5xx; a secured operation
 * refuses a request without the staff token; and, for an operation that
 * documents its answers, the status is documented and the body matches the
 * schema for that status and content type (OpenAPI 3.1 schemas are JSON
 * Schema 2020-12, so Ajv's 2020 dialect with the standard formats).
 */
export function createResponseChecker(doc: OpenApiDocument) {
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
  addFormats(ajv);
  // "#/components/…" in an operation's schema points into the description, registered whole under its own id.
  ajv.addSchema({ $id: componentsId, components: doc.components ?? {} });
  const compiled = new Map<JsonSchema, ValidateFunction>();
  const validatorFor = (schema: JsonSchema) => {
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile(pointRefsAtDescription(schema) as object);
      compiled.set(schema, validate);
    }
    return validate;
  };

  return function check(operation: Operation, request: FuzzRequest, answer: Answer): Problem | undefined {
    const status = answer.statusCode;
    if (status >= 500) return { check: "server error", detail: `${status} ${excerpt(answer.body)}` };
    if (operation.secured && !request.signedIn && status < 300) {
      return { check: "ignored auth", detail: `${status} without a valid staff token` };
    }
    if (!operation.documentsResponses) return undefined;
    const documented = documentedResponse(operation, status);
    if (!documented)
      return { check: "undocumented status", detail: `${status} (documented: ${Object.keys(operation.responses).join(", ")})` };
    const mediaTypes = Object.keys(documented);
    if (mediaTypes.length === 0 || answer.body === "" || request.method === "HEAD") return undefined;
    const contentType = String(answer.headers["content-type"] ?? "")
      .split(";")[0]
      .trim()
      .toLowerCase();
    const mediaType = mediaTypes.find((documentedType) => mediaTypeMatches(documentedType, contentType));
    if (!mediaType)
      return { check: "undocumented content type", detail: `${status} ${contentType || "(none)"} (documented: ${mediaTypes.join(", ")})` };
    const schema = documented[mediaType];
    if (!schema) return undefined;
    let body: unknown = answer.body;
    if (/[/+]json$/.test(contentType)) {
      try {
        body = JSON.parse(answer.body);
      } catch {
        return { check: "body not JSON", detail: `${status} ${excerpt(answer.body)}` };
      }
    }
    const validate = validatorFor(schema);
    if (validate(body)) return undefined;
    const [first] = validate.errors ?? [];
    const where = first?.instancePath || "(body)";
    return {
      check: "schema mismatch",
      detail: `${status} ${where} ${first?.message ?? "does not match"} ${JSON.stringify(first?.params ?? {})}`,
    };
  };
}

function mediaTypeMatches(documented: string, actual: string) {
  const [type, subtype] = documented.toLowerCase().split("/");
  const [actualType, actualSubtype] = actual.split("/");
  return (type === "*" || type === actualType) && (subtype === "*" || subtype === actualSubtype);
}

function pointRefsAtDescription(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(pointRefsAtDescription);
  if (schema === null || typeof schema !== "object") return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [
      key,
      key === "$ref" && typeof value === "string" && value.startsWith("#/components/")
        ? `${componentsId}${value}`
        : pointRefsAtDescription(value),
    ]),
  );
}

export const excerpt = (text: string, length = 200) => (text.length > length ? `${text.slice(0, length)}… (${text.length} chars)` : text);
