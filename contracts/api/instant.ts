import { z } from "zod/mini";

const looksLikeInstant = (value: string) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) && !Number.isNaN(Date.parse(value));

/**
 * An ISO date and time ("2026-12-01T09:00:00Z", or with an offset) that names a real moment: `message` otherwise, and
 * `missing` (when given) for an empty one.
 */
export const isoInstant = (message: string, missing = message) =>
  z.string({ error: message }).check(
    z.minLength(1, missing),
    z.refine((value) => value === "" || looksLikeInstant(value), message),
  );
