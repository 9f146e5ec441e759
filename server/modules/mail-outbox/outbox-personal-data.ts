import type { z } from "zod/mini";
import type { PersonMailSchema } from "#contracts/api/people";
import type { PersonalData } from "#server/lib/personal-data";
import { eraseMailOf, findMailOf } from "./outbox-repository";

/**
 * The outbox's part of a data-subject request (decision 024): mail to or about the address. Mail is not corrected
 * (what was sent stays as sent); the erasure answers the erased rows' ids, whose file copies go after the commit.
 */
export const outboxPersonalData: PersonalData<z.infer<typeof PersonMailSchema>, number[]> = {
  find: findMailOf,
  correct: async () => 0,
  erase: eraseMailOf,
};
