import fp from "fastify-plugin";
import type { PublishedWordsReader } from "#contracts/published-words";
import { takeUpPublishedMailWords } from "#server/mail/visitor-copy";
import { LiveWords } from "./live-words";

declare module "fastify" {
  interface FastifyInstance {
    /** The words staff published, as this instance follows them (issue 30): the pages and the visitor mails read them. */
    liveWords: LiveWords;
  }
}

/**
 * Follows the published words from `reader` (the site-content module's, or one that reads nothing): the newest
 * release is taken up before the server listens, then checked every second until it closes. The visitor mails'
 * words follow here; the pages follow through the web host (server/web/live-pages.ts).
 */
export const liveWordsPlugin = fp<{ reader: PublishedWordsReader }>(
  async (app, { reader }) => {
    const words = new LiveWords(reader, (error) =>
      app.logThrottled(app.log, "error", "published-words", { err: error }, "published words: the newest release could not be taken up"),
    );
    words.onRelease((next, changed) => takeUpPublishedMailWords(next.words, changed.keys()));
    app.decorate("liveWords", words);
    app.addHook("onReady", () => words.start());
    app.addHook("onClose", () => words.stop());
  },
  { name: "live-words" },
);
