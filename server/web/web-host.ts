import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ServerBuild } from "react-router";
import type { LoadContextServices } from "#contracts/load-context";
import { isStaffAreaPath } from "#contracts/public-paths";
import { compressInMemory, loadAssetsWithOrigin, type InMemoryFile } from "./in-memory-files";
import { refusedPagePost } from "./page-post-guard";
import { PrerenderedPages, type PrerenderedPage } from "./prerendered-pages";
import { reactRouterHandler, routeEveryPage } from "./react-router-handler";
import type { LivePages } from "./live-pages";
import { PageCopies } from "./page-copies";
import { cacheablePage, RenderCache, renderCacheKey, type CachedPage } from "./render-cache";

export interface WebHostOptions {
  /** The build, loaded beforehand by loadSite(). */
  site: Site;
  /** Extra services for loaders, on top of the CSP nonce. */
  loadContext: (request: FastifyRequest) => LoadContextServices;
  /** Registers a listener for changes to the content pages are rendered from (blog posts). */
  onContentChange?: (listener: () => void) => void;
  /** The pages in the words staff published (live-pages.ts); without it, the catalogues' words as built. */
  livePages?: LivePages;
}

/**
 * Hashed assets never change under their name; other files (icons, media) may. A page's route data (`.data`) is
 * asked again like its page: a publish changes it (live-pages.ts), and a day-old copy would show the old words on a
 * client navigation. `relative` is from build/client, with "/".
 */
function cacheControlOf(relative: string) {
  if (relative.endsWith(".data")) return "public, max-age=0, must-revalidate";
  return relative.startsWith("assets/") ? "public, max-age=31536000, immutable" : "public, max-age=86400, stale-while-revalidate=604800";
}

/** Types of the text files an origin can appear in (in-memory-files.ts). */
const contentTypes: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".xml": "application/xml",
  ".txt": "text/plain; charset=utf-8",
  ".data": "text/x-script",
};

/** A build read into memory, with PUBLIC_URL in place of the placeholder origin. */
export interface Site {
  clientDir: string;
  pages: PrerenderedPages;
  assetsWithOrigin: Map<string, InMemoryFile>;
  build: ServerBuild;
}

/**
 * Reads the build: prerendered pages, the client files holding the origin, and the server bundle. Called before
 * the web host registers, so that on a busy machine it is not cut short by Fastify's plugin timeout (issue 12);
 * a bundle that cannot be loaded becomes one line naming the build.
 */
