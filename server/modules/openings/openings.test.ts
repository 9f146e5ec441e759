import { describe, expect, it } from "vitest";
import {
  openingMessages,
  type OpeningInput,
  type PublicOpening,
  type StaffOpening,
  type StaffOpeningChoices,
  type StaffOpeningSummary,
} from "#contracts/api/openings";
import { formattingMessages } from "#contracts/formatting/check-formatting";
import { testDialects } from "#server/test/test-app";
import { hostileStrings, insertApplication, signedInTestApp } from "#server/modules/staff/test-kit";
import { indiaToday } from "./india-today";
import { seedOpenings } from "./seed-openings";

const inDays = (days: number) => indiaToday(new Date(Date.now() + days * 86_400_000));

const draft = (overrides: Partial<OpeningInput> = {}): OpeningInput => ({
  title: "Warehouse Supervisor",
  slug: "warehouse-supervisor-bhiwandi",
  department: "Warehousing",
  city: "Bhiwandi",
  region: "Maharashtra",
  employmentType: "full_time",
  experienceMinYears: 3,
  experienceMaxYears: 6,
  salaryMin: 420_000,
  salaryMax: 600_000,
  salaryPeriod: "year",
  summary: "Run the night shift at our bonded warehouse.",
  sections: [
    { title: "About the role", content: "Lead a team of twelve.\n\nReport to the site manager.", icon: "warehouse" },
    { title: "Requirements", content: "Three years supervising a warehouse shift.", icon: null },
  ],
  postedOn: inDays(0),
  closesOn: inDays(30),
  ...overrides,
});

