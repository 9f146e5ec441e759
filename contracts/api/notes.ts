/**
 * Internal staff notes, the same for every record that has them (applications, quotes): read by
 * staff only, oldest first, appended one at a time with their author and time.
 */
import { z } from "zod/mini";
import { nulMessage, withoutNul } from "./list-query";
import { noteLimits } from "./note-limits";

export { noteLimits };

export const StaffNoteSchema = z.object({
  id: z.number(),
  body: z.string(),
  /** Null when the author's account was deleted, or for the buyer's own note. */
  author: z.nullable(z.object({ id: z.number(), email: z.string(), name: z.nullable(z.string()) })),
  createdAt: z.string(),
  /** True for a question the buyer asked through the quote's link (issue 31); absent on records without such notes. */
  fromBuyer: z.optional(z.boolean()),
});
export type StaffNote = z.infer<typeof StaffNoteSchema>;

/** POST …/:id/notes → 201 with the note. */
export const NoteRequestSchema = z.object({
  body: z
    .string({ error: "Note is required" })
    .check(
      z.trim(),
      z.minLength(1, "Note is required"),
      z.maxLength(noteLimits.maxLength, `A note can be at most ${noteLimits.maxLength} characters`),
      z.refine(withoutNul, nulMessage),
    ),
});
export type NoteRequest = z.input<typeof NoteRequestSchema>;
