import {
  openingMessages,
  openingTransitionMessage,
  openingTransitions,
  type OpeningInputData,
  type OpeningStatus,
  type StaffOpening,
  type StaffOpeningChoices,
  type StaffOpeningListQuery,
  type StaffOpeningSummary,
} from "#contracts/api/openings";
import type { Paging } from "#contracts/api/responses";
import type { Db } from "#server/db/database";
import { HttpError } from "#server/errors";
import { isForeignKeyViolation } from "#server/lib/database-errors";
import { paging } from "#server/lib/list-query";
import { nowIso } from "#server/lib/time";
import { createVersionedRecords } from "#server/lib/versioned-records";
import type { CareersService } from "./careers-service";
import { indiaToday } from "./india-today";
import { toStaffOpening, toStaffOpeningSummary } from "./opening-mapper";
import * as repo from "./opening-repository";

export interface StaffOpeningService {
  list(query: StaffOpeningListQuery): Promise<{ openings: StaffOpeningSummary[]; pagination: Paging }>;
  /** The departments in use and every opening, for the staff filters. */
  choices(): Promise<StaffOpeningChoices>;
  get(id: number): Promise<StaffOpening>;
  /** A new opening is a draft: staff open it when it is ready. */
  create(input: OpeningInputData): Promise<StaffOpening>;
  update(id: number, version: number, input: OpeningInputData): Promise<StaffOpening>;
  /** Open, close or reopen (openingTransitions); 409 when stale or not allowed. */
  setStatus(id: number, status: OpeningStatus, version: number): Promise<StaffOpening>;
  remove(id: number): Promise<void>;
  /** Titles and slugs of the given openings, for the applications list and the dashboard. */
  titles(ids: number[]): Promise<Map<number, { title: string; slug: string }>>;
  /** Openings in each status, for the dashboard. */
  stats(): Promise<Record<OpeningStatus, number>>;
}

export interface StaffOpeningDeps {
  /** Public reads to clear after each write. */
  careers: Pick<CareersService, "invalidate">;
  /** How many applications each opening has (the applications module owns that table). */
  applicationCounts: (ids: number[]) => Promise<Map<number, number>>;
}

/**
 * Staff editing of openings. Every write clears the public careers reads (and so the rendered pages
 * listening to them), so /careers and the opening's page show the change at once.
 */
export function createStaffOpeningService(db: Db, { careers, applicationCounts }: StaffOpeningDeps): StaffOpeningService {
  const records = createVersionedRecords(db, "openings", openingMessages, {
    invalidate: () => careers.invalidate(),
    load: (id) => load(id),
  });
  const { notFound, stale } = records;
  const load = async (id: number): Promise<StaffOpening> => {
    const row = await repo.findById(db, id);
    if (!row) throw notFound();
    const counts = await applicationCounts([id]);
    return toStaffOpening(row, counts.get(id) ?? 0, indiaToday());
  };

  return {
    async list({ page = 1, limit = 20, q, status, type, department }) {
      const pageNumber = Number(page);
      const limitNumber = Number(limit);
      const { rows, total } = await repo.listAll(
        db,
        { q: q || undefined, status: status || undefined, type: type || undefined, department: department || undefined },
        pageNumber,
        limitNumber,
      );
      const counts = await applicationCounts(rows.map((row) => row.id));
      return {
        openings: rows.map((row) => toStaffOpeningSummary(row, counts.get(row.id) ?? 0)),
        pagination: paging(pageNumber, limitNumber, total),
      };
    },
    async choices() {
      const rows = await repo.listChoices(db);
      return {
        departments: [...new Set(rows.map((row) => row.department))].sort((a, b) => a.localeCompare(b)),
        openings: rows.map(({ id, title, status }) => ({ id, title, status })),
      };
    },
    get: load,
    create: (input) => records.create(input.slug, (trx) => repo.insertOpening(trx, input, { status: "draft", sample: false }, nowIso())),
    update: (id, version, input) => records.update(id, input.slug, (trx) => repo.updateOpening(trx, id, version, input, nowIso())),
    async setStatus(id, status, version) {
      const current = await repo.findById(db, id);
      if (!current) throw notFound();
      if (Number(current.version) !== version) throw stale();
      if (current.status !== status) {
        if (!openingTransitions[current.status].includes(status))
          throw new HttpError(409, openingTransitionMessage(current.status, status));
        if (!(await repo.moveStatus(db, id, current.status, status, version, nowIso()))) throw stale();
        careers.invalidate();
      }
      return load(id);
    },
    async remove(id) {
      const deleted = await repo.deleteOpening(db, id).catch((error: unknown) => {
        if (isForeignKeyViolation(error)) throw new HttpError(409, openingMessages.hasApplications);
        throw error;
      });
      if (!deleted) throw notFound();
      careers.invalidate();
    },
    async titles(ids) {
      const rows = await repo.titlesOf(db, [...new Set(ids)]);
      return new Map(rows.map((row) => [row.id, { title: row.title, slug: row.slug }]));
    },
    async stats() {
      const counts: Record<OpeningStatus, number> = { draft: 0, open: 0, closed: 0 };
      for (const row of await repo.countByStatus(db)) counts[row.status] = Number(row.count);
      return counts;
    },
  };
}
