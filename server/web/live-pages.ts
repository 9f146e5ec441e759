/**
 * The pages in the words staff published (issue 30, docs/decisions/039). When this instance takes up a release
 * (server/lib/live-words.ts), the prerendered pages that read a changed message, in the languages it changed, are
 * rendered again through React Router's handler, as the build rendered them, and served from then on in place of the
 * build's: the document with its new ETag, CSP script hashes and brotli and gzip copies (made right after it is
 * served), and its route data (`.data`, for client navigations). Every other page stays the build's, byte for byte, and is
 * served exactly as before: nothing is looked up per request that was not before. Pages rendered per request (blog,
 * careers, 404) are rendered in the published words (`around`), and their caches are emptied (`onChange`).
 */
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "react-router";
import { defaultLanguage, isLanguageCode, type LanguageCode } from "#contracts/languages";
import type { PreviewTheme } from "#contracts/api/content-preview";
import type { LoadContextServices } from "#contracts/load-context";
import type { PageWords, RenderWith } from "#contracts/page-words";
import type { PublishedWords, WordOverlay } from "#contracts/published-words";
import { staticPublicPaths, unlistedStaticPaths } from "#contracts/public-paths";
import { HttpError, unavailableMessage } from "#server/errors";
import type { ChangedWords, LiveWords } from "#server/lib/live-words";
import { addEncodedCopies, etagOf } from "#server/lib/representation";
import { inlineScriptHashes } from "./csp";
import type { InMemoryFile } from "./in-memory-files";
import { PageDependencies, stalePages } from "./page-dependencies";
import { placeholderOrigin, withPublicUrl } from "./placeholder-origin";
import type { PrerenderedPage, PrerenderedPages } from "./prerendered-pages";

export interface LivePagesOptions {
  build: ServerBuild;
  /** The build's prerendered pages: the ones rendered again are replaced here. */
  pages: PrerenderedPages;
  /** The files served from memory ahead of build/client: a page's route data rendered again is put here. */
  files: Map<string, InMemoryFile>;
  words: LiveWords;
  publicUrl: string;
  reportError: (error: unknown) => void;
}

/** A page's route data, as React Router asks for it on a client navigation ("/" has "/_root.data"). */
export const dataPathOf = (path: string) => (path === "/" ? "/_root.data" : `${path}.data`);

/** The language of a page's address: its first segment when it names one, else English. */
export function languageOfPath(path: string): LanguageCode {
  const first = /^\/([^/]+)/.exec(path)?.[1];
  return isLanguageCode(first) ? first : defaultLanguage;
}

/** What a preview is rendered with (LivePages.preview). */
export interface PreviewOptions {
  theme: PreviewTheme;
  /** A language's drafts, laid over its published words (the page's language); without them, the published words. */
  drafts?: WordOverlay;
  /** Services for the page's loaders beside the render's own (which are none: the pages prerendered read none). */
  services?: Partial<LoadContextServices>;
}

export class LivePages {
  readonly #renderWith: RenderWith | undefined;
  readonly #handle: (request: Request, context: AppLoadContext) => Promise<Response>;
  readonly #context: AppLoadContext;
  #words: PageWords;
  readonly #lastModified = new Map<string, string>();
  /** Pages a release made stale, not yet rendered again, with the words to render them in. */
  readonly #stale = new Map<string, PageWords>();
  /** Pages being rendered again now. */
  readonly #rendering = new Map<string, Promise<void>>();
  /** The releases' stale pages rendered again one after another, in the background. */
  #renderingStale: Promise<void> = Promise.resolve();
  readonly #listeners: (() => void)[] = [];
  #compressing: Promise<void> = Promise.resolve();
  readonly dependencies: PageDependencies;

