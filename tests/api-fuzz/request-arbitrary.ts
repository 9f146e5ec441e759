import fc from "fast-check";
import { multipartBody, pdfBytes } from "#server/modules/applications/test-multipart";
import { hostileOfType, hostilePathSegment, hostileString, malformedJson, wrongType } from "./hostile-values";
import { deref, isFileSchema, type JsonSchema } from "./json-schema";
import type { Operation, Parameter } from "./openapi-operations";
import { schemaArbitrary } from "./schema-arbitrary";

/** One generated call, ready for inject(), with what the report shows of it. */
export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** "positive", or the one thing a negative case broke ("body.email: wrong type"). */
  variant: string;
  /** The body as the reproducer shows it: the JSON sent, the raw text, or the form's fields with files summarised. */
  shownBody?: string;
  /** Whether it carried the staff token: a secured operation must refuse it otherwise. */
  signedIn: boolean;
}

type Body = { kind: "value"; value: unknown } | { kind: "raw"; text: string };

interface Parts {
  path: Record<string, string>;
  query: Record<string, unknown>;
  headers: Record<string, string>;
  body?: Body;
  auth: "token" | "none" | "garbage";
}

export interface RequestContext {
  /** Roots for $ref: the description (components) first. */
  roots: readonly unknown[];
  /** Values that name existing rows, by parameter name ("id" → ["1", "2"]), so lookups reach past 404. */
  knownValues: Record<string, string[]>;
  /** The staff Bearer token. */
  token: string;
}

/** Positive and negative requests for one operation, schemathesis-style. */
export function requestArbitrary(operation: Operation, context: RequestContext): fc.Arbitrary<FuzzRequest> {
  const positive = partsArbitrary(operation, context);
  const mutations = mutationArbitraries(operation, context);
  const negative = mutations.length ? fc.tuple(positive, fc.oneof(...mutations)).map(([parts, mutation]) => mutation(parts)) : undefined;
  const both = negative
    ? fc.oneof({ weight: 1, arbitrary: positive.map((parts) => ({ parts, variant: "positive" })) }, { weight: 1, arbitrary: negative })
    : positive.map((parts) => ({ parts, variant: "positive" }));
  return both.map(({ parts, variant }) => toRequest(operation, parts, variant, context.token));
}

function partsArbitrary(operation: Operation, context: RequestContext): fc.Arbitrary<Parts> {
  const values = (where: Parameter["in"]) => {
    const shape: Record<string, fc.Arbitrary<unknown>> = {};
    const required: string[] = [];
    for (const parameter of operation.parameters.filter((p) => p.in === where)) {
      shape[parameter.name] = parameterArbitrary(parameter, context);
      if (parameter.required) required.push(parameter.name);
    }
    return fc.record(shape, { requiredKeys: required });
  };
  const body: fc.Arbitrary<Body | undefined> = operation.body
    ? operation.body.required
      ? schemaArbitrary(operation.body.schema, context.roots).map((value) => ({ kind: "value" as const, value }))
      : fc.option(
          schemaArbitrary(operation.body.schema, context.roots).map((value) => ({ kind: "value" as const, value })),
          { nil: undefined, freq: 6 },
        )
    : fc.constant(undefined);
  return fc.record({
    path: values("path") as fc.Arbitrary<Record<string, string>>,
    query: values("query"),
    headers: values("header") as fc.Arbitrary<Record<string, string>>,
    body,
    auth: fc.constant("token" as const),
  });
}

function parameterArbitrary(parameter: Parameter, context: RequestContext): fc.Arbitrary<unknown> {
  const generated = schemaArbitrary(parameter.schema, context.roots);
  const fromSchema = parameter.in === "query" ? generated : generated.map((value) => nonEmpty(wireString(value)));
  const known = context.knownValues[parameter.name];
  if (!known?.length || parameter.in !== "path") return fromSchema;
  return fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...known) }, { weight: 1, arbitrary: fromSchema });
}

/** An empty path segment would be another route, not a value of this one. */
const nonEmpty = (value: string) => (value === "" ? "_" : value);

const wireString = (value: unknown) => (typeof value === "string" ? value : value === undefined ? "" : JSON.stringify(value));

