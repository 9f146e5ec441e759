import fp from "fastify-plugin";
import { formServiceDeps } from "#server/lib/form-service-deps";
import { createQuoteService, type QuoteService } from "./quote-service";

declare module "fastify" {
  interface FastifyInstance {
    quotes: QuoteService;
  }
}

/** The quote service, once per app, for the public form (and the staff routes). */
export const quotePlugin = fp(
  async (app) => {
    app.decorate("quotes", createQuoteService(formServiceDeps(app)));
  },
  { name: "quotes", dependencies: ["group-commit"] },
);
