import type { Db } from "#server/db/database";

/** A correction of a data-subject request (decision 024): the fields a table holds of a person, each optional. */
/** What stands for the person in a record kept after they asked to be forgotten (a won quote, a shipment). */
export const anonymisedName = "Anonymised";

export interface PersonCorrection {
  name?: string;
  email?: string;
  phone?: string;
}

/**
 * What each owner of personal data answers for a data-subject request (decision 024), mapped to the request's
 * shapes. Every call takes the caller's transaction, so the people module reads, corrects or erases every table in
 * one; the owner's queries stay private to its module.
 */
export interface PersonalData<Found, Erased = number> {
  find(db: Db, email: string): Promise<Found[]>;
  /** How many rows changed. */
  correct(db: Db, email: string, change: PersonCorrection): Promise<number>;
  erase(db: Db, email: string): Promise<Erased>;
}
