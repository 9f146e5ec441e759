import fp from "fastify-plugin";
import { MailWorker } from "./mail-worker";
import { createMailTransport } from "#server/mail/transport";

declare module "fastify" {
  interface FastifyInstance {
    /** The outbox worker; call mailWorker.wake() after committing a queued email. */
    mailWorker: MailWorker;
  }
}

/** Starts the outbox worker once the server is ready and stops it (after its current run) on close. */
export const mailPlugin = fp(async (app) => {
  const worker = new MailWorker({
    db: app.db,
    dialect: app.database.dialect,
    transport: createMailTransport(app.config),
    from: app.config.mail.from,
    log: app.log.child({ module: "mail" }),
  });
  app.decorate("mailWorker", worker);
  app.addHook("onReady", async () => worker.start());
  // onClose runs after in-flight requests finished and before main.ts closes the database.
  app.addHook("onClose", async () => worker.stop());
});
