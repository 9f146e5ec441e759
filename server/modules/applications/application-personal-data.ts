import type { z } from "zod/mini";
import type { PersonApplicationSchema } from "#contracts/api/people";
import type { PersonalData } from "#server/lib/personal-data";
import { correctApplicationsOf, eraseApplicationsOf, findApplicationsByEmail } from "./application-repository";

/** The applications' part of a data-subject request (decision 024): with their notes, without the résumé bytes. */
export const applicationPersonalData: PersonalData<z.infer<typeof PersonApplicationSchema>> = {
  async find(db, email) {
    return (await findApplicationsByEmail(db, email)).map((a) => ({
      id: a.id,
      name: a.name,
      email: a.email,
      phone: a.phone,
      position: a.position,
      message: a.message,
      status: a.status,
      resumeFilename: a.resume_filename,
      notes: a.notes.map((n) => ({ body: n.body, createdAt: n.created_at })),
      createdAt: a.created_at,
    }));
  },
  correct: correctApplicationsOf,
  erase: eraseApplicationsOf,
};