export async function loadSite(buildDir: string, publicUrl: string): Promise<Site> {
  const clientDir = path.join(buildDir, "client");
  const pages = new PrerenderedPages(clientDir, publicUrl);
  const assetsWithOrigin = loadAssetsWithOrigin(clientDir, publicUrl);
  try {
    const build = (await import(path.join(buildDir, "server", "index.js"))) as ServerBuild;
    return { clientDir, pages, assetsWithOrigin, build };
  } catch (error) {
    throw new Error(`the build in ${buildDir} cannot be loaded: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
}

/**
 * Serves the site: hashed assets and media from build/client, prerendered
 * pages from memory, and everything else through React Router's server
 * renderer (blog, staff area, 404s). The build holds a placeholder origin;
 * PUBLIC_URL takes its place in everything served (see placeholder-origin.ts).
 */
export async function webHost(app: FastifyInstance, { site, loadContext, onContentChange, livePages }: WebHostOptions) {
  const { clientDir, pages, assetsWithOrigin, build } = site;
  const { publicUrl } = app.config;
  const compressFailed = (error: unknown) =>
    app.log.warn({ err: error }, "web host: compressing a file failed; it is compressed per response");
  pages.onCompressFailure = compressFailed;
  compressInMemory([...assetsWithOrigin.values()]).catch(compressFailed);

  // Ahead of the static files: these few assets are served from memory, with PUBLIC_URL in them.
  app.addHook("onRequest", async (request, reply) => {
    const urlPath = request.url.split("?")[0]!;
    // A page's route data a release made stale is rendered again first (live-pages.ts).
    if (urlPath.endsWith(".data")) await livePages?.freshen(urlPath === "/_root.data" ? "/" : urlPath.slice(0, -".data".length));
    const asset = request.method === "GET" || request.method === "HEAD" ? assetsWithOrigin.get(urlPath) : undefined;
    if (!asset) return;
    reply.header("Cache-Control", cacheControlOf(urlPath.slice(1))).type(contentTypes[path.extname(urlPath)] ?? "application/octet-stream");
    return request.server.representations.send(request, reply, asset);
  });

  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    allowedPath: (pathname) => !pathname.endsWith(".html"),
    setHeaders: (reply, file) => reply.header("Cache-Control", cacheControlOf(path.relative(clientDir, file).split(path.sep).join("/"))),
  });

  const render = reactRouterHandler(
    async () => build,
    "production",
    (request) => ({ ...loadContext(request), cspNonce: request.cspNonce }),
    { origin: publicUrl, publicUrl, around: livePages?.around },
  );
  const rendered = new RenderCache();
  const copies = new PageCopies({
    representations: app.representations,
    dir: path.join(app.config.dataDir, "page-copies"),
    onError: (error) =>
      app.logThrottled(app.log, "warn", "page-copy", { err: error }, "web host: a page's kept copy could not be written or read"),
  });
  const renderedAreStale = () => {
    rendered.clear();
    void copies.clear();
  };
  onContentChange?.(renderedAreStale);
  livePages?.onChange(renderedAreStale);

  const publicOrigin = new URL(publicUrl).origin;
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = decodeURIComponentSafe(request.url.split("?")[0]!);
    if (pathname === "/api" || pathname.startsWith("/api/")) return reply.callNotFound();
    // A post from another site, or with a body no form sends: the site's error page, never the action (issue 28).
    const refused = refusedPagePost(request, pathname, publicOrigin);
    if (refused) {
      reply.header("Cache-Control", "no-store");
      return render(request, reply, undefined, refused);
    }
    const pagePath = pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;
    await livePages?.freshen(pagePath);
    const page = pages.get(pagePath);
    // Other methods go to the route's action, which the prerendered HTML knows nothing of.
    if (page && (request.method === "GET" || request.method === "HEAD")) return sendPage(request, reply, page);
    // A missing file must not become an HTML page (browsers would try to run or decode it).
    if (/^\/(assets|media)\//.test(pathname)) return reply.code(404).type("text/plain").send("Not found");
    reply.header("Cache-Control", "no-cache");
    // The staff area must never be indexed, whatever a crawler makes of the page's meta tags.
    if (isStaffAreaPath(pathname)) reply.header("X-Robots-Tag", "noindex, nofollow");
    const key = renderCacheKey(request.method, request.url);
    if (key === undefined) return render(request, reply);
    const cached = rendered.get(key);
    if (cached) return sendCachedPage(request, reply, cached);
    const generation = rendered.generation;
    return render(request, reply, async (page) => {
      // The database could not answer and the blog's memory holds no earlier read (a restart): the last copy on disk.
      if (page.status === 503) {
        const copy = await copies.read(key);
        if (!copy) return false;
        // For a second: the readers meanwhile get it at once, and the database is asked again once a second (as the blog's stale reads are).
        rendered.set(key, copy, generation, 1_000);
        await sendCachedPage(request, reply, copy);
        return true;
      }
      if (page.status === 404 || page.status === 410) void copies.drop(key);
      void cacheablePage(page, app.representations).then((kept) => {
        if (!kept) return;
        rendered.set(key, kept, generation);
        if (generation === rendered.generation) void copies.keep(key, kept);
      });
      return false;
    });
  };
  routeEveryPage(app, handler);
  // A body over the pages' limit is refused before any handler: with the site's error page, as a refused post is.
  app.setErrorHandler(async (error: { statusCode?: number }, request, reply) => {
    if (error.statusCode !== 413) throw error;
    reply.header("Cache-Control", "no-store");
    return render(request, reply, undefined, { status: 413, reason: "body" });
  });
}

function sendCachedPage(request: FastifyRequest, reply: FastifyReply, page: CachedPage) {
  reply.scriptHashes = page.scriptHashes;
  reply.status(page.status);
  for (const [name, value] of page.headers) reply.header(name, value);
  return request.server.representations.send(request, reply, page.representation);
}

function sendPage(request: FastifyRequest, reply: FastifyReply, page: PrerenderedPage) {
  reply.scriptHashes = page.scriptHashes;
  reply.header("Cache-Control", "public, max-age=0, must-revalidate").type("text/html; charset=utf-8");
  return request.server.representations.send(request, reply, page);
}

function decodeURIComponentSafe(value: string) {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
