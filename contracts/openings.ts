/**
 * The careers openings as the pages' loaders see them on the server (no HTTP hop); the shapes are the
 * schemas of contracts/api/openings.ts.
 */
import type { OpeningList, OpeningListQuery, PublicOpening } from "./api/openings";

/** An opening found by its slug: open (its page), or closed or past its closing date (410). */
export type OpeningLookup = { state: "open"; opening: PublicOpening } | { state: "closed"; opening: PublicOpening };

export interface OpeningsReader {
  /** Every open opening matching the filters, and the filters' choices. */
  list(query: OpeningListQuery): Promise<OpeningList>;
  /** Null for an unknown slug or a draft. */
  bySlug(slug: string): Promise<OpeningLookup | null>;
}