  constructor(private readonly options: LivePagesOptions) {
    const entry = options.build.entry.module as { renderWith?: RenderWith };
    // A build made before issue 30 cannot be handed the words: its pages stay as built (logged when a release comes).
    this.#renderWith = typeof entry.renderWith === "function" ? entry.renderWith : undefined;
    this.#handle = createRequestHandler(options.build, "production");
    // As the build prerendered the pages: with no services (they read none), errors to the server's log.
    this.#context = { reportError: options.reportError } as unknown as AppLoadContext;
    this.#words = { overlays: options.words.current.words };
    this.dependencies = new PageDependencies([...staticPublicPaths, ...unlistedStaticPaths], async (path) => {
      // Its route data: every loader of the page runs (the root's too), without the cost of rendering its HTML.
      const read = new Set<string>();
      const response = await this.#render(dataPathOf(path), { overlays: {}, read });
      if (response.status !== 200) throw new Error(`${path} answered ${response.status} while its words were recorded`);
      return read;
    });
    options.words.onRelease((next, changed) => this.#takeUp(next, changed));
  }

  /** Runs a render of a page the server renders per request (blog, careers, 404) in the published words. */
  readonly around = <T>(render: () => T): T => (this.#renderWith ? this.#renderWith(this.#words, render) : render());

  /** Learns which page reads which word ahead of the first release (live-pages-plugin.ts); a failure is reported and tried again then. */
  async learnDependencies() {
    if (!this.#renderWith) return;
    await this.dependencies.reads().catch(this.options.reportError);
  }

  /** Told when a release changed the words, before the pages are rendered again (the render cache empties). */
  onChange(listener: () => void) {
    this.#listeners.push(listener);
  }

  /** When this instance last rendered a page again for a release (ISO), for the sitemap; undefined for the build's. */
  lastModified(path: string): string | undefined {
    return this.#lastModified.get(path);
  }

  /** True for the address of a public page whose words staff edit (a prerendered page). */
  isPage(path: string): boolean {
    return this.options.pages.has(path);
  }

  /**
   * A public page's HTML for the staff's preview (a sandboxed frame where nothing runs): in its language's published
   * words, with `drafts` laid over them when given, and its loaders handed `services` (a blog post's preview reads the
   * post being edited through them); the theme's class set as the boot script would, scripts left out. Nothing it
   * builds is kept, and the published pages and copy are left as they are. A page that does not render (any status
   * but 200) is a failure: 503 when its data could not be read, else a fault.
   */
  async preview(path: string, { theme, drafts, services }: PreviewOptions): Promise<string> {
    if (!this.#renderWith) throw new Error("this build cannot render pages in published words (built before issue 30)");
    const words: PageWords = drafts ? { overlays: { ...this.#words.overlays, [languageOfPath(path)]: drafts } } : this.#words;
    const { status, text } = await this.#render(path, words, services);
    if (status === 503) throw new HttpError(503, unavailableMessage);
    if (status !== 200) throw new Error(`the preview of ${path} answered ${status}`);
    return withoutScripts(theme === "dark" ? text.replace(/<html(?=[\s>])/, '<html class="dark"') : text);
  }

  async #render(path: string, words: PageWords, services?: Partial<LoadContextServices>): Promise<{ status: number; text: string }> {
    const context = services ? ({ ...this.#context, ...services } as AppLoadContext) : this.#context;
    const response = await this.#renderWith!(words, () => this.#handle(new Request(placeholderOrigin + path), context));
    return { status: response.status, text: withPublicUrl(await response.text(), this.options.publicUrl) };
  }

  async #takeUp(next: PublishedWords, changed: ChangedWords) {
    this.#words = { overlays: next.words };
    for (const listener of this.#listeners) listener();
    if (!this.#renderWith) {
      this.options.reportError(new Error("published words: this build cannot render pages in them (built before issue 30)"));
      return;
    }
    const stale = stalePages(await this.dependencies.reads(), changed).filter(({ path }) => this.options.pages.has(path));
    const words = this.#words;
    for (const { path } of stale) this.#stale.set(path, words);
    // In the background: the next release is taken up meanwhile, and a request for a stale page renders it at once.
    // A render reads nothing from outside the process, so it resolves within the same turn of the event loop: each
    // page waits for the next turn, or the requests that came meanwhile would wait for all of them (seconds).
    this.#renderingStale = this.#renderingStale.then(async () => {
      for (const { path } of stale) {
        await new Promise((resolve) => setImmediate(resolve));
        await this.#freshen(path).catch(this.options.reportError);
      }
    });
  }

  /**
   * Before a page or its route data is served: when a release made it stale and it is not rendered again yet, it is
   * rendered now and the request waits for it (a fact every page shows, such as the phone in the footer, makes all
   * documents stale: rendered one after another they take many seconds, and a visitor must not be served the
   * old words meanwhile). Undefined, at once, for every other page.
   */
  freshen(path: string): Promise<void> | undefined {
    return this.#stale.has(path) || this.#rendering.has(path) ? this.#freshen(path) : undefined;
  }

  /** Renders a stale page again, once at a time: a render under way is waited for, then a newer release's, if any. */
  #freshen(path: string): Promise<void> {
    const running = this.#rendering.get(path);
    if (running) return running.then(() => this.#freshen(path));
    const words = this.#stale.get(path);
    if (!words) return Promise.resolve();
    this.#stale.delete(path);
    const done = this.#renderAgain(path, words).finally(() => this.#rendering.delete(path));
    this.#rendering.set(path, done);
    return done;
  }

  async #renderAgain(path: string, words: PageWords) {
    const at = new Date().toISOString();
    const [page, data] = await Promise.all([this.#render(path, words), this.#render(dataPathOf(path), words)]);
    if (page.status !== 200 || data.status !== 200) {
      this.options.reportError(
        new Error(`published words: ${path} answered ${page.status} (its data ${data.status}); the page served is unchanged`),
      );
      return;
    }
    this.#serve(path, page.text, data.text, at);
  }

  /**
   * Serves a page rendered again at once, then makes its compressed copies, one body after another in the order
   * the pages were rendered: best-quality brotli takes 50–180 ms of CPU a page (more than its render), so a
   * release of 13 pages waited seconds for them all. Until its copies are made a body is compressed per response,
   * as every page is after a start (prerendered-pages.ts).
   */
  #serve(path: string, html: string, data: string, at: string) {
    const body = Buffer.from(html);
    const page: PrerenderedPage = { body, etag: etagOf(body), scriptHashes: inlineScriptHashes(html) };
    const dataBody = Buffer.from(data);
    const dataFile: InMemoryFile = { body: dataBody, etag: etagOf(dataBody) };
    this.options.pages.replace(path, page);
    this.options.files.set(dataPathOf(path), dataFile);
    this.#lastModified.set(path, at);
    this.#compressing = this.#compressing
      .then(() => addEncodedCopies(page))
      .then(() => addEncodedCopies(dataFile))
      .catch(this.options.reportError);
  }

  /** Resolves when every page a release made stale so far is rendered again and has its compressed copies (tests). */
  async settled(): Promise<void> {
    await this.#renderingStale;
    await this.#compressing;
  }
}

/** A document without its scripts and module preloads: in the preview's sandboxed frame they would not run, only be refused aloud. */
function withoutScripts(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "").replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, "");
}
