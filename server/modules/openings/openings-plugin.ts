import fp from "fastify-plugin";
import { createCareersService, type CareersService } from "./careers-service";
import { createStaffOpeningService, type StaffOpeningService } from "./staff-opening-service";

declare module "fastify" {
  interface FastifyInstance {
    /** The public careers pages' cached reads of open openings (routes, sitemap, the pages' loaders, the application form). */
    careers: CareersService;
    /** Staff editing of openings; every write clears `careers`. */
    staffOpenings: StaffOpeningService;
  }
}

/** The openings table's services, one per app: every reader shares the careers cache, and every write clears it. */
export const openingsPlugin = fp(
  async (app) => {
    const careers = createCareersService(app.db, {
      onStale: (key, error) => app.log.warn({ err: error, key }, "careers: the database did not answer; serving the last good copy"),
    });
    app.decorate("careers", careers);
    app.decorate(
      "staffOpenings",
      // The applications service is decorated after this plugin (it checks openings); it is read when a list asks.
      createStaffOpeningService(app.db, { careers, applicationCounts: (ids) => app.applications.countByOpening(ids) }),
    );
  },
  { name: "openings" },
);
