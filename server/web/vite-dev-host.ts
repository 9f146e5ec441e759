import middie from "@fastify/middie";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ServerBuild } from "react-router";
import type { LoadContextServices } from "#contracts/load-context";
import { projectRoot } from "#server/project-root";
import { refusedPagePost } from "./page-post-guard";
import { reactRouterHandler, routeEveryPage } from "./react-router-handler";

/**
 * Development only: Vite serves modules with hot reload, and each request
 * renders with the latest server build Vite has compiled.
 */
export async function viteDevHost(
  app: FastifyInstance,
  { loadContext }: { loadContext: (request: FastifyRequest) => LoadContextServices },
) {
  const { createServer } = await import("vite");
  const vite = await createServer({ root: projectRoot, server: { middlewareMode: true, hmr: { server: app.server } }, appType: "custom" });
  app.addHook("onClose", () => vite.close());
  await app.register(middie);
  app.use((req, res, next) => (req.url?.startsWith("/api/") ? next() : vite.middlewares(req, res, next)));
  const render = reactRouterHandler(
    () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    "development",
    (request) => ({ ...loadContext(request), cspNonce: request.cspNonce }),
    { origin: app.config.publicUrl },
  );
  const publicOrigin = new URL(app.config.publicUrl).origin;
  routeEveryPage(app, (request, reply) =>
    request.url.startsWith("/api/")
      ? reply.callNotFound()
      : render(request, reply, undefined, refusedPagePost(request, request.url.split("?")[0]!, publicOrigin)),
  );
}
