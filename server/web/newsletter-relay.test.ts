import type { FastifyRequest } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, testDialects, type TestApp } from "#server/test/test-app";
import { formRelay } from "./form-relay";

/**
 * The footer's newsletter form posted without JavaScript (issue 28, item 2): the page /newsletter (in every
 * language) hands the urlencoded post to POST /api/newsletter/subscribe in-process, as the contact form's is
 * (decision 025), and answers with the API's status, code and the address as typed.
 */
describe.each(testDialects)("the newsletter form's relay on %s", (dialect) => {
  let t: TestApp;
  let ip = 0;

  beforeAll(async () => {
    t = await createTestApp(dialect, { PUBLIC_URL: "https://example.test" });
    await t.app.mailWorker.pause();
  });
  afterAll(() => t.close());

  const post = (body: string, page = "/newsletter") =>
    formRelay(t.app, { ip: `10.28.2.${++ip % 250}` } as FastifyRequest).newsletter(
      new Request(`https://example.test${page}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body,
      }),
    );
  const subscriber = (email: string) => t.database.db.selectFrom("subscribers").selectAll().where("email", "=", email).executeTakeFirst();

  it("subscribes the address as pending, from the footer, in the page's language", async () => {
    const relayed = await post(
      new URLSearchParams({ email: "  Reader.Hi@Example.IN ", lang: "hi", website: "" }).toString(),
      "/hi/newsletter",
    );
    expect(relayed.status).toBe(201);
    expect(relayed.answer).toMatchObject({ success: true, code: "success" });
    expect(await subscriber("reader.hi@example.in")).toMatchObject({ status: "pending", source: "footer", lang: "hi" });
  });

  it("keeps the footer as the source whatever the post names", async () => {
    await post(new URLSearchParams({ email: "source@example.in", source: "elsewhere" }).toString());
    expect(await subscriber("source@example.in")).toMatchObject({ source: "footer", lang: "en" });
  });

  it("answers a second post within the minute with its own code, sending no second mail", async () => {
    await post("email=twice%40example.in");
    const again = await post("email=twice%40example.in");
    expect(again.status).toBeLessThan(300);
    expect(again.answer.code).toBe("resendWait");
  });

  it.each([
    ["", "emailRequired"],
    ["email=", "emailRequired"],
    ["email=not-an-email", "emailInvalid"],
  ])("answers %j with 400, the field's code and the address as typed", async (body, code) => {
    const relayed = await post(body);
    expect(relayed.status).toBe(400);
    expect(relayed.answer.errors).toEqual([expect.objectContaining({ field: "email", code })]);
    expect(relayed.fields).toEqual(body ? { email: body.slice("email=".length) } : {});
  });

  it("answers an address already confirmed with 409 and its code", async () => {
    await post("email=confirmed%40example.in");
    await t.database.db.updateTable("subscribers").set({ status: "confirmed" }).where("email", "=", "confirmed@example.in").execute();
    const relayed = await post("email=confirmed%40example.in");
    expect(relayed.status).toBe(409);
    expect(relayed.answer.code).toBe("alreadySubscribed");
  });

  it("drops a filled honeypot quietly, storing nothing", async () => {
    const relayed = await post("email=bot%40example.in&website=https%3A%2F%2Fspam.example");
    expect(relayed.status).toBe(201);
    expect(await subscriber("bot@example.in")).toBeUndefined();
  });
});
