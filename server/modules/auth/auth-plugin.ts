import fp from "fastify-plugin";
import { createAuthService, type AuthService } from "./auth-service";
import { createSecondFactorService, type SecondFactorService } from "./second-factor-service";
import { createStaffAccountService, type StaffAccountService } from "./staff-account-service";

declare module "fastify" {
  interface FastifyInstance {
    auth: AuthService;
    secondFactor: SecondFactorService;
    staffAccounts: StaffAccountService;
  }
}

/** The sign-in service and its second factor (decision 023), once per app, on the app's attempt counter; and the administrators' account management. */
export const authPlugin = fp(
  async (app) => {
    app.decorate("secondFactor", createSecondFactorService(app.db, app.attemptCounter));
    app.decorate("auth", createAuthService(app.db, app.attemptCounter, app.secondFactor));
    app.decorate("staffAccounts", createStaffAccountService({ db: app.db, config: app.config, mailWorker: app.mailWorker }));
  },
  { name: "auth", dependencies: ["attempt-counter"] },
);
