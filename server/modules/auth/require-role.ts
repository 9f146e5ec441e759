import type { FastifyRequest } from "fastify";
import { staffMessages } from "#contracts/api/auth";
import { roleAllows, type StaffRole } from "#contracts/api/staff-roles";
import { HttpError } from "#server/errors";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * The staff roles a route allows (issue 16), e.g. `config: { roles: ["sales"] }`; `admin` is always
     * allowed. A staff route without it is for administrators only, and the guard test
     * (server/modules/staff/staff-guard.test.ts) fails until it declares its roles.
     */
    roles?: readonly StaffRole[];
  }
}

/** The roles a staff route declared, or undefined when it declared none. */
export function declaredRoles(request: FastifyRequest): readonly StaffRole[] | undefined {
  return request.routeOptions.config.roles;
}

/**
 * onRequest hook of the staff plugin, after requireStaff: a member of staff whose role the route does
 * not allow gets 403 before the body is read. Undeclared means administrators only (deny by default).
 */
export async function requireRole(request: FastifyRequest) {
  const staff = request.staff;
  if (!staff) return;
  if (!roleAllows(staff.user.role, declaredRoles(request) ?? [])) throw new HttpError(403, staffMessages.forbidden);
}
