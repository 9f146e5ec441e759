import fp from "fastify-plugin";
import { formServiceDeps } from "#server/lib/form-service-deps";
import { createNewsletterService, type NewsletterService } from "./newsletter-service";

declare module "fastify" {
  interface FastifyInstance {
    newsletter: NewsletterService;
  }
}

/** The newsletter service, once per app, for the public double opt-in and the staff subscriber list. */
export const newsletterPlugin = fp(
  async (app) => {
    const service = createNewsletterService(formServiceDeps(app));
    app.decorate("newsletter", service);
    // A campaign mail refused for good marks its subscriber bounced (issue 32).
    app.mailWorker.onBounce((email) => service.markBounced(email));
  },
  { name: "newsletter", dependencies: ["group-commit"] },
);
