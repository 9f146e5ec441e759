import { existsSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectRoot } from "#server/project-root";
import { createTestApp, testDialects, type TestApp } from "#server/test/test-app";
import { excerpt } from "./response-checks";
import { pageFormsOf, type PageForm } from "./page-forms";
import { pagePostArbitrary, type PagePost } from "./page-post-arbitrary";

/**
 * The pages' form posts against the built site (issue 28, item 16): every page with an action, in several
 * languages, gets its own form filled well and badly, other content types, broken encodings, bodies over the limit,
 * other origins and other methods. It fails on any 5xx, on an error nothing caught (which would end the server), and
 * on a refusal of a page address that is not the site's own HTML page. FUZZ_PAGE_REQUESTS (1,000 by default) are shared over the pages and databases; FUZZ_SEED varies
 * the cases. Needs a build: `npm run build` (BUILD_DIR chooses which).
 */
const requests = Number(process.env.FUZZ_PAGE_REQUESTS ?? 1_000);
const seed = Number(process.env.FUZZ_SEED ?? 20_261_125);
const buildDir = path.resolve(projectRoot, process.env.BUILD_DIR || "build");
const publicUrl = "https://fuzz.example";

class Refused extends Error {}

describe.each(testDialects)("the pages' form posts (%s)", (dialect) => {
  let t: TestApp;
  let forms: PageForm[];
  // An error no handler catches would end a real server: each case fails on one (a cut-off résumé part did, issue 28).
  const uncaught: unknown[] = [];
  const onUncaught = (error: unknown) => uncaught.push(error);
  beforeAll(() => void process.on("uncaughtException", onUncaught));
  afterAll(() => void process.off("uncaughtException", onUncaught));

  beforeAll(async () => {
    if (!existsSync(path.join(buildDir, "server", "index.js")))
      throw new Error(`the page fuzz needs a build in ${buildDir}: run npm run build (or set BUILD_DIR)`);
    t = await createTestApp(dialect, { RATE_LIMIT_DISABLED: "true", BUILD_DIR: buildDir, PUBLIC_URL: publicUrl }, { web: "build" });
    await t.app.mailWorker.pause();
    const build = (await import(path.join(buildDir, "server", "index.js"))) as ServerBuild;
    const slugs = (await t.database.db.selectFrom("openings").select("slug").where("status", "=", "open").execute()).map((row) => row.slug);
    forms = await pageFormsOf(t.app, build, { slug: [...slugs, "no-such-opening"] });
  }, 120_000);
  afterAll(() => t?.close());

  it("answers every post without a 5xx, and refuses with the site's own page", async () => {
    const routes = forms.map((form) => form.route).sort();
    // The pages that answer a form: before issue 28, and since then the quote's, the newsletter's (every page's footer posts to it) and /track's (issue 31).
    const answering = [
      ":lang?/co2-calculator",
      ":lang?/careers",
      ":lang?/careers/:slug",
      ":lang?/contact",
      ":lang?/quote",
      ":lang?/newsletter",
      ":lang?/track",
    ];
    for (const route of answering) expect(routes).toContain(route);
    const runs = Math.ceil(requests / (forms.length * testDialects.length));
    const lines: string[] = [];
    const failures: string[] = [];
    for (const [index, form] of forms.entries()) {
      const statuses = new Map<number, number>();
      const property = fc.asyncProperty(pagePostArbitrary(form, publicUrl), async (post: PagePost) => {
        const res = await t.app.inject({ method: post.method as "POST", url: post.url, headers: post.headers, payload: post.payload });
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        // Streams that failed after the answer (a part cut off) report on the next turns of the event loop.
        await new Promise((resolve) => setImmediate(resolve));
        if (uncaught.length) throw new Refused(`uncaught: ${String(uncaught.splice(0)[0])}`);
        const type = String(res.headers["content-type"] ?? "");
        if (res.statusCode >= 500) throw new Refused(`${res.statusCode} ${excerpt(res.body, 200)}`);
        if (res.statusCode >= 400 && !post.url.endsWith(".data") && !type.startsWith("text/html"))
          throw new Refused(`${res.statusCode} answered as ${type || "nothing"}, not the site's page: ${excerpt(res.body, 200)}`);
      });
      const result = await fc.check(property, { seed: seed + index, numRuns: runs, interruptAfterTimeLimit: 60_000 });
      const counts = [...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`);
      lines.push(
        `  ${result.failed ? "FAIL" : "ok  "} ${form.route} (${form.urls.length} addresses, ${result.numRuns} cases: ${counts.join(" ")})`,
      );
      if (result.failed) {
        const post = result.counterexample?.[0] as PagePost | undefined;
        const line = `${form.route}: ${String(result.errorInstance)} ← ${post?.method} ${post?.url} [${post?.variant}] ${JSON.stringify(post?.headers)}`;
        failures.push(line);
        lines.push(`         ${line}`);
      }
    }
    console.log([`Page form fuzz on ${dialect} (seed ${seed}, ${runs} runs per page)`, ...lines].join("\n"));
    expect(failures).toEqual([]);
  });
});
