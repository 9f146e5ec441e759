import fp from "fastify-plugin";
import { LivePages } from "./live-pages";
import type { Site } from "./web-host";

declare module "fastify" {
  interface FastifyInstance {
    /** The pages in the words staff published, and their preview (issue 30); null when this app serves no built pages. */
    livePages: LivePages | null;
  }
}

/** Puts the build's pages under the published words this instance follows (app.liveWords, server/lib/live-words-plugin.ts). */
export const livePagesPlugin = fp<{ site: Site | undefined }>(
  async (app, { site }) => {
    const livePages = site
      ? new LivePages({
          build: site.build,
          pages: site.pages,
          files: site.assetsWithOrigin,
          words: app.liveWords,
          publicUrl: app.config.publicUrl,
          reportError: (error) =>
            app.logThrottled(app.log, "error", "live-pages", { err: error }, "published words: a page could not be rendered in them"),
        })
      : null;
    app.decorate("livePages", livePages);
    if (!livePages) return;
    // Which page reads which word is learnt a few seconds after the start, out of the start's way (about a second of
    // one core, once), so that the first publish renders its pages at once rather than learning it first.
    let learning: NodeJS.Timeout | undefined;
    app.addHook("onReady", async () => {
      learning = setTimeout(() => void livePages.learnDependencies(), 5_000).unref();
    });
    app.addHook("onClose", async () => clearTimeout(learning));
  },
  { name: "live-pages", dependencies: ["live-words"] },
);
