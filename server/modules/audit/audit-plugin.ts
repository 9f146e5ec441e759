import fp from "fastify-plugin";
import { createAuditService, type AuditService } from "./audit-service";

declare module "fastify" {
  interface FastifyInstance {
    audit: AuditService;
  }
}

/** The audit trail's service, once per app: for the staff plugin's hook, sign-in and the data-subject requests. */
export const auditPlugin = fp(
  async (app) => {
    app.decorate("audit", createAuditService(app.db));
  },
  { name: "audit" },
);
