import type { ServerBuild } from "react-router";

/**
 * The least a React Router server build needs, for tests of the bridge (server/web/react-router-handler.ts)
 * without a client build: the document entry and the routes under a root route.
 */
export function minimalServerBuild({
  document = () => new Response("document"),
  rootModule = {},
  routes,
}: {
  /** The entry's handleDocumentRequest. */
  document?: (...args: never[]) => Response | Promise<Response>;
  rootModule?: Record<string, unknown>;
  /** Route id → its path and module; each sits under the root. */
  routes: Record<string, { path: string; module: Record<string, unknown> }>;
}): ServerBuild {
  return {
    entry: { module: { default: document } },
    routes: {
      root: { id: "root", path: "", module: rootModule },
      ...Object.fromEntries(Object.entries(routes).map(([id, route]) => [id, { id, parentId: "root", ...route }])),
    },
    assets: { entry: { imports: [], module: "/entry.js" }, routes: {}, url: "/manifest.js", version: "test" },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
}
