import { translatorOf } from "./english";
import { expect, expectAccessible, hydrated, test } from "./fixtures";
import { publicSite, servePublicSite } from "./public-site";
import path from "node:path";
import SQLite from "better-sqlite3";
import { e2eDataDir, staffSession } from "./staff-session";

/**
 * /track (issue 31, item 3): a container or air waybill that is not ours answered in the browser, a lookup that
 * finds nothing, and a shipment staff record that the customer then reads on /hi/track; the forms without JavaScript.
 */
/** The newest mail of `kind` to `to` in the server's outbox (the e2e server runs on SQLite). */
function newestMail(kind: string, to: string) {
  const db = new SQLite(path.join(e2eDataDir, "site.db"), { readonly: true, timeout: 5_000 });
  try {
    return db
      .prepare("select subject, text_body from mail_outbox where kind = ? and to_address = ? order by id desc limit 1")
      .get(kind, to) as { subject: string; text_body: string } | undefined;
  } finally {
    db.close();
  }
}

const en = translatorOf("en");
const hi = translatorOf("hi");

/** Chromium logs the API's 404 (the not-found answer the test asks for) as a failed load; that one is expected. */
function forgiveNotFound(consoleErrors: string[]) {
  const kept = consoleErrors.filter((error) => !/status of 404 .*\/api\/track/.test(error));
  consoleErrors.splice(0, consoleErrors.length, ...kept);
}

