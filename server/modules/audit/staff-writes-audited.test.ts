import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { knownAuditActions } from "#contracts/api/audit";
import { openingStatuses } from "#contracts/opening-values";
import { queueMail } from "#server/modules/mail-outbox/outbox";
import { createSessionToken, hashSessionToken } from "#server/modules/auth/session-token";
import { totpCode } from "#server/modules/auth/totp";
import { indiaToday } from "#server/modules/openings/india-today";
import { multipartBody } from "#server/modules/applications/test-multipart";
import { seaShipment } from "#server/modules/shipments/test-shipment";
import {
  insertApplication,
  insertContact,
  insertQuote,
  insertSubscriber,
  minimalPdf,
  signIn,
  testPassword,
} from "#server/modules/staff/test-kit";
import { createTestApp, testDialects, type TestApp } from "#server/test/test-app";

/**
 * Issue 28, item 6: every staff write is in the audit trail (decision 024). The walk reads the operations from the
 * API's own description, so a route added tomorrow is walked too: every POST, PUT, PATCH and DELETE a staff token
 * guards, and every one under /api/auth (sign-in, the second step, invitations, sign-in links), must leave a row.
 * A new write operation fails here until it has a request below, and then until it records itself.
 */
type Request = { method: string; url: string; payload?: object; headers?: Record<string, string>; remoteAddress?: string };
type Staff = Awaited<ReturnType<typeof signIn>>;

const inDays = (days: number) => indiaToday(new Date(Date.now() + days * 86_400_000));
let unique = 0;
const next = (prefix: string) => `${prefix}-${++unique}-${Date.now()}`;

const postDraft = () => ({
  title: `Audited post ${unique}`,
  slug: next("audited-post"),
  date: "2026-06-01",
  excerpt: "A post the audit walk writes.",
  image: "/media/blog/default.svg",
  colorScheme: "teal",
  sections: [{ title: "One", content: "Text.", icon: null }],
  published: false,
});

const openingDraft = () => ({
  title: "Audited Opening",
  slug: next("audited-opening"),
  department: "Operations",
  city: "Navi Mumbai",
  region: "Maharashtra",
  employmentType: "full_time",
  experienceMinYears: 1,
  summary: "An opening the audit walk writes.",
  sections: [{ title: "About the role", content: "Text.", icon: null }],
  postedOn: inDays(0),
  closesOn: inDays(30),
});

/** A pending invitation, sent as an administrator sends one (recorded before the walk counts). */
async function invitation(t: TestApp, admin: Staff) {
  const sent = await t.app.inject({
    method: "POST",
    url: "/api/staff/accounts/invitations",
    headers: admin.headers,
    payload: { email: `${next("pending")}@example.in`, role: "editor" },
  });
  return (sent.json() as { data: { id: number } }).data;
}

/**
 * Posts that only read: what an invitation's link would create, shown to whoever holds the link before the account
 * exists (no account, no staff member, nothing changed).
 */
const readOnlyPosts = ["POST /api/auth/invitations/preview", "POST /api/staff/posts/preview"];

/** Walks one operation: sets up what it needs (unrecorded or recorded, before the count), answers the request to send. */
type Step = (t: TestApp, admin: Staff) => Promise<Request>;

const json = (res: { json(): unknown }) => res.json() as { data: { id: number; version: number }; challenge: string };

/** An account with a second factor just turned on: its headers and recovery codes. */
async function enrolled(t: TestApp) {
  const staff = await signIn(t);
  const started = await t.app.inject({ method: "POST", url: "/api/staff/second-factor/enrolment", headers: staff.headers, payload: {} });
  const { secret } = (started.json() as { data: { secret: string } }).data;
  const confirmed = await t.app.inject({
    method: "POST",
    url: "/api/staff/second-factor/enrolment/confirm",
    headers: staff.headers,
    payload: { code: await totpCode(secret, new Date()) },
  });
  return { ...staff, secret, recoveryCodes: (confirmed.json() as { data: { recoveryCodes: string[] } }).data.recoveryCodes };
}

