import { deref, type JsonSchema } from "./json-schema";

/** The slice of an OpenAPI 3.1 description the fuzzer reads. */
export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, RawOperation | unknown>>;
  components?: { schemas?: Record<string, JsonSchema> };
  security?: Record<string, string[]>[];
}

interface RawParameter {
  $ref?: string;
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required?: boolean;
  schema?: JsonSchema;
}

interface RawMedia {
  schema?: JsonSchema;
}

interface RawOperation {
  parameters?: RawParameter[];
  requestBody?: { $ref?: string; required?: boolean; content?: Record<string, RawMedia> };
  responses?: Record<string, { $ref?: string; content?: Record<string, RawMedia> }>;
  security?: Record<string, string[]>[];
}

export interface Parameter {
  name: string;
  in: "path" | "query" | "header";
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  /** "POST /api/contact/{id}" */
  key: string;
  method: string;
  path: string;
  parameters: Parameter[];
  /** The first documented request media type, and its schema. */
  body?: { mediaType: string; required: boolean; schema: JsonSchema };
  /** Status ("200", "4XX", "default") → media type → schema (undefined when the answer has no documented body). */
  responses: Record<string, Record<string, JsonSchema | undefined>>;
  /** At least one response declares a body schema: only then is the answer checked beyond "no 5xx". */
  documentsResponses: boolean;
  secured: boolean;
}

const methods = ["get", "put", "post", "delete", "patch", "options", "head", "trace"];

/** Every operation of the description, HEAD aside (Fastify derives it from GET). */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    const shared = ((item as { parameters?: RawParameter[] }).parameters ?? []).map((p) => resolveObject(p, doc));
    for (const [method, raw] of Object.entries(item)) {
      if (!methods.includes(method) || method === "head") continue;
      const operation = raw as RawOperation;
      const own = (operation.parameters ?? []).map((p) => resolveObject(p, doc));
      const parameters = [...shared.filter((p) => !own.some((o) => o.name === p.name && o.in === p.in)), ...own]
        .filter((p): p is RawParameter & { in: Parameter["in"] } => p.in !== "cookie")
        .map((p) => ({ name: p.name, in: p.in, required: p.in === "path" || Boolean(p.required), schema: p.schema ?? {} }));
      const requestBody = operation.requestBody && resolveObject(operation.requestBody, doc);
      const firstMedia = Object.entries(requestBody?.content ?? {})[0];
      const responses = Object.fromEntries(
        Object.entries(operation.responses ?? {}).map(([status, response]) => [
          status,
          Object.fromEntries(Object.entries(resolveObject(response, doc).content ?? {}).map(([media, { schema }]) => [media, schema])),
        ]),
      );
      operations.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        parameters,
        body: firstMedia && { mediaType: firstMedia[0], required: Boolean(requestBody?.required), schema: firstMedia[1].schema ?? {} },
        responses,
        documentsResponses: Object.values(responses).some((media) => Object.values(media).some((schema) => schema !== undefined)),
        secured: (operation.security ?? doc.security ?? []).some((requirement) => Object.keys(requirement).length > 0),
      });
    }
  }
  return operations;
}

/** Parameters, bodies and responses may themselves be `$ref`s to components. */
function resolveObject<T extends { $ref?: string }>(value: T, doc: OpenApiDocument): T {
  return value.$ref ? (deref(value as JsonSchema, [doc]) as T) : value;
}

/** The documented answers for a status: its own entry, else its class ("4XX"), else "default". */
export function documentedResponse(operation: Operation, status: number): Record<string, JsonSchema | undefined> | undefined {
  const { responses } = operation;
  return responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses[`${String(status)[0]}xx`] ?? responses.default;
}
