import fp from "fastify-plugin";
import type { PublishedWordsReader } from "#contracts/published-words";
import { loadCatalogueDefaults } from "./catalogue-defaults";
import { createContentXliff } from "./content-xliff";
import { createPagePictures, type PagePictures } from "./page-pictures";
import { createPublishedWordsReader } from "./published-words-reader";
import type { ReleaseListener } from "./publish-drafts";
import { createReleaseService, type ReleaseService } from "./release-service";
import { createSiteContentService, type SiteContentService } from "./site-content-service";

declare module "fastify" {
  interface FastifyInstance {
    /** The Content area's words: overview, pages, drafts, approvals, publishing (issue 30). */
    siteContent: SiteContentService;
    /** Releases of published words: list, compare, restore. */
    siteReleases: ReleaseService;
    /** The pages' pictures: their slots as staff see them, and a replacement saved as a draft (decision 043). */
    pagePictures: PagePictures;
    /** The XLIFF exchange on the published words. */
    siteXliff: ReturnType<typeof createContentXliff>;
    /** What the web host reads: the newest release and the published words (contracts/published-words.ts). */
    siteWords: PublishedWordsReader & {
      /** Called with each new release's number on this instance (other instances follow `currentRelease`). */
      onRelease(listener: ReleaseListener): void;
    };
  }
}

/** The site-content services, once per app, over the catalogues of locales/ and the database. */
export const siteContentPlugin = fp(
  async (app) => {
    const defaults = loadCatalogueDefaults();
    const listeners = new Set<ReleaseListener>();
    const onRelease: ReleaseListener = (release) => {
      for (const listener of listeners) listener(release);
    };
    const words = createSiteContentService({ db: app.db, defaults, onRelease });
    app.decorate("siteContent", words);
    app.decorate("pagePictures", createPagePictures({ db: app.db, defaults, words }));
    app.decorate("siteReleases", createReleaseService({ db: app.db, defaults, onRelease }));
    app.decorate("siteXliff", createContentXliff({ db: app.db, defaults }));
    app.decorate("siteWords", {
      ...createPublishedWordsReader(app.db),
      onRelease: (listener: ReleaseListener) => void listeners.add(listener),
    });
  },
  { name: "site-content" },
);
