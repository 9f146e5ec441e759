import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { plainBody } from "#server/lib/representation";
import { placeholderOrigin } from "./placeholder-origin";
import { PrerenderedPages } from "./prerendered-pages";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function clientDir() {
  const dir = mkdtempSync(path.join(tmpdir(), "prerendered-pages-"));
  dirs.push(dir);
  const page = (urlPath: string) =>
    `<!DOCTYPE html><link rel="canonical" href="${placeholderOrigin}${urlPath}"><script>boot()</script>` +
    "<p>Sea freight from Nhava Sheva to Jebel Ali.</p>".repeat(60);
  for (const urlPath of ["/", "/about-us", "/hi/about-us"]) {
    mkdirSync(path.join(dir, urlPath), { recursive: true });
    writeFileSync(path.join(dir, urlPath, "index.html"), page(urlPath));
  }
  mkdirSync(path.join(dir, "assets", "x"), { recursive: true });
  writeFileSync(path.join(dir, "assets", "x", "index.html"), "not a page");
  return dir;
}

describe("PrerenderedPages", () => {
  it("knows every page of the build by its path, and nothing under assets", () => {
    const pages = new PrerenderedPages(clientDir(), "https://www.example.in");
    expect(pages.size).toBe(3);
    expect(pages.get("/hi/about-us")).toBeDefined();
    expect(pages.get("/assets/x")).toBeUndefined();
    expect(pages.get("/contact")).toBeUndefined();
  });

  it("reads a page when first asked, with PUBLIC_URL and its script hashes, and compresses it once in the background", async () => {
    const pages = new PrerenderedPages(clientDir(), "https://www.example.in");
    const page = pages.get("/about-us")!;
    expect(pages.get("/about-us")).toBe(page);
    const plain = plainBody(page).toString();
    expect(plain).toContain('<link rel="canonical" href="https://www.example.in/about-us">');
    expect(plain).not.toContain(placeholderOrigin);
    expect(page.scriptHashes).toHaveLength(1);
    expect(page.br).toBeUndefined();

    await pages.settled();
    expect(brotliDecompressSync(page.br!).toString()).toBe(plain);
    expect(gunzipSync(page.gzip!).toString()).toBe(plain);
    // The plain bytes are no longer held; asking for them inflates the gzip copy.
    expect(page.body).toBeUndefined();
    expect(plainBody(page).toString()).toBe(plain);
  });
});
