import type { BlogReader } from "#contracts/blog";
import type { OpeningsReader } from "#contracts/openings";

/**
 * What the server hands to React Router loaders and the document renderer.
 * Feature issues add their read services here (blog posts, staff data), so
 * loaders call services directly instead of going over HTTP.
 */
export interface ServerLoadContext {
  /** Per-request CSP nonce for inline scripts of server-rendered pages. */
  cspNonce: string;
  /** Published blog posts, read straight from the database. */
  blogs: BlogReader;
  /** Open job openings for /careers and /careers/{slug}, read straight from the database. */
  openings: OpeningsReader;
}

/**
 * What the server adds to the nonce. Use this, not Omit<AppLoadContext, "cspNonce">:
 * React Router's AppLoadContext has an index signature, so Omit drops every named service.
 */
export type LoadContextServices = Omit<ServerLoadContext, "cspNonce">;

declare module "react-router" {
  interface AppLoadContext extends ServerLoadContext {}
}