const campaignDraft = { versions: { en: { subject: "Trade update", body: "Rates are steady this month." } } };

async function newCampaign(t: TestApp, admin: { headers: Record<string, string> }) {
  return json(await t.app.inject({ method: "POST", url: "/api/staff/campaigns", headers: admin.headers, payload: campaignDraft })).data as {
    id: number;
    version: number;
  };
}

/** A campaign sending (to no one, or whoever subscribed): pause and resume need one. */
async function sentCampaign(t: TestApp, admin: { headers: Record<string, string> }) {
  const campaign = await newCampaign(t, admin);
  return json(
    await t.app.inject({
      method: "POST",
      url: `/api/staff/campaigns/${campaign.id}/send`,
      headers: admin.headers,
      payload: { at: new Date(Date.now() + 3_600_000).toISOString(), version: campaign.version },
    }),
  ).data as { id: number; version: number };
}

async function newShipment(t: TestApp, admin: { headers: Record<string, string> }) {
  return json(await t.app.inject({ method: "POST", url: "/api/staff/shipments", headers: admin.headers, payload: seaShipment })).data;
}

/** A shipment with one uploaded document: its id and the document's. */
async function shipmentDocument(t: TestApp, admin: { headers: Record<string, string> }) {
  const shipment = await newShipment(t, admin);
  const body = multipartBody({ kind: "invoice" }, { field: "file", filename: "invoice.pdf", content: minimalPdf });
  const uploaded = await t.app.inject({
    method: "POST",
    url: `/api/staff/shipments/${shipment.id}/documents`,
    payload: body.payload,
    headers: { ...admin.headers, ...body.headers },
  });
  return { id: shipment.id, documentId: (uploaded.json() as { data: { documents: { id: number }[] } }).data.documents[0]!.id };
}

/** A word's draft saved through the Content area (issue 30), from version 0 (a word the walk has not touched). */
async function contentDraft(t: TestApp, admin: Staff, lang: string, id: string, text: string, version = 0) {
  const saved = await t.app.inject({
    method: "PUT",
    url: `/api/staff/content/words/${lang}/${id}`,
    headers: admin.headers,
    payload: { text, version },
  });
  return json(saved).data;
}

const contentPublish = (t: TestApp, admin: Staff, lang: string) =>
  t.app.inject({ method: "POST", url: "/api/staff/content/publish", headers: admin.headers, payload: { lang } });

