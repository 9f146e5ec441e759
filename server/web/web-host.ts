import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ServerBuild } from "react-router";
import type { LoadContextServices } from "#contracts/load-context";
import { isStaffAreaPath } from "#contracts/public-paths";
import { loadPrerenderedPages, type PrerenderedPage } from "./prerendered-pages";
import { reactRouterHandler, sendRendered } from "./react-router-handler";
import { RenderCache, renderCacheKey } from "./render-cache";

export interface WebHostOptions {
  /** Root of the React Router build (build/client and build/server). */
  buildDir: string;
  /** Extra services for loaders, on top of the CSP nonce. */
  loadContext: (request: FastifyRequest) => LoadContextServices;
  /** Registers a listener for changes to the content pages are rendered from (blog posts). */
  onContentChange?: (listener: () => void) => void;
}

const immutable = "public, max-age=31536000, immutable";

/**
 * Serves the site: hashed assets and media from build/client, prerendered
 * pages from memory, and everything else through React Router's server
 * renderer (blog, staff area, 404s).
 */
export async function webHost(app: FastifyInstance, { buildDir, loadContext, onContentChange }: WebHostOptions) {
  const clientDir = path.join(buildDir, "client");
  const pages = loadPrerenderedPages(clientDir);
  const build = (await import(path.join(buildDir, "server", "index.js"))) as ServerBuild;

  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    allowedPath: (pathname) => !pathname.endsWith(".html"),
    setHeaders: (reply, file) => {
      const relative = path.relative(clientDir, file);
      reply.header("Cache-Control", relative.startsWith(`assets${path.sep}`) ? immutable : "public, max-age=86400, stale-while-revalidate=604800");
    },
  });

  const render = reactRouterHandler(async () => build, "production", (request) => ({ ...loadContext(request), cspNonce: request.cspNonce }));
  const rendered = new RenderCache();
  onContentChange?.(() => rendered.clear());

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = decodeURIComponentSafe(request.url.split("?")[0]!);
    if (pathname === "/api" || pathname.startsWith("/api/")) return reply.callNotFound();
    const page = pages.get(pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname);
    if (page) return sendPage(request, reply, page);
    // A missing file must not become an HTML page (browsers would try to run or decode it).
    if (/^\/(assets|media)\//.test(pathname)) return reply.code(404).type("text/plain").send("Not found");
    reply.header("Cache-Control", "no-cache");
    // The staff area must never be indexed, whatever a crawler makes of the page's meta tags.
    if (isStaffAreaPath(pathname)) reply.header("X-Robots-Tag", "noindex, nofollow");
    const key = renderCacheKey(request.method, request.url);
    if (key === undefined) return render(request, reply);
    const cached = rendered.get(key, request.cspNonce);
    if (cached) return sendRendered(reply, cached);
    return render(request, reply, (page) => rendered.set(key, page));
  };
  app.get("/*", handler);
  app.get("/", handler);
}

function sendPage(request: FastifyRequest, reply: FastifyReply, page: PrerenderedPage) {
  reply.scriptHashes = page.scriptHashes;
  reply.header("Cache-Control", "public, max-age=0, must-revalidate").header("ETag", page.etag).header("Vary", "Accept-Encoding").type("text/html; charset=utf-8");
  if (request.headers["if-none-match"] === page.etag) return reply.code(304).send();
  const accepts = String(request.headers["accept-encoding"] ?? "");
  if (page.br && /\bbr\b/.test(accepts)) return reply.header("Content-Encoding", "br").send(page.br);
  if (page.gzip && /\bgzip\b/.test(accepts)) return reply.header("Content-Encoding", "gzip").send(page.gzip);
  return reply.send(page.body);
}

function decodeURIComponentSafe(value: string) {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
