/**
 * The figure of issue 32 (docs/performance.md): a campaign to 10,000 confirmed subscribers is queued in under 5 s and
 * sent at its rate through a local SMTP sink while the process's RSS stays under 300 MB. It takes over a minute, so
 * it runs only when asked:
 *
 *   MEASURE_CAMPAIGN=1 [TEST_DATABASE_URL=postgres://…] npx vitest run server/modules/campaigns/campaign-figure.test.ts
 *
 * The RSS is this process's: the server, the SMTP sink (counting, not keeping, the mails) and the test together.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestSmtp } from "#server/mail/test-smtp";
import { signIn } from "#server/modules/staff/test-kit";
import { createTestApp, testDialects, type TestApp } from "#server/test/test-app";

const recipients = 10_000;
const ratePerMinute = 3_000;

describe.runIf(process.env.MEASURE_CAMPAIGN).each(testDialects)("a 10,000-recipient campaign on %s", (dialect) => {
  const smtp = new TestSmtp();
  let t: TestApp;

  beforeAll(async () => {
    smtp.keep = false;
    await smtp.start();
    t = await createTestApp(dialect, {
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: "Tarang Global Logistics <no-reply@tarang.test>",
      PUBLIC_URL: "https://tarang.test",
    });
    const at = new Date().toISOString();
    const languages = ["en", "hi", "fr", "de", "ar"] as const;
    for (let start = 0; start < recipients; start += 500) {
      await t.database.db
        .insertInto("subscribers")
        .values(
          Array.from({ length: 500 }, (_, i) => ({
            email: `reader${start + i}@example.com`,
            status: "confirmed" as const,
            source: "footer",
            lang: languages[(start + i) % languages.length],
            confirm_token_hash: null,
            unsubscribe_token: `token-${start + i}-${Math.random().toString(36).slice(2)}`,
            consent_at: at,
            consent_ip: null,
            confirmed_at: at,
            unsubscribed_at: null,
            created_at: at,
            updated_at: at,
          })),
        )
        .execute();
    }
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await smtp.stop();
  });

  it("queues in under 5 s and sends at the rate, under 300 MB", async () => {
    const { headers } = await signIn(t, `figure-${dialect}@example.in`, "editor");
    const body = `# Trade update\n\n${"Freight rates on the India–Gulf lanes held steady this month. ".repeat(40)}\n\n- [Our services](/services)\n- [Contact](/contact)`;
    const created = await t.app.inject({
      method: "POST",
      url: "/api/staff/campaigns",
      headers,
      payload: { versions: { en: { subject: "Trade update", body }, hi: { subject: "व्यापार अपडेट", body } }, ratePerMinute },
    });
    const campaign = created.json().data;
    let peakRss = process.memoryUsage().rss;
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 250);
    const started = performance.now();
    const sent = await t.app.inject({
      method: "POST",
      url: `/api/staff/campaigns/${campaign.id}/send`,
      headers,
      payload: { at: null, version: campaign.version },
    });
    const queuedMs = performance.now() - started;
    expect(sent.json().data.counts.recipients).toBe(recipients);
    // A minute of sending: at most the rate goes out, and all of it does.
    await new Promise((resolve) => setTimeout(resolve, 58_000));
    const inFirstMinute = smtp.accepted;
    clearInterval(sampler);
    console.log(
      JSON.stringify({
        dialect,
        recipients,
        queuedMs: Math.round(queuedMs),
        ratePerMinute,
        sentInFirstMinute: inFirstMinute,
        peakRssMB: Math.round(peakRss / 2 ** 20),
      }),
    );
    expect(queuedMs).toBeLessThan(5_000);
    expect(inFirstMinute).toBeLessThanOrEqual(ratePerMinute);
    expect(inFirstMinute).toBeGreaterThan(ratePerMinute * 0.9);
    expect(peakRss).toBeLessThan(300 * 2 ** 20);
  }, 180_000);
});
