import fp from "fastify-plugin";
import { createRepresentations, type Representations } from "#server/lib/representation";

declare module "fastify" {
  interface FastifyInstance {
    /** Bodies with their compressed copies, and the send that picks one (server/lib/representation.ts). */
    representations: Representations;
  }
}

/** One set of the representations' memories per app: two apps in one process (tests) do not share them. */
export const representationsPlugin = fp(
  async (app) => {
    app.decorate("representations", createRepresentations());
  },
  { name: "representations" },
);
