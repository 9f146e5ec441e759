import type { FastifyInstance } from "fastify";
import { applicationFormRoutes } from "./modules/applications/application-form-routes";
import { loginRoutes } from "./modules/auth/auth-routes";
import { contactFormRoutes } from "./modules/contact/contact-form-routes";
import { healthRoutes } from "./modules/health/health-routes";
import { newsletterRoutes } from "./modules/newsletter/newsletter-routes";
import { openingRoutes } from "./modules/openings/opening-routes";
import { blogRoutes } from "./modules/posts/blog-routes";
import { quoteFormRoutes } from "./modules/quotes/quote-form-routes";
import { quoteOfferRoutes } from "./modules/quotes/quote-offer-routes";
import { shipmentTrackRoutes } from "./modules/shipments/shipment-track-routes";
import { staffApi } from "./modules/staff/staff-api";

/** Every /api route set, registered under the /api prefix; the services they call are decorated in app.ts. */
export async function api(app: FastifyInstance) {
  await app.register(healthRoutes);
  await app.register(newsletterRoutes);
  await app.register(contactFormRoutes);
  await app.register(applicationFormRoutes);
  await app.register(quoteFormRoutes);
  await app.register(quoteOfferRoutes);
  await app.register(shipmentTrackRoutes);
  await app.register(blogRoutes);
  await app.register(openingRoutes);
  await app.register(loginRoutes);
  await app.register(staffApi);
}
