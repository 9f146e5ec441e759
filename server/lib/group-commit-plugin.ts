import fp from "fastify-plugin";
import { GroupCommit } from "./group-commit";

declare module "fastify" {
  interface FastifyInstance {
    /** The one GroupCommit of the app's database: every form write goes through it, so writes arriving together share a commit. */
    groupCommit: GroupCommit;
  }
}

export const groupCommitPlugin = fp(
  async (app) => {
    app.decorate("groupCommit", new GroupCommit(app.db, app.database.dialect));
  },
  { name: "group-commit" },
);
