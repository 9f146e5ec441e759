import type { FastifyRequest } from "fastify";
import { secondFactorMessages } from "#contracts/api/second-factor";
import { HttpError } from "#server/errors";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * Open to an account that must still set up its second factor (decision 023): its own session
     * (verify, logout) and the set-up itself. Every other staff route answers it 403.
     */
    beforeSecondFactor?: boolean;
  }
}

/**
 * onRequest hook of the staff plugin, after requireRole: while administrators require a second factor for
 * everyone, an account without one may only set it up. Enforced here, not only by the screens.
 */
export async function requireSecondFactor(request: FastifyRequest) {
  const staff = request.staff;
  if (!staff || staff.hasSecondFactor) return;
  if (!(await request.server.secondFactor.requiredForEveryone())) return;
  staff.secondFactorSetupRequired = true;
  if (!request.routeOptions.config.beforeSecondFactor) throw new HttpError(403, secondFactorMessages.setupRequired);
}
