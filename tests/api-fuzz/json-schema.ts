/**
 * The parts of JSON Schema 2020-12 (the dialect of OpenAPI 3.1) that the
 * fuzzer reads, and $ref resolution against the OpenAPI description.
 */
export interface JsonSchema {
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  items?: JsonSchema | boolean;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  not?: JsonSchema;
  nullable?: boolean;
  default?: unknown;
  examples?: unknown[];
  example?: unknown;
  contentMediaType?: string;
  contentEncoding?: string;
}

/** Follows `$ref`s ("#/components/schemas/X", or "#/$defs/X" inside a schema) until a schema without one. */
export function deref(schema: JsonSchema, roots: readonly unknown[]): JsonSchema {
  let current = schema;
  for (let hops = 0; current.$ref !== undefined; hops++) {
    if (hops > 32) throw new Error(`$ref loop at ${schema.$ref}`);
    const ref = current.$ref;
    const target = roots.map((root) => pointer(root, ref)).find((found) => found !== undefined);
    if (target === undefined) throw new Error(`unresolvable $ref ${ref}`);
    const { $ref: _resolved, ...siblings } = current;
    current = { ...(target as JsonSchema), ...siblings };
  }
  return current;
}

function pointer(root: unknown, ref: string): unknown {
  if (!ref.startsWith("#")) return undefined;
  let node = root;
  for (const raw of ref.slice(1).split("/").filter(Boolean)) {
    const key = decodeURIComponent(raw).replace(/~1/g, "/").replace(/~0/g, "~");
    if (node === null || typeof node !== "object" || !(key in node)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/** The schema's types: its `type` keyword, or what its other keywords imply. */
export function typesOf(schema: JsonSchema): string[] {
  const declared = Array.isArray(schema.type) ? [...schema.type] : schema.type ? [schema.type] : [];
  if (declared.length === 0) {
    if (schema.properties || schema.required || schema.additionalProperties !== undefined) declared.push("object");
    else if (schema.items || schema.prefixItems) declared.push("array");
    else if (schema.minLength !== undefined || schema.maxLength !== undefined || schema.pattern || schema.format) declared.push("string");
    else if (schema.minimum !== undefined || schema.maximum !== undefined) declared.push("number");
  }
  if (schema.nullable && !declared.includes("null")) declared.push("null");
  return declared;
}

/** A file part of a multipart body: OpenAPI 3.1 spells it contentMediaType / contentEncoding, 3.0 `format: binary`. */
export function isFileSchema(schema: JsonSchema): boolean {
  return (
    schema.format === "binary" ||
    schema.format === "base64" ||
    schema.contentMediaType !== undefined ||
    schema.contentEncoding !== undefined
  );
}
