import fp from "fastify-plugin";
import { formServiceDeps } from "#server/lib/form-service-deps";
import { createContactService, type ContactService } from "./contact-service";

declare module "fastify" {
  interface FastifyInstance {
    contact: ContactService;
  }
}

/** The contact service, once per app, for the public form and the staff routes. */
export const contactPlugin = fp(
  async (app) => {
    app.decorate("contact", createContactService(formServiceDeps(app)));
  },
  { name: "contact", dependencies: ["group-commit"] },
);
