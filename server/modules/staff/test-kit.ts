import type { InjectOptions } from "fastify";
import { afterAll, beforeAll } from "vitest";
import { createTestApp, type TestApp } from "#server/test/test-app";
import type { Db, Dialect } from "#server/db/database";
import type { ApplicationsTable, ContactMessagesTable, QuotesTable, SubscribersTable } from "#server/db/schema";
import type { QuoteStatus } from "#contracts/api/quotes";
import type { QuoteDirection, QuoteMode } from "#contracts/forms/quote";
import type { StaffRole } from "#contracts/api/staff-roles";
import type { LanguageCode } from "#contracts/languages";
import { createAccount } from "#server/modules/auth/staff-accounts";
import { quoteFields } from "#server/test/form-fixtures";
import type { ScryptParams } from "#server/modules/auth/password";

/** Helpers for the staff API tests: accounts, sign-in and rows to read back. */

// Full-cost scrypt takes ~0.3 s; tests sign in dozens of times, so their accounts use a cheap cost
// (the stored hash names its parameters, and verification follows them).
export const cheapScrypt: ScryptParams = { N: 2 ** 10, r: 8, p: 1 };

export const testPassword = "correct horse battery staple";

let accounts = 0;

export async function signIn(t: TestApp, email = `staff${++accounts}@example.in`, role: StaffRole = "admin") {
  const created = await createAccount(t.database.db, { email, password: testPassword, name: "Test Staff" }, cheapScrypt);
  // A translator always has languages (contracts/api/staff-accounts.ts): Hindi here.
  const languages = role === "translator" ? '["hi"]' : "[]";
  if (role !== "admin") await t.database.db.updateTable("staff_users").set({ role, languages }).where("id", "=", created.id).execute();
  const user = { ...created, role };
  const res = await t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email, password: testPassword },
    remoteAddress: `10.9.${accounts % 250}.1`,
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  const token = res.json<{ token: string }>().token;
  return { user, token, headers: { authorization: `Bearer ${token}` } };
}

/**
 * The app of a staff API test file: a test app on `dialect` with an administrator signed in, started before the
 * file's tests and closed after them (its fields are set once the file's beforeAll hooks run). `inject` and `get`
 * send the administrator's session; `t.app.inject` sends none.
 */
export function signedInTestApp(dialect: Dialect) {
  const staff = {
    t: undefined as unknown as TestApp,
    headers: {} as Record<string, string>,
    inject: (options: InjectOptions) =>
      staff.t.app.inject({ ...options, headers: { ...staff.headers, ...(options.headers as Record<string, string> | undefined) } }),
    get: (url: string) => staff.inject({ method: "GET", url }),
  };
  beforeAll(async () => {
    staff.t = await createTestApp(dialect);
    ({ headers: staff.headers } = await signIn(staff.t));
  });
  afterAll(() => staff.t.close());
  return staff;
}

export function daysAgo(days: number, from = new Date()) {
  return new Date(from.getTime() - days * 86_400_000).toISOString();
}

export const minimalPdf = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

export async function insertApplication(
  db: Db,
  row: Partial<
    Pick<ApplicationsTable, "name" | "email" | "phone" | "position" | "message" | "status" | "resume" | "resume_filename" | "created_at">
  > = {},
) {
  const created = row.created_at ?? new Date().toISOString();
  const resume = row.resume === undefined ? null : row.resume;
  const { id } = await db
    .insertInto("applications")
    .values({
      name: row.name ?? "Asha Verma",
      email: row.email ?? "asha@example.in",
      phone: row.phone ?? "+919876543210",
      position: row.position ?? "professional",
      message: row.message ?? "I would like to join your operations team.",
      status: row.status ?? "new",
      resume,
      resume_filename: resume ? (row.resume_filename ?? "Asha CV.pdf") : null,
      resume_size: resume ? resume.length : null,
      resume_consent_at: resume ? created : null,
      ip: "203.0.113.5",
      created_at: created,
      updated_at: created,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

export async function insertContact(
  db: Db,
  row: Partial<Pick<ContactMessagesTable, "first_name" | "last_name" | "email" | "subject" | "message" | "status" | "created_at">> = {},
) {
  const created = row.created_at ?? new Date().toISOString();
  const { id } = await db
    .insertInto("contact_messages")
    .values({
      first_name: row.first_name ?? "Ravi",
      last_name: row.last_name ?? "Kumar",
      email: row.email ?? "ravi@example.in",
      subject: row.subject ?? "Freight quote",
      message: row.message ?? "Please quote for a 20 ft container to Dubai.",
      status: row.status ?? "new",
      ip: "203.0.113.9",
      created_at: created,
      updated_at: created,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

let subscribers = 0;

export async function insertSubscriber(
  db: Db,
  row: Partial<Pick<SubscribersTable, "email" | "status" | "created_at"> & { lang: LanguageCode }> = {},
) {
  const created = row.created_at ?? new Date().toISOString();
  const status = row.status ?? "confirmed";
  const { id } = await db
    .insertInto("subscribers")
    .values({
      email: row.email ?? `reader${++subscribers}@example.in`,
      status,
      source: "footer",
      ...(row.lang ? { lang: row.lang } : {}),
      confirm_token_hash: null,
      unsubscribe_token: `unsub-${subscribers}-${Math.random().toString(36).slice(2)}`,
      consent_at: created,
      consent_ip: null,
      confirmed_at: status === "confirmed" ? created : null,
      unsubscribed_at: status === "unsubscribed" ? created : null,
      created_at: created,
      updated_at: created,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

/** SQL and script payloads for every search box and text field. */
export const hostileStrings = [
  "' OR '1'='1",
  "'; DROP TABLE applications; --",
  '" OR 1=1 --',
  "1; SELECT * FROM staff_users",
  "%",
  "_",
  "\\",
  "%' UNION SELECT password_hash FROM staff_users --",
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "javascript:alert(1)",
  "\u0000",
  "😀 नमस्ते",
];

let quotes = 0;

/** A stored quote request as POST /api/quotes writes it (totals of the one line of quoteRequest()). */
export async function insertQuote(
  db: Db,
  row: Partial<Pick<QuotesTable, "mode" | "direction" | "company" | "email" | "created_at"> & { status: QuoteStatus }> = {},
) {
  const created = row.created_at ?? new Date().toISOString();
  const request = quoteFields({
    ...(row.mode ? { mode: row.mode } : {}),
    ...(row.direction ? { direction: row.direction } : {}),
    ...(row.company ? { company: row.company } : {}),
    ...(row.email ? { email: row.email } : {}),
  });
  const { id } = await db
    .insertInto("quotes")
    .values({
      status: row.status ?? "new",
      mode: request.mode as QuoteMode,
      direction: request.direction as QuoteDirection,
      origin: request.origin,
      destination: request.destination,
      incoterm: request.incoterm,
      ready_date: request.readyDate,
      name: request.name,
      company: request.company,
      email: request.email,
      phone: request.phone,
      gross_kg: 40,
      volume_m3: 0.6,
      chargeable_kg: 100,
      details: JSON.stringify(request),
      request_hash: `hash-${++quotes}`,
      ip: "203.0.113.7",
      created_at: created,
      updated_at: created,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}
