import fp from "fastify-plugin";
import { formServiceDeps } from "#server/lib/form-service-deps";
import { createQuoteService, type QuoteService } from "./quote-service";
import { createQuoteStaffService, type QuoteStaffService } from "./quote-staff-service";

declare module "fastify" {
  interface FastifyInstance {
    quotes: QuoteService;
    quoteStaff: QuoteStaffService;
  }
}

/** The quote services, once per app: the public form's write and the sales desk's work. */
export const quotePlugin = fp(
  async (app) => {
    const deps = formServiceDeps(app);
    app.decorate("quotes", createQuoteService(deps));
    app.decorate("quoteStaff", createQuoteStaffService(deps));
  },
  { name: "quotes", dependencies: ["group-commit"] },
);
