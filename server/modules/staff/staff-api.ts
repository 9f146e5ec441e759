import { campaignImageRoutes } from "#server/modules/campaigns/campaign-image-routes";
import { campaignRoutes } from "#server/modules/campaigns/campaign-routes";
import type { FastifyInstance } from "fastify";
import { ApiFailureSchema } from "#contracts/api/responses";
import { applicationStaffRoutes } from "#server/modules/applications/application-staff-routes";
import { sessionRoutes } from "#server/modules/auth/auth-routes";
import { requireRole } from "#server/modules/auth/require-role";
import { requireSecondFactor } from "#server/modules/auth/require-second-factor";
import { requireStaff } from "#server/modules/auth/require-staff";
import { secondFactorRoutes } from "#server/modules/auth/second-factor-routes";
import { staffAccountRoutes } from "#server/modules/auth/staff-account-routes";
import { contactStaffRoutes } from "#server/modules/contact/contact-staff-routes";
import { mailOutboxRoutes } from "#server/modules/mail-outbox/mail-outbox-routes";
import { subscriberRoutes } from "#server/modules/newsletter/subscriber-routes";
import { openingStaffRoutes } from "#server/modules/openings/opening-staff-routes";
import { staffPostRoutes } from "#server/modules/posts/staff-post-routes";
import { quoteStaffRoutes } from "#server/modules/quotes/quote-staff-routes";
import { shipmentDocumentRoutes } from "#server/modules/shipments/shipment-document-routes";
import { shipmentRoutes } from "#server/modules/shipments/shipment-routes";
import { retentionRoutes } from "#server/modules/retention/retention-routes";
import { contentReleaseRoutes } from "#server/modules/site-content/content-release-routes";
import { contentWordRoutes } from "#server/modules/site-content/content-word-routes";
import { auditRoutes } from "#server/modules/audit/audit-routes";
import { recordStaffAction } from "#server/modules/audit/record-staff-action";
import { pagePreviewRoutes } from "#server/modules/page-preview/page-preview-routes";
import { peopleRoutes } from "#server/modules/people/people-routes";
import { strictJsonOnly } from "#server/plugins/strict-json";
import { siteImageRoutes } from "#server/modules/site-images/site-image-routes";
import { statsRoutes } from "./stats/stats-routes";

/**
 * Every endpoint that needs a signed-in member of staff, in one encapsulated
 * plugin whose onRequest hook checks the token first: a route added here
 * cannot forget the check, and nothing outside it is affected. Each module
 * owns its staff routes; this plugin only puts them behind the check.
 * A second hook then lets through only the roles the route declares in
 * `config: { roles }` (admin always; nothing declared means admin only),
 * and every route documents that refusal as 403 (issue 16). A third hook keeps an
 * account that must set up its second factor to that set-up (decision 023).
 */
export async function staffApi(app: FastifyInstance) {
  app.decorateRequest("staff", null);
  app.addHook("onRoute", (route) => {
    const response = route.schema?.response as Record<number, unknown> | undefined;
    if (response) response[403] ??= ApiFailureSchema;
  });
  app.addHook("onRequest", requireStaff);
  app.addHook("onRequest", requireRole);
  app.addHook("onRequest", requireSecondFactor);
  // A route that declares `config: { audit }` has each successful answer recorded (decision 024).
  app.addHook("onSend", recordStaffAction);
  strictJsonOnly(app);

  await app.register(sessionRoutes);
  await app.register(statsRoutes);
  await app.register(applicationStaffRoutes);
  await app.register(contactStaffRoutes);
  await app.register(subscriberRoutes);
  await app.register(campaignRoutes);
  await app.register(campaignImageRoutes);
  await app.register(siteImageRoutes);
  await app.register(staffPostRoutes);
  await app.register(openingStaffRoutes);
  await app.register(retentionRoutes);
  await app.register(mailOutboxRoutes);
  await app.register(staffAccountRoutes);
  await app.register(secondFactorRoutes);
  await app.register(auditRoutes);
  await app.register(peopleRoutes);
  await app.register(quoteStaffRoutes);
  await app.register(shipmentRoutes);
  await app.register(shipmentDocumentRoutes);
  await app.register(contentWordRoutes);
  await app.register(contentReleaseRoutes);
  await app.register(pagePreviewRoutes);
}
