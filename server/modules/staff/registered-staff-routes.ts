import Fastify from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { FastifyContextConfig } from "fastify";
import type { StaffRole } from "#contracts/api/staff-roles";
import { staffApi } from "./staff-api";

export interface RegisteredStaffRoute {
  method: string;
  url: string;
  roles: readonly StaffRole[] | undefined;
  /** The route's `config.audit` declaration (decision 024), if any. */
  audit: FastifyContextConfig["audit"];
}

/**
 * For tests: every route the staff plugin registers, with the roles (`config.roles`) and audit
 * declaration it carries, read from a bare registration (no database; no handler runs).
 */
export async function registeredStaffRoutes(): Promise<RegisteredStaffRoute[]> {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const registered: RegisteredStaffRoute[] = [];
  app.addHook("onRoute", (route) => {
    const config = (route.config ?? {}) as FastifyContextConfig & { roles?: readonly StaffRole[] };
    for (const method of [route.method].flat())
      if (method !== "HEAD") registered.push({ method, url: route.url, roles: config.roles, audit: config.audit });
  });
  app.decorate("db", {} as never);
  // The services the route sets call; none is called while registering.
  for (const service of ["applications", "contact", "newsletter", "blog", "database", "quoteStaff", "shipments"])
    app.decorate(service, {} as never);
  app.decorate("config", { applicationRetentionMonths: 12 } as never);
  await app.register(staffApi, { prefix: "/api" });
  await app.ready();
  await app.close();
  return registered;
}
