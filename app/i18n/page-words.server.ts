/**
 * The words a render reads (issue 30): the catalogues (locales/<lang>.json) with, laid over them, the words staff
 * published in the Content area (contracts/published-words.ts), or for a staff preview their drafts too.
 *
 * The server hands them to the app bundle through `renderWith()` (re-exported by app/entry.server.tsx, which the web
 * host reaches as `build.entry.module`): the render and every loader it runs read them from an AsyncLocalStorage.
 * Not the load context, because the readers of words (`contentOf`, `shellMessages`) are called with a language
 * only, by every route's loader and by shared helpers; not a module-level "current release" the server sets,
 * because a preview renders drafts while other requests render the published words, and two apps in one process
 * (tests) would share it. A render outside `renderWith` (prerendering at build time, the Vite dev server) reads
 * the catalogues alone, as before.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import type { PageWords, RenderWith } from "#contracts/page-words";

export type { PageWords };

/** The catalogues alone: what a render outside renderWith() reads. */
export const catalogueWords: PageWords = Object.freeze({ overlays: Object.freeze({}) });

const storage = new AsyncLocalStorage<PageWords>();

/** Runs a render (React Router's request handler) with `words`: its loaders read them. */
export const renderWith: RenderWith = (words, render) => storage.run(words, render);

/** The words of the render in progress. */
export function currentWords(): PageWords {
  return storage.getStore() ?? catalogueWords;
}
