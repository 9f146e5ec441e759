import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { quoteOfferPaths } from "#contracts/api/quote-offer";
import type { QuoteDetail } from "#contracts/api/quotes";
import { formServiceDeps } from "#server/lib/form-service-deps";
import { insertQuote, signIn } from "#server/modules/staff/test-kit";
import { createTestApp, testDialects, type TestApp } from "#server/test/test-app";
import { createQuoteOfferService, type AcceptedQuote } from "./quote-offer-service";
import { quotePersonalData } from "./quote-personal-data";

const inAMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
const desks = { SALES_EMAIL: "sales@tarang.test" };

let ip = 0;
/** A fresh address per post: the form rate limit is per address, and only its own test reaches it. */
const visitor = () => `10.31.${Math.floor(++ip / 250) % 250}.${ip % 250}`;

const headersOf = (row: { headers: string | null }) => JSON.parse(row.headers ?? "{}") as Record<string, string>;
const tokenIn = (text: string) => /\/quote\/offer\?t=([A-Za-z0-9_-]+)/.exec(text)?.[1];

describe.each(testDialects)("the priced quote's personal link on %s", (dialect) => {
  let t: TestApp;
  let desk: Awaited<ReturnType<typeof signIn>>;
  let seller: Awaited<ReturnType<typeof signIn>>;

  const outbox = (kind: string) =>
    t.database.db.selectFrom("mail_outbox").selectAll().where("kind", "=", kind).orderBy("id", "desc").execute();
  const quoteRow = (id: number) => t.database.db.selectFrom("quotes").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const detail = async (id: number) =>
    (await t.app.inject({ method: "GET", url: `/api/quotes/${id}`, headers: desk.headers })).json<{ data: QuoteDetail }>().data;
  const answer = (path: string, payload: object, remoteAddress = visitor()) =>
    t.app.inject({ method: "POST", url: path, payload, remoteAddress });

  /** A request priced by the desk (optionally assigned) and mailed: answers the quote's id and the token of its mail. */
  async function pricedQuote({ assign = false, validUntil = inAMonth, email = "asha@example.com" } = {}) {
    const id = await insertQuote(t.database.db, { email });
    await t.database.db.updateTable("quotes").set({ lang: "hi" }).where("id", "=", id).execute();
    const patch = (payload: object) => t.app.inject({ method: "PATCH", url: `/api/quotes/${id}/status`, headers: desk.headers, payload });
    expect((await patch({ status: "in-review" })).statusCode).toBe(200);
    expect((await patch({ status: "quoted", price: 1250.5, currency: "USD", validUntil: inAMonth, terms: "Ex works" })).statusCode).toBe(
      200,
    );
    if (validUntil !== inAMonth) await t.database.db.updateTable("quotes").set({ valid_until: validUntil }).where("id", "=", id).execute();
    if (assign)
      expect(
        (
          await t.app.inject({
            method: "PATCH",
            url: `/api/quotes/${id}/assignee`,
            headers: desk.headers,
            payload: { staffId: seller.user.id },
          })
        ).statusCode,
      ).toBe(200);
    return { id, token: await send(id) };
  }

  async function send(id: number) {
    expect((await t.app.inject({ method: "POST", url: `/api/quotes/${id}/send`, headers: desk.headers })).statusCode).toBe(200);
    const [mail] = await outbox("quote-offer");
    const token = tokenIn(mail!.text_body);
    expect(token).toBeDefined();
    return token!;
  }

  beforeAll(async () => {
    t = await createTestApp(dialect, desks);
    await t.app.mailWorker.pause();
    desk = await signIn(t, "desk-admin@example.in");
    seller = await signIn(t, "meera@example.in", "sales");
  });
  afterAll(() => t.close());

  describe("the link", () => {
    it("is mailed in the buyer's language, as 32 random bytes, and only its SHA-256 is stored", async () => {
      const { id, token } = await pricedQuote();
      expect(Buffer.from(token, "base64url")).toHaveLength(32);
      const [mail] = await outbox("quote-offer");
      expect(mail!.text_body).toContain(`http://localhost:3000/hi/quote/offer?t=${token}`);
      const links = await t.database.db.selectFrom("quote_offer_links").selectAll().where("quote_id", "=", id).execute();
      expect(links).toHaveLength(1);
      expect(links[0]!.token_hash).toBe(createHash("sha256").update(token).digest("hex"));
      // The token itself is nowhere in the database but the mail.
      const dump =
        JSON.stringify(await t.database.db.selectFrom("quotes").selectAll().where("id", "=", id).execute()) + JSON.stringify(links);
      expect(dump).not.toContain(token);
      // Valid until the end of the validity date anywhere on earth.
      const dayAfter = new Date(Date.parse(`${inAMonth}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
      expect(links[0]!.expires_at).toBe(`${dayAfter}T12:00:00.000Z`);
    });

    it("opens the quote in the page's language, and opening it changes nothing", async () => {
      const { id, token } = await pricedQuote();
      const before = await quoteRow(id);
      const view = await t.app.quoteOffers.view(token, "hi");
      expect(view).toMatchObject({ state: "open", price: "USD 1,250.50", terms: "Ex works", acceptance: null });
      expect(view!.validUntil).not.toBe(inAMonth);
      expect(view!.summary.length).toBeGreaterThan(3);
      expect(await t.app.quoteOffers.view(token, "en")).toMatchObject({ validUntil: inAMonth });
      expect(await quoteRow(id)).toEqual(before);
    });

    it("is replaced when the quote is mailed again: the first link stops working", async () => {
      const { id, token: first } = await pricedQuote();
      const second = await send(id);
      expect(second).not.toBe(first);
      expect(await t.app.quoteOffers.view(first, "en")).toBeNull();
      expect(await t.app.quoteOffers.view(second, "en")).toMatchObject({ state: "open" });
      const old = await answer(quoteOfferPaths.ask, { token: first, question: "Still valid?" });
      expect(old.statusCode).toBe(404);
      expect(old.json()).toMatchObject({ success: false, code: "linkInvalid", message: "This link is not valid." });
      expect(await t.database.db.selectFrom("quote_offer_links").select("quote_id").where("quote_id", "=", id).execute()).toHaveLength(1);
    });

    it("answers an unknown token 404 and opens nothing", async () => {
      expect(await t.app.quoteOffers.view("not-a-token", "en")).toBeNull();
      const res = await answer(quoteOfferPaths.accept, { token: "not-a-token", name: "Asha Patil", consent: true });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe("linkInvalid");
    });

    it("expires after the validity date: 410, and the quote stays quoted", async () => {
      const { id, token } = await pricedQuote();
      const expiresAt = (
        await t.database.db.selectFrom("quote_offer_links").select("expires_at").where("quote_id", "=", id).executeTakeFirstOrThrow()
      ).expires_at;
      const justBefore = new Date(Date.parse(expiresAt) - 1000);
      const after = new Date(Date.parse(expiresAt) + 1000);
      expect((await t.app.quoteOffers.view(token, "en", justBefore))!.state).toBe("open");
      expect((await t.app.quoteOffers.view(token, "en", after))!.state).toBe("expired");
      await expect(t.app.quoteOffers.accept({ token, name: "Asha Patil", consent: true }, after)).rejects.toMatchObject({
        statusCode: 410,
        code: "offerExpired",
      });
      // A validity date the desk moved into the past closes it too, whatever the link says.
      await t.database.db.updateTable("quotes").set({ valid_until: "2020-01-01" }).where("id", "=", id).execute();
      const res = await answer(quoteOfferPaths.accept, { token, name: "Asha Patil", consent: true });
      expect(res.statusCode).toBe(410);
      expect(res.json()).toMatchObject({ code: "offerExpired", message: "This quote has expired." });
      expect((await quoteRow(id)).status).toBe("quoted");
    });
  });

  describe("accept", () => {
    it("wins the quote, records who, the purchase order and when, and mails the buyer and the salesperson", async () => {
      const { id, token } = await pricedQuote({ assign: true });
      const res = await answer(quoteOfferPaths.accept, { token, name: "Asha Patil", purchaseOrder: "PO/2026-77", consent: true });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: true, code: "accepted" });
      const row = await quoteRow(id);
      expect(row).toMatchObject({ status: "won", accepted_name: "Asha Patil", accepted_po: "PO/2026-77" });
      expect(Date.now() - Date.parse(row.accepted_at!)).toBeLessThan(60_000);
      expect((await detail(id)).acceptance).toEqual({ name: "Asha Patil", purchaseOrder: "PO/2026-77", at: row.accepted_at });
      // A data-subject export shows what the buyer signed with.
      const held = await quotePersonalData.find(t.database.db, "asha@example.com");
      expect(held.find((quote) => quote.id === id)?.acceptance).toEqual({
        name: "Asha Patil",
        purchaseOrder: "PO/2026-77",
        at: row.accepted_at,
      });

      const [buyer] = await outbox("quote-accepted");
      expect(buyer).toMatchObject({ to_address: "asha@example.com" });
      expect(headersOf(buyer!)["Reply-To"]).toBe("meera@example.in");
      // In the buyer's language (Hindi), with what they signed.
      expect(buyer!.subject).toContain("स्वीकार");
      expect(buyer!.text_body).toContain("PO/2026-77");
      // The acceptance booked the shipment (issue 31): the buyer can follow it from this mail, in their language.
      const shipments = await t.app.shipments.list({ page: 1, limit: 10, q: "asha@example.com" });
      expect(shipments.total).toBe(1);
      expect(shipments.rows[0]).toMatchObject({ status: "planned" });
      const tracking = /https?:\/\/\S+\/hi\/track\?t=([A-Za-z0-9_-]{43})/.exec(buyer!.text_body);
      expect(tracking, buyer!.text_body).not.toBeNull();
      expect(buyer!.html_body).toContain(`/hi/track?t=${tracking![1]}`);
      const tracked = await t.app.inject({ method: "GET", url: `/api/track/${tracking![1]}` });
      expect(tracked.json().data).toMatchObject({ reference: shipments.rows[0]!.reference, mode: "air" });
      const [notice] = await outbox("quote-accepted-notification");
      expect(notice).toMatchObject({ to_address: "meera@example.in" });
      expect(headersOf(notice!)["Reply-To"]).toBe("asha@example.com");
      expect(notice!.text_body).toContain("Purchase-order number: PO/2026-77");

      // The link still opens, and says it was accepted; it cannot be used again.
      expect(await t.app.quoteOffers.view(token, "en")).toMatchObject({ state: "accepted", acceptance: { name: "Asha Patil" } });
      for (const [path, body] of [
        [quoteOfferPaths.accept, { token, name: "Someone Else", consent: true }],
        [quoteOfferPaths.decline, { token, reason: "price" }],
        [quoteOfferPaths.ask, { token, question: "And now?" }],
      ] as const) {
        const again = await answer(path, body);
        expect(again.statusCode, path).toBe(409);
        expect(again.json(), path).toMatchObject({ code: "offerAccepted", message: "This quote has already been accepted." });
      }
      expect((await quoteRow(id)).accepted_name).toBe("Asha Patil");
    });

    it("sends the mails of an unassigned quote's answers to the sales desk", async () => {
      const { token } = await pricedQuote();
      expect((await answer(quoteOfferPaths.accept, { token, name: "Asha Patil", consent: true })).statusCode).toBe(200);
      const [buyer] = await outbox("quote-accepted");
      expect(headersOf(buyer!)["Reply-To"]).toBe("sales@tarang.test");
      const [notice] = await outbox("quote-accepted-notification");
      expect(notice!.to_address).toBe("sales@tarang.test");
    });

    it("needs a name and the consent, each with its code", async () => {
      const { id, token } = await pricedQuote();
      const res = await answer(quoteOfferPaths.accept, { token, name: "", purchaseOrder: "PO;1", consent: false });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.map((error: { field: string; code: string }) => [error.field, error.code])).toEqual([
        ["name", "nameRequired"],
        ["purchaseOrder", "purchaseOrderInvalid"],
        ["consent", "consentRequired"],
      ]);
      const long = await answer(quoteOfferPaths.accept, { token, name: "Asha Patil", purchaseOrder: "P".repeat(51), consent: true });
      expect(long.statusCode).toBe(400);
      expect(long.json().errors[0]).toMatchObject({ field: "purchaseOrder", code: "purchaseOrderInvalid" });
      expect((await quoteRow(id)).status).toBe("quoted");
    });

    it("calls the shipment hook inside the acceptance's transaction: a failing hook accepts nothing", async () => {
      const { id, token } = await pricedQuote({ assign: true });
      const failing = createQuoteOfferService({
        ...formServiceDeps(t.app),
        createShipmentFromQuote: async () => {
          throw new Error("shipments down");
        },
      });
      const mailsBefore = (await outbox("quote-accepted")).length;
      await expect(failing.accept({ token, name: "Asha Patil", consent: true })).rejects.toThrow("shipments down");
      expect(await quoteRow(id)).toMatchObject({ status: "quoted", accepted_name: null });
      expect(await outbox("quote-accepted")).toHaveLength(mailsBefore);

      const hook = vi.fn(
        async (
          trx: Parameters<NonNullable<Parameters<typeof createQuoteOfferService>[0]["createShipmentFromQuote"]>>[0],
          quote: AcceptedQuote,
        ) => {
          // It sees the quote already won, in the same transaction.
          expect((await trx.selectFrom("quotes").select("status").where("id", "=", quote.id).executeTakeFirstOrThrow()).status).toBe("won");
          return { trackingPath: "/hi/track?t=hooked" };
        },
      );
      const wired = createQuoteOfferService({ ...formServiceDeps(t.app), createShipmentFromQuote: hook });
      await wired.accept({ token, name: "Asha Patil", purchaseOrder: "PO-1", consent: true });
      expect(hook).toHaveBeenCalledTimes(1);
      expect(hook.mock.calls[0]![1]).toMatchObject({
        id,
        reference: (await detail(id)).reference,
        offer: { price: 1250.5, currency: "USD", terms: "Ex works" },
        acceptance: { name: "Asha Patil", purchaseOrder: "PO-1" },
        lang: "hi",
        assignedTo: seller.user.id,
        request: { email: "asha@example.com" },
      });
    });
  });

  describe("decline", () => {
    it("loses the quote with the reason and the buyer's words, and tells the salesperson", async () => {
      const { id, token } = await pricedQuote({ assign: true });
      const res = await answer(quoteOfferPaths.decline, { token, reason: "price", details: "Another offer was 10% lower" });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: true, code: "declined" });
      const row = await quoteRow(id);
      expect(row).toMatchObject({
        status: "lost",
        declined_reason: "price",
        lost_reason: "Declined online: The price is too high. Another offer was 10% lower",
      });
      expect((await detail(id)).decline).toEqual({ reason: "price", at: row.declined_at });
      const [notice] = await outbox("quote-declined-notification");
      expect(notice).toMatchObject({ to_address: "meera@example.in" });
      expect(notice!.text_body).toContain("Reason: The price is too high");
      expect(await t.app.quoteOffers.view(token, "en")).toMatchObject({ state: "declined" });
      const again = await answer(quoteOfferPaths.accept, { token, name: "Asha Patil", consent: true });
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe("offerDeclined");
    });

    it("wants the buyer's words for another reason, and a reason from the list", async () => {
      const { id, token } = await pricedQuote();
      const other = await answer(quoteOfferPaths.decline, { token, reason: "other", details: "  " });
      expect(other.statusCode).toBe(400);
      expect(other.json().errors).toEqual([expect.objectContaining({ field: "details", code: "detailsRequired" })]);
      const unknown = await answer(quoteOfferPaths.decline, { token, reason: "bored" });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().errors[0]).toMatchObject({ field: "reason", code: "reasonRequired" });
      expect((await quoteRow(id)).status).toBe("quoted");
    });

    it("leaves a quote the desk closed closed, and reopening forgets the buyer's decline", async () => {
      const { id, token } = await pricedQuote();
      expect((await answer(quoteOfferPaths.decline, { token, reason: "cancelled" })).statusCode).toBe(200);
      const reopen = await t.app.inject({
        method: "PATCH",
        url: `/api/quotes/${id}/status`,
        headers: desk.headers,
        payload: { status: "in-review" },
      });
      expect(reopen.statusCode).toBe(200);
      expect(reopen.json().data.decline).toBeNull();
      expect(await t.app.quoteOffers.view(token, "en")).toMatchObject({ state: "revising" });
      const closed = await answer(quoteOfferPaths.ask, { token, question: "Any news?" });
      expect(closed.statusCode).toBe(409);
      expect(closed.json().code).toBe("offerClosed");
    });
  });

  describe("ask", () => {
    it("adds the question as the buyer's note and mails it to the salesperson, Reply-To the buyer; the quote stays quoted", async () => {
      const { id, token } = await pricedQuote({ assign: true });
      const res = await answer(quoteOfferPaths.ask, { token, question: "Does the price include THC at Nhava Sheva?" });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: true, code: "questionSent" });
      expect((await quoteRow(id)).status).toBe("quoted");
      const notes = (await detail(id)).notes;
      expect(notes.at(-1)).toMatchObject({ body: "Does the price include THC at Nhava Sheva?", author: null, fromBuyer: true });
      const [mail] = await outbox("quote-question-notification");
      expect(mail).toMatchObject({ to_address: "meera@example.in" });
      expect(headersOf(mail!)["Reply-To"]).toBe("asha@example.com");
      expect(mail!.text_body).toContain("Does the price include THC at Nhava Sheva?");
      expect(await t.app.quoteOffers.view(token, "en")).toMatchObject({ state: "open" });
    });

    it("refuses an empty or overlong question with its code", async () => {
      const { token } = await pricedQuote();
      expect((await answer(quoteOfferPaths.ask, { token, question: " " })).json().errors[0]).toMatchObject({ code: "questionRequired" });
      const long = await answer(quoteOfferPaths.ask, { token, question: "x".repeat(2001) });
      expect(long.statusCode).toBe(400);
      expect(long.json().errors[0]).toMatchObject({ field: "question", code: "questionInvalid" });
    });
  });

  describe("without scripts", () => {
    it("answers a form post 303 back to the page in its language, with the outcome or the refusal's code", async () => {
      const { id, token } = await pricedQuote();
      const form = (path: string, fields: Record<string, string>) =>
        t.app.inject({
          method: "POST",
          url: path,
          remoteAddress: visitor(),
          headers: { "content-type": "application/x-www-form-urlencoded" },
          payload: new URLSearchParams(fields).toString(),
        });
      const missing = await form(quoteOfferPaths.accept, { token, lang: "hi", name: "Asha Patil" });
      expect(missing.statusCode).toBe(303);
      expect(missing.headers.location).toBe(`/hi/quote/offer?t=${token}&result=consentRequired&form=accept#answer`);
      const done = await form(quoteOfferPaths.accept, { token, lang: "ar", name: "Asha Patil", consent: "on" });
      expect(done.statusCode).toBe(303);
      expect(done.headers.location).toBe(`/ar/quote/offer?t=${token}&result=accepted&form=accept#answer`);
      expect((await quoteRow(id)).status).toBe("won");
      const used = await form(quoteOfferPaths.decline, { token, reason: "price" });
      expect(used.headers.location).toBe(`/quote/offer?t=${token}&result=offerAccepted&form=decline#answer`);
    });
  });

  describe("the rate limit", () => {
    it("answers 429 after ten posts a minute from one address", async () => {
      const address = "10.31.250.1";
      const answers = [];
      for (let i = 0; i < 11; i++) answers.push(await answer(quoteOfferPaths.ask, { token: "nope", question: "?" }, address));
      expect(answers.slice(0, 10).map((res) => res.statusCode)).toEqual(Array(10).fill(404));
      expect(answers[10]!.statusCode).toBe(429);
      expect(answers[10]!.json()).toMatchObject({
        code: "tooManyRequests",
        message: "Too many answers from your network. Please try again in a minute.",
      });
    });
  });
});
