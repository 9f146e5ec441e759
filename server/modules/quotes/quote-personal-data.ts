import type { z } from "zod/mini";
import { keptQuoteStatuses, keptRecordLabel, type PersonQuoteSchema } from "#contracts/api/people";
import { quoteReference } from "#contracts/api/quotes";
import type { Db } from "#server/db/database";
import type { PersonalData } from "#server/lib/personal-data";
import { anonymiseQuotesOf, correctQuotesOf, eraseQuotesOf, findQuotesByEmail, findQuotesOfIn } from "./quote-repository";

function parsed(json: string): unknown {
  try {
    return JSON.parse(json);
  } catch {
    return null;
  }
}

/**
 * The quotes' part of a data-subject request (decision 024). A won quote is kept for business and tax reasons
 * (decision 033): `kept` names those, and `anonymise` removes the person from them while the facts stay.
 */
export const quotePersonalData: PersonalData<z.infer<typeof PersonQuoteSchema>> & {
  kept(db: Db, email: string): Promise<string[]>;
  anonymise(db: Db, email: string): Promise<number>;
} = {
  async find(db, email) {
    return (await findQuotesByEmail(db, email)).map((q) => ({
      id: q.id,
      reference: quoteReference(q.id, q.created_at),
      name: q.name,
      company: q.company,
      email: q.email,
      phone: q.phone,
      status: q.status,
      details: parsed(q.details),
      createdAt: q.created_at,
      acceptance: q.accepted_name && q.accepted_at ? { name: q.accepted_name, purchaseOrder: q.accepted_po, at: q.accepted_at } : null,
    }));
  },
  correct: correctQuotesOf,
  erase: eraseQuotesOf,
  async kept(db, email) {
    const rows = await findQuotesOfIn(db, email, keptQuoteStatuses);
    return rows.map((q) => keptRecordLabel({ reference: quoteReference(q.id, q.created_at), status: q.status }));
  },
  anonymise: (db, email) => anonymiseQuotesOf(db, email, keptQuoteStatuses),
};