test.describe("/track", () => {
  test("an outside container number names its line and links out; a wrong check digit and an unknown number say so", async ({ page }) => {
    await page.goto("/track");
    const form = page.getByRole("form", { name: en("track.carrier.heading") });
    await hydrated(form.getByRole("button"));
    const number = form.getByRole("textbox", { name: en("track.carrier.number") });
    const answer = form.getByRole("status");

    // MSC's owner code with a valid check digit (ISO 6346: 6).
    await number.fill("mscu 123456-6");
    await form.getByRole("button", { name: en("track.carrier.button") }).click();
    await expect(answer).toContainText("MSCU 123456 6 is a valid container number of MSC.");
    const link = answer.getByRole("link", { name: "Track it on the MSC website" });
    await expect(link).toHaveAttribute("href", "https://www.msc.com/en/track-a-shipment");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    await expectAccessible(page, "/track with a carrier's answer");

    await number.fill("MSCU1234567");
    await form.getByRole("button", { name: en("track.carrier.button") }).click();
    await expect(answer).toHaveText(en("track.carrier.checkDigitContainer"));
    await expect(number).toHaveAttribute("aria-invalid", "true");

    await number.fill("176-12345675");
    await form.getByRole("button", { name: en("track.carrier.button") }).click();
    await expect(answer).toContainText("176-12345675 is a valid air waybill of Emirates SkyCargo.");
    await expect(answer.getByRole("link")).toHaveAttribute("href", "https://www.skycargo.com/");

    await number.fill("TGL-S-2026-000001");
    await form.getByRole("button", { name: en("track.carrier.button") }).click();
    await expect(answer).toHaveText(en("track.carrier.unknown"));
  });

  test("a reference and address that match nothing get the one not-found answer, with what was typed kept", async ({
    page,
    consoleErrors,
  }) => {
    await page.goto("/track");
    const form = page.getByRole("form", { name: en("track.lookup.heading") });
    await hydrated(form.getByRole("button"));
    await form.getByRole("button", { name: en("track.lookup.button") }).click();
    await expect(form.getByText(en("track.lookup.referenceRequired"))).toBeVisible();
    await expect(form.getByRole("textbox", { name: en("track.lookup.reference") })).toBeFocused();

    await form.getByRole("textbox", { name: en("track.lookup.reference") }).fill("TGL-S-2026-999999");
    await form.getByRole("textbox", { name: en("track.lookup.email") }).fill("nobody.track@example.in");
    await form.getByRole("button", { name: en("track.lookup.button") }).click();
    await expect(form.getByRole("alert")).toHaveText(en("track.error.notFound"));
    await expect(form.getByRole("textbox", { name: en("track.lookup.reference") })).toHaveValue("TGL-S-2026-999999");
    await expectAccessible(page, "/track with not found");
    forgiveNotFound(consoleErrors);
  });

  test("a personal link that opens nothing says so", async ({ page, consoleErrors }) => {
    await page.goto(`/track?t=${"x".repeat(43)}`);
    await expect(page.locator("#track-result").getByRole("status")).toHaveText(en("track.error.linkNotFound"));
    forgiveNotFound(consoleErrors);
  });

  test("staff record departure and arrival; the customer sees both on /hi/track by reference and e-mail", async ({ page, request }) => {
    const { headers } = await staffSession(request, "track.ops@example.in", "Track-e2e-password-2026");
    const created = await request.post("/api/staff/shipments", {
      headers,
      data: {
        mode: "sea-fcl",
        origin: "Nhava Sheva (INNSA)",
        destination: "Jebel Ali (AEJEA)",
        carrier: "MSC",
        voyage: "MSC Aurora / 045E",
        transportDocument: "MEDUN1234567",
        cargoSummary: "Cotton yarn, 18 t",
        customerName: "Asha Verma",
        customerEmail: "asha.track@example.in",
        customerLanguage: "hi",
        containers: ["MSCU1234566"],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const shipment = (await created.json()).data as { id: number; reference: string; version: number };
    const hour = 3_600_000;
    const departed = new Date(Date.now() - 50 * hour).toISOString();
    const arrived = new Date(Date.now() - 2 * hour).toISOString();
    const recorded = await request.put(`/api/staff/shipments/${shipment.id}/milestones`, {
      headers,
      data: {
        version: shipment.version,
        milestones: [
          { kind: "departed", plannedAt: departed, actualAt: departed },
          { kind: "arrived", plannedAt: arrived, actualAt: arrived },
          { kind: "delivered", plannedAt: new Date(Date.now() + 48 * hour).toISOString(), actualAt: null },
        ],
      },
    });
    expect(recorded.status(), await recorded.text()).toBe(200);

    await page.goto("/hi/track");
    const form = page.getByRole("form", { name: hi("track.lookup.heading") });
    await hydrated(form.getByRole("button"));
    await form.getByRole("textbox", { name: hi("track.lookup.reference") }).fill(shipment.reference);
    await form.getByRole("textbox", { name: hi("track.lookup.email") }).fill("asha.track@example.in");
    await form.getByRole("button", { name: hi("track.lookup.button") }).click();

    const heading = page.getByRole("heading", { name: `शिपमेंट ${shipment.reference}` });
    await expect(heading).toBeFocused();
    const view = page.getByRole("article");
    const steps = view.getByRole("listitem").filter({ hasText: hi("track.view.state.done") });
    await expect(steps).toHaveCount(2);
    await expect(steps.nth(0)).toContainText(hi("track.milestone.departed"));
    await expect(steps.nth(1)).toContainText(hi("track.milestone.arrived"));
    await expect(view.locator('li[data-state="next"]')).toContainText(hi("track.milestone.delivered"));
    await expect(view.locator(`time[datetime="${departed}"]`).first()).toBeVisible();
    await expect(view).toContainText("MSCU1234566");
    await expect(view).toContainText(hi("labels.mode.sea-fcl"));
    await expectAccessible(page, "/hi/track with a shipment");

    // The notification choice, saved and confirmed.
    await view.getByRole("radio", { name: hi("track.notify.departure-arrival") }).check();
    await view.getByRole("button", { name: hi("track.notify.button") }).click();
    await expect(view.getByRole("status")).toHaveText(hi("track.notify.saved"));

    // The customer was mailed about it in Hindi, and the mail's personal link opens the same shipment.
    const mail = newestMail("shipment-milestone", "asha.track@example.in");
    expect(mail?.subject).toBe(hi("mail.shipment.updateSubject", { reference: shipment.reference }));
    const link = /https?:\/\/\S+(\/hi\/track\?t=[\w-]{43})/.exec(mail!.text_body)?.[1];
    expect(link, mail!.text_body).toBeDefined();
    await page.goto(link!);
    await expect(page.getByRole("heading", { name: `शिपमेंट ${shipment.reference}` })).toBeVisible();
  });
});

test.describe("/track without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  test.beforeEach(({ page, baseURL }) => servePublicSite(page, baseURL!));

  test("the carrier number and the lookup post to the page, which answers them", async ({ page }) => {
    await page.goto(`${publicSite}/track`);
    // Playwright's text matching skips <noscript>; the note is read from the element itself.
    const note = page.locator("#track noscript p");
    await expect(note).toBeVisible();
    expect(await note.evaluate((element) => element.textContent)).toBe(en("track.lookup.noScript"));
    const carrier = page.getByRole("form", { name: en("track.carrier.heading") });
    await carrier.getByRole("textbox", { name: en("track.carrier.number") }).fill("MSKU1234565");
    await carrier.getByRole("button", { name: en("track.carrier.button") }).click();
    await expect(page).toHaveURL(`${publicSite}/track#track-carrier`);
    const answer = page.getByRole("form", { name: en("track.carrier.heading") }).getByRole("status");
    await expect(answer).toContainText("MSKU 123456 5 is a valid container number of Maersk.");
    await expect(answer.getByRole("link")).toHaveAttribute("href", "https://www.maersk.com/tracking/");

    const lookup = page.getByRole("form", { name: en("track.lookup.heading") });
    await lookup.getByRole("textbox", { name: en("track.lookup.reference") }).fill("TGL-S-2026-888888");
    await lookup.getByRole("textbox", { name: en("track.lookup.email") }).fill("no-script.track@example.in");
    await lookup.getByRole("button", { name: en("track.lookup.button") }).click();
    const served = page.getByRole("form", { name: en("track.lookup.heading") });
    await expect(served.getByRole("alert")).toHaveText(en("track.error.notFound"));
    await expect(served.getByRole("textbox", { name: en("track.lookup.email") })).toHaveValue("no-script.track@example.in");
  });
});
