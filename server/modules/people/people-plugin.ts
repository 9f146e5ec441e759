import fp from "fastify-plugin";
import { createPeopleService, type PeopleService } from "./people-service";

declare module "fastify" {
  interface FastifyInstance {
    people: PeopleService;
  }
}

/** The data-subject requests' service, once per app: it reads and changes the rows of every owner of personal data. */
export const peoplePlugin = fp(
  async (app) => {
    app.decorate("people", createPeopleService(app.db, app.audit, app.mailWorker));
  },
  { name: "people", dependencies: ["audit"] },
);
