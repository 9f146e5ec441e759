import type { ContactDetail } from "#contracts/api/contact";
import type { PersonalData } from "#server/lib/personal-data";
import { correctContactMessagesOf, eraseContactMessagesOf, findContactMessagesByEmail } from "./contact-repository";
import { toContactDetail } from "./contact-mapper";

/** The contact messages' part of a data-subject request (decision 024); a message holds no phone to correct. */
export const contactPersonalData: PersonalData<ContactDetail> = {
  find: async (db, email) => (await findContactMessagesByEmail(db, email)).map(toContactDetail),
  correct: correctContactMessagesOf,
  erase: eraseContactMessagesOf,
};
