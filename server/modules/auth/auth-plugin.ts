import fp from "fastify-plugin";
import { createAuthService, type AuthService } from "./auth-service";

declare module "fastify" {
  interface FastifyInstance {
    auth: AuthService;
  }
}

/** The sign-in service, once per app, on the app's attempt counter. */
export const authPlugin = fp(
  async (app) => {
    app.decorate("auth", createAuthService(app.db, app.attemptCounter));
  },
  { name: "auth", dependencies: ["attempt-counter"] },
);
