import { sql, type RawBuilder } from "kysely";

/**
 * The rows of one person (data-subject requests, decision 024): an address column equal to the
 * address in any case, on SQLite and PostgreSQL alike. Owners' repositories use it to find, correct
 * and erase what they hold about an address.
 */
export function sameEmail(column: string, email: string): RawBuilder<boolean> {
  return sql<boolean>`lower(${sql.ref(column)}) = ${email.toLowerCase()}`;
}

/** A contact message's two name fields from one corrected name: the first word, then the rest. */
export function splitName(name: string) {
  const [first, ...rest] = name.trim().split(/\s+/);
  return { first: first ?? "", last: rest.join(" ") };
}
