/**
 * The words staff published, as this instance follows them (issue 30, docs/decisions/039): it asks the reader for
 * the newest release number every second and, when it moved, reads the published words and hands them, with what
 * changed, to its listeners (the pages to render again, the visitor mails' words). Every instance of a fleet polls
 * the same database, so each follows a publish within a second and the time its listeners take.
 */
import type { LanguageCode } from "#contracts/languages";
import type { PublishedWords, PublishedWordsReader, WordOverlay } from "#contracts/published-words";

/** What a release changed: per language, the message ids whose text is not the one the instance had. */
export type ChangedWords = ReadonlyMap<LanguageCode, ReadonlySet<string>>;

export type ReleaseListener = (next: PublishedWords, changed: ChangedWords) => Promise<void> | void;

/** The ids whose text differs between two sets of published words, per language. */
export function changedWords(previous: PublishedWords["words"], next: PublishedWords["words"]): Map<LanguageCode, Set<string>> {
  const changed = new Map<LanguageCode, Set<string>>();
  for (const lang of new Set([...Object.keys(previous), ...Object.keys(next)]) as Set<LanguageCode>) {
    const before = previous[lang] ?? {};
    const after = next[lang] ?? {};
    const ids = new Set([...Object.keys(before), ...Object.keys(after)].filter((id) => before[id] !== after[id]));
    if (ids.size > 0) changed.set(lang, ids);
  }
  return changed;
}

/**
 * The next words, with each language nobody changed keeping the overlay object it had: the app bundle keeps the
 * translators and copy it built per overlay object (app/i18n/catalogue.server.ts), so they stay in use.
 */
function keepingUnchanged(previous: PublishedWords["words"], next: PublishedWords["words"], changed: ChangedWords) {
  const words: Partial<Record<LanguageCode, WordOverlay>> = {};
  for (const [lang, overlay] of Object.entries(next) as [LanguageCode, WordOverlay][]) {
    words[lang] = changed.has(lang) ? overlay : (previous[lang] ?? overlay);
  }
  return words;
}

export class LiveWords {
  #current: PublishedWords = { release: 0, words: {} };
  readonly #listeners: ReleaseListener[] = [];
  #checking: Promise<void> | undefined;
  #timer: NodeJS.Timeout | undefined;

  constructor(
    readonly reader: PublishedWordsReader,
    private readonly onError: (error: unknown) => void,
    private readonly intervalMs = 1_000,
  ) {}

  /** The newest release this instance has taken up, and its words. */
  get current(): PublishedWords {
    return this.#current;
  }

  /** Told of each new release, after the words are taken up; a release is handed on once its listeners are done. */
  onRelease(listener: ReleaseListener) {
    this.#listeners.push(listener);
  }

  /** Asks for the newest release and takes it up when it moved; one check at a time (a call meanwhile shares it). */
  check(): Promise<void> {
    this.#checking ??= this.#takeUpNewest()
      .catch(this.onError)
      .finally(() => (this.#checking = undefined));
    return this.#checking;
  }

  async #takeUpNewest() {
    if ((await this.reader.currentRelease()) === this.#current.release) return;
    const next = await this.reader.published();
    const changed = changedWords(this.#current.words, next.words);
    this.#current = { release: next.release, words: keepingUnchanged(this.#current.words, next.words, changed) };
    if (changed.size === 0) return;
    for (const listener of this.#listeners) {
      try {
        await listener(this.#current, changed);
      } catch (error) {
        this.onError(error);
      }
    }
  }

  /** Takes up the newest release now, then checks every interval until stop(). */
  async start() {
    await this.check();
    this.#timer ??= setInterval(() => void this.check(), this.intervalMs).unref();
  }

  /** Stops checking, once a check under way is done. */
  async stop() {
    clearInterval(this.#timer);
    this.#timer = undefined;
    await this.#checking;
  }
}
