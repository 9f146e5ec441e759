import { createHash } from "node:crypto";
import { blogColorSchemes, type BlogColorScheme, type BlogPage, type BlogPost, type BlogReader, type BlogSection } from "#contracts/blog";
import { iconNames, type IconName } from "#contracts/icons";
import type { Db } from "#server/db/database";
import { countPublished, findPublishedBySlug, findPublishedByStaticNumber, listPublished, publishedIndex, sectionsOf, type PostRow, type SectionRow } from "./blog-repository";
import { ttlCache } from "./ttl-cache";

/** An API answer serialised once and reused while the cache holds it. */
export interface CachedJson {
  body: string;
  etag: string;
}

export interface BlogService extends BlogReader {
  /** The body of GET /api/blogs for one page. */
  listJson(query: { page: number; limit: number }): Promise<CachedJson>;
  /** The body of GET /api/blogs/slug/{slug}, or null when no published post has the slug. */
  postJson(slug: string): Promise<CachedJson | null>;
  /** Sitemap entries: the blog index, the list and every published post. */
  sitemapEntries(): Promise<{ path: string; lastModified?: string }[]>;
  /** Forget every cached read. The staff area calls this after each write to a post. */
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

const services = new WeakMap<Db, BlogService>();

/** The blog's read service for a database; one per database, so every caller shares its cache. */
export function blogService(db: Db, { ttlMs = defaultTtlMs }: { ttlMs?: number } = {}): BlogService {
  let service = services.get(db);
  if (!service) {
    service = createBlogService(db, ttlMs);
    services.set(db, service);
  }
  return service;
}

/** Call after creating, editing, publishing, unpublishing or deleting a post. */
export function invalidateBlogs(db: Db) {
  services.get(db)?.invalidate();
}

function createBlogService(db: Db, ttlMs: number): BlogService {
  const cache = ttlCache({ ttlMs });
  const invalidateListeners = new Set<() => void>();

  const list = ({ page, limit }: { page: number; limit: number }) =>
    cache.get(`list:${page}:${limit}`, async (): Promise<BlogPage> => {
      const [total, rows] = await Promise.all([countPublished(db), listPublished(db, { limit, offset: (page - 1) * limit })]);
      return { posts: await withSections(db, rows), pagination: { page, limit, total, pages: Math.ceil(total / limit) } };
    });

  const bySlug = (slug: string): Promise<BlogPost | null> =>
    slug.length > maxSlugLength
      ? Promise.resolve(null)
      : cache.get(`slug:${slug}`, async () => {
          const row = await findPublishedBySlug(db, slug);
          return row ? ((await withSections(db, [row]))[0] ?? null) : null;
        });

  const byStaticNumber = (staticNumber: number) =>
    cache.get(`static:${staticNumber}`, async () => {
      const row = await findPublishedByStaticNumber(db, staticNumber);
      return row ? ((await withSections(db, [row]))[0] ?? null) : null;
    });

  return {
    list,
    bySlug,
    byStaticNumber,
    listJson: (query) =>
      cache.get(`list-json:${query.page}:${query.limit}`, async () => {
        const { posts, pagination } = await list(query);
        return cachedJson({ success: true, data: posts, pagination });
      }),
    postJson: (slug) =>
      slug.length > maxSlugLength
        ? Promise.resolve(null)
        : cache.get(`slug-json:${slug}`, async () => {
            const post = await bySlug(slug);
            return post ? cachedJson({ success: true, data: post }) : null;
          }),
    sitemapEntries: () =>
      cache.get("sitemap", async () => {
        const rows = await publishedIndex(db);
        const newest = rows.reduce<string | undefined>((latest, row) => (!latest || row.updated_at > latest ? row.updated_at : latest), undefined);
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

function cachedJson(value: unknown): CachedJson {
  const body = JSON.stringify(value);
  return { body, etag: `W/"${createHash("sha1").update(body).digest("base64url")}"` };
}

async function withSections(db: Db, rows: PostRow[]): Promise<BlogPost[]> {
  const sections = await sectionsOf(
    db,
    rows.map((row) => row.id),
  );
  const byPost = new Map<number, SectionRow[]>();
  for (const section of sections) {
    const list = byPost.get(section.post_id);
    if (list) list.push(section);
    else byPost.set(section.post_id, [section]);
  }
  return rows.map((row) => toBlogPost(row, byPost.get(row.id) ?? []));
}

const knownIcons = new Set<string>(iconNames);
const knownSchemes = new Set<string>(blogColorSchemes);

/** The public shape of a post (spec 3); unknown icons or colour names from older data degrade to none. */
export function toBlogPost(row: PostRow, sections: SectionRow[]): BlogPost {
  return {
    _id: String(row.id),
    title: row.title,
    slug: row.slug,
    date: row.date,
    excerpt: row.excerpt,
    image_url: row.image,
    content_sections: sections.map((section): BlogSection => ({
      title: section.title,
      content: section.content,
      icon: section.icon && knownIcons.has(section.icon) ? (section.icon as IconName) : null,
    })),
    color_scheme: row.color_scheme && knownSchemes.has(row.color_scheme) ? (row.color_scheme as BlogColorScheme) : null,
    static_number: row.static_number === null ? null : Number(row.static_number),
    updated_at: row.updated_at,
  };
}
