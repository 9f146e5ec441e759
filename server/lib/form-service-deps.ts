import type { FastifyInstance } from "fastify";
import type { Config } from "#server/config";
import type { Db } from "#server/db/database";
import type { GroupCommit } from "#server/lib/group-commit";
import type { MailWorker } from "#server/modules/mail-outbox/mail-worker";

/** What a service that stores a visitor's form and e-mails about it needs: applications, contact, newsletter. */
export interface FormServiceDeps {
  db: Db;
  /** Form writes share commits through it (server/lib/group-commit.ts). */
  groupCommit: GroupCommit;
  config: Pick<Config, "publicUrl" | "mail">;
  mailWorker: Pick<MailWorker, "wake">;
}

/** Those dependencies as the app has decorated them (the group-commit and mail plugins come first). */
export function formServiceDeps(app: FastifyInstance): FormServiceDeps {
  return { db: app.db, groupCommit: app.groupCommit, config: app.config, mailWorker: app.mailWorker };
}
