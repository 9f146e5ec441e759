import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { addEncodedCopies, plainBody, type Representation } from "#server/lib/representation";
import { inlineScriptHashes } from "./csp";
import { readWithPublicUrl } from "./in-memory-files";

/** A prerendered document with PUBLIC_URL in it, its CSP hashes and, once made, its compressed copies. */
export interface PrerenderedPage extends Representation {
  scriptHashes: string[];
}

/**
 * The prerendered pages of a build by URL path ("/about-us" → about-us/index.html), each read and compressed
 * when it is first asked for. With every page in 16 languages (624 documents) reading and compressing them all
 * at start took a minute of CPU and held every plain body, up to 550 MB of RSS while it ran (issue 18); most
 * pages of most languages are seldom asked for. Until a page's copies are made (best-quality brotli, one page
 * at a time, in the background), @fastify/compress compresses it per response.
 */
export class PrerenderedPages {
  readonly #files = new Map<string, string>();
  readonly #loaded = new Map<string, PrerenderedPage>();
  #compressing: Promise<void> = Promise.resolve();
  /** Told when a page's copies cannot be made (it goes on being compressed per response). */
  onCompressFailure: (error: unknown) => void = () => {};

  constructor(
    clientDir: string,
    private readonly publicUrl: string,
  ) {
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) {
          if (entry.name !== "assets" && entry.name !== "media") walk(full);
        } else if (entry.name === "index.html") {
          const urlPath = "/" + path.relative(clientDir, dir).split(path.sep).join("/");
          this.#files.set(urlPath === "/" ? "/" : urlPath.replace(/\/$/, ""), full);
        }
      }
    };
    if (existsSync(clientDir)) walk(clientDir);
  }

  get size(): number {
    return this.#files.size;
  }

  /** The page at a URL path (no trailing slash), read on first use; undefined when the build has none. */
  get(urlPath: string): PrerenderedPage | undefined {
    const loaded = this.#loaded.get(urlPath);
    if (loaded) return loaded;
    const file = this.#files.get(urlPath);
    if (!file) return undefined;
    const { file: read } = readWithPublicUrl(file, this.publicUrl);
    const page: PrerenderedPage = { ...read, scriptHashes: inlineScriptHashes(plainBody(read).toString("utf8")) };
    this.#loaded.set(urlPath, page);
    if (!page.br || !page.gzip) {
      this.#compressing = this.#compressing.then(() => addEncodedCopies(page).catch((error: unknown) => this.onCompressFailure(error)));
    }
    return page;
  }

  /** True when the build has a page at this URL path. */
  has(urlPath: string): boolean {
    return this.#files.has(urlPath);
  }

  /**
   * Serves `page` at a URL path of the build from now on: the page rendered again in the words staff published
   * (live-pages.ts), with its compressed copies already made.
   */
  replace(urlPath: string, page: PrerenderedPage) {
    if (!this.#files.has(urlPath)) throw new Error(`No prerendered page at ${urlPath}`);
    this.#loaded.set(urlPath, page);
  }

  /** Resolves when every page read so far has its compressed copies (tests, benchmarks). */
  settled(): Promise<void> {
    return this.#compressing;
  }
}
