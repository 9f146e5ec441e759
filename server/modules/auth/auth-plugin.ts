import fp from "fastify-plugin";
import { createAuthService, type AuthService } from "./auth-service";
import { createSecondFactorService, type SecondFactorService } from "./second-factor-service";
import { createSignInLinkService, type SignInLinkService } from "./sign-in-link-service";
import { createStaffAccountService, type StaffAccountService } from "./staff-account-service";

declare module "fastify" {
  interface FastifyInstance {
    auth: AuthService;
    secondFactor: SecondFactorService;
    signInLinks: SignInLinkService;
    staffAccounts: StaffAccountService;
  }
}

/**
 * The sign-in service, its second factor (decision 023) and its e-mailed links (decision 032), once per app, on the
 * app's attempt counter; and the administrators' account management.
 */
export const authPlugin = fp(
  async (app) => {
    app.decorate("secondFactor", createSecondFactorService(app.db, app.attemptCounter));
    app.decorate("signInLinks", createSignInLinkService({ db: app.db, config: app.config, mailWorker: app.mailWorker }));
    app.decorate("auth", createAuthService(app.db, app.attemptCounter, app.secondFactor, app.signInLinks));
    app.decorate("staffAccounts", createStaffAccountService({ db: app.db, config: app.config, mailWorker: app.mailWorker }));
  },
  { name: "auth", dependencies: ["attempt-counter"] },
);
