import { languages } from "#contracts/languages";
import type { Representation, Representations } from "#server/lib/representation";
import { inlineScriptHashes } from "./csp";

/**
 * A short-lived cache of the server-rendered blog pages. Their HTML is the same for every visitor
 * (posts come from the database; theme and language live in the browser), so rendering it on every
 * request only limits how many readers a small server can take. A page is rendered at most about
 * once per `ttlMs` and served from memory in between. Staff writes clear the cache at once (through
 * the blog and careers services' invalidation); the time limit bounds what another instance's writes leave stale. Only blog and careers reads are cached: other server-rendered pages act on what they are
 * given (newsletter confirmation, unsubscribe) or belong to the staff area.
 */
export interface RenderedPage {
  status: number;
  headers: [name: string, value: string][];
  body: string;
  /** The CSP nonce the page was rendered with (the cache takes it out again). */
  nonce: string;
}

/** "/hi", "/zh-CN" …: the other languages' addresses of a page (English has none; contracts/languages.ts). */
const languagePrefix = `(?:/(?:${languages
  .filter(({ code }) => code !== "en")
  .map(({ code }) => code)
  .join("|")}))?`;

/**
 * The blog (decision 009) and the careers openings (issue 15), in every language (decision 028): pages whose HTML
 * changes only on a staff write.
 */
const contentReadPath = new RegExp(`^${languagePrefix}/(?:blog|bloglist|blog[1-9]|blog/[^/]+|careers|careers/[^/]+)$`, "i");

/** The cache key for a request whose page may be cached, or undefined. Query strings are never cached. */
export function renderCacheKey(method: string, url: string): string | undefined {
  if (method !== "GET" || url.includes("?")) return undefined;
  return contentReadPath.test(url) ? url : undefined;
}

/**
 * A rendered page as the cache keeps it: without the nonce it was rendered with, its inline scripts allowed by
 * their hashes instead (as the prerendered pages are), so every reader gets the same bytes and those bytes are
 * compressed once (issue 18, docs/decisions/027-compress-each-representation-once.md).
 */
export interface CachedPage {
  status: number;
  headers: [name: string, value: string][];
  representation: Representation;
  scriptHashes: string[];
}

/**
 * The page in the form the cache keeps, or undefined when it is not to be kept: an error or a not-found must
 * be rendered afresh, a page that sets a cookie is someone's, and a page that carries its nonce anywhere but in
 * script attributes would hand that nonce to every reader.
 */
export async function cacheablePage(page: RenderedPage, representations: Pick<Representations, "of">): Promise<CachedPage | undefined> {
  if (page.status !== 200 || page.headers.some(([name]) => name === "set-cookie")) return undefined;
  const body = page.nonce ? page.body.replaceAll(` nonce="${page.nonce}"`, "") : page.body;
  if (page.nonce && body.includes(page.nonce)) return undefined;
  // The length and validator are the cached body's own, set when it is sent.
  const headers = page.headers.filter(([name]) => name !== "content-length" && name !== "etag");
  return { status: page.status, headers, representation: await representations.of(body), scriptHashes: inlineScriptHashes(body) };
}

export class RenderCache {
  private readonly entries = new Map<string, { page: CachedPage; expires: number }>();
  /**
   * Counts clear()s. A render reads the generation when it begins and hands it to set(): a page whose
   * render began before a staff write may show the old post, so it is not kept.
   */
  private currentGeneration = 0;

  constructor(
    // As long as the blog's and careers' read caches (10 s) keep what the page is rendered from: with every page in
    // 16 languages a crawl touches about 250 of these pages, and at one render a second each that filled a core
    // (issue 18). Another instance's write shows here within 20 s; this instance's own at once (clear()).
    private readonly ttlMs = 10_000,
    private readonly maxEntries = 500,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.page;
  }

  get generation() {
    return this.currentGeneration;
  }

  clear() {
    this.currentGeneration++;
    this.entries.clear();
  }

  /**
   * Keeps the page only when no clear() came between the start of its render (`generation`) and now; for the
   * cache's time, or `ttlMs` (a kept copy served while the database is away is asked for again sooner).
   */
  set(key: string, page: CachedPage, generation: number, ttlMs = this.ttlMs) {
    if (generation !== this.currentGeneration) return;
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { page, expires: this.now() + ttlMs });
  }
}