type Mutation = (parts: Parts) => { parts: Parts; variant: string };

function mutationArbitraries(operation: Operation, context: RequestContext): fc.Arbitrary<Mutation>[] {
  const { roots } = context;
  const mutations: fc.Arbitrary<Mutation>[] = [];
  for (const parameter of operation.parameters) {
    const where = parameter.in;
    if (where === "path") {
      mutations.push(
        hostilePathSegment.map((segment) => (parts) => ({
          parts: { ...parts, path: { ...parts.path, [parameter.name]: rawSegment(segment) } },
          variant: `path ${parameter.name}: ${short(segment)}`,
        })),
      );
      continue;
    }
    const target = where === "query" ? "query" : "headers";
    const replace = (label: string, arbitrary: fc.Arbitrary<unknown>) =>
      arbitrary.map((value): Mutation => (parts) => ({
        parts: { ...parts, [target]: { ...parts[target], [parameter.name]: value } },
        variant: `${where} ${parameter.name}: ${label}`,
      }));
    mutations.push(replace("hostile", where === "header" ? hostileHeader : hostileOfType(parameter.schema, roots)));
    if (where === "query") {
      mutations.push(replace("wrong type", wrongType(parameter.schema, roots)));
      mutations.push(replace("repeated", fc.array(schemaArbitrary(parameter.schema, roots), { minLength: 2, maxLength: 3 })));
    }
    if (parameter.required) {
      mutations.push(
        fc.constant((parts: Parts) => {
          const { [parameter.name]: _dropped, ...rest } = parts[target];
          return { parts: { ...parts, [target]: rest }, variant: `${where} ${parameter.name}: missing` };
        }),
      );
    }
  }
  if (operation.body) mutations.push(...bodyMutations(operation.body.schema, operation.body.mediaType, roots));
  if (operation.secured) {
    mutations.push(
      fc
        .constantFrom("none" as const, "garbage" as const)
        .map((auth): Mutation => (parts) => ({ parts: { ...parts, auth }, variant: `auth: ${auth}` })),
    );
  }
  return mutations;
}

function bodyMutations(schema: JsonSchema, mediaType: string, roots: readonly unknown[]): fc.Arbitrary<Mutation>[] {
  const resolved = deref(schema, [schema, ...roots]);
  const mutations: fc.Arbitrary<Mutation>[] = [
    fc.constant((parts: Parts) => ({ parts: { ...parts, body: undefined }, variant: "body: missing" })),
  ];
  if (isJson(mediaType)) {
    mutations.push(
      malformedJson.map((text): Mutation => (parts) => ({ parts: { ...parts, body: { kind: "raw", text } }, variant: "body: not JSON" })),
    );
    mutations.push(
      wrongType(resolved, roots).map((value): Mutation => (parts) => ({
        parts: { ...parts, body: { kind: "value", value } },
        variant: "body: wrong type",
      })),
    );
  }
  const properties = Object.entries(resolved.properties ?? {});
  if (properties.length === 0) return mutations;
  const onProperty = (label: string, make: (name: string, property: JsonSchema) => fc.Arbitrary<unknown>) =>
    fc.constantFrom(...properties).chain(([name, property]) =>
      make(name, property).map((value): Mutation => (parts) => ({
        parts: { ...parts, body: { kind: "value", value: { ...objectBody(parts.body), [name]: value } } },
        variant: `body.${name}: ${label}`,
      })),
    );
  mutations.push(
    onProperty("hostile", (_name, property) =>
      isFileSchema(property) ? hostileString.map((text) => new HostileFile(text)) : hostileOfType(property, roots),
    ),
  );
  if (isJson(mediaType)) mutations.push(onProperty("wrong type", (_name, property) => wrongType(property, roots)));
  const required = resolved.required ?? [];
  if (required.length) {
    mutations.push(
      fc.constantFrom(...required).map((name): Mutation => (parts) => {
        const { [name]: _dropped, ...rest } = objectBody(parts.body);
        return { parts: { ...parts, body: { kind: "value", value: rest } }, variant: `body.${name}: missing` };
      }),
    );
  }
  mutations.push(
    fc
      .tuple(fc.constantFrom("isAdmin", "id", "status", "__proto__", "constructor"), hostileString)
      .map(([name, value]): Mutation => (parts) => ({
        parts: { ...parts, body: { kind: "value", value: { ...objectBody(parts.body), [name]: value } } },
        variant: `body.${name}: undeclared`,
      })),
  );
  return mutations;
}

