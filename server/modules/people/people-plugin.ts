import fp from "fastify-plugin";
import { createPeopleService, type PeopleService } from "./people-service";

declare module "fastify" {
  interface FastifyInstance {
    people: PeopleService;
  }
}

/** The data-subject requests' service, once per app: it reads and changes personal data through each owner's service. */
export const peoplePlugin = fp(
  async (app) => {
    app.decorate(
      "people",
      createPeopleService({
        db: app.db,
        applications: app.applications,
        contact: app.contact,
        quotes: app.quoteStaff,
        shipments: app.shipments,
        newsletter: app.newsletter,
        mailOutbox: app.mailOutbox,
        campaigns: app.campaigns,
        audit: app.audit,
        mailCopies: app.mailWorker,
      }),
    );
  },
  { name: "people", dependencies: ["audit"] },
);
