/**
 * What the server hands to React Router loaders and the document renderer.
 * Feature issues add their read services here (blog posts, staff data), so
 * loaders call services directly instead of going over HTTP.
 */
export interface ServerLoadContext {
  /** Per-request CSP nonce for inline scripts of server-rendered pages. */
  cspNonce: string;
}

declare module "react-router" {
  interface AppLoadContext extends ServerLoadContext {}
}
