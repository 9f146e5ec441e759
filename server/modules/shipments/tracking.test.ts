import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ShipmentDetail } from "#contracts/api/shipments";
import { trackCodes, type TrackingView } from "#contracts/api/tracking";
import { englishOf } from "#server/i18n/english";
import { multipartBody } from "#server/modules/applications/test-multipart";
import { minimalPdf, signIn } from "#server/modules/staff/test-kit";
import { createTestApp, testDialects, type TestApp } from "#server/test/test-app";
import { seaShipment } from "./test-shipment";
import { signAccessKey } from "./tracking-access";

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
const notFound = { success: false, code: trackCodes.notFound, message: englishOf("track.answer.notFound") };

describe.each(testDialects)("tracking for the customer on %s (issue 31)", (dialect) => {
  let t: TestApp;
  let headers: Record<string, string>;
  let shipment: ShipmentDetail;
  let visibleId: number;
  let hiddenId: number;
  const track = (payload: object, remoteAddress = "10.31.0.1") =>
    t.app.inject({ method: "POST", url: "/api/track", payload, remoteAddress });
  const get = (url: string) => t.app.inject({ method: "GET", url });
  const upload = async (visible: boolean) => {
    const body = multipartBody(
      { kind: visible ? "invoice" : "packing-list", customerVisible: String(visible) },
      { field: "file", filename: visible ? "invoice.pdf" : "internal.pdf", content: minimalPdf },
    );
    const res = await t.app.inject({
      method: "POST",
      url: `/api/staff/shipments/${shipment.id}/documents`,
      payload: body.payload,
      headers: { ...headers, ...body.headers },
    });
    return (res.json().data as ShipmentDetail).documents.at(-1)!.id;
  };
  /** The personal token of the latest mail of this kind to the customer. */
  const mailedToken = async (kind: "shipment-milestone" | "shipment-delay" = "shipment-milestone") => {
    const mail = await t.database.db
      .selectFrom("mail_outbox")
      .select("text_body")
      .where("kind", "=", kind)
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    return /\?t=([A-Za-z0-9_-]{43})/.exec(mail.text_body)![1]!;
  };

  beforeAll(async () => {
    t = await createTestApp(dialect, { RATE_LIMIT_DISABLED: "true", TRACK_KEY_SECRET: "a-test-secret-of-at-least-thirty-two-chars" });
    await t.app.mailWorker.pause();
    ({ headers } = await signIn(t, `track-${dialect}@example.in`, "operations"));
    shipment = (await t.app.inject({ method: "POST", url: "/api/staff/shipments", headers, payload: seaShipment })).json().data;
    const recorded = await t.app.inject({
      method: "PUT",
      url: `/api/staff/shipments/${shipment.id}/milestones`,
      headers,
      payload: {
        version: shipment.version,
        milestones: [
          { kind: "departed", actualAt: hoursAgo(2) },
          { kind: "arrived", plannedAt: hoursAgo(-240) },
        ],
      },
    });
    expect(recorded.statusCode, recorded.body).toBe(200);
    visibleId = await upload(true);
    hiddenId = await upload(false);
  });
  afterAll(() => t.close());

  it("finds the shipment by reference and e-mail in any case, with a signed key, the timeline and only visible documents", async () => {
    const res = await track({ reference: shipment.reference.toLowerCase(), email: "  anita.DESAI@example.com " });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.headers["x-robots-tag"]).toBe("noindex");
    const view = res.json().data as TrackingView;
    expect(view).toMatchObject({
      reference: shipment.reference,
      containers: ["CSQU3054383", "MSKU9070323"],
      milestones: [expect.objectContaining({ kind: "departed" }), expect.objectContaining({ kind: "arrived", actualAt: null })],
      documents: [{ id: visibleId, kind: "invoice", fileName: "invoice.pdf", bytes: minimalPdf.length }],
      notifications: "all",
    });
    expect(view.estimatedArrival).toBe(view.milestones[1]!.plannedAt);
    expect(view.access).toMatch(/^\d+\.\d+\.[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(view)).not.toContain("@");
    const again = await get(`/api/track/${view.access}`);
    expect(again.json().data.reference).toBe(shipment.reference);
  });

  it.each([
    ["a wrong e-mail", () => ({ reference: shipment.reference, email: "someone@example.com" })],
    ["an unknown reference", () => ({ reference: "TGL-S-2026-999999", email: seaShipment.customerEmail })],
    [
      "the right number in another year",
      () => ({ reference: shipment.reference.replace(/-\d{4}-/, "-1999-"), email: seaShipment.customerEmail }),
    ],
    ["something that is not a reference", () => ({ reference: "CSQU3054383", email: seaShipment.customerEmail })],
  ])("answers %s with the one not-found answer", async (_name, body) => {
    const res = await track(body());
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(notFound);
  });

  it("opens with the personal token of the newest mail and still with that of an earlier one", async () => {
    const first = await mailedToken();
    const view = (await get(`/api/track/${first}`)).json().data as TrackingView;
    expect(view).toMatchObject({ reference: shipment.reference, access: first });
    await t.app.inject({
      method: "POST",
      url: `/api/staff/shipments/${shipment.id}/exceptions`,
      headers,
      payload: { reason: "Vessel delayed by weather", newEstimate: null },
    });
    const second = await mailedToken("shipment-delay");
    expect((await get(`/api/track/${second}`)).json().data.exceptions).toEqual([
      expect.objectContaining({ reason: "Vessel delayed by weather" }),
    ]);
    expect(second).not.toBe(first);
    expect((await get(`/api/track/${first}`)).json().data).toMatchObject({ reference: shipment.reference, access: first });
  });

  it("refuses a signed key that was altered, expired, or signed with another secret", async () => {
    const key = signAccessKey("a-test-secret-of-at-least-thirty-two-chars", shipment.id);
    expect((await get(`/api/track/${key}`)).statusCode).toBe(200);
    const [id, expiry, signature] = key.split(".");
    for (const bad of [
      `${id! + 1}.${expiry}.${signature}`,
      `${id}.${Number(expiry) + 60}.${signature}`,
      signAccessKey("a-test-secret-of-at-least-thirty-two-chars", shipment.id, new Date(Date.now() - 2 * 3_600_000)),
      signAccessKey("another-secret-of-at-least-thirty-two-chars", shipment.id),
      "A".repeat(43),
      "not a key",
    ]) {
      const res = await get(`/api/track/${encodeURIComponent(bad)}`);
      expect(res.statusCode, bad).toBe(404);
      expect(res.json()).toEqual(notFound);
    }
  });

  it("downloads a visible document as a PDF attachment, tells the sales desk, and answers 404 for a hidden one", async () => {
    const { access } = (await track({ reference: shipment.reference, email: seaShipment.customerEmail })).json().data as TrackingView;
    const res = await get(`/api/track/${access}/documents/${visibleId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="invoice\.pdf"/);
    expect(res.rawPayload.equals(minimalPdf)).toBe(true);
    const told = await t.database.db
      .selectFrom("mail_outbox")
      .select(["to_address", "subject"])
      .where("kind", "=", "shipment-download-notification")
      .execute();
    expect(told).toEqual([
      { to_address: t.config.mail.salesEmail, subject: `Customer downloaded a document of shipment ${shipment.reference}` },
    ]);
    expect((await get(`/api/track/${access}/documents/${hiddenId}`)).json()).toEqual(notFound);
    expect((await get(`/api/track/${"B".repeat(43)}/documents/${visibleId}`)).statusCode).toBe(404);
  });

  it("saves the customer's choice of mails", async () => {
    const { access } = (await track({ reference: shipment.reference, email: seaShipment.customerEmail })).json().data as TrackingView;
    const res = await t.app.inject({ method: "PUT", url: `/api/track/${access}/notifications`, payload: { notifications: "exceptions" } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.notifications).toBe("exceptions");
    expect((await t.app.inject({ method: "GET", url: `/api/staff/shipments/${shipment.id}`, headers })).json().data.notifications).toBe(
      "exceptions",
    );
    const bad = await t.app.inject({ method: "PUT", url: `/api/track/${access}/notifications`, payload: { notifications: "never" } });
    expect(bad.statusCode).toBe(400);
    const unknown = await t.app.inject({
      method: "PUT",
      url: `/api/track/${"C".repeat(43)}/notifications`,
      payload: { notifications: "all" },
    });
    expect(unknown.json()).toEqual(notFound);
  });

  it("takes as long for an unknown reference as for a wrong e-mail (medians of 200 tries within 5 ms)", async () => {
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const time = async (body: object) => {
      const start = process.hrtime.bigint();
      const res = await track(body);
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      expect(res.statusCode).toBe(404);
      return ms;
    };
    const unknown: number[] = [];
    const wrongEmail: number[] = [];
    // Interleaved, so a slow moment of the machine falls on both.
    for (let i = 0; i < 200; i++) {
      unknown.push(await time({ reference: `TGL-S-2026-${String(900_000 + i)}`, email: seaShipment.customerEmail }));
      wrongEmail.push(await time({ reference: shipment.reference, email: `other${i}@example.com` }));
    }
    expect(Math.abs(median(unknown) - median(wrongEmail))).toBeLessThan(5);
  });
});

describe("the tracking lookup's rate limit", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("sqlite");
  });
  afterAll(() => t.close());

  it("answers 429 track.tooMany to an address past the forms' limit, and others still get through", async () => {
    const body = { reference: "TGL-S-2026-000001", email: "a@example.com" };
    const answers: number[] = [];
    for (let i = 0; i < 12; i++)
      answers.push((await t.app.inject({ method: "POST", url: "/api/track", payload: body, remoteAddress: "10.31.9.9" })).statusCode);
    expect(answers.slice(0, 10).every((status) => status === 404)).toBe(true);
    const refused = await t.app.inject({ method: "POST", url: "/api/track", payload: body, remoteAddress: "10.31.9.9" });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: trackCodes.tooMany, message: englishOf("track.answer.tooMany") });
    expect((await t.app.inject({ method: "POST", url: "/api/track", payload: body, remoteAddress: "10.31.9.10" })).statusCode).toBe(404);
  });
});
