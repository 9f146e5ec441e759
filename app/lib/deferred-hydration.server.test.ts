import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { deferHydration, deferHydrationStream } from "./deferred-hydration.server";

// The shape React Router 7 renders: module preloads in <head>, the bootstrap module script in <body>.
const bootstrap = `;
import * as route0 from "/assets/root-C3e5.js";
import * as route1 from "/assets/services-D7Jn.js";
  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-CJ3n.js","imports":["/assets/chunk-OB3P.js"]}};
  window.__reactRouterRouteModules = {"root":route0,"routes/services":route1};

import("/assets/entry.client-CJ3n.js");`;
const page =
  `<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app.css"/>` +
  `<link rel="modulepreload" href="/assets/entry.client-CJ3n.js"/><link rel="modulepreload" href="/assets/chunk-OB3P.js" nonce="abc"/>` +
  `</head><body><main>Olá — शिपमेंट</main><script>window.__reactRouterContext = {};</script>` +
  `<script nonce="abc" type="module" async="">${bootstrap}</script><div hidden id="S:0">later</div></body></html>`;

/** Runs the bootstrap as the browser would, with the browser's pieces stubbed, and reports what happened in order. */
async function run(script: string) {
  const events: string[] = [];
  const frames: (() => void)[] = [];
  const window: Record<string, unknown> = {};
  const body = script.replace(/\bimport\(/g, "load(");
  const document = {
    createElement: () => ({}) as { rel?: string; href?: string },
    head: { append: (link: { rel: string; href: string }) => events.push(`${link.rel} ${link.href}`) },
  };
  const evaluate = new Function("window", "document", "requestAnimationFrame", "setTimeout", "load", `return (async () => {${body}})()`);
  await evaluate(
    window,
    document,
    (frame: () => void) => frames.push(frame),
    (task: () => void) => (events.push("task after the frame"), task()),
    async (url: string) => (events.push(`import ${url}`), { url }),
  );
  const paint = async () => {
    events.push("frame");
    frames.shift()!();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { events, paint, window };
}

describe("deferHydration", () => {
  const html = deferHydration(page);
  const script = /<script nonce="abc" type="module" async="">([\s\S]*?)<\/script>/.exec(html)![1]!;

  it("drops the module preloads and nothing else", () => {
    expect(html).not.toContain(`<link rel="modulepreload"`);
    expect(html).toContain(`<link rel="stylesheet" href="/assets/app.css"/>`);
    expect(html).toContain("<main>Olá — शिपमेंट</main>");
    expect(html).toContain(`<div hidden id="S:0">later</div></body></html>`);
  });

  it("leaves no static import in the bootstrap, so nothing is fetched while the page loads", () => {
    expect(script).not.toMatch(/import\s*\*|import\s+"/);
  });

  it("after the first frame, preloads every module at once, imports the route modules, then starts the client entry", async () => {
    const page = await run(script);
    expect(page.events).toEqual([]);
    await page.paint();
    expect(page.events).toEqual([
      "frame",
      "task after the frame",
      "modulepreload /assets/entry.client-CJ3n.js",
      "modulepreload /assets/chunk-OB3P.js",
      "import /assets/root-C3e5.js",
      "import /assets/services-D7Jn.js",
      "import /assets/entry.client-CJ3n.js",
    ]);
    expect(page.window.__reactRouterRouteModules).toEqual({
      root: { url: "/assets/root-C3e5.js" },
      "routes/services": { url: "/assets/services-D7Jn.js" },
    });
  });

  it("leaves a document without a bootstrap script as it is", () => {
    const plain = `<html><head><link rel="modulepreload" href="/a.js"/></head><body></body></html>`;
    expect(deferHydration(plain)).toBe(plain);
  });
});

describe("deferHydrationStream", () => {
  it("gives the same document however the stream is cut, multi-byte characters included", async () => {
    const bytes = Buffer.from(page);
    for (const size of [1, 7, 64, bytes.length]) {
      const chunks: Buffer[] = [];
      for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
      expect(await text(Readable.from(chunks).pipe(deferHydrationStream()))).toBe(deferHydration(page));
    }
  });
});