const steps: Record<string, Step> = {
  "POST /api/auth/logout": async (t) => ({ method: "POST", url: "/api/auth/logout", headers: (await signIn(t)).headers }),
  "POST /api/auth/login": async (t) => {
    const { user } = await signIn(t);
    return { method: "POST", url: "/api/auth/login", payload: { email: user.email, password: testPassword }, remoteAddress: "10.66.0.1" };
  },
  "POST /api/auth/login/second-factor": async (t) => {
    const { user, recoveryCodes } = await enrolled(t);
    const login = await t.app.inject({ method: "POST", url: "/api/auth/login", payload: { email: user.email, password: testPassword } });
    return { method: "POST", url: "/api/auth/login/second-factor", payload: { challenge: json(login).challenge, code: recoveryCodes[0] } };
  },
  "POST /api/auth/sign-in-link": async (t) => {
    const { user } = await signIn(t);
    return { method: "POST", url: "/api/auth/sign-in-link", payload: { email: user.email }, remoteAddress: "10.66.0.2" };
  },
  "POST /api/auth/invitations/accept": async (t, admin) => {
    const token = createSessionToken();
    const at = new Date();
    // A row as an invitation's e-mail would leave it, whose token the test knows (the auth module's repository is its own).
    await t.database.db
      .insertInto("staff_invitations")
      .values({
        email: `${next("invited")}@example.in`,
        name: null,
        role: "editor",
        token_hash: hashSessionToken(token),
        invited_by: admin.user.id,
        created_at: at.toISOString(),
        expires_at: new Date(at.getTime() + 3_600_000).toISOString(),
      })
      .execute();
    return {
      method: "POST",
      url: "/api/auth/invitations/accept",
      payload: { token, password: "a long enough passphrase" },
      remoteAddress: "10.66.0.3",
    };
  },

  "PATCH /api/applications/{id}/status": async (t) => ({
    method: "PATCH",
    url: `/api/applications/${await insertApplication(t.database.db)}/status`,
    payload: { status: "reviewing" },
  }),
  "POST /api/applications/{id}/notes": async (t) => ({
    method: "POST",
    url: `/api/applications/${await insertApplication(t.database.db)}/notes`,
    payload: { body: "Called the applicant." },
  }),
  "DELETE /api/applications/{id}": async (t) => ({ method: "DELETE", url: `/api/applications/${await insertApplication(t.database.db)}` }),
  "PATCH /api/contact/{id}/status": async (t) => ({
    method: "PATCH",
    url: `/api/contact/${await insertContact(t.database.db)}/status`,
    payload: { status: "read" },
  }),
  "DELETE /api/contact/{id}": async (t) => ({ method: "DELETE", url: `/api/contact/${await insertContact(t.database.db)}` }),
  "DELETE /api/subscribers/{id}": async (t) => ({ method: "DELETE", url: `/api/subscribers/${await insertSubscriber(t.database.db)}` }),

  "POST /api/subscribers/{id}/clear-bounce": async (t) => ({
    method: "POST",
    url: `/api/subscribers/${await insertSubscriber(t.database.db, { status: "bounced" })}/clear-bounce`,
  }),
  "POST /api/staff/campaigns": async () => ({ method: "POST", url: "/api/staff/campaigns", payload: campaignDraft }),
  "PUT /api/staff/campaigns/{id}": async (t, admin) => {
    const campaign = await newCampaign(t, admin);
    return { method: "PUT", url: `/api/staff/campaigns/${campaign.id}`, payload: { ...campaignDraft, version: campaign.version } };
  },
  "DELETE /api/staff/campaigns/{id}": async (t, admin) => ({
    method: "DELETE",
    url: `/api/staff/campaigns/${(await newCampaign(t, admin)).id}`,
  }),
  "POST /api/staff/campaigns/{id}/test": async (t, admin) => ({
    method: "POST",
    url: `/api/staff/campaigns/${(await newCampaign(t, admin)).id}/test`,
    payload: { email: "editor@example.in", lang: "en" },
  }),
  "POST /api/staff/campaigns/{id}/send": async (t, admin) => {
    const campaign = await newCampaign(t, admin);
    return { method: "POST", url: `/api/staff/campaigns/${campaign.id}/send`, payload: { at: null, version: campaign.version } };
  },
  "POST /api/staff/campaigns/{id}/pause": async (t, admin) => {
    const campaign = await sentCampaign(t, admin);
    return { method: "POST", url: `/api/staff/campaigns/${campaign.id}/pause`, payload: { version: campaign.version } };
  },
  "POST /api/staff/campaigns/{id}/resume": async (t, admin) => {
    const sent = await sentCampaign(t, admin);
    const paused = json(
      await t.app.inject({
        method: "POST",
        url: `/api/staff/campaigns/${sent.id}/pause`,
        headers: admin.headers,
        payload: { version: sent.version },
      }),
    ).data;
    return { method: "POST", url: `/api/staff/campaigns/${sent.id}/resume`, payload: { version: paused.version } };
  },

  "POST /api/staff/campaign-images": async (_t, admin) => {
    // A 1×1 PNG: the upload route re-encodes whatever it is given, so the smallest valid image will do.
    const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");
    const body = multipartBody({}, { field: "image", filename: "pixel.png", type: "image/png", content: png });
    return { method: "POST", url: "/api/staff/campaign-images", payload: body.payload, headers: { ...admin.headers, ...body.headers } };
  },
  "POST /api/staff/site-images": async (_t, admin) => {
    const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");
    const body = multipartBody({ alt: "One pixel" }, { field: "image", filename: "pixel.png", type: "image/png", content: png });
    return { method: "POST", url: "/api/staff/site-images", payload: body.payload, headers: { ...admin.headers, ...body.headers } };
  },
  "POST /api/staff/content/images/{slot}/picture": async (_t, admin) => {
    const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");
    const body = multipartBody({ version: "0" }, { field: "image", filename: "pixel.png", type: "image/png", content: png });
    return {
      method: "POST",
      url: "/api/staff/content/images/about.story/picture",
      payload: body.payload,
      headers: { ...admin.headers, ...body.headers },
    };
  },
  "POST /api/staff/posts/{id}/versions/{versionId}/restore": async (t, admin) => {
    const post = json(await t.app.inject({ method: "POST", url: "/api/staff/posts", headers: admin.headers, payload: postDraft() })).data;
    const versions = (
      await t.app.inject({ method: "GET", url: `/api/staff/posts/${post.id}/versions`, headers: admin.headers })
    ).json() as {
      data: { items: { id: number }[] };
    };
    return {
      method: "POST",
      url: `/api/staff/posts/${post.id}/versions/${versions.data.items[0]!.id}/restore`,
      payload: { version: post.version },
    };
  },
  "POST /api/staff/posts": async () => ({ method: "POST", url: "/api/staff/posts", payload: postDraft() }),
  "PUT /api/staff/posts/{id}": async (t, admin) => {
    const post = json(await t.app.inject({ method: "POST", url: "/api/staff/posts", headers: admin.headers, payload: postDraft() })).data;
    return { method: "PUT", url: `/api/staff/posts/${post.id}`, payload: { ...postDraft(), version: post.version } };
  },
  "PATCH /api/staff/posts/{id}/publish": async (t, admin) => {
    const post = json(await t.app.inject({ method: "POST", url: "/api/staff/posts", headers: admin.headers, payload: postDraft() })).data;
    return { method: "PATCH", url: `/api/staff/posts/${post.id}/publish`, payload: { published: true, version: post.version } };
  },
  "DELETE /api/staff/posts/{id}": async (t, admin) => {
    const post = json(await t.app.inject({ method: "POST", url: "/api/staff/posts", headers: admin.headers, payload: postDraft() })).data;
    return { method: "DELETE", url: `/api/staff/posts/${post.id}` };
  },

  "POST /api/staff/openings": async () => ({ method: "POST", url: "/api/staff/openings", payload: openingDraft() }),
  "PUT /api/staff/openings/{id}": async (t, admin) => {
    const opening = json(
      await t.app.inject({ method: "POST", url: "/api/staff/openings", headers: admin.headers, payload: openingDraft() }),
    ).data;
    return { method: "PUT", url: `/api/staff/openings/${opening.id}`, payload: { ...openingDraft(), version: opening.version } };
  },
  "PATCH /api/staff/openings/{id}/status": async (t, admin) => {
    const opening = json(
      await t.app.inject({ method: "POST", url: "/api/staff/openings", headers: admin.headers, payload: openingDraft() }),
    ).data;
    return {
      method: "PATCH",
      url: `/api/staff/openings/${opening.id}/status`,
      payload: { status: openingStatuses[1], version: opening.version },
    };
  },
  "DELETE /api/staff/openings/{id}": async (t, admin) => {
    const opening = json(
      await t.app.inject({ method: "POST", url: "/api/staff/openings", headers: admin.headers, payload: openingDraft() }),
    ).data;
    return { method: "DELETE", url: `/api/staff/openings/${opening.id}` };
  },

  "PUT /api/staff/settings/retention": async () => ({ method: "PUT", url: "/api/staff/settings/retention", payload: { months: 12 } }),
  "PUT /api/staff/settings/second-factor": async () => ({
    method: "PUT",
    url: "/api/staff/settings/second-factor",
    payload: { requiredForEveryone: false },
  }),
  "POST /api/staff/second-factor/enrolment": async (t) => ({
    method: "POST",
    url: "/api/staff/second-factor/enrolment",
    payload: {},
    headers: (await signIn(t)).headers,
  }),
  "POST /api/staff/second-factor/enrolment/confirm": async (t) => {
    const staff = await signIn(t);
    const started = await t.app.inject({ method: "POST", url: "/api/staff/second-factor/enrolment", headers: staff.headers, payload: {} });
    const { secret } = (started.json() as { data: { secret: string } }).data;
    return {
      method: "POST",
      url: "/api/staff/second-factor/enrolment/confirm",
      payload: { code: await totpCode(secret, new Date()) },
      headers: staff.headers,
    };
  },
  "POST /api/staff/second-factor/disable": async (t) => {
    const { headers, recoveryCodes } = await enrolled(t);
    return { method: "POST", url: "/api/staff/second-factor/disable", payload: { code: recoveryCodes[0] }, headers };
  },
  "POST /api/staff/mail-outbox/{id}/retry": async (t) => {
    const db = t.database.db;
    await queueMail(db, { kind: "contact-notification", to: "desk@example.in", subject: "Audited", text: "Text." });
    const { id } = await db.selectFrom("mail_outbox").select("id").orderBy("id", "desc").executeTakeFirstOrThrow();
    await db.updateTable("mail_outbox").set({ status: "failed" }).where("id", "=", id).execute();
    return { method: "POST", url: `/api/staff/mail-outbox/${id}/retry`, payload: {} };
  },
  "POST /api/staff/accounts/invitations": async () => ({
    method: "POST",
    url: "/api/staff/accounts/invitations",
    payload: { email: `${next("invite")}@example.in`, role: "sales" },
  }),
  "DELETE /api/staff/accounts/invitations/{id}": async (t, admin) => ({
    method: "DELETE",
    url: `/api/staff/accounts/invitations/${(await invitation(t, admin)).id}`,
  }),
  "POST /api/staff/accounts/invitations/{id}/resend": async (t, admin) => ({
    method: "POST",
    url: `/api/staff/accounts/invitations/${(await invitation(t, admin)).id}/resend`,
    payload: {},
  }),
  "PATCH /api/staff/accounts/{id}": async (t) => ({
    method: "PATCH",
    url: `/api/staff/accounts/${(await signIn(t, undefined, "sales")).user.id}`,
    payload: { role: "editor" },
  }),

  "POST /api/staff/people/lookup": async () => ({
    method: "POST",
    url: "/api/staff/people/lookup",
    payload: { email: "nobody@example.in" },
  }),
  "POST /api/staff/people/export": async () => ({
    method: "POST",
    url: "/api/staff/people/export",
    payload: { email: "nobody@example.in" },
  }),
  "POST /api/staff/people/correct": async (t) => {
    const email = `${next("person")}@example.in`;
    await insertApplication(t.database.db, { email });
    return { method: "POST", url: "/api/staff/people/correct", payload: { email, correction: { phone: "+919812345678" } } };
  },
  "POST /api/staff/people/erase": async (t) => {
    const email = `${next("erased")}@example.in`;
    await insertContact(t.database.db, { email });
    return { method: "POST", url: "/api/staff/people/erase", payload: { email, confirm: email } };
  },

  "DELETE /api/quotes/{id}": async (t) => ({ method: "DELETE", url: `/api/quotes/${await insertQuote(t.database.db)}` }),
  "PATCH /api/quotes/{id}/status": async (t) => ({
    method: "PATCH",
    url: `/api/quotes/${await insertQuote(t.database.db)}/status`,
    payload: { status: "in-review" },
  }),
  "PATCH /api/quotes/{id}/assignee": async (t, admin) => ({
    method: "PATCH",
    url: `/api/quotes/${await insertQuote(t.database.db)}/assignee`,
    payload: { staffId: admin.user.id },
  }),
  "POST /api/quotes/{id}/notes": async (t) => ({
    method: "POST",
    url: `/api/quotes/${await insertQuote(t.database.db)}/notes`,
    payload: { body: "Called the buyer." },
  }),
  "POST /api/quotes/{id}/send": async (t) => {
    const id = await insertQuote(t.database.db, { status: "quoted" });
    await t.database.db
      .updateTable("quotes")
      .set({ price: 900, price_currency: "USD", valid_until: inDays(30), terms: "Ex works" })
      .where("id", "=", id)
      .execute();
    return { method: "POST", url: `/api/quotes/${id}/send`, payload: {} };
  },

  "POST /api/staff/shipments": async () => ({ method: "POST", url: "/api/staff/shipments", payload: seaShipment }),
  "PUT /api/staff/shipments/{id}": async (t, admin) => {
    const shipment = await newShipment(t, admin);
    return { method: "PUT", url: `/api/staff/shipments/${shipment.id}`, payload: { ...seaShipment, version: shipment.version } };
  },
  "DELETE /api/staff/shipments/{id}": async (t, admin) => ({
    method: "DELETE",
    url: `/api/staff/shipments/${(await newShipment(t, admin)).id}`,
  }),
  "PUT /api/staff/shipments/{id}/milestones": async (t, admin) => {
    const shipment = await newShipment(t, admin);
    return {
      method: "PUT",
      url: `/api/staff/shipments/${shipment.id}/milestones`,
      payload: {
        version: shipment.version,
        milestones: [{ kind: "booking-confirmed", actualAt: new Date(Date.now() - 60_000).toISOString() }],
      },
    };
  },
  "POST /api/staff/shipments/{id}/exceptions": async (t, admin) => ({
    method: "POST",
    url: `/api/staff/shipments/${(await newShipment(t, admin)).id}/exceptions`,
    payload: { reason: "Rolled to the next vessel" },
  }),
  "POST /api/staff/shipments/{id}/documents": async (t, admin) => {
    const body = multipartBody({ kind: "certificate" }, { field: "file", filename: "origin.pdf", content: minimalPdf });
    return {
      method: "POST",
      url: `/api/staff/shipments/${(await newShipment(t, admin)).id}/documents`,
      payload: body.payload,
      headers: { ...admin.headers, ...body.headers },
    };
  },
  "PATCH /api/staff/shipments/{id}/documents/{documentId}": async (t, admin) => {
    const { id, documentId } = await shipmentDocument(t, admin);
    return { method: "PATCH", url: `/api/staff/shipments/${id}/documents/${documentId}`, payload: { customerVisible: true } };
  },
  "DELETE /api/staff/shipments/{id}/documents/{documentId}": async (t, admin) => {
    const { id, documentId } = await shipmentDocument(t, admin);
    return { method: "DELETE", url: `/api/staff/shipments/${id}/documents/${documentId}` };
  },

  "PUT /api/staff/content/words/{lang}/{id}": async () => ({
    method: "PUT",
    url: "/api/staff/content/words/hi/shell.nav.blog",
    payload: { text: "ब्लॉग", version: 0 },
  }),
  "DELETE /api/staff/content/words/{lang}/{id}/draft": async (t, admin) => {
    const draft = await contentDraft(t, admin, "hi", "shell.nav.careers", "करियर");
    return { method: "DELETE", url: "/api/staff/content/words/hi/shell.nav.careers/draft", payload: { version: draft.version } };
  },
  "POST /api/staff/content/words/{lang}/{id}/approve": async () => ({
    method: "POST",
    url: "/api/staff/content/words/hi/shell.nav.contact/approve",
    payload: { version: 0 },
  }),
  "POST /api/staff/content/publish": async (t, admin) => {
    await contentDraft(t, admin, "mr", "shell.nav.blog", "ब्लॉग");
    return { method: "POST", url: "/api/staff/content/publish", payload: { lang: "mr" } };
  },
  "POST /api/staff/content/releases/{id}/restore": async (t, admin) => {
    await contentDraft(t, admin, "ta", "shell.nav.blog", "வலைப்பதிவு");
    const first = (json(await contentPublish(t, admin, "ta")).data as unknown as { release: { id: number } }).release;
    await contentDraft(t, admin, "ta", "shell.nav.blog", "பதிவுகள்", 2);
    await contentPublish(t, admin, "ta");
    return { method: "POST", url: `/api/staff/content/releases/${first.id}/restore` };
  },
  "POST /api/staff/content/xliff": async () => ({
    method: "POST",
    url: "/api/staff/content/xliff",
    payload: {
      xliff:
        '<?xml version="1.0"?><xliff version="2.0" xmlns="urn:oasis:names:tc:xliff:document:2.0" srcLang="en" trgLang="te"><file id="m">' +
        '<unit id="shell.nav.blog"><segment state="translated"><source>Blog</source><target>బ్లాగ్ పోస్టులు</target></segment></unit></file></xliff>',
    },
  }),
};

