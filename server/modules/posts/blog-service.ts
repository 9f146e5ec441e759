import { blogPaging, type BlogListQuery, type BlogPage, type BlogPost } from "#contracts/api/posts";
import type { BlogReader } from "#contracts/blog";
import type { Db } from "#server/db/database";
import type { Representation, Representations } from "#server/lib/representation";
import { sectionsByPost, toBlogPost, toBlogSummary } from "./post-mapper";
import {
  countPublished,
  findPublishedBySlug,
  findPublishedByStaticNumber,
  listPublished,
  publishedIndex,
  sectionsOf,
  type PostRow,
} from "./post-repository";
import { ttlCache } from "./ttl-cache";

/** An API answer serialised and compressed once, and reused while the cache holds it. */
export type CachedJson = Representation;

export interface SitemapEntry {
  path: string;
  lastModified?: string;
}

/** The public blog's reads, cached; the staff post service invalidates them after every write. */
export interface BlogService extends BlogReader {
  /** The body of GET /api/blogs for one page (defaults filled in, a limit above 50 answered with 50). */
  listJson(query: BlogListQuery): Promise<CachedJson>;
  /** The body of GET /api/blogs/slug/{slug}, or null when no published post has the slug. */
  postJson(slug: string): Promise<CachedJson | null>;
  /** Sitemap entries: the blog index, the list and every published post. */
  sitemapEntries(): Promise<SitemapEntry[]>;
  /** Forget every cached read. */
  invalidate(): void;
  /** Calls `listener` after every invalidate(), so caches built on these reads (rendered pages) drop too. */
  onInvalidate(listener: () => void): void;
}

/**
 * How long a read may be reused. Writes on this instance invalidate at once;
 * the TTL only bounds how stale another instance (scale-out on PostgreSQL) can be.
 */
const defaultTtlMs = 10_000;

/** No slug is longer (staff limit 120); longer ones are answered as missing without a lookup. */
export const maxSlugLength = 200;

/**
 * A slug no post can have: too long, or holding NUL (which PostgreSQL text
 * cannot even be compared with). It is answered as missing without a lookup.
 */
const impossibleSlug = (slug: string) => slug.length > maxSlugLength || slug.includes("\u0000");

/**
 * One per app (posts-plugin.ts), so every reader shares its cache and every write clears it. While the
 * database is away, a read it has answered before is answered from its last good copy (`onStale` is told);
 * docs/decisions/015-stale-blog-reads-while-the-database-is-away.md.
 */
export function createBlogService(
  db: Db,
  representations: Pick<Representations, "of">,
  { ttlMs = defaultTtlMs, onStale }: { ttlMs?: number; onStale?: (key: string, error: unknown) => void } = {},
): BlogService {
  const cachedJson = (value: unknown): Promise<CachedJson> => representations.of(JSON.stringify(value));
  const cache = ttlCache({ ttlMs, onStale });
  const invalidateListeners = new Set<() => void>();

  const withSections = async (rows: PostRow[]): Promise<BlogPost[]> => {
    const byPost = sectionsByPost(
      await sectionsOf(
        db,
        rows.map((row) => row.id),
      ),
    );
    return rows.map((row) => toBlogPost(row, byPost.get(row.id) ?? []));
  };
  const one = async (row: PostRow | undefined) => (row ? ((await withSections([row]))[0] ?? null) : null);

  const pageOf = async ({ page, limit }: { page: number; limit: number }) => {
    const [total, rows] = await Promise.all([countPublished(db), listPublished(db, { limit, offset: (page - 1) * limit })]);
    return { rows, pagination: { page, limit, total, pages: Math.ceil(total / limit) } };
  };
  // A list shows no sections, so a list reads none (issue 18).
  const list = (query: { page: number; limit: number }) =>
    cache.get(`list:${query.page}:${query.limit}`, async (): Promise<BlogPage> => {
      const { rows, pagination } = await pageOf(query);
      return { posts: rows.map((row) => toBlogSummary(row)), pagination };
    });
  const fullList = (query: { page: number; limit: number }) =>
    cache.get(`full-list:${query.page}:${query.limit}`, async () => {
      const { rows, pagination } = await pageOf(query);
      return { posts: await withSections(rows), pagination };
    });

  const bySlug = (slug: string): Promise<BlogPost | null> =>
    impossibleSlug(slug) ? Promise.resolve(null) : cache.get(`slug:${slug}`, async () => one(await findPublishedBySlug(db, slug)));

  return {
    list,
    bySlug,
    byStaticNumber: (staticNumber) =>
      cache.get(`static:${staticNumber}`, async () => one(await findPublishedByStaticNumber(db, staticNumber))),
    listJson: (query) => {
      const page = query.page === undefined ? blogPaging.defaultPage : Number(query.page);
      const limit = Math.min(query.limit === undefined ? blogPaging.defaultLimit : Number(query.limit), blogPaging.maxLimit);
      const full = query.fields === "full";
      return cache.get(`list-json:${page}:${limit}:${full ? "full" : "summary"}`, async () => {
        const { posts, pagination } = await (full ? fullList : list)({ page, limit });
        return cachedJson({ success: true, data: posts, pagination });
      });
    },
    postJson: (slug) =>
      impossibleSlug(slug)
        ? Promise.resolve(null)
        : cache.get(`slug-json:${slug}`, async () => {
            const post = await bySlug(slug);
            return post ? cachedJson({ success: true, data: post }) : null;
          }),
    sitemapEntries: () =>
      cache.get("sitemap", async () => {
        const rows = await publishedIndex(db);
        const newest = rows.reduce<string | undefined>(
          (latest, row) => (!latest || row.updated_at > latest ? row.updated_at : latest),
          undefined,
        );
        return [
          { path: "/blog", lastModified: newest },
          { path: "/bloglist", lastModified: newest },
          ...rows.map((row) => ({ path: `/blog/${encodeURIComponent(row.slug)}`, lastModified: row.updated_at })),
        ];
      }),
    invalidate: () => {
      cache.clear();
      for (const listener of invalidateListeners) listener();
    },
    onInvalidate: (listener) => {
      invalidateListeners.add(listener);
    },
  };
}
