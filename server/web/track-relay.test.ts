import type { FastifyRequest } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ShipmentDetail } from "#contracts/api/shipments";
import type { TrackingView } from "#contracts/api/tracking";
import { seaShipment } from "#server/modules/shipments/test-shipment";
import { signIn } from "#server/modules/staff/test-kit";
import { createTestApp, testDialects, type TestApp } from "#server/test/test-app";
import { formRelay } from "./form-relay";

/**
 * /track's forms posted without JavaScript (issue 31, decision 025): the lookup reaches POST /api/track and the
 * notification choice PUT /api/track/:access/notifications, so the page answers with what the API answers.
 */
describe.each(testDialects)("/track's relay on %s", (dialect) => {
  let t: TestApp;
  let shipment: ShipmentDetail;
  beforeAll(async () => {
    t = await createTestApp(dialect, { RATE_LIMIT_DISABLED: "true", TRACK_KEY_SECRET: "a-test-secret-of-at-least-thirty-two-chars" });
    await t.app.mailWorker.pause();
    const { headers } = await signIn(t, `relay-${dialect}@example.in`, "operations");
    shipment = (await t.app.inject({ method: "POST", url: "/api/staff/shipments", headers, payload: seaShipment })).json().data;
  });
  afterAll(() => t.close());

  const post = (fields: Record<string, string>) =>
    formRelay(t.app, { ip: "10.31.7.1" } as FastifyRequest).track(
      new Request("http://localhost/track", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields).toString(),
      }),
    );

  it("answers a lookup with the shipment, and a wrong address with the API's not-found", async () => {
    const found = await post({ intent: "lookup", reference: shipment.reference, email: seaShipment.customerEmail });
    expect(found.status).toBe(200);
    expect((found.data as TrackingView).reference).toBe(shipment.reference);
    expect(found.fields).toMatchObject({ reference: shipment.reference });

    const wrong = await post({ intent: "lookup", reference: shipment.reference, email: "someone.else@example.in" });
    expect(wrong).toMatchObject({ status: 404, answer: { success: false, code: "track.notFound" } });
    expect(wrong.data).toBeUndefined();
    // Empty fields are the contract's 400, not a failure of the page.
    expect((await post({ intent: "lookup" })).status).toBe(400);
  });

  it("saves the notification choice with the view's access, and refuses an access that opens nothing", async () => {
    const { access } = (await post({ intent: "lookup", reference: shipment.reference, email: seaShipment.customerEmail }))
      .data as TrackingView;
    const saved = await post({ intent: "notifications", access, notifications: "exceptions" });
    expect(saved.status).toBe(200);
    expect((saved.data as TrackingView).notifications).toBe("exceptions");
    const refused = await post({ intent: "notifications", access: "not-a-key", notifications: "all" });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
  });
});