interface Described {
  paths: Record<string, Record<string, { security?: unknown[] }>>;
}

describe.each(testDialects)("every staff write leaves a row in the audit trail, on %s (issue 28)", (dialect) => {
  let t: TestApp;
  let admin: Staff;

  beforeAll(async () => {
    t = await createTestApp(dialect, { RATE_LIMIT_DISABLED: "true" });
    await t.app.mailWorker.pause();
    admin = await signIn(t);
  });
  afterAll(() => t.close());

  it("walks every write operation of the API description that a staff token guards or that signs staff in", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json() as Described;
    const writes = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(
          ([method, operation]) =>
            ["post", "put", "patch", "delete"].includes(method) && (operation.security?.length || path.startsWith("/api/auth/")),
        )
        .map(([method]) => `${method.toUpperCase()} ${path}`)
        .filter((operation) => !readOnlyPosts.includes(operation)),
    );
    expect(writes.length).toBeGreaterThan(30);
    expect(
      writes.filter((operation) => !(operation in steps)),
      "write operations the walk has no request for: add one to `steps`",
    ).toEqual([]);

    const unrecorded: string[] = [];
    for (const operation of writes) {
      const request = await steps[operation]!(t, admin);
      const last =
        (
          await t.database.db
            .selectFrom("audit_log")
            .select((eb) => eb.fn.max("id").as("id"))
            .executeTakeFirst()
        )?.id ?? 0;
      const res = await t.app.inject({
        method: request.method as "POST",
        url: request.url,
        payload: request.payload,
        headers: request.headers ?? admin.headers,
        remoteAddress: request.remoteAddress,
      });
      expect(res.statusCode, `${operation}: ${res.body}`).toBeLessThan(400);
      const rows = await t.database.db.selectFrom("audit_log").select(["action", "actor_id"]).where("id", ">", Number(last)).execute();
      if (rows.length === 0) unrecorded.push(operation);
      for (const row of rows)
        expect(knownAuditActions, `${operation} recorded ${row.action}, which the trail's screen cannot name`).toContain(row.action);
    }
    expect(unrecorded, "write operations that left no row in the audit trail").toEqual([]);
  });

  it("names what a write was about: the post created and published, the quote noted, the account that turned its factor on", async () => {
    const db = t.database.db;
    const lastRow = () =>
      db
        .selectFrom("audit_log")
        .select(["action", "subject_type", "subject_id", "actor_id"])
        .orderBy("id", "desc")
        .executeTakeFirstOrThrow();
    const created = await t.app.inject({ method: "POST", url: "/api/staff/posts", headers: admin.headers, payload: postDraft() });
    const post = json(created).data;
    expect(await lastRow()).toEqual({ action: "post.create", subject_type: "post", subject_id: String(post.id), actor_id: admin.user.id });
    await t.app.inject({
      method: "PATCH",
      url: `/api/staff/posts/${post.id}/publish`,
      headers: admin.headers,
      payload: { published: true },
    });
    expect(await lastRow()).toMatchObject({ action: "post.publish", subject_id: String(post.id) });
    await t.app.inject({
      method: "PATCH",
      url: `/api/staff/posts/${post.id}/publish`,
      headers: admin.headers,
      payload: { published: false },
    });
    expect(await lastRow()).toMatchObject({ action: "post.unpublish", subject_id: String(post.id) });

    const quote = await insertQuote(db);
    await t.app.inject({ method: "POST", url: `/api/quotes/${quote}/notes`, headers: admin.headers, payload: { body: "Note" } });
    expect(await lastRow()).toMatchObject({ action: "quote.note", subject_type: "quote", subject_id: String(quote) });

    const { user } = await enrolled(t);
    expect(await lastRow()).toMatchObject({ action: "second-factor.enable", actor_id: user.id });
  });
});
