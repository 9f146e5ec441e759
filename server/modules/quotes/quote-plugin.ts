import fp from "fastify-plugin";
import { formServiceDeps } from "#server/lib/form-service-deps";
import { createQuoteOfferService, type CreateShipmentFromQuote, type QuoteOfferService } from "./quote-offer-service";
import { createQuoteService, type QuoteService } from "./quote-service";
import { createQuoteStaffService, type QuoteStaffService } from "./quote-staff-service";

declare module "fastify" {
  interface FastifyInstance {
    quotes: QuoteService;
    quoteStaff: QuoteStaffService;
    quoteOffers: QuoteOfferService;
  }
}

export interface QuotePluginOptions {
  /** What an accepted quote becomes: the shipments module's, wired in server/app.ts (issue 31). */
  createShipmentFromQuote?: CreateShipmentFromQuote;
}

/** The quote services, once per app: the public form's write, the sales desk's work, and the buyer's answer to a priced quote. */
export const quotePlugin = fp<QuotePluginOptions>(
  async (app, { createShipmentFromQuote }) => {
    const deps = formServiceDeps(app);
    app.decorate("quotes", createQuoteService(deps));
    app.decorate("quoteStaff", createQuoteStaffService(deps));
    app.decorate("quoteOffers", createQuoteOfferService({ ...deps, createShipmentFromQuote }));
  },
  { name: "quotes", dependencies: ["group-commit"] },
);
