import fc from "fast-check";
import { applicationFields, multipartBody, pdfBytes } from "#server/modules/applications/test-multipart";
import { contactFields } from "#server/test/form-fixtures";
import { hostileString } from "./hostile-values";
import type { FormField, PageForm } from "./page-forms";

/** One generated post to a page, ready for inject(), with what the report shows of it. */
export interface PagePost {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** "positive", or what the case changed ("content-type text/plain", "origin null", "field name: hostile"). */
  variant: string;
}

/** Values the forms accept, by field name: the fixtures of the API tests. */
const validByName: Record<string, string> = { ...contactFields, ...applicationFields, distance: "1200", weight: "4.5", website: "" };

function validValue(field: FormField) {
  if (field.name in validByName) return validByName[field.name]!;
  if (field.options.length > 0) return field.options[0]!;
  if (field.type === "email") return "asha@example.com";
  if (field.type === "number") return "12";
  if (field.type === "tel") return "+91 98765 43210";
  return "Sample text for the form";
}

const encoded = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

/** A field's value as a browser could send it, or as an attacker would. */
function fieldValue(field: FormField): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant(validValue(field)) },
    { weight: 1, arbitrary: field.options.length ? fc.constantFrom(...field.options) : fc.string({ maxLength: 40 }) },
    { weight: 1, arbitrary: hostileString },
  );
}

const pdf = pdfBytes(2048);

/** The body in the form's own encoding (multipart with a résumé sometimes, a PDF or not). */
function ownBody(form: PageForm, fields: Record<string, string>, file: "none" | "pdf" | "bytes") {
  if (form.enctype !== "multipart/form-data") return { payload: encoded(fields), type: "application/x-www-form-urlencoded" };
  const withConsent = file === "none" ? fields : { ...fields, resumeConsent: "on" };
  const attached =
    file === "none" ? undefined : { filename: "cv.pdf", content: file === "pdf" ? pdf : Buffer.from("MZ\u0090\u0000not a pdf") };
  const { payload, headers } = multipartBody(withConsent, attached);
  return { payload, type: headers["content-type"] };
}

type BodyCase = { payload?: string | Buffer; type?: string; variant: string };

/** What a client that is not the page's form sends: other types, broken encodings, no body at all. */
function hostileBodies(form: PageForm, fields: Record<string, string>): fc.Arbitrary<BodyCase>[] {
  const text = encoded(fields);
  return [
    fc.constantFrom("text/plain", "application/json", "text/xml", "application/octet-stream", "TEXT/PLAIN; charset=utf-8").map((type) => ({
      payload: type.startsWith("application/json") ? JSON.stringify(fields) : text,
      type,
      variant: `content-type ${type}`,
    })),
    fc.constant({ payload: text, type: undefined, variant: "no content-type" }),
    fc.constant({ payload: undefined, type: undefined, variant: "no body" }),
    fc
      .constantFrom(
        "multipart/form-data",
        "multipart/form-data; boundary=",
        'multipart/form-data; boundary=""',
        "multipart/form-data; charset=utf-8",
      )
      .map((type) => ({
        payload: "--x\r\nContent-Disposition: form-data; name=a\r\n\r\n1\r\n--x--\r\n",
        type,
        variant: `content-type ${type}`,
      })),
    fc.constant({
      payload: multipartBody(fields).payload,
      type: multipartBody(fields).headers["content-type"],
      variant: "multipart to any form",
    }),
    fc
      .constantFrom(
        "--zz\r\nContent-Disposition: form-data; name=",
        "garbage without any boundary",
        "--zz\r\n\r\n\r\n--zz",
        `--zz\r\nContent-Disposition: form-data; name="resume"; filename="${"a".repeat(400)}.pdf"\r\n\r\n%PDF-`,
      )
      .map((payload) => ({ payload, type: "multipart/form-data; boundary=zz", variant: "malformed multipart" })),
    fc
      .oneof(fc.string({ unit: "binary", maxLength: 200 }), fc.constantFrom("%", "%zz=%", "a=%ff%fe", "=&=&&==", `${"a=1&".repeat(5_000)}`))
      .map((payload) => ({ payload, type: "application/x-www-form-urlencoded", variant: "malformed urlencoded" })),
    fc.constant({ payload: "x".repeat(70 * 1024), type: "application/x-www-form-urlencoded", variant: "over the pages' body limit" }),
    fc.constant({
      payload: encoded(fields),
      type: form.enctype === "multipart/form-data" ? "application/x-www-form-urlencoded" : "multipart/form-data; boundary=zz",
      variant: "the other form encoding",
    }),
  ];
}

/** Posts to one page: mostly its own form, filled well or badly, and the hostile cases above. */
export function pagePostArbitrary(form: PageForm, publicOrigin: string): fc.Arbitrary<PagePost> {
  const fieldsArbitrary = fc.record(
    Object.fromEntries(form.fields.map((field) => [field.name, fieldValue(field)])) as Record<string, fc.Arbitrary<string>>,
  );
  const own = fc
    .tuple(fieldsArbitrary, fc.constantFrom("none" as const, "pdf" as const, "bytes" as const))
    .map(([fields, file]): BodyCase => ({ ...ownBody(form, fields, file), variant: "positive" }));
  const body = fieldsArbitrary.chain((fields) =>
    fc.oneof({ weight: 4, arbitrary: own }, ...hostileBodies(form, fields).map((arbitrary) => ({ weight: 1, arbitrary }))),
  );
  const origin = fc.oneof(
    { weight: 6, arbitrary: fc.constant<string | undefined>(undefined) },
    { weight: 2, arbitrary: fc.constant(publicOrigin) },
    { weight: 2, arbitrary: fc.constantFrom("https://evil.example", "null", "not a url", `${publicOrigin}:81`, "http://localhost") },
  );
  const method = fc.oneof(
    { weight: 8, arbitrary: fc.constant("POST") },
    { weight: 1, arbitrary: fc.constantFrom("PUT", "PATCH", "DELETE") },
  );
  // Mostly the page itself; sometimes its data request, as React Router's client would post it.
  const url = fc.tuple(
    fc.constantFrom(...form.urls),
    fc.oneof({ weight: 6, arbitrary: fc.constant("") }, { weight: 1, arbitrary: fc.constant(".data") }),
  );
  return fc.record({ body, origin, method, url }).map(({ body, origin, method, url: [path, suffix] }) => {
    const headers: Record<string, string> = {};
    if (body.type !== undefined) headers["content-type"] = body.type;
    if (origin !== undefined) headers.origin = origin;
    const variant = [
      body.variant,
      origin === undefined || origin === publicOrigin ? "" : `origin ${origin}`,
      method === "POST" ? "" : method,
    ]
      .filter(Boolean)
      .join(", ");
    return { method, url: `${path}${suffix}`, headers, payload: body.payload, variant: variant || "positive" };
  });
}
