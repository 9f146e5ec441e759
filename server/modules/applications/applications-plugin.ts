import fp from "fastify-plugin";
import { formServiceDeps } from "#server/lib/form-service-deps";
import { createApplicationService, type ApplicationService } from "./application-service";

declare module "fastify" {
  interface FastifyInstance {
    applications: ApplicationService;
  }
}

/** The applications service, once per app, for the public form, the staff routes and the retention job. */
export const applicationsPlugin = fp(
  async (app) => {
    app.decorate(
      "applications",
      createApplicationService(formServiceDeps(app), {
        openForApplication: (id) => app.careers.openForApplication(id),
        titles: (ids) => app.staffOpenings.titles(ids),
      }),
    );
  },
  { name: "applications", dependencies: ["group-commit", "openings"] },
);
