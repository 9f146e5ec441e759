import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { milestoneOrderMessage, shipmentMessages, type ShipmentDetail } from "#contracts/api/shipments";
import type { StatsSummary } from "#contracts/api/stats";
import { multipartBody } from "#server/modules/applications/test-multipart";
import { minimalPdf, signIn } from "#server/modules/staff/test-kit";
import { createTestApp, testDialects, type TestApp } from "#server/test/test-app";
import { createFromAcceptedQuote } from "./shipment-service";
import { insertQuote } from "#server/modules/staff/test-kit";
import { seaShipment } from "./test-shipment";

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

describe.each(testDialects)("shipments for staff on %s (issue 31)", (dialect) => {
  let t: TestApp;
  let headers: Record<string, string>;
  const call = (method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE", url: string, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const create = async (body: object = seaShipment) => {
    const res = await call("POST", "/api/staff/shipments", body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as ShipmentDetail;
  };
  const outbox = () =>
    t.database.db.selectFrom("mail_outbox").select(["kind", "to_address", "subject", "text_body", "headers"]).orderBy("id").execute();

  beforeAll(async () => {
    t = await createTestApp(dialect, { RATE_LIMIT_DISABLED: "true" });
    await t.app.mailWorker.pause();
    ({ headers } = await signIn(t, `ops-${dialect}@example.in`, "operations"));
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.database.db.deleteFrom("mail_outbox").execute();
  });

  it("creates a shipment with a TGL-S reference, container numbers as stored and the customer's defaults", async () => {
    const shipment = await create();
    expect(shipment.reference).toBe(`TGL-S-${shipment.createdAt.slice(0, 4)}-${String(shipment.id).padStart(6, "0")}`);
    expect(shipment).toMatchObject({
      status: "planned",
      containers: ["CSQU3054383", "MSKU9070323"],
      notifications: "all",
      customerLanguage: "hi",
      quoteId: null,
      version: 1,
      milestones: [],
    });
  });

  it.each([
    [{ containers: ["CSQU3054384"] }, "containers.0", shipmentMessages.containerCheckDigit],
    [{ containers: ["CSQ3054383"] }, "containers.0", shipmentMessages.containerShape],
    [{ containers: ["CSQU3054383", "csqu 305438 3"] }, "containers.1", shipmentMessages.containerTwice],
    [{ mode: "air", containers: [], transportDocument: "176-12345674" }, "transportDocument", shipmentMessages.airWaybillCheckDigit],
    [{ mode: "air", containers: [], transportDocument: "176-1234" }, "transportDocument", shipmentMessages.airWaybillShape],
  ])("refuses %j with the field's message", async (change, field, message) => {
    const res = await call("POST", "/api/staff/shipments", { ...seaShipment, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual(expect.objectContaining({ field, message }));
  });

  it("stores a valid air waybill as printed, and a sea bill of lading as typed", async () => {
    const air = await create({ ...seaShipment, mode: "air", containers: [], transportDocument: "176 1234 5675" });
    expect(air.transportDocument).toBe("176-12345675");
    expect((await create()).transportDocument).toBe("MAEU245000123");
  });

  it("updates with the version it was loaded at and answers 409 to a stale one", async () => {
    const shipment = await create();
    const { id, version } = shipment;
    const saved = await call("PUT", `/api/staff/shipments/${id}`, { ...seaShipment, carrier: "MSC", version });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ carrier: "MSC", version: version + 1 });
    const stale = await call("PUT", `/api/staff/shipments/${id}`, { ...seaShipment, carrier: "CMA CGM", version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(shipmentMessages.staleVersion);
    expect((await call("GET", `/api/staff/shipments/${id}`)).json().data.carrier).toBe("MSC");
  });

  describe("milestones", () => {
    const record = (shipment: ShipmentDetail, milestones: object[], version = shipment.version) =>
      call("PUT", `/api/staff/shipments/${shipment.id}/milestones`, { version, milestones });

    it("records planned and actual times, moves the status, and e-mails the customer in their language with a tracking link", async () => {
      const shipment = await create();
      const res = await record(shipment, [
        { kind: "booking-confirmed", actualAt: hoursAgo(48) },
        { kind: "departed", plannedAt: hoursAgo(30), actualAt: hoursAgo(24) },
        { kind: "arrived", plannedAt: new Date(Date.now() + 20 * 86_400_000).toISOString() },
      ]);
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data as ShipmentDetail;
      expect(data.status).toBe("in-transit");
      expect(data.milestones.map((m) => m.kind)).toEqual(["booking-confirmed", "departed", "arrived"]);
      const mails = await outbox();
      // One mail, about the furthest step reached.
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ kind: "shipment-milestone", to_address: seaShipment.customerEmail });
      expect(mails[0]!.subject).toContain(shipment.reference);
      expect(mails[0]!.text_body).toContain("रवाना");
      expect(mails[0]!.text_body).toMatch(/\/hi\/track\?t=[A-Za-z0-9_-]{43}/);
      expect(JSON.parse(mails[0]!.headers)).toMatchObject({ "Reply-To": t.config.mail.salesEmail });
      // Only the token's hash is kept.
      const token = /\?t=([A-Za-z0-9_-]{43})/.exec(mails[0]!.text_body)![1]!;
      const stored = await t.database.db
        .selectFrom("shipment_tracking_tokens")
        .select("token_hash")
        .where("shipment_id", "=", shipment.id)
        .execute();
      expect(stored.length).toBeGreaterThan(0);
      for (const { token_hash } of stored) {
        expect(token_hash).toMatch(/^[0-9a-f]{64}$/);
        expect(token_hash).not.toContain(token);
      }
    });

    it("refuses an actual time in the future", async () => {
      const shipment = await create();
      const res = await record(shipment, [{ kind: "departed", actualAt: new Date(Date.now() + 3_600_000).toISOString() }]);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: shipmentMessages.actualInFuture, errors: [{ field: "milestones.0.actualAt" }] });
    });

    it("refuses a step that happened before an earlier step of the mode, naming both", async () => {
      const shipment = await create();
      const res = await record(shipment, [
        { kind: "departed", actualAt: hoursAgo(10) },
        { kind: "arrived", actualAt: hoursAgo(20) },
      ]);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(milestoneOrderMessage("arrived", "departed"));
      expect(res.json().message).toBe("Arrived cannot happen before departed");
    });

    it("refuses a milestone the mode does not have (road has no port gate), and a kind twice", async () => {
      const road = await create({ ...seaShipment, mode: "road-ftl", containers: [] });
      const gate = await record(road, [{ kind: "gated-in", actualAt: hoursAgo(1) }]);
      expect(gate.statusCode).toBe(400);
      expect(gate.json().message).toBe(shipmentMessages.milestoneNotInMode);
      const twice = await record(road, [
        { kind: "departed", actualAt: hoursAgo(2) },
        { kind: "departed", actualAt: hoursAgo(1) },
      ]);
      expect(twice.statusCode).toBe(400);
    });

    it("answers 409 to a stale version and mails nobody", async () => {
      const shipment = await create();
      const res = await record(shipment, [{ kind: "departed", actualAt: hoursAgo(1) }], shipment.version + 5);
      expect(res.statusCode).toBe(409);
      expect(await outbox()).toEqual([]);
    });

    it("mails only what the customer chose: departure and arrival, or exceptions only", async () => {
      const shipment = await create({ ...seaShipment, notifications: "departure-arrival", customerLanguage: "de" });
      const booked = await record(shipment, [{ kind: "booking-confirmed", actualAt: hoursAgo(5) }]);
      expect(await outbox()).toEqual([]);
      await record(booked.json().data, [
        { kind: "booking-confirmed", actualAt: hoursAgo(5) },
        { kind: "departed", actualAt: hoursAgo(1) },
      ]);
      const mails = await outbox();
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text_body).toContain("/de/track?t=");
      const quiet = await create({ ...seaShipment, notifications: "exceptions" });
      await t.database.db.deleteFrom("mail_outbox").execute();
      await record(quiet, [{ kind: "departed", actualAt: hoursAgo(1) }]);
      expect(await outbox()).toEqual([]);
    });
  });

  it("records an exception: on the timeline, mailed to the customer and to the sales desk", async () => {
    const shipment = await create({ ...seaShipment, notifications: "exceptions", customerLanguage: "en" });
    const estimate = new Date(Date.now() + 25 * 86_400_000).toISOString();
    const res = await call("POST", `/api/staff/shipments/${shipment.id}/exceptions`, {
      reason: "Port congestion at Rotterdam",
      newEstimate: estimate,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.exceptions).toEqual([
      expect.objectContaining({ reason: "Port congestion at Rotterdam", newEstimate: estimate }),
    ]);
    const mails = await outbox();
    expect(mails.map((m) => [m.kind, m.to_address])).toEqual([
      ["shipment-delay", seaShipment.customerEmail],
      ["shipment-delay-notification", t.config.mail.salesEmail],
    ]);
    expect(mails[0]!.subject).toBe(`Your shipment ${shipment.reference} is delayed`);
  });

  describe("documents", () => {
    const upload = (id: number, content: Buffer, fields: Record<string, string> = { kind: "invoice", customerVisible: "true" }) => {
      const body = multipartBody(fields, { field: "file", filename: "Invoice 42.pdf", type: "application/pdf", content });
      return t.app.inject({
        method: "POST",
        url: `/api/staff/shipments/${id}/documents`,
        payload: body.payload,
        headers: { ...headers, ...body.headers },
      });
    };

    it("takes a PDF by its bytes, lets staff download it, hide it and delete it", async () => {
      const shipment = await create();
      const res = await upload(shipment.id, minimalPdf);
      expect(res.statusCode, res.body).toBe(201);
      const [document] = res.json().data.documents;
      expect(document).toMatchObject({ kind: "invoice", fileName: "Invoice 42.pdf", bytes: minimalPdf.length, customerVisible: true });
      const download = await call("GET", `/api/staff/shipments/${shipment.id}/documents/${document.id}`);
      expect(download.statusCode).toBe(200);
      expect(download.headers["content-type"]).toBe("application/pdf");
      expect(download.headers["content-disposition"]).toContain("attachment");
      expect(download.rawPayload.equals(minimalPdf)).toBe(true);
      const hidden = await call("PATCH", `/api/staff/shipments/${shipment.id}/documents/${document.id}`, { customerVisible: false });
      expect(hidden.json().data.documents[0].customerVisible).toBe(false);
      expect((await call("DELETE", `/api/staff/shipments/${shipment.id}/documents/${document.id}`)).json().data.documents).toEqual([]);
      expect((await call("GET", `/api/staff/shipments/${shipment.id}/documents/${document.id}`)).statusCode).toBe(404);
    });

    it("refuses a file that is not a PDF whatever its name, a missing kind, and another shipment's document", async () => {
      const shipment = await create();
      const fake = await upload(shipment.id, Buffer.from("<html><script>alert(1)</script></html>"));
      expect(fake.statusCode).toBe(400);
      expect(fake.json().message).toBe(shipmentMessages.documentType);
      const noKind = await upload(shipment.id, minimalPdf, {});
      expect(noKind.statusCode).toBe(400);
      expect(noKind.json().message).toBe(shipmentMessages.documentKind);
      const other = await create();
      const { id } = (await upload(other.id, minimalPdf)).json().data.documents[0];
      expect((await call("GET", `/api/staff/shipments/${shipment.id}/documents/${id}`)).statusCode).toBe(404);
      expect((await upload(999_999, minimalPdf)).statusCode).toBe(404);
    });
  });

  it("lists with filters and paging, finds by reference or customer, and exports CSV", async () => {
    const air = await create({ ...seaShipment, mode: "air", containers: [], transportDocument: null, customerName: "Zubin Filter" });
    const page = await call("GET", "/api/staff/shipments?mode=air&limit=100");
    expect(page.statusCode).toBe(200);
    expect(page.json().data.every((s: { mode: string }) => s.mode === "air")).toBe(true);
    expect(
      (await call("GET", `/api/staff/shipments?q=${air.reference.toLowerCase()}`)).json().data.map((s: { id: number }) => s.id),
    ).toEqual([air.id]);
    expect((await call("GET", "/api/staff/shipments?q=zubin")).json().data.map((s: { id: number }) => s.id)).toEqual([air.id]);
    expect((await call("GET", "/api/staff/shipments?status=delivered")).json().data).toEqual([]);
    expect((await call("GET", "/api/staff/shipments?from=2000-01-01&to=2000-01-02")).json().pagination.total).toBe(0);
    expect((await call("GET", "/api/staff/shipments?status=lost")).statusCode).toBe(400);
    const csv = await call("GET", "/api/staff/shipments/export.csv?q=zubin");
    expect(csv.headers["content-type"]).toContain("text/csv");
    expect(csv.body).toContain(air.reference);
    expect(csv.body.split("\r\n").filter(Boolean)).toHaveLength(2);
  });

  it("lists each shipment's estimated arrival: the planned arrival, then the newest exception's estimate, none once arrived", async () => {
    const shipment = await create({ ...seaShipment, customerName: "Estimate Listed" });
    const other = await create({ ...seaShipment, customerName: "Estimate Listed" });
    const listed = async () =>
      ((await call("GET", "/api/staff/shipments?q=estimate%20listed")).json().data as { id: number; estimatedArrival: string | null }[])
        .map(({ id, estimatedArrival }) => ({ id, estimatedArrival }))
        .sort((a, b) => a.id - b.id);
    expect(await listed()).toEqual([
      { id: shipment.id, estimatedArrival: null },
      { id: other.id, estimatedArrival: null },
    ]);
    const planned = new Date(Date.now() + 20 * 86_400_000).toISOString();
    const timeline = [
      { kind: "departed", actualAt: hoursAgo(24) },
      { kind: "arrived", plannedAt: planned },
    ];
    let res = await call("PUT", `/api/staff/shipments/${shipment.id}/milestones`, { version: shipment.version, milestones: timeline });
    expect(res.statusCode, res.body).toBe(200);
    expect(await listed()).toEqual([
      { id: shipment.id, estimatedArrival: planned },
      { id: other.id, estimatedArrival: null },
    ]);
    const later = new Date(Date.now() + 24 * 86_400_000).toISOString();
    for (const newEstimate of [new Date(Date.now() + 22 * 86_400_000).toISOString(), later, null])
      expect(
        (await call("POST", `/api/staff/shipments/${shipment.id}/exceptions`, { reason: "Port congestion", newEstimate })).statusCode,
      ).toBe(201);
    expect((await listed())[0]).toEqual({ id: shipment.id, estimatedArrival: later });
    const { version } = (await call("GET", `/api/staff/shipments/${shipment.id}`)).json().data as ShipmentDetail;
    res = await call("PUT", `/api/staff/shipments/${shipment.id}/milestones`, {
      version,
      milestones: [timeline[0], { kind: "arrived", plannedAt: planned, actualAt: hoursAgo(1) }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await listed())[0]).toEqual({ id: shipment.id, estimatedArrival: null });
    expect((res.json().data as ShipmentDetail).estimatedArrival).toBeNull();
  });

  it("books a shipment for an accepted quote inside the caller's transaction, once per quote", async () => {
    const quoteId = await insertQuote(t.database.db, { status: "won" });
    const facts = {
      quoteId,
      mode: "air" as const,
      origin: "Bengaluru (BLR)",
      destination: "Frankfurt (FRA)",
      cargoSummary: "12 cartons, 340 kg",
      customerName: "Kiran Rao",
      customerEmail: "kiran@example.com",
      customerLanguage: "ta" as const,
    };
    const created = await t.database.db.transaction().execute((trx) => createFromAcceptedQuote(trx, facts));
    expect(created.reference).toMatch(/^TGL-S-\d{4}-\d{6}$/);
    expect(created.trackingPath).toMatch(/^\/ta\/track\?t=[A-Za-z0-9_-]{43}$/);
    const opened = await t.app.inject({ method: "GET", url: `/api/track/${created.trackingPath.split("=")[1]}` });
    expect(opened.json().data).toMatchObject({ reference: created.reference, mode: "air" });
    const detail = (await call("GET", `/api/staff/shipments/${created.id}`)).json().data as ShipmentDetail;
    expect(detail).toMatchObject({ quoteId, mode: "air", customerLanguage: "ta", notifications: "all", status: "planned" });
    await expect(t.database.db.transaction().execute((trx) => createFromAcceptedQuote(trx, facts))).rejects.toMatchObject({
      statusCode: 409,
    });
    // A quote deleted on request leaves its shipment, no longer tied to it.
    await t.database.db.deleteFrom("quotes").where("id", "=", quoteId).execute();
    expect((await call("GET", `/api/staff/shipments/${created.id}`)).json().data.quoteId).toBeNull();
  });

  it("keeps a shipment through a data-subject erasure only when anonymised: the facts stay, the person and the tracking link go", async () => {
    const admin = await signIn(t, `dpo-${dialect}@example.in`);
    const person = `erase-me-${dialect}@example.com`;
    const shipment = await create({ ...seaShipment, customerName: "Meera Pillai", customerEmail: person });
    await call("PUT", `/api/staff/shipments/${shipment.id}/milestones`, {
      version: shipment.version,
      milestones: [{ kind: "departed", actualAt: hoursAgo(1) }],
    });
    const erase = (businessRecords?: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/staff/people/erase",
        headers: admin.headers,
        payload: { email: person, confirm: person, ...(businessRecords ? { businessRecords } : {}) },
      });
    expect((await erase()).statusCode).toBe(409);
    const res = await erase("anonymise");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ anonymisedShipments: 1, shipments: 0 });
    const kept = (await call("GET", `/api/staff/shipments/${shipment.id}`)).json().data as ShipmentDetail;
    expect(kept).toMatchObject({ customerName: "Anonymised", customerEmail: "", origin: seaShipment.origin, status: "in-transit" });
    const tokens = await t.database.db.selectFrom("shipment_tracking_tokens").select("id").where("shipment_id", "=", shipment.id).execute();
    expect(tokens).toEqual([]);
    expect(
      (await t.app.inject({ method: "POST", url: "/api/track", payload: { reference: shipment.reference, email: person } })).statusCode,
    ).toBe(404);
  });

  it("gives the operations desk's dashboard the shipments by status, the late ones and the weekly conversion from quotes", async () => {
    const summary = async () => (await call("GET", "/api/stats/summary")).json().data as StatsSummary;
    const before = (await summary()).shipments!;
    const late = await create();
    await call("PUT", `/api/staff/shipments/${late.id}/milestones`, {
      version: late.version,
      milestones: [
        { kind: "booking-confirmed", actualAt: hoursAgo(50) },
        { kind: "departed", plannedAt: hoursAgo(30) },
      ],
    });
    const quoteId = await insertQuote(t.database.db, { status: "won" });
    await t.database.db
      .transaction()
      .execute((trx) => createFromAcceptedQuote(trx, { ...seaShipment, mode: "sea-fcl", customerLanguage: "en", quoteId }));
    const after = (await summary()).shipments!;
    expect(after.total).toBe(before.total + 2);
    expect(after.byStatus.booked).toBe(before.byStatus.booked + 1);
    expect(after.late).toBe(before.late + 1);
    expect(after.lateShipments).toContainEqual({ id: late.id, reference: late.reference, kind: "departed", plannedAt: expect.any(String) });
    expect(after.conversionByWeek).toHaveLength(12);
    expect(after.conversionByWeek.at(-1)!.shipments).toBe(before.conversionByWeek.at(-1)!.shipments + 1);
    expect(after.conversionByWeek.at(-1)!.quotes).toBe(before.conversionByWeek.at(-1)!.quotes + 1);
    // A delivered shipment is not late, whatever planned step was never recorded.
    const done = await create();
    const delivered = await call("PUT", `/api/staff/shipments/${done.id}/milestones`, {
      version: done.version,
      milestones: [
        { kind: "transshipped", plannedAt: hoursAgo(40) },
        { kind: "delivered", actualAt: hoursAgo(1) },
      ],
    });
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect((await summary()).shipments!.late).toBe(after.late);
    // The operations desk sees its own section only.
    expect(Object.keys(await summary()).filter((key) => !["system", "generatedAt"].includes(key))).toEqual(["shipments"]);
  });
});
