import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readSetting } from "#server/lib/settings-store";
import { signIn } from "#server/modules/staff/test-kit";
import { createTestApp, testDialects, type TestApp } from "#server/test/test-app";
import { seaShipment } from "./test-shipment";
import { storedTrackKeySecret } from "./track-key-secret";
import { createTrackingService } from "./tracking-service";

/** Without TRACK_KEY_SECRET, every instance over one database signs /track's keys with the same secret (issue 31). */
describe.each(testDialects)("the /track key secret kept in the database on %s", (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { RATE_LIMIT_DISABLED: "true" });
  });
  afterAll(() => t.close());

  it("is drawn once, even by two instances at the same moment", async () => {
    const [first, second] = await Promise.all([storedTrackKeySecret(t.database.db), storedTrackKeySecret(t.database.db)]);
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(second).toBe(first);
    expect(await readSetting(t.database.db, "track-key-secret")).toBe(first);
  });

  it("lets another instance open the key this one signed after a lookup", async () => {
    const { headers } = await signIn(t, `key-secret-${dialect}@example.in`, "operations");
    const created = await t.app.inject({ method: "POST", url: "/api/staff/shipments", headers, payload: seaShipment });
    expect(created.statusCode, created.body).toBe(201);
    const { reference } = created.json().data as { reference: string };
    const found = await t.app.inject({ method: "POST", url: "/api/track", payload: { reference, email: seaShipment.customerEmail } });
    expect(found.statusCode, found.body).toBe(200);
    const { access } = found.json().data as { access: string };
    expect(access).toMatch(/^\d+\.\d+\.[A-Za-z0-9_-]{43}$/);

    const otherInstance = createTrackingService({ db: t.database.db, config: t.config, mailWorker: t.app.mailWorker });
    expect(await otherInstance.open(access)).toMatchObject({ reference });
  });
});
