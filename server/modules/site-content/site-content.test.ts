import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  siteContentMessages,
  type ContentField,
  type ContentOverview,
  type ContentPageDetail,
  type Release,
  type ReleaseDetail,
  type XliffImportReport,
} from "#contracts/api/site-content";
import type { LanguageCode } from "#contracts/languages";
import { createTestApp, testDialects, type TestApp } from "#server/test/test-app";
import { signInContentStaff } from "./content-test-staff";

type Headers = Record<string, string>;
type Method = "GET" | "POST" | "PUT" | "DELETE";

describe.each(testDialects)("the Content area's words on %s (issue 30)", (dialect) => {
  let t: TestApp;
  let editor: Headers;
  let otherEditor: Headers;
  let translator: Headers;
  const call = (headers: Headers, method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/staff/content${url}`, headers, ...(payload ? { payload } : {}) });
  const field = async (lang: LanguageCode, id: string, headers = editor) => {
    const page = (await call(headers, "GET", `/pages/${pageOf(id)}?lang=${lang}`)).json().data as ContentPageDetail;
    return page.sections.flatMap((section) => section.fields).find((each) => each.id === id)!;
  };
  const save = (lang: LanguageCode, id: string, text: string, version: number, headers = editor) =>
    call(headers, "PUT", `/words/${lang}/${id}`, { text, version });
  const publish = async (lang?: LanguageCode, headers = editor) => {
    const res = await call(headers, "POST", "/publish", lang ? { lang } : {});
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.release as Release;
  };
  const pageOf = (id: string) => /^services\.(service\d+)\./.exec(id)?.[1] ?? (id.startsWith("shell.") ? "shell" : "forms");

  beforeAll(async () => {
    t = await createTestApp(dialect);
    ({ editor, otherEditor, translator } = await signInContentStaff(t, ["hi"]));
  });
  afterAll(() => t.close());

  it("lists every page and part, and each language's progress", async () => {
    const res = await call(editor, "GET", "/pages?lang=hi");
    expect(res.statusCode).toBe(200);
    const overview = res.json().data as ContentOverview;
    expect(overview.languages.map(({ lang }) => lang)).toHaveLength(16);
    const hindi = overview.languages.find(({ lang }) => lang === "hi")!;
    expect(hindi.messages).toBeGreaterThan(1500);
    expect(hindi.machine + hindi.translated + hindi.reviewed + hindi.outdated).toBe(hindi.messages);
    expect(overview.pages.find(({ key }) => key === "service2")).toMatchObject({ path: "/services/service2", kind: "page" });
    expect(overview.pages.find(({ key }) => key === "shell")).toMatchObject({ path: null, kind: "shared" });
  });

  it("shows a page's words beside the English, with their limits and placeholders", async () => {
    const title = await field("hi", "services.service2.title");
    expect(title).toMatchObject({
      english: "Customs Clearance",
      text: "सीमा शुल्क निकासी",
      version: 0,
      draft: null,
      maxLength: 60,
      placeholders: [],
    });
    expect(["machine", "translated", "reviewed"]).toContain(title.status);
    expect((await field("hi", "forms.commonForm.requiredNote")).placeholders).toEqual(["mark"]);
    expect((await call(editor, "GET", "/pages/nowhere?lang=hi")).statusCode).toBe(404);
    expect((await call(editor, "GET", "/pages/__proto__?lang=hi")).statusCode).toBe(404);
  });

  it("saves a draft, and answers a second editor working from the same version with a conflict, not an overwrite", async () => {
    const first = await save("hi", "services.service3.title", "भंडारण", 0);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ version: 1, draft: { text: "भंडारण", state: "translated" }, text: "वेयरहाउसिंग" });
    const second = await save("hi", "services.service3.title", "गोदाम", 0, otherEditor);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ success: false, code: "staleVersion", data: { version: 1, draft: { text: "भंडारण" } } });
    const retried = await save("hi", "services.service3.title", "गोदाम सेवाएँ", 1, otherEditor);
    expect(retried.json().data).toMatchObject({ version: 2, draft: { text: "गोदाम सेवाएँ" } });
  });

  it.each([
    ["an empty text", "  ", "textRequired"],
    ["an oversized text", `{mark} ${"x".repeat(200)}`, "textTooLong"],
    ["an unknown placeholder", "{mark} और {name}", "placeholderUnknown"],
    ["a missing placeholder", "फ़ील्ड भरना ज़रूरी है।", "placeholderMissing"],
    ["broken ICU", "{mark से चिह्नित", "messageInvalid"],
    ["HTML", "<b>{mark}</b> ज़रूरी", "htmlRefused"],
  ])("refuses %s with its code and changes nothing", async (_what, text, code) => {
    const before = await field("hi", "forms.commonForm.requiredNote");
    const res = await save("hi", "forms.commonForm.requiredNote", text, before.version);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code, errors: [{ field: "text", code }] });
    // Words a member of staff can act on: no parser code, the placeholder named where one is concerned.
    expect(res.json().message).not.toMatch(/[A-Z_]{6,}/);
    if (code.startsWith("placeholder")) expect(res.json().message).toMatch(/\{(name|mark)\}/);
    expect(await field("hi", "forms.commonForm.requiredNote")).toEqual(before);
  });

  it.each([
    ["a link not closed", "हम [JNPT](https://example.com से माल भेजते हैं", "linkBroken", siteContentMessages.linkBroken],
    ["a javascript: link", "हम [JNPT](javascript:alert(1)) से माल भेजते हैं", "linkAddress", siteContentMessages.linkAddress],
    ["a data: link", "हम [JNPT](data:text/html,x) से", "linkAddress", siteContentMessages.linkAddress],
    ["a picture", "![JNPT](/media/jnpt.png) से माल", "imageRefused", siteContentMessages.imageRefused],
  ])("refuses a formatted word with %s, with a clear message, and changes nothing", async (_what, text, code, message) => {
    const id = "services.service1.intro.1";
    const before = await field("hi", id);
    expect(before.format).toBe("formatted");
    const res = await save("hi", id, text, before.version);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code, message, errors: [{ field: "text", code, message }] });
    expect(await field("hi", id)).toEqual(before);
  });

  it("saves a formatted word's list, emphasis and links; a plain word is not formatted", async () => {
    const id = "services.service1.intro.1";
    const text = "हम **JNPT** से:\n\n- [संपर्क](/contact)\n- [ईमेल](mailto:info@example.com)";
    const res = await save("hi", id, text, (await field("hi", id)).version);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ format: "formatted", draft: { text } });
    expect((await field("hi", "services.service1.title")).format).toBe("text");
  });

  it("answers 404 for an unknown word, an English-only one and an unknown language, 400 for a text beyond any limit", async () => {
    expect((await save("hi", "services.service99.title", "x", 0)).statusCode).toBe(404);
    expect((await save("hi", "staff.mail.offer.reason", "x", 0)).statusCode).toBe(404);
    expect((await save("xx" as LanguageCode, "shell.nav.home", "x", 0)).statusCode).toBe(400);
    expect((await save("hi", "shell.nav.home", "x".repeat(10_001), 0)).statusCode).toBe(400);
  });

  it("approves, publishes as a release the reader follows, and marks translations outdated when their English is published anew", async () => {
    const before = await t.app.siteWords.currentRelease();
    const saved = (await save("hi", "shell.nav.home", "मुखपृष्ठ", 0)).json().data as ContentField;
    const approved = await call(editor, "POST", "/words/hi/shell.nav.home/approve", { version: saved.version });
    expect(approved.json().data).toMatchObject({ draft: { text: "मुखपृष्ठ", state: "reviewed" } });
    const release = await publish("hi");
    expect(release).toMatchObject({ action: "publish", languages: ["hi"], restoredFrom: null });
    expect(release.changes).toBeGreaterThanOrEqual(2);
    expect(await t.app.siteWords.currentRelease()).toBe(release.id);
    expect(release.id).toBeGreaterThan(before);
    expect((await t.app.siteWords.published()).words.hi?.["shell.nav.home"]).toBe("मुखपृष्ठ");
    expect(await field("hi", "shell.nav.home")).toMatchObject({ text: "मुखपृष्ठ", status: "reviewed", draft: null });
    expect((await call(editor, "POST", "/publish", { lang: "hi" })).json()).toMatchObject({ code: "nothingToPublish" });

    const english = (await field("en", "shell.nav.home")).version;
    expect((await save("en", "shell.nav.home", "Start", english)).statusCode).toBe(200);
    await publish("en");
    expect(await field("hi", "shell.nav.home")).toMatchObject({ english: "Start", text: "मुखपृष्ठ", status: "outdated" });
    expect((await call(editor, "POST", "/words/en/shell.nav.home/approve", { version: 0 })).statusCode).toBe(400);
  });

  it("discards a draft, and compares a release with the words now", async () => {
    const saved = (await save("fr", "services.service2.title", "Dédouanement rapide", 0)).json().data as ContentField;
    const discarded = await call(editor, "DELETE", "/words/fr/services.service2.title/draft", { version: saved.version });
    expect(discarded.json().data).toMatchObject({ draft: null, text: "Dédouanement" });
    expect((await call(editor, "DELETE", "/words/fr/services.service2.title/draft", { version: saved.version + 1 })).statusCode).toBe(404);

    const v = (await field("fr", "services.service2.title")).version;
    await save("fr", "services.service2.title", "Dédouanement A", v);
    const first = await publish("fr");
    await save("fr", "services.service2.title", "Dédouanement B", v + 2);
    await publish("fr");
    const detail = (await call(editor, "GET", `/releases/${first.id}`)).json().data as ReleaseDetail;
    expect(detail.changes).toEqual([
      { lang: "fr", id: "services.service2.title", english: "Customs Clearance", atRelease: "Dédouanement A", current: "Dédouanement B" },
    ]);
    const list = (await call(editor, "GET", "/releases")).json().data as { items: Release[]; total: number };
    expect(list.items[0]!.id).toBeGreaterThan(first.id);
    expect(list.total).toBeGreaterThanOrEqual(2);
    expect((await call(editor, "GET", "/releases/99999")).statusCode).toBe(404);
  });

  it("restores a release: every word changed after it goes back to its text then, the catalogue's default where it had none", async () => {
    const v = (await field("de", "services.service2.title")).version;
    await save("de", "services.service2.title", "Zollabfertigung A", v);
    const first = await publish("de");
    await save("de", "services.service2.title", "Zollabfertigung B", v + 2);
    await save("de", "services.service3.title", "Lagerung B", 0);
    await publish("de");
    const restore = await call(editor, "POST", `/releases/${first.id}/restore`);
    expect(restore.statusCode, restore.body).toBe(200);
    expect(restore.json().data.release).toMatchObject({ action: "restore", restoredFrom: first.id, languages: ["de"], changes: 2 });
    expect((await field("de", "services.service2.title")).text).toBe("Zollabfertigung A");
    expect((await field("de", "services.service3.title")).text).toBe("Lagerlogistik");
    expect((await t.app.siteWords.published()).words.de?.["services.service3.title"]).toBeUndefined();
    expect((await call(editor, "POST", `/releases/${first.id}/restore`)).json()).toMatchObject({ code: "nothingToRestore" });
  });

  it("keeps a translator to the languages of the account: never English, another language or a restore", async () => {
    expect((await save("en", "services.service2.title", "Customs", 0, translator)).statusCode).toBe(403);
    expect((await save("fr", "services.service2.title", "Douane", 0, translator)).statusCode).toBe(403);
    expect((await call(translator, "GET", "/pages/service2?lang=fr")).statusCode).toBe(403);
    expect((await call(translator, "POST", "/publish", { lang: "en" })).statusCode).toBe(403);
    expect((await call(translator, "POST", "/releases/1/restore")).statusCode).toBe(403);
    const overview = (await call(translator, "GET", "/pages")).json().data as ContentOverview;
    expect(overview.languages.map(({ lang }) => lang)).toEqual(["hi"]);

    const englishDraft = await save(
      "en",
      "services.service2.title",
      "Customs clearance at Nhava Sheva",
      (await field("en", "services.service2.title")).version,
    );
    expect(englishDraft.statusCode).toBe(200);
    const own = await field("hi", "services.service2.title", translator);
    expect((await save("hi", "services.service2.title", "कस्टम क्लीयरेंस", own.version, translator)).statusCode).toBe(200);
    const release = await publish(undefined, translator);
    expect(release.languages).toEqual(["hi"]);
    expect((await field("en", "services.service2.title")).draft?.text).toBe("Customs clearance at Nhava Sheva");
  });

  it("exports a language as XLIFF and imports it back all or nothing, the changed units as drafts", async () => {
    const exported = await call(translator, "GET", "/xliff?lang=hi&version=2.0");
    expect(exported.statusCode).toBe(200);
    expect(exported.headers["content-disposition"]).toContain("messages.hi.xlf");
    expect(exported.body).toContain('trgLang="hi"');
    expect((await call(translator, "GET", "/xliff?lang=fr")).statusCode).toBe(403);
    // Its English was published anew above: the Hindi it had is offered again as outdated.
    const outdated = await call(translator, "GET", "/xliff?only=outdated&version=1.2");
    expect(outdated.headers["content-disposition"]).toContain("messages.hi.outdated.xlf");
    expect(outdated.body).toContain('<trans-unit id="shell.nav.home">');
    expect(outdated.body).toContain("<source>Start</source>");

    const unit = (id: string, source: string, target: string) =>
      `<unit id="${id}"><segment state="translated"><source>${source}</source><target>${target}</target></segment></unit>`;
    const file = (...units: string[]) =>
      `<?xml version="1.0" encoding="UTF-8"?><xliff version="2.0" xmlns="urn:oasis:names:tc:xliff:document:2.0" srcLang="en" trgLang="hi"><file id="m">${units.join("")}</file></xliff>`;
    const good = unit("services.service12.title", "Cold Chain Logistics", "कोल्ड चेन");
    const bad = unit("forms.commonForm.requiredNote", "Fields marked {mark} are required.", "ज़रूरी &lt;b&gt;");

    const refused = await call(translator, "POST", "/xliff", { xliff: file(good, bad) });
    expect(refused.statusCode).toBe(400);
    const report = refused.json().data as XliffImportReport;
    expect(report).toMatchObject({ lang: "hi", units: 2, changed: 0 });
    expect(report.refused.map(({ id }) => id)).toEqual(["forms.commonForm.requiredNote"]);
    expect((await field("hi", "services.service12.title")).draft).toBeNull();

    const checked = await call(translator, "POST", "/xliff", { xliff: file(good), dryRun: true });
    expect(checked.json().data).toMatchObject({ units: 1, changed: 1, refused: [], dryRun: true });
    expect((await field("hi", "services.service12.title")).draft).toBeNull();
    const imported = await call(translator, "POST", "/xliff", { xliff: file(good) });
    expect(imported.statusCode, imported.body).toBe(200);
    expect((await field("hi", "services.service12.title")).draft).toMatchObject({ text: "कोल्ड चेन", state: "translated" });
    const french = file(good).replace('trgLang="hi"', 'trgLang="fr"');
    expect((await call(translator, "POST", "/xliff", { xliff: french })).statusCode).toBe(403);
    expect((await call(translator, "POST", "/xliff", { xliff: "not xml" })).json()).toMatchObject({ code: "xliffRefused" });
  });

  it("publishes a draft once when two publishes run at once", async () => {
    await save("ko", "shell.nav.blog", "블로그 글", 0);
    await save("ko", "shell.nav.careers", "채용 정보", 0);
    const answers = await Promise.all([
      call(editor, "POST", "/publish", { lang: "ko" }),
      call(otherEditor, "POST", "/publish", { lang: "ko" }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    const release = answers.find((answer) => answer.statusCode === 200)!.json().data.release as Release;
    expect(release.changes).toBe(2);
  });

  it("gives the web host one language's words with its drafts over them, for a preview", async () => {
    const overlay = await t.app.siteWords.withDrafts("hi");
    expect(overlay["services.service12.title"]).toBe("कोल्ड चेन");
    expect(overlay["shell.nav.home"]).toBe("मुखपृष्ठ");
  });
});
