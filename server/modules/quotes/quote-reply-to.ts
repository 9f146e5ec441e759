import type { Config } from "#server/config";
import type { QuoteRow } from "./quote-repository";

/**
 * Who answers the buyer of a quote (issues 28 and 31): the salesperson it is assigned to while their account is
 * active, else the sales desk. Every mail to the buyer carries it as Reply-To, and every notice of the buyer's answer
 * goes to it.
 */
export function quoteContact(row: Pick<QuoteRow, "assignee_email" | "assignee_disabled_at">, config: Pick<Config, "mail">): string {
  return row.assignee_email && !row.assignee_disabled_at ? row.assignee_email : config.mail.salesEmail;
}
