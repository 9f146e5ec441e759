import type { FastifyInstance, FastifyReply } from "fastify";
import { HttpError } from "#server/errors";
import type { LivePages } from "#server/web/live-pages";

/** The pages a preview is rendered with; an API-only server (no build) has none to preview, and says so with a 404. */
export function pagesToPreview(app: FastifyInstance): LivePages {
  if (!app.livePages) throw new HttpError(404, "This server serves no pages to preview.");
  return app.livePages;
}

/**
 * A preview's HTML as the staff area fetches it (words not yet published, a post not yet public): rendered for each
 * request and never kept, here or in any cache in front, and never indexed. The page's own strict policy (a nonce,
 * no inline scripts of its own left) comes with every text/html answer (server/plugins/security-headers.ts).
 */
export function sendPreview(reply: FastifyReply, html: string) {
  return reply.type("text/html; charset=utf-8").header("Cache-Control", "no-store").header("X-Robots-Tag", "noindex, nofollow").send(html);
}