/** A file part whose name and content are a hostile string. */
class HostileFile {
  constructor(readonly text: string) {}
  toJSON() {
    return `<file ${short(this.text)}>`;
  }
}

const hostileHeader = fc.constantFrom("", " ", "x".repeat(8_000), "%00", "\u00e9\u00e8", "null");

const objectBody = (body: Body | undefined): Record<string, unknown> =>
  body?.kind === "value" && body.value !== null && typeof body.value === "object" && !Array.isArray(body.value)
    ? (body.value as Record<string, unknown>)
    : {};

const isJson = (mediaType: string) => /[/+]json\b/.test(mediaType);

const short = (text: string) => (text.length > 40 ? `${text.slice(0, 20)}… (${text.length} chars)` : JSON.stringify(text));

/** Marks a path segment as already encoded, so toRequest passes it on as written. */
const rawMark = "\u0000raw:";
const rawSegment = (segment: string) => `${rawMark}${segment}`;

function toRequest(operation: Operation, parts: Parts, variant: string, token: string): FuzzRequest {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const value = parts.path[name] ?? "_";
    return value.startsWith(rawMark) ? value.slice(rawMark.length) : encodeURIComponent(value);
  });
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(parts.query)) {
    for (const item of Array.isArray(value) ? value : [value]) if (item !== undefined) query.append(name, wireString(item));
  }
  // Every positive case carries the token (as schemathesis does with a configured header); public routes ignore it.
  const headers: Record<string, string> = { ...parts.headers };
  if (parts.auth === "token") headers.authorization = `Bearer ${token}`;
  if (parts.auth === "garbage") headers.authorization = "Bearer not-a-real-token";
  const search = query.toString();
  const request: FuzzRequest = {
    method: operation.method,
    url: search ? `${path}?${search}` : path,
    headers,
    variant,
    signedIn: parts.auth === "token",
  };
  if (!parts.body || !operation.body) return request;
  const { payload, contentType, shown } = encodeBody(operation.body.mediaType, operation.body.schema, parts.body);
  return { ...request, payload, shownBody: shown, headers: { ...headers, "content-type": contentType } };
}

function encodeBody(mediaType: string, schema: JsonSchema, body: Body) {
  if (body.kind === "raw") return { payload: body.text, contentType: mediaType, shown: body.text };
  const { value } = body;
  if (mediaType === "multipart/form-data") {
    const fields: Record<string, string> = {};
    let file: { field: string; filename: string; content: Buffer } | undefined;
    const properties = schema.properties ?? {};
    for (const [name, item] of Object.entries(objectBody(body))) {
      if (item === undefined) continue;
      if (properties[name] && isFileSchema(properties[name]) && !file) {
        // A small real PDF for a generated value; for a hostile one, its text is both the file name and the bytes.
        file =
          item instanceof HostileFile
            ? { field: name, filename: item.text.slice(0, 200), content: Buffer.from(item.text) }
            : { field: name, filename: "resume.pdf", content: pdfBytes(2048) };
      } else {
        fields[name] = wireString(item);
      }
    }
    const { payload, headers } = multipartBody(fields, file);
    return {
      payload,
      contentType: headers["content-type"],
      shown: JSON.stringify({ ...fields, ...(file ? { [file.field]: `<file ${file.filename}, ${file.content.length} bytes>` } : {}) }),
    };
  }
  if (mediaType === "application/x-www-form-urlencoded") {
    const form = new URLSearchParams(Object.entries(objectBody(body)).map(([name, item]) => [name, wireString(item)]));
    return { payload: form.toString(), contentType: mediaType, shown: form.toString() };
  }
  const payload = isJson(mediaType) ? (JSON.stringify(value) ?? "") : wireString(value);
  return { payload, contentType: mediaType, shown: payload };
}
