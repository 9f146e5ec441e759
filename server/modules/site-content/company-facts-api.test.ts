import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteContentMessages, type ContentOverview, type ContentPageDetail, type Release } from "#contracts/api/site-content";
import { companyFactsKey } from "#contracts/site-content/content-pages";
import { factMessages } from "#contracts/site-content/company-facts";
import type { LanguageCode } from "#contracts/languages";
import { createTestApp, testDialects, type TestApp } from "#server/test/test-app";
import { signInContentStaff } from "./content-test-staff";

type Headers = Record<string, string>;

/** The company's facts through the Content area's word API (issue 30 item 2, docs/decisions/042). */
describe.each(testDialects)("the company's facts on %s", (dialect) => {
  let t: TestApp;
  let editor: Headers;
  let otherEditor: Headers;
  let translator: Headers;
  const call = (headers: Headers, method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/staff/content${url}`, headers, ...(payload ? { payload } : {}) });
  const save = (lang: LanguageCode, id: string, text: string, version: number, headers = editor) =>
    call(headers, "PUT", `/words/${lang}/${id}`, { text, version });
  const factsPage = async (lang: LanguageCode = "en") =>
    (await call(editor, "GET", `/pages/${companyFactsKey}?lang=${lang}`)).json().data as ContentPageDetail;
  const fact = async (id: string, lang: LanguageCode = "en") =>
    (await factsPage(lang)).sections.flatMap((section) => section.fields).find((each) => each.id === id)!;
  const publish = async () => {
    const res = await call(editor, "POST", "/publish", {});
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.release as Release;
  };
  /** The words every instance reads after a release (server/modules/site-content/published-words-reader.ts). */
  const published = async () => (await t.app.liveWords.reader.published()).words;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    ({ editor, otherEditor, translator } = await signInContentStaff(t, ["hi"]));
  });
  afterAll(() => t.close());

  it("are one Content page of sections, each fact once, in English whatever language is asked", async () => {
    const page = await factsPage("hi");
    expect(page).toMatchObject({ key: "company-facts", kind: "shared", path: null });
    expect(page.sections.map(({ title }) => title)).toEqual([
      "Contact",
      "Address",
      "Opening hours",
      "Social links",
      "History",
      "Leaders",
      "Counters",
      "Certificates",
    ]);
    const fields = page.sections.flatMap((section) => section.fields);
    // Beside the 25 facts, the opening hours' and the leaders' and certificates' words, which each language translates.
    expect(fields.filter(({ id }) => id.startsWith("company.")).length).toBe(25);
    expect(
      fields
        .filter(({ id }) => !id.startsWith("company."))
        .every(({ id }) => /^(site\.hours|about\.leaders|achievements\.credentials)\./.test(id)),
    ).toBe(true);
    const phone = await fact("company.phone", "hi");
    expect(phone).toMatchObject({ english: "+912269712400", text: "+912269712400", status: "reviewed", version: 0 });
    const overview = (await call(editor, "GET", "/pages?lang=en")).json().data as ContentOverview;
    const english = overview.languages.find(({ lang }) => lang === "en")!;
    const hindi = overview.languages.find(({ lang }) => lang === "hi")!;
    // Not counted in any language's progress: no language translates them.
    expect(hindi.messages).toBe(english.messages);
    expect(overview.pages.find(({ key }) => key === "company-facts")).toMatchObject({ fields: fields.length, drafts: 0 });
  });

  it("refuses a bad value with the fact's code and message, and saves nothing", async () => {
    const cases: [string, string, keyof typeof factMessages][] = [
      ["company.phone", "022 6971 2400", "phoneInvalid"],
      ["company.email", "hello@", "emailInvalid"],
      ["company.social.x", "http://x.com/tarang", "urlInvalid"],
      ["company.founded", "20O9", "yearInvalid"],
      ["company.renamed", "2001", "yearOrder"],
      ["company.milestones.1.value", "1,500", "countInvalid"],
      ["company.credentials.0.validUntil", "2027-02-30", "dateInvalid"],
      ["company.address.0", "", "factRequired"],
    ];
    for (const [id, text, code] of cases) {
      const res = await save("en", id, text, 0);
      expect(res.statusCode, `${id} ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code, message: factMessages[code], errors: [{ field: "text", code }] });
      expect((await fact(id)).draft, id).toBeNull();
    }
  });

  it("are English only, and changed by editors and administrators, never by a translator", async () => {
    const inHindi = await save("hi", "company.phone", "+912240001234", 0);
    expect(inHindi.statusCode).toBe(400);
    expect(inHindi.json()).toMatchObject({ code: "neutralInEnglish", message: siteContentMessages.neutralInEnglish });
    expect((await save("hi", "company.phone", "+912240001234", 0, translator)).statusCode).toBe(403);
    expect((await save("en", "company.phone", "+912240001234", 0, translator)).statusCode).toBe(403);
    expect((await call(translator, "POST", "/words/hi/company.phone/approve", { version: 0 })).statusCode).toBe(403);
    expect((await fact("company.phone")).draft).toBeNull();
  });

  it("saves a draft, answers a second editor working from the same version with a conflict, publishes to every language, and restores", async () => {
    const saved = await save("en", "company.phone", "+912240001234", 0);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ version: 1, draft: { text: "+912240001234" }, text: "+912269712400" });
    const stale = await save("en", "company.phone", "+912240009999", 0, otherEditor);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: "staleVersion", data: { version: 1, draft: { text: "+912240001234" } } });
    // A draft is previewed in every language: the preview of a Tamil page reads it.
    expect((await t.app.liveWords.reader.withDrafts("ta"))["company.phone"]).toBe("+912240001234");
    expect((await published()).hi?.["company.phone"]).toBeUndefined();

    const first = await publish();
    expect(first).toMatchObject({ languages: ["en"], changes: 1 });
    const words = await published();
    expect(words.en?.["company.phone"]).toBe("+912240001234");
    expect(words.hi?.["company.phone"]).toBe("+912240001234");
    expect(words.ar?.["company.phone"]).toBe("+912240001234");
    expect(await fact("company.phone", "hi")).toMatchObject({ text: "+912240001234", draft: null });

    expect((await save("en", "company.phone", "+912240005678", 2)).statusCode).toBe(200);
    await publish();
    expect((await published()).hi?.["company.phone"]).toBe("+912240005678");
    const restore = await call(editor, "POST", `/releases/${first.id}/restore`);
    expect(restore.statusCode, restore.body).toBe(200);
    expect((await published()).hi?.["company.phone"]).toBe("+912240001234");
    expect((await call(translator, "POST", `/releases/${first.id}/restore`)).statusCode).toBe(403);
    // Every change is in the audit trail, as any word's is.
    const audited = await t.database.db.selectFrom("audit_log").select(["action", "subject_id"]).orderBy("id").execute();
    const actions = audited.map(({ action }) => action);
    expect(actions).toEqual(expect.arrayContaining(["content.draft-save", "content.publish", "content.restore"]));
    expect(audited.filter(({ action }) => action === "content.draft-save").map(({ subject_id }) => subject_id)).toContain("company.phone");
  });

  it("keeps the renaming year not before the founding year, counting the other's draft", async () => {
    expect((await save("en", "company.founded", "2012", 0)).statusCode).toBe(200);
    const renamed = await save("en", "company.renamed", "2011", 0);
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().code).toBe("yearOrder");
    expect((await save("en", "company.renamed", "2012", 0)).statusCode).toBe(200);
  });
});
