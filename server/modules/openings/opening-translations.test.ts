import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openingMessages, type OpeningInput, type PublicOpening, type StaffOpening } from "#contracts/api/openings";
import { openingIn } from "#contracts/opening-in-language";
import { createTestApp, testDialects, type TestApp } from "#server/test/test-app";
import { signIn } from "#server/modules/staff/test-kit";
import { indiaToday } from "./india-today";

const inDays = (days: number) => indiaToday(new Date(Date.now() + days * 86_400_000));

const hindi = {
  lang: "hi" as const,
  title: "वेयरहाउस सुपरवाइज़र",
  summary: "हमारे बॉन्डेड वेयरहाउस की रात की पाली संभालें।",
  sections: [{ title: "भूमिका के बारे में", content: "बारह लोगों की टीम का नेतृत्व करें।", icon: null }],
};

const draft = (slug: string, overrides: Partial<OpeningInput> = {}): OpeningInput => ({
  title: "Warehouse Supervisor",
  slug,
  department: "Warehousing",
  city: "Bhiwandi",
  region: "Maharashtra",
  employmentType: "full_time",
  experienceMinYears: 3,
  summary: "Run the night shift at our bonded warehouse.",
  sections: [{ title: "About the role", content: "Lead a team of twelve.", icon: null }],
  postedOn: inDays(0),
  closesOn: inDays(30),
  ...overrides,
});

/**
 * An opening's versions in other languages (issue 28, item 10): staff write them with the opening, the public reads
 * carry them, and a page in a language without one falls back to the English, saying so by `lang`.
 */
describe.each(testDialects)("an opening's versions in other languages on %s", (dialect) => {
  let t: TestApp;
  let headers: Record<string, string>;
  const send = (method: "POST" | "PUT", url: string, payload: object) => t.app.inject({ method, url, headers, payload });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    ({ headers } = await signIn(t));
  });
  afterAll(() => t.close());

  it("are saved with the opening, kept by an edit that sends them, and read by the public", async () => {
    const created = await send("POST", "/api/staff/openings", draft("versions-kept", { translations: [hindi] }));
    expect(created.statusCode, created.body).toBe(201);
    const opening = created.json().data as StaffOpening;
    expect(opening.translations).toEqual([hindi]);

    const edited = await send("PUT", `/api/staff/openings/${opening.id}`, {
      ...draft("versions-kept", {
        title: "Night Warehouse Supervisor",
        translations: [hindi, { ...hindi, lang: "ar", title: "مشرف مستودع" }],
      }),
      version: opening.version,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((edited.json().data as StaffOpening).translations.map((v) => v.lang)).toEqual(["hi", "ar"]);

    const moved = await t.app.inject({
      method: "PATCH",
      url: `/api/staff/openings/${opening.id}/status`,
      headers,
      payload: { status: "open", version: (edited.json().data as StaffOpening).version },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const read = await t.app.inject({ method: "GET", url: "/api/openings/versions-kept" });
    const publicOpening = read.json().data as PublicOpening;
    expect(publicOpening).toMatchObject({ title: "Night Warehouse Supervisor", lang: "en" });

    expect(openingIn(publicOpening, "hi")).toMatchObject({
      title: hindi.title,
      summary: hindi.summary,
      sections: hindi.sections,
      lang: "hi",
    });
    expect(openingIn(publicOpening, "ja")).toMatchObject({ title: "Night Warehouse Supervisor", lang: "en", translations: [] });
  });

  it.each([
    ["English, whose version is the opening's own", [{ ...hindi, lang: "en" }], openingMessages.translationLanguage],
    ["a language the site does not have", [{ ...hindi, lang: "xx" }], openingMessages.translationLanguage],
    ["two versions in one language", [hindi, { ...hindi, title: "दूसरा" }], openingMessages.translationTwice],
    ["a version without a title", [{ ...hindi, title: " " }], "Title is required"],
    ["a version without sections", [{ ...hindi, sections: [] }], "A version needs at least one section"],
  ])("refuses %s with 400, storing nothing", async (_case, translations, message) => {
    const slug = `refused-${Math.random().toString(36).slice(2, 8)}`;
    const res = await send("POST", "/api/staff/openings", { ...draft(slug), translations });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(message);
    expect(await t.database.db.selectFrom("openings").select("id").where("slug", "=", slug).executeTakeFirst()).toBeUndefined();
  });

  it("reads an opening saved before versions existed as having none", async () => {
    const created = await send("POST", "/api/staff/openings", draft("no-versions"));
    expect((created.json().data as StaffOpening).translations).toEqual([]);
  });
});
