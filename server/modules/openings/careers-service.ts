import { careersPath, openingLimits, openingPath, remoteLocation, type OpeningList, type PublicOpening } from "#contracts/api/openings";
import type { Position } from "#contracts/forms/careers";
import { positionOf } from "#contracts/opening-values";
import type { OpeningsReader } from "#contracts/openings";
import type { Db } from "#server/db/database";
import { ttlCache } from "#server/modules/posts/ttl-cache";
import { indiaToday } from "./india-today";
import { isListed, toPublicOpening } from "./opening-mapper";
import * as repo from "./opening-repository";

/** The public careers pages' reads, cached; the staff opening service invalidates them after every write. */
export interface CareersService extends OpeningsReader {
  /**
   * The open opening with this id, for an application naming it, with the position its employment type makes it
   * (issue 28); null when unknown, draft, closed or past its date.
   */
  openForApplication(id: number): Promise<{ id: number; title: string; position: Position } | null>;
  /** Sitemap entries: /careers and every open opening. */
  sitemapEntries(): Promise<{ path: string; lastModified?: string }[]>;
  /** Forget every cached read. */
  invalidate(): void;
  /** Calls `listener` after every invalidate(), so caches built on these reads (rendered pages) drop too. */
  onInvalidate(listener: () => void): void;
}

/** Writes on this instance invalidate at once; the TTL bounds how stale another instance can be, and the change of day. */
const defaultTtlMs = 10_000;

/** No slug is longer (limit 120); longer ones, or ones holding NUL, are answered as missing without a lookup. */
const impossibleSlug = (slug: string) => slug.length > openingLimits.slugMax || slug.includes("\u0000") || slug.trim() === "";

function matches(opening: PublicOpening, { department, location, type }: { department?: string; location?: string; type?: string }) {
  if (department && opening.department !== department) return false;
  if (type && opening.employmentType !== type) return false;
  if (location && !(opening.location.city === location || (location === remoteLocation && opening.location.remote))) return false;
  return true;
}

const sorted = (values: Iterable<string>) => [...new Set(values)].sort((a, b) => a.localeCompare(b, "en"));

/**
 * One per app (openings-plugin.ts), so every reader shares its cache and every write clears it. Every
 * open opening is read at once (staff keep a few dozen open at most) and the filters apply in memory.
 * While the database is away a read answered before is served from its last good copy, as for the blog.
 */
export function createCareersService(
  db: Db,
  {
    ttlMs = defaultTtlMs,
    onStale,
    today = () => indiaToday(),
  }: { ttlMs?: number; onStale?: (key: string, error: unknown) => void; today?: () => string } = {},
): CareersService {
  const cache = ttlCache({ ttlMs, onStale });
  const listeners = new Set<() => void>();

  const allOpen = () => cache.get("open", async () => (await repo.listOpen(db, today(), openingLimits.publicListMax)).map(toPublicOpening));

  return {
    async list(query): Promise<OpeningList> {
      const open = await allOpen();
      return {
        openings: open.filter((opening) => matches(opening, query)),
        facets: {
          departments: sorted(open.map((opening) => opening.department)),
          locations: sorted(open.flatMap((opening) => [opening.location.city ?? [], opening.location.remote ? remoteLocation : []].flat())),
          types: [...new Set(open.map((opening) => opening.employmentType))],
        },
      };
    },
    bySlug: (slug) =>
      impossibleSlug(slug)
        ? Promise.resolve(null)
        : cache.get(`slug:${slug}`, async () => {
            const row = await repo.findBySlug(db, slug);
            if (!row || row.status === "draft") return null;
            return { state: isListed(row, today()) ? "open" : "closed", opening: toPublicOpening(row) } as const;
          }),
    async openForApplication(id) {
      const row = await repo.findById(db, id);
      return row && isListed(row, today()) ? { id: row.id, title: row.title, position: positionOf(row.employment_type) } : null;
    },
    sitemapEntries: async () => {
      const open = await allOpen();
      const newest = open.reduce<string | undefined>((latest, o) => (!latest || o.updatedAt > latest ? o.updatedAt : latest), undefined);
      return [
        { path: careersPath, lastModified: newest },
        ...open.map((opening) => ({ path: openingPath(opening.slug), lastModified: opening.updatedAt })),
      ];
    },
    invalidate: () => {
      cache.clear();
      for (const listener of listeners) listener();
    },
    onInvalidate: (listener) => {
      listeners.add(listener);
    },
  };
}
