import { createHash } from "node:crypto";
import { mkdir, readFile, rename, rm, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { gunzip, gzip } from "node:zlib";
import { plainBody, representationOf } from "#server/lib/representation";
import type { CachedPage } from "./render-cache";

const zip = promisify(gzip);
const unzip = promisify(gunzip);

/** What one file holds: the page as the render cache keeps it, and when it was rendered. */
interface StoredCopy {
  key: string;
  savedAt: number;
  status: number;
  headers: [name: string, value: string][];
  scriptHashes: string[];
  body: string;
}

export interface PageCopiesOptions {
  /** A folder of DATA_DIR's, the instance's own. */
  dir: string;
  /** How old a copy may be and still be served (a day, as the blog's stale reads: decision 015). */
  maxAgeMs?: number;
  /** Told when a copy cannot be written or read (the caller logs it). */
  onError?: (error: unknown) => void;
  now?: () => number;
}

/**
 * The last rendered copy of each blog and careers page, kept on disk in DATA_DIR, for when the database cannot
 * answer and memory holds nothing to fall back on: after a restart with a cold cache, blog posts answered 503
 * for as long as the database was away (issue 33). A page is written when its kept render differs from the last
 * one written; a staff write (clear()) removes every copy, as it drops the stale reads in memory, so a post taken
 * down is never served again from here; a page that now answers 404 or 410 loses its copy (drop()).
 */
export class PageCopies {
  private readonly written = new Map<string, string>();
  /** Keys being written: the same page asked for in three encodings at once is written once, not raced. */
  private readonly writing = new Set<string>();
  private generation = 0;
  private readonly maxAgeMs: number;
  private readonly now: () => number;

  constructor(private readonly options: PageCopiesOptions) {
    this.maxAgeMs = options.maxAgeMs ?? 24 * 60 * 60_000;
    this.now = options.now ?? Date.now;
  }

  private fileOf(key: string) {
    return path.join(this.options.dir, `${createHash("sha256").update(key).digest("hex").slice(0, 40)}.json.gz`);
  }

  /** Writes the page unless the same bytes were written last; whole, then renamed, so a reader never sees half of one. */
  async keep(key: string, page: CachedPage): Promise<void> {
    if (this.written.get(key) === page.representation.etag || this.writing.has(key)) return;
    this.writing.add(key);
    const generation = this.generation;
    const file = this.fileOf(key);
    const stored: StoredCopy = {
      key,
      savedAt: this.now(),
      status: page.status,
      headers: page.headers,
      scriptHashes: page.scriptHashes,
      body: plainBody(page.representation).toString("utf8"),
    };
    try {
      await mkdir(this.options.dir, { recursive: true });
      const temporary = `${file}.${process.pid}.tmp`;
      await writeFile(temporary, await zip(JSON.stringify(stored)));
      await rename(temporary, file);
      // A staff write while it was being written: the copy may show what the write changed.
      if (generation !== this.generation) await unlink(file).catch(() => {});
      else this.written.set(key, page.representation.etag);
    } catch (error) {
      this.options.onError?.(error);
    } finally {
      this.writing.delete(key);
    }
  }

  /** The copy of the page, when there is one younger than maxAgeMs. */
  async read(key: string): Promise<CachedPage | undefined> {
    let stored: StoredCopy;
    try {
      stored = JSON.parse((await unzip(await readFile(this.fileOf(key)))).toString("utf8")) as StoredCopy;
    } catch (error) {
      if ((error as { code?: string }).code !== "ENOENT") this.options.onError?.(error);
      return undefined;
    }
    if (stored.key !== key || this.now() - stored.savedAt > this.maxAgeMs) return undefined;
    return {
      status: stored.status,
      headers: stored.headers,
      scriptHashes: stored.scriptHashes,
      representation: await representationOf(stored.body),
    };
  }

  /** The page is gone (404, 410): its copy goes too. */
  async drop(key: string): Promise<void> {
    this.written.delete(key);
    await unlink(this.fileOf(key)).catch(() => {});
  }

  /** Removes every copy (after a staff write); copies being written meanwhile remove themselves. */
  async clear(): Promise<void> {
    this.generation++;
    this.written.clear();
    const gone = `${this.options.dir}.cleared-${process.pid}-${this.generation}`;
    try {
      await rename(this.options.dir, gone);
    } catch {
      return;
    }
    await rm(gone, { recursive: true, force: true }).catch((error: unknown) => this.options.onError?.(error));
  }
}
