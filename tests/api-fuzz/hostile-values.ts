import fc from "fast-check";
import { hostileText as costly } from "#server/test/hostile-text";
import { deref, typesOf, type JsonSchema } from "./json-schema";

/**
 * The "negative" half: values a well-behaved client would not send. The
 * server may refuse them (a documented 4xx) but must not fail on them (5xx)
 * nor answer outside its description.
 */

const hostileText = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "../../../../etc/passwd",
  "..\\..\\windows\\win.ini",
  "%00",
  "%",
  "%ff",
  "' OR '1'='1",
  "'; DROP TABLE applications; --",
  "%' UNION SELECT password_hash FROM staff_users --",
  "<script>alert(1)</script>",
  "javascript:alert(1)",
  "${7*7}{{7*7}}",
  "\u202Egnp.exe",
  "\uFEFF",
  "\uD800",
  "😀 नमस्ते 漢字",
  "a\r\nSet-Cookie: x=1",
  "null",
  "[]",
  "{}",
  "-1",
  "1e309",
  "NaN",
];

const hugeText = fc.constantFrom(
  "x".repeat(100_000),
  "é".repeat(20_000),
  "😀".repeat(10_000),
  "9".repeat(5_000),
  // Nested tricks that once cost a sanitiser one pass per level (issue 12): within and beyond the forms' body limits.
  costly.nestedJavascript(60_000),
  costly.nestedHandler(3_000),
  costly.unclosedTags(3_000),
);

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...hostileText) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 60 }) },
  { weight: 1, arbitrary: hugeText },
);

export const hostileNumber: fc.Arbitrary<number> = fc.constantFrom(
  -1,
  0,
  -0,
  0.5,
  -2_147_483_649,
  2_147_483_648,
  Number.MAX_SAFE_INTEGER + 2,
  -Number.MAX_SAFE_INTEGER - 2,
  1e308,
  -1e308,
  5e-324,
);

/** A JSON value of another type than the schema allows. */
export function wrongType(schema: JsonSchema, roots: readonly unknown[]): fc.Arbitrary<unknown> {
  const types = typesOf(deref(schema, [schema, ...roots]));
  const others: fc.Arbitrary<unknown>[] = [];
  if (!types.includes("string")) others.push(hostileString);
  if (!types.includes("number") && !types.includes("integer")) others.push(hostileNumber);
  if (!types.includes("integer") && types.includes("number")) others.push(fc.constant(0.5));
  if (!types.includes("boolean")) others.push(fc.boolean());
  if (!types.includes("null")) others.push(fc.constant(null));
  if (!types.includes("array")) others.push(fc.constantFrom([], ["x"], [null]));
  if (!types.includes("object")) others.push(fc.constantFrom({}, { $gt: "" }, JSON.parse('{"__proto__":{"admin":true}}')));
  return others.length ? fc.oneof(...others) : fc.constant(undefined);
}

/** A hostile value of the schema's own kind: a strange string for a string, an extreme number for a number. */
export function hostileOfType(schema: JsonSchema, roots: readonly unknown[]): fc.Arbitrary<unknown> {
  const types = typesOf(deref(schema, [schema, ...roots]));
  if (types.includes("integer") || types.includes("number")) return hostileNumber;
  if (types.includes("array")) return fc.array(hostileString, { minLength: 50, maxLength: 200 });
  return hostileString;
}

/**
 * Path segments, already percent-encoded the way an attacker would write them.
 * Not "%2e%2e": inject() parses the URL as a browser would and resolves it as "..",
 * so the request would reach another route.
 */
export const hostilePathSegment: fc.Arbitrary<string> = fc.constantFrom(
  "..%2F..%2Fetc%2Fpasswd",
  "%00",
  "1%00",
  "%ff",
  "%",
  "-1",
  "0",
  "1.5",
  "1e3",
  "0x10",
  "9".repeat(5_000),
  "2147483648",
  "99999999999999999999999999",
  "a".repeat(3_000),
  "%E2%80%AE",
  "%F0%9F%98%80",
  "%20",
  "null",
  "undefined",
  "%27%20OR%201%3D1",
);

/** A body that is not JSON at all, or JSON nested deep enough to hurt a naive parser. */
export const malformedJson: fc.Arbitrary<string> = fc.constantFrom(
  "{",
  '{"a":',
  "[1,2",
  "\u0000",
  "undefined",
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  "[".repeat(5_000) + "]".repeat(5_000),
  '{"a":'.repeat(2_000) + "1" + "}".repeat(2_000),
);
