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
      createApplicationService(
        formServiceDeps(app),
        {
          openForApplication: (id) => app.careers.openForApplication(id),
          titles: (ids) => app.staffOpenings.titles(ids),
        },
        {
          maxBytes: app.config.resumeStorage.maxBytes,
          // Per address, like the form limits: RATE_LIMIT_DISABLED (benchmarks only) lifts it with them.
          perAddressDayBytes: app.config.rateLimitDisabled ? Number.POSITIVE_INFINITY : app.config.resumeStorage.perAddressDayBytes,
          onRefused: (why, details) =>
            app.logThrottled(
              app.log,
              "warn",
              `resume-storage-${why}`,
              details,
              why === "full"
                ? "résumé storage full: applications with a résumé are refused (503) until staff delete some or RESUME_STORAGE_MAX_MB is raised"
                : "résumé storage: an address reached its day's share (RESUME_STORAGE_PER_ADDRESS_DAY_MB); its résumés are refused (429)",
            ),
        },
      ),
    );
  },
  { name: "applications", dependencies: ["group-commit", "openings"] },
);
