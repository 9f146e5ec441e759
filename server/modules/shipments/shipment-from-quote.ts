import type { AcceptedQuote } from "#server/modules/quotes/quote-offer-service";
import type { DbOrTx } from "#server/modules/mail-outbox/outbox";
import { createFromAcceptedQuote } from "./shipment-service";

/**
 * The shipment a buyer's online acceptance books (issue 31): the route, mode and cargo of the request, the buyer as
 * the customer, in their language. The operations desk adds the carrier, voyage and containers when they are known.
 * Answers the path of the first personal tracking link, for the acceptance mail.
 */
export async function shipmentFromAcceptedQuote(trx: DbOrTx, quote: AcceptedQuote) {
  const { request } = quote;
  const place = (name: string, code: string | null | undefined) => (code ? `${name} (${code})` : name);
  const shipment = await createFromAcceptedQuote(trx, {
    quoteId: quote.id,
    mode: request.mode,
    origin: place(request.origin, request.originCode),
    destination: place(request.destination, request.destinationCode),
    cargoSummary: `${request.commodity} (quote ${quote.reference})`,
    customerName: request.company ? `${request.name}, ${request.company}` : request.name,
    customerEmail: request.email,
    customerLanguage: quote.lang,
  });
  return { trackingPath: shipment.trackingPath };
}