describe.each(testDialects)("openings API on %s", (dialect) => {
  const staff = signedInTestApp(dialect);
  const { get } = staff;
  const send = (method: "POST" | "PUT" | "PATCH" | "DELETE", url: string, payload?: object) => staff.inject({ method, url, payload });
  const publicGet = (url: string) => staff.t.app.inject({ method: "GET", url });
  const create = async (overrides: Partial<OpeningInput> = {}) => {
    const res = await send("POST", "/api/staff/openings", draft(overrides));
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as StaffOpening;
  };
  const move = (opening: { id: number; version: number }, status: string) =>
    send("PATCH", `/api/staff/openings/${opening.id}/status`, { status, version: opening.version });

  it("seeds three open sample openings that the public lists with the filters' choices", async () => {
    const staff = (await get("/api/staff/openings?limit=100")).json();
    expect(staff.pagination.total).toBe(3);
    expect(staff.data.every((o: StaffOpeningSummary) => o.sample && o.status === "open")).toBe(true);
    const listed = (await publicGet("/api/openings")).json().data;
    expect(listed.openings.map((o: PublicOpening) => o.slug).sort()).toEqual(seedOpenings.map((o) => o.slug).sort());
    expect(listed.facets).toEqual({
      departments: ["Customs & Compliance", "Operations", "Sales"],
      locations: ["Mumbai", "Navi Mumbai"],
      types: expect.arrayContaining(["full_time", "internship"]),
    });
  });

  it("filters the public list by department, location and type", async () => {
    const slugs = async (query: string) =>
      (await publicGet(`/api/openings?${query}`)).json().data.openings.map((o: PublicOpening) => o.slug);
    expect(await slugs("type=internship")).toEqual(["operations-intern-navi-mumbai"]);
    expect(await slugs("department=Sales")).toEqual(["key-account-manager-cold-chain"]);
    expect((await slugs("location=Navi%20Mumbai")).sort()).toEqual([
      "customs-documentation-executive-navi-mumbai",
      "operations-intern-navi-mumbai",
    ]);
    expect(await slugs("location=Navi%20Mumbai&type=contract")).toEqual([]);
    expect((await publicGet("/api/openings?type=permanent")).statusCode).toBe(400);
  });

  it("walks an opening from draft to open to closed and back, and the public sees each state", async () => {
    const created = await create();
    expect(created).toMatchObject({ status: "draft", version: 1, sample: false, applicationCount: 0, publicPath: null });
    expect((await publicGet(`/api/openings/${created.slug}`)).statusCode).toBe(404);

    const opened = await move(created, "open");
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data).toMatchObject({ status: "open", version: 2, publicPath: `/careers/${created.slug}` });
    const page = await publicGet(`/api/openings/${created.slug}`);
    expect(page.statusCode).toBe(200);
    expect(page.json().data).toMatchObject({
      title: "Warehouse Supervisor",
      location: { city: "Bhiwandi", region: "Maharashtra", remote: false },
      salary: { min: 420_000, max: 600_000, currency: "INR", period: "year" },
      sections: [{ title: "About the role", icon: "warehouse" }, { title: "Requirements" }],
    });
    expect((await publicGet("/api/openings")).json().data.openings.map((o: PublicOpening) => o.slug)).toContain(created.slug);
    expect((await publicGet("/sitemap.xml")).body).toContain(`/careers/${created.slug}</loc>`);

    const closed = await move(opened.json().data, "closed");
    expect(closed.json().data).toMatchObject({ status: "closed", version: 3, publicPath: null });
    const gone = await publicGet(`/api/openings/${created.slug}`);
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).toEqual({ success: false, message: openingMessages.closed });
    expect((await publicGet("/sitemap.xml")).body).not.toContain(`/careers/${created.slug}<`);

    // A closed opening cannot go back to draft; it can be reopened.
    const toDraft = await move(closed.json().data, "draft");
    expect(toDraft.statusCode).toBe(409);
    expect(toDraft.json().message).toBe("This opening is closed and cannot move to draft. Reload to see its current status.");
    const reopened = await move(closed.json().data, "open");
    expect(reopened.json().data).toMatchObject({ status: "open", version: 4 });
    expect((await publicGet(`/api/openings/${created.slug}`)).statusCode).toBe(200);
  });

  it("answers 410 for an open opening past its closing date, and 404 for an unknown slug", async () => {
    const past = await create({ slug: "past-closing-date", postedOn: inDays(-40), closesOn: inDays(-1) });
    await move(past, "open");
    expect((await publicGet("/api/openings/past-closing-date")).statusCode).toBe(410);
    expect((await publicGet("/api/openings")).json().data.openings.map((o: PublicOpening) => o.slug)).not.toContain("past-closing-date");
    expect((await publicGet("/api/openings/no-such-opening")).statusCode).toBe(404);
    expect((await publicGet(`/api/openings/${"x".repeat(500)}`)).statusCode).toBe(404);
  });

  it("lets exactly one of two concurrent edits from the same version win; the other gets 409", async () => {
    const opening = await create({ slug: "concurrent-opening" });
    const results = await Promise.all(
      ["Edit by Asha", "Edit by Ravi"].map((title) =>
        send("PUT", `/api/staff/openings/${opening.id}`, { ...draft({ slug: "concurrent-opening", title }), version: opening.version }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json()).toEqual({ success: false, message: openingMessages.staleVersion });
    const winner = results.find((r) => r.statusCode === 200)!.json().data as StaffOpening;
    expect((await get(`/api/staff/openings/${opening.id}`)).json().data).toMatchObject({ title: winner.title, version: 2 });
    // A status move from a stale version is refused too.
    expect((await move(opening, "open")).statusCode).toBe(409);
  });

  it("editing a sample opening makes it the staff's own; deleting one keeps it deleted", async () => {
    const [sample] = (await get("/api/staff/openings?q=cold%20chain")).json().data as StaffOpeningSummary[];
    const full: StaffOpening = (await get(`/api/staff/openings/${sample!.id}`)).json().data;
    const { id, status, sample: isSample, applicationCount, version, createdAt, updatedAt, publicPath, ...input } = full;
    void [id, status, isSample, applicationCount, createdAt, updatedAt, publicPath];
    const saved = await send("PUT", `/api/staff/openings/${full.id}`, { ...input, version, salaryMin: 1_800_000, salaryMax: 2_400_000 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ sample: false, salaryMin: 1_800_000, version: version + 1 });

    const intern = (await get("/api/staff/openings?type=internship")).json().data[0] as StaffOpeningSummary;
    expect((await send("DELETE", `/api/staff/openings/${intern.id}`)).json()).toEqual({ success: true, message: openingMessages.deleted });
    expect((await get(`/api/staff/openings/${intern.id}`)).statusCode).toBe(404);
    expect((await send("DELETE", `/api/staff/openings/${intern.id}`)).statusCode).toBe(404);
    expect((await publicGet(`/api/openings/${intern.slug}`)).statusCode).toBe(404);
  });

  it("refuses to delete an opening that applications name (409), and counts them", async () => {
    const opening = await create({ slug: "opening-with-applications" });
    const applicationId = await insertApplication(staff.t.database.db);
    await staff.t.database.db.updateTable("applications").set({ opening_id: opening.id }).where("id", "=", applicationId).execute();
    expect((await get(`/api/staff/openings/${opening.id}`)).json().data.applicationCount).toBe(1);
    const refused = await send("DELETE", `/api/staff/openings/${opening.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(openingMessages.hasApplications);
    expect((await get(`/api/staff/openings/${opening.id}`)).statusCode).toBe(200);
  });

  it("lists with filters, search and paging", async () => {
    const page = (await get("/api/staff/openings?limit=2&page=1")).json();
    expect(page.data).toHaveLength(2);
    expect(page.pagination).toMatchObject({ page: 1, limit: 2 });
    expect(page.pagination.total).toBeGreaterThan(2);
    const drafts = (await get("/api/staff/openings?status=draft")).json().data as StaffOpeningSummary[];
    expect(drafts.every((o) => o.status === "draft")).toBe(true);
    expect((await get("/api/staff/openings?q=CUSTOMS")).json().data.map((o: StaffOpeningSummary) => o.slug)).toEqual([
      "customs-documentation-executive-navi-mumbai",
    ]);
    expect((await get("/api/staff/openings?status=archived")).statusCode).toBe(400);
    const warehousing = (await get("/api/staff/openings?department=Warehousing&limit=100")).json().data as StaffOpeningSummary[];
    expect(warehousing.length).toBeGreaterThan(0);
    expect(warehousing.every((o) => o.department === "Warehousing")).toBe(true);
    expect((await get("/api/staff/openings?department=Nobody")).json().pagination.total).toBe(0);
    expect((await get(`/api/staff/openings?department=${"x".repeat(81)}`)).statusCode).toBe(400);
    for (const q of hostileStrings) {
      const res = await get(`/api/staff/openings?q=${encodeURIComponent(q)}`);
      expect([200, 400], q).toContain(res.statusCode);
    }
  });

  it("answers a slug clash with 409 on create and on save, naming the field", async () => {
    const taken = await send("POST", "/api/staff/openings", draft({ slug: "customs-documentation-executive-navi-mumbai" }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      success: false,
      message: openingMessages.slugTaken,
      errors: [{ field: "slug", code: "slugTaken", message: openingMessages.slugTaken }],
    });
    const mine = await create({ slug: "slug-clash-on-save" });
    const clash = await send("PUT", `/api/staff/openings/${mine.id}`, {
      ...draft({ slug: "customs-documentation-executive-navi-mumbai" }),
      version: mine.version,
    });
    expect(clash.statusCode).toBe(409);
  });

  // Each field error's code is the schema check that failed (zod's issue code), its message the staff's English.
  const invalid: [string, Partial<OpeningInput> | Record<string, unknown>, string, string, string][] = [
    [
      "closing before posting",
      { postedOn: "2026-12-10", closesOn: "2026-12-01" },
      "closesOn",
      openingMessages.closesBeforePosted,
      "custom",
    ],
    ["salary minimum above maximum", { salaryMin: 700_000, salaryMax: 500_000 }, "salaryMin", openingMessages.salaryMinAboveMax, "custom"],
    ["salary maximum without minimum", { salaryMin: null, salaryMax: 500_000 }, "salaryMin", openingMessages.salaryMaxWithoutMin, "custom"],
    ["unknown employment type", { employmentType: "permanent" }, "employmentType", openingMessages.employmentType, "invalid_value"],
    [
      "experience minimum above maximum",
      { experienceMinYears: 8, experienceMaxYears: 3 },
      "experienceMinYears",
      openingMessages.experienceMinAboveMax,
      "custom",
    ],
    ["no city and not remote", { city: " ", remote: false }, "city", openingMessages.cityRequired, "custom"],
    ["a slug with capitals", { slug: "Warehouse-Lead" }, "slug", openingMessages.slugPattern, "invalid_format"],
    ["an empty title", { title: "  " }, "title", "Title is required", "too_small"],
    ["a date that does not exist", { postedOn: "2026-02-30" }, "postedOn", "Posting date must be a real calendar date", "custom"],
    [
      "negative experience",
      { experienceMinYears: -1 },
      "experienceMinYears",
      "Minimum experience must be a whole number from 0 to 50",
      "too_small",
    ],
    [
      "a fractional salary",
      { salaryMin: 1000.5 },
      "salaryMin",
      "Minimum salary must be a whole number from 0 to 100000000",
      "invalid_type",
    ],
    ["no sections", { sections: [] }, "sections", "An opening needs at least one section", "too_small"],
    ["HTML-free but NUL text", { summary: "a\u0000b" }, "summary", "Text must not contain NUL characters", "custom"],
    ["an unknown salary period", { salaryPeriod: "week" }, "salaryPeriod", openingMessages.salaryPeriod, "invalid_value"],
    [
      "a section's link not closed",
      { sections: [{ title: "Apply", content: "Read [the role](https://example.com/role", icon: null }] },
      "sections.0.content",
      formattingMessages.linkBroken,
      "custom",
    ],
    [
      "a section's javascript: link",
      { sections: [{ title: "Apply", content: "Read [the role](javascript:alert(1))", icon: null }] },
      "sections.0.content",
      formattingMessages.linkAddress,
      "custom",
    ],
    [
      "a version's link not closed",
      {
        translations: [
          { lang: "hi", title: "पर्यवेक्षक", summary: "रात की पाली", sections: [{ title: "भूमिका", content: "[पढ़ें](", icon: null }] },
        ],
      },
      "translations.0.sections.0.content",
      formattingMessages.linkBroken,
      "custom",
    ],
  ];

  it.each(invalid)("refuses %s with 400 naming the field, and stores nothing", async (_case, overrides, field, message, code) => {
    const before = (await get("/api/staff/openings?limit=1")).json().pagination.total;
    const res = await send("POST", "/api/staff/openings", { ...draft({ slug: "invalid-opening" }), ...overrides });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field, code, message });
    expect((await get("/api/staff/openings?limit=1")).json().pagination.total).toBe(before);
  });

  it("gives the public the blocks of a formatted section, in English and in a version, and a plain section as it was", async () => {
    const duties = "You will:\n\n- check **every** bill of entry\n- answer [customs queries](/contact)";
    const opening = await create({
      slug: "formatted-opening",
      sections: [
        { title: "Duties", content: duties, icon: null },
        { title: "Requirements", content: "Three years supervising a warehouse shift.", icon: null },
      ],
      translations: [
        { lang: "hi", title: "पर्यवेक्षक", summary: "रात की पाली", sections: [{ title: "काम", content: "- *हर* बिल", icon: null }] },
      ],
    });
    await move(opening, "open");
    const seen = (await publicGet("/api/openings/formatted-opening")).json().data as PublicOpening;
    expect(seen.sections[0]!.formatted).toEqual([
      ["p", ["You will:"]],
      [
        "ul",
        [
          ["li", ["check ", ["strong", ["every"]], " bill of entry"]],
          ["li", ["answer ", ["a", ["customs queries"], "/contact"]]],
        ],
      ],
    ]);
    expect(seen.sections[1]).toEqual({ title: "Requirements", content: "Three years supervising a warehouse shift.", icon: null });
    expect(seen.translations[0]!.sections[0]!.formatted).toEqual([["ul", [["li", [["em", ["हर"]], " बिल"]]]]]);
  });

  it("accepts a remote opening without a city and without a salary", async () => {
    const remote = await create({ slug: "remote-analyst", city: "", region: "", remote: true, salaryMin: null, salaryMax: null });
    await move(remote, "open");
    const seen = (await publicGet("/api/openings/remote-analyst")).json().data as PublicOpening;
    expect(seen).toMatchObject({ location: { city: null, region: null, remote: true }, salary: null });
    expect((await publicGet("/api/openings?location=Remote")).json().data.openings.map((o: PublicOpening) => o.slug)).toEqual([
      "remote-analyst",
    ]);
  });

  it("offers the filters' choices: every department in use, sorted, and every opening", async () => {
    const res = await get("/api/staff/openings/choices");
    expect(res.statusCode, res.body).toBe(200);
    const { departments, openings } = res.json().data as StaffOpeningChoices;
    const all = (await get("/api/staff/openings?limit=100")).json().data as StaffOpeningSummary[];
    expect(departments).toEqual([...new Set(all.map((o) => o.department))].sort((a, b) => a.localeCompare(b)));
    expect(openings).toEqual(all.map(({ id, title, status }) => ({ id, title, status })));
  });

  it("keeps the staff routes behind sign-in", async () => {
    expect((await publicGet("/api/staff/openings")).statusCode).toBe(401);
    expect((await publicGet("/api/staff/openings/choices")).statusCode).toBe(401);
    expect((await staff.t.app.inject({ method: "POST", url: "/api/staff/openings", payload: draft() })).statusCode).toBe(401);
  });
});
