import fc from "fast-check";
import { deref, typesOf, type JsonSchema } from "./json-schema";

/**
 * Values a JSON Schema accepts, as a fast-check arbitrary (the "positive"
 * half of a schemathesis run). Close enough rather than exact: keywords it
 * does not model (patterns it cannot generate from, `not`, multipleOf on
 * floats) can make a value invalid, and the server's 4xx for it is then just
 * another documented answer. No npm package maps 2020-12 schemas to
 * fast-check 4 (json-schema-fast-check is fast-check 1, zod-fast-check zod 3).
 */
export function schemaArbitrary(schema: JsonSchema | boolean, roots: readonly unknown[], depth = 0): fc.Arbitrary<unknown> {
  if (schema === true) return anyJson;
  if (schema === false) return fc.constant(undefined);
  // "#/$defs/…" inside a schema points into the outermost schema, so that one joins the roots.
  const scope = depth === 0 ? [schema, ...roots] : roots;
  const resolved = deref(schema, scope);
  const nested = (inner: JsonSchema | boolean) => schemaArbitrary(inner, scope, depth + 1);

  if (resolved.const !== undefined) return fc.constant(resolved.const);
  if (resolved.enum) return fc.constantFrom(...resolved.enum);
  if (resolved.allOf?.length)
    return nested(
      mergeAll(
        resolved.allOf.map((part) => deref(part, scope)),
        resolved,
      ),
    );
  const alternatives = resolved.anyOf ?? resolved.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map(nested));

  const types = typesOf(resolved);
  if (types.length === 0) return anyJson;
  return fc.oneof(...types.map((type) => typedArbitrary(type, resolved, nested, depth)));
}

const anyJson = fc.jsonValue({ maxDepth: 2 });

const isoDate = fc.date({ min: new Date("1970-01-01T00:00:00Z"), max: new Date("2099-12-31T23:59:59Z"), noInvalidDate: true });

function typedArbitrary(type: string, schema: JsonSchema, nested: (s: JsonSchema | boolean) => fc.Arbitrary<unknown>, depth: number) {
  switch (type) {
    case "string":
      return stringArbitrary(schema);
    case "integer":
      return fc.integer(integerRange(schema));
    case "number":
      return numberArbitrary(schema);
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array":
      return arrayArbitrary(schema, nested, depth);
    case "object":
      return objectArbitrary(schema, nested, depth);
    default:
      return anyJson;
  }
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  // Long enough to reach a limit now and then, short enough to keep cases quick.
  const maxLength = Math.min(schema.maxLength ?? minLength + 40, minLength + 300);
  const fitsLength = (value: string) => [...value].length >= minLength && [...value].length <= (schema.maxLength ?? Infinity);
  const byFormat = formatArbitrary(schema.format);
  const byPattern = patternArbitrary(schema.pattern);
  const plain = fc.oneof(
    { weight: 3, arbitrary: fc.string({ minLength, maxLength }) },
    { weight: 1, arbitrary: fc.string({ minLength, maxLength, unit: "binary" }) },
  );
  const candidates = [byFormat, byPattern].filter((arbitrary) => arbitrary !== undefined);
  if (candidates.length === 0) return plain;
  // A format with a length bound: prefer values that fit, but never starve the generator.
  return fc.oneof(...candidates.map((arbitrary) => arbitrary.map((value) => (fitsLength(value) ? value : value.slice(0, maxLength)))));
}

function formatArbitrary(format: string | undefined): fc.Arbitrary<string> | undefined {
  switch (format) {
    case "email":
      return fc.emailAddress();
    case "uri":
    case "url":
    case "iri":
      return fc.webUrl();
    case "uuid":
      return fc.uuid();
    case "date-time":
      return isoDate.map((date) => date.toISOString());
    case "date":
      return isoDate.map((date) => date.toISOString().slice(0, 10));
    case "time":
      return isoDate.map((date) => date.toISOString().slice(11, 19) + "Z");
    case "binary":
    case "base64":
      return fc.base64String();
    default:
      return undefined;
  }
}

function patternArbitrary(pattern: string | undefined): fc.Arbitrary<string> | undefined {
  if (!pattern) return undefined;
  try {
    const full = new RegExp(pattern, "u");
    const withoutLookarounds = stripLookarounds(pattern);
    const fromPattern = withoutLookarounds === pattern ? fc.stringMatching(full) : fc.stringMatching(new RegExp(withoutLookarounds, "u"));
    // fast-check cannot generate from lookarounds, and a pattern like \d{4}-\d{2}-\d{2} mostly yields impossible dates:
    // offer every common shape the pattern mostly accepts, filtered by the whole pattern.
    const usable = [fromPattern, ...shapes].filter(
      (candidate) => fc.sample(candidate, { numRuns: 40, seed: 1 }).filter((value) => full.test(value)).length >= 10,
    );
    return usable.length ? fc.oneof(...usable.map((candidate) => candidate.filter((value) => full.test(value)))) : undefined;
  } catch {
    // Outside the subset of regular expressions fast-check reads: the format or a plain string stands in.
    return undefined;
  }
}

