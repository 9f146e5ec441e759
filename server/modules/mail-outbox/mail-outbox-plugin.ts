import fp from "fastify-plugin";
import { createMailOutboxService, type MailOutboxService } from "./mail-outbox-service";

declare module "fastify" {
  interface FastifyInstance {
    mailOutbox: MailOutboxService;
  }
}

/** The staff's view of the mail outbox, once per app; it wakes the worker the mail plugin decorated. */
export const mailOutboxPlugin = fp(async (app) => {
  app.decorate("mailOutbox", createMailOutboxService({ db: app.db, mailWorker: app.mailWorker }));
});
