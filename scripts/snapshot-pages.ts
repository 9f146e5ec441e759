/**
 * Every public page in every language as a visitor's browser receives it, saved for comparison: a change
 * that must not alter what visitors see (issue 27's catalogue move) is checked by taking a snapshot before
 * and after and comparing the two.
 *
 *   node --import tsx scripts/snapshot-pages.ts save <baseUrl> <folder>
 *   node --import tsx scripts/snapshot-pages.ts compare <before-folder> <after-folder>
 *
 * `save` reads the addresses from /sitemap.xml (every page, in every language) and adds the pages the
 * sitemap leaves out (the 404, the newsletter link pages, /our-team). Hashed asset names and CSP nonces
 * are replaced by fixed text, so two builds of the same pages compare equal. Each page is kept twice: the
 * whole document (`.html`), and the document without its scripts' contents (`.text.html`), what a visitor
 * reads. `compare` reports the pages whose visible document differs, then those whose scripts (the route
 * data) differ, and exits 1 when a visible document differs.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import path from "node:path";
import { languages } from "#contracts/languages";

const [mode, a, b] = process.argv.slice(2);

function normalise(html: string): string {
  return (
    html
      .replace(/(\/assets\/[\w.-]+?)-[\w-]{8}(\.(?:js|css|woff2?|svg|png|webp|avif))/g, "$1-HASH$2")
      .replace(/nonce="[^"]*"/g, 'nonce="NONCE"')
      .replace(/'nonce-[^']*'/g, "'nonce-NONCE'")
      .replace(/'sha256-[^']*'/g, "'sha256-HASH'")
      // The seed dates the sample posts and openings when the database is made.
      .replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z/g, "TIMESTAMP")
  );
}

function withoutScripts(html: string): string {
  return html.replace(/(<script\b[^>]*>)[\s\S]*?(<\/script>)/g, "$1$2").replace(/<link rel="modulepreload"[^>]*>/g, "");
}

function fileName(url: URL): string {
  const name = (url.pathname + url.search).replace(/^\//, "") || "index";
  return name.replace(/[/?&=]/g, "_");
}

async function save(base: string, folder: string) {
  mkdirSync(folder, { recursive: true });
  const sitemap = await (await fetch(new URL("/sitemap.xml", base))).text();
  const fromSitemap = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const extra = ["/our-team", "/no-such-page", "/newsletter/confirm?token=nope", "/newsletter/unsubscribe?token=nope"];
  const paths = new Set<string>();
  for (const p of [...fromSitemap, ...extra]) {
    paths.add(p);
    if (extra.includes(p)) for (const { code: lang } of languages) if (lang !== "en") paths.add(`/${lang}${p}`);
  }
  let count = 0;
  for (const p of [...paths].sort()) {
    const url = new URL(p, base);
    const response = await fetch(url, { headers: { "accept-encoding": "br, gzip, deflate", accept: "text/html" } });
    const html = normalise(await response.text());
    const name = fileName(url);
    writeFileSync(path.join(folder, `${name}.html`), `<!-- ${response.status} -->\n${html}`);
    writeFileSync(path.join(folder, `${name}.text.html`), `<!-- ${response.status} -->\n${withoutScripts(html)}`);
    count++;
  }
  console.log(`saved ${count} pages in ${folder}`);
}

function compare(before: string, after: string) {
  const names = readdirSync(before).filter((n) => n.endsWith(".text.html"));
  const visible: string[] = [];
  const data: string[] = [];
  const missing: string[] = [];
  for (const name of names) {
    const other = path.join(after, name);
    if (!existsSync(other)) {
      missing.push(name);
      continue;
    }
    if (readFileSync(path.join(before, name), "utf8") !== readFileSync(other, "utf8")) visible.push(name);
    const whole = name.replace(/\.text\.html$/, ".html");
    if (readFileSync(path.join(before, whole), "utf8") !== readFileSync(path.join(after, whole), "utf8")) data.push(whole);
  }
  console.log(`${names.length} pages compared`);
  console.log(`visible document differs: ${visible.length}${visible.length ? "\n  " + visible.join("\n  ") : ""}`);
  console.log(`missing after: ${missing.length}${missing.length ? "\n  " + missing.join("\n  ") : ""}`);
  console.log(`scripts (route data) differ: ${data.length}`);
  process.exitCode = visible.length + missing.length > 0 ? 1 : 0;
}

if (mode === "save" && a && b) await save(a, b);
else if (mode === "compare" && a && b) compare(a, b);
else {
  console.error("usage: snapshot-pages.ts save <baseUrl> <folder> | compare <before> <after>");
  process.exitCode = 2;
}
