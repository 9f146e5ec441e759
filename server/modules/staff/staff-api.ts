import type { FastifyInstance } from "fastify";
import { sessionRoutes } from "#server/modules/auth/auth-routes";
import { requireStaff } from "#server/modules/auth/require-staff";
import { retentionRoutes } from "#server/modules/retention/retention-routes";
import { strictJsonOnly } from "#server/plugins/strict-json";
import { applicationRoutes } from "./applications/application-routes";
import { contactRoutes } from "./contact/contact-routes";
import { postRoutes } from "./posts/post-routes";
import { statsRoutes } from "./stats/stats-routes";
import { subscriberRoutes } from "./subscribers/subscriber-routes";

/**
 * Every endpoint that needs a signed-in member of staff, in one encapsulated
 * plugin whose onRequest hook checks the token first: a route added here
 * cannot forget the check, and nothing outside it is affected.
 */
export async function staffApi(app: FastifyInstance) {
  app.decorateRequest("staff", null);
  app.addHook("onRequest", requireStaff);
  strictJsonOnly(app);

  await app.register(sessionRoutes);
  await app.register(statsRoutes);
  await app.register(applicationRoutes);
  await app.register(contactRoutes);
  await app.register(subscriberRoutes);
  await app.register(postRoutes);
  await app.register(retentionRoutes);
}
