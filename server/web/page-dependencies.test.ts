import { describe, expect, it, vi } from "vitest";
import { PageDependencies, pagesReading, stalePages } from "./page-dependencies";

const reads = new Map<string, ReadonlySet<string>>([
  ["/", new Set(["home.hero.title", "services.service1.cardDescription", "forms.newsletter.label"])],
  ["/services/service1", new Set(["services.service1.cardDescription", "page-copy.service.hours", "forms.newsletter.label"])],
  ["/about-us", new Set(["about.hero.title", "forms.newsletter.label"])],
]);

describe("the pages a change makes stale", () => {
  it.each([
    { changed: ["services.service1.cardDescription"], pages: ["/", "/services/service1"] },
    { changed: ["about.hero.title"], pages: ["/about-us"] },
    { changed: ["forms.newsletter.label"], pages: ["/", "/services/service1", "/about-us"] },
    // The shell is on every page, though English pages read none of it in a loader.
    { changed: ["shell.nav.home"], pages: ["/", "/services/service1", "/about-us"] },
    { changed: ["mail.newsletter.subject"], pages: [] },
    { changed: [], pages: [] },
  ])("$changed → $pages", ({ changed, pages }) => {
    expect(pagesReading(reads, new Set(changed))).toEqual(pages);
  });

  it("are the pages' addresses in the languages whose words changed, and only those", () => {
    const changed = new Map([
      ["hi", new Set(["about.hero.title"])],
      ["en", new Set(["services.service1.cardDescription"])],
    ] as const);
    expect(stalePages(reads, changed)).toEqual([
      { lang: "hi", path: "/hi/about-us" },
      { lang: "en", path: "/" },
      { lang: "en", path: "/services/service1" },
    ]);
  });
});

describe("the words each page reads", () => {
  it("are recorded once per page, when first needed, and kept", async () => {
    const record = vi.fn(async (path: string) => new Set([`${path}.id`]));
    const dependencies = new PageDependencies(["/", "/about-us"], record);
    expect(record).not.toHaveBeenCalled();
    const [first, second] = await Promise.all([dependencies.reads(), dependencies.reads()]);
    expect(second).toBe(first);
    expect(first.get("/about-us")).toEqual(new Set(["/about-us.id"]));
    expect(await dependencies.reads()).toBe(first);
    expect(record).toHaveBeenCalledTimes(2);
  });

  it("are recorded again at the next need when a recording failed", async () => {
    let fail = true;
    const dependencies = new PageDependencies(["/"], async () => {
      if (fail) throw new Error("render failed");
      return new Set(["home.hero.title"]);
    });
    await expect(dependencies.reads()).rejects.toThrow("render failed");
    fail = false;
    expect((await dependencies.reads()).get("/")).toEqual(new Set(["home.hero.title"]));
  });
});