/** Everyday values that patterns often describe: dates, timestamps, small counts, e-mail addresses, web addresses. */
const shapes: fc.Arbitrary<string>[] = [
  isoDate.map((date) => date.toISOString().slice(0, 10)),
  isoDate.map((date) => date.toISOString()),
  fc.integer({ min: 1, max: 100 }).map(String),
  fc.emailAddress(),
  fc.webUrl(),
];

/** The pattern without its (?=…), (?!…), (?<=…) and (?<!…) groups. */
function stripLookarounds(pattern: string): string {
  let result = "";
  for (let i = 0; i < pattern.length; i++) {
    if (pattern[i] === "\\") {
      result += pattern.slice(i, i + 2);
      i++;
    } else if (/^\(\?<?[=!]/.test(pattern.slice(i, i + 4))) {
      let depth = 0;
      for (; i < pattern.length; i++) {
        if (pattern[i] === "\\") i++;
        else if (pattern[i] === "(") depth++;
        else if (pattern[i] === ")" && --depth === 0) break;
      }
    } else {
      result += pattern[i];
    }
  }
  return result;
}

function integerRange(schema: JsonSchema) {
  const low = Math.max(
    schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : (schema.minimum ?? -1e9),
    Number.MIN_SAFE_INTEGER,
  );
  const high = Math.min(
    schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : (schema.maximum ?? 1e9),
    Number.MAX_SAFE_INTEGER,
  );
  return { min: Math.ceil(low), max: Math.max(Math.ceil(low), Math.floor(high)) };
}

function numberArbitrary(schema: JsonSchema): fc.Arbitrary<number> {
  if (schema.multipleOf !== undefined && Number.isInteger(schema.multipleOf)) {
    const { min, max } = integerRange(schema);
    const step = schema.multipleOf;
    return fc.integer({ min: Math.ceil(min / step), max: Math.max(Math.ceil(min / step), Math.floor(max / step)) }).map((n) => n * step);
  }
  return fc.double({
    min: schema.minimum ?? schema.exclusiveMinimum ?? -1e9,
    max: schema.maximum ?? schema.exclusiveMaximum ?? 1e9,
    minExcluded: schema.exclusiveMinimum !== undefined,
    maxExcluded: schema.exclusiveMaximum !== undefined,
    noNaN: true,
    noDefaultInfinity: true,
  });
}

function arrayArbitrary(schema: JsonSchema, nested: (s: JsonSchema | boolean) => fc.Arbitrary<unknown>, depth: number) {
  const minLength = schema.minItems ?? 0;
  const maxLength = Math.min(schema.maxItems ?? minLength + (depth > 2 ? 1 : 4), minLength + 6);
  const prefix = (schema.prefixItems ?? []).map(nested);
  const items = schema.items === undefined ? anyJson : nested(schema.items);
  const rest = schema.uniqueItems
    ? fc.uniqueArray(items, { minLength: Math.max(0, minLength - prefix.length), maxLength, selector: (item) => JSON.stringify(item) })
    : fc.array(items, { minLength: Math.max(0, minLength - prefix.length), maxLength });
  return prefix.length ? fc.tuple(fc.tuple(...prefix), rest).map(([head, tail]) => [...head, ...tail]) : rest;
}

function objectArbitrary(schema: JsonSchema, nested: (s: JsonSchema | boolean) => fc.Arbitrary<unknown>, depth: number) {
  const properties = schema.properties ?? {};
  const required = schema.required ?? [];
  const shape = Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, nested(property)]));
  // A required key the schema does not describe still has to be there.
  for (const name of required) shape[name] ??= depth > 3 ? fc.constant(null) : anyJson;
  return fc.record(shape, { requiredKeys: required });
}

/** allOf as one schema: properties and required lists joined, the first word on everything else. */
function mergeAll(parts: JsonSchema[], outer: JsonSchema): JsonSchema {
  const { allOf: _parts, ...rest } = outer;
  return parts.reduce<JsonSchema>(
    (merged, part) => ({
      ...part,
      ...merged,
      properties: { ...part.properties, ...merged.properties },
      required: [...new Set([...(merged.required ?? []), ...(part.required ?? [])])],
    }),
    rest,
  );
}
