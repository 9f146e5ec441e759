/**
 * Which prerendered pages read which words (issue 30): a publish renders again only the pages that read a changed
 * message. Each page is learnt by rendering it once with a recording (contracts/page-words.ts `read`): every
 * message id its loaders read, the root loader's included (the shell's words, the footer's form), whatever content
 * module or helper they read it through, so the map cannot drift from the routes. A page reads the same ids in every
 * language, so one recording (of its English address) serves all 16.
 */
import { type LanguageCode, pathIn } from "#contracts/languages";
import type { ChangedWords } from "#server/lib/live-words";

/** The shell (navigation, footer, switchers) is on every page, in every language: English pages carry it in their JavaScript and read none of it in a loader. */
export const everyPageReads = (id: string) => id.startsWith("shell.");

/** The pages (language-neutral paths) among `reads` that read one of `changed`. */
export function pagesReading(reads: ReadonlyMap<string, ReadonlySet<string>>, changed: ReadonlySet<string>): string[] {
  if ([...changed].some(everyPageReads)) return [...reads.keys()];
  return [...reads].filter(([, ids]) => [...changed].some((id) => ids.has(id))).map(([path]) => path);
}

/** Every localized page address a release's changes make stale, by language. */
export function stalePages(reads: ReadonlyMap<string, ReadonlySet<string>>, changed: ChangedWords): { lang: LanguageCode; path: string }[] {
  return [...changed].flatMap(([lang, ids]) => pagesReading(reads, ids).map((path) => ({ lang, path: pathIn(lang, path) })));
}

/**
 * The words each page reads, learnt once (39 runs of a page's loaders, about a second of one core: a few seconds
 * after the start, or at the first release with changes if that comes first; docs/decisions/039) and kept: they
 * change only with the build.
 */
export class PageDependencies {
  #reads: Promise<ReadonlyMap<string, ReadonlySet<string>>> | undefined;

  constructor(
    private readonly paths: readonly string[],
    /** Renders a page with a recording and answers the message ids it read. */
    private readonly record: (path: string) => Promise<ReadonlySet<string>>,
  ) {}

  reads(): Promise<ReadonlyMap<string, ReadonlySet<string>>> {
    this.#reads ??= (async () => {
      const reads = new Map<string, ReadonlySet<string>>();
      // One at a time: a render takes the CPU it needs, and requests keep their turn in between.
      for (const path of this.paths) reads.set(path, await this.record(path));
      return reads;
    })();
    // A failed recording (a render that threw) is tried again at the next release rather than kept.
    this.#reads.catch(() => (this.#reads = undefined));
    return this.#reads;
  }
}
