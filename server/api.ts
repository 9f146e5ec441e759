import type { FastifyInstance } from "fastify";
import { blogRoutes } from "./modules/blogs/blog-routes";
import { loginRoutes } from "./modules/auth/auth-routes";
import { healthRoutes } from "./modules/health/health-routes";
import { applicationsRoutes } from "./modules/applications/applications-routes";
import { contactRoutes } from "./modules/contact/contact-routes";
import { newsletterRoutes } from "./modules/newsletter/newsletter-routes";
import { formRateLimit } from "./plugins/form-rate-limit";
import { staffApi } from "./modules/staff/staff-api";

/** Every /api module, registered under the /api prefix. */
export async function api(app: FastifyInstance) {
  await app.register(healthRoutes);
  await app.register(formRateLimit);
  await app.register(newsletterRoutes);
  await app.register(contactRoutes);
  await app.register(applicationsRoutes);
  await app.register(blogRoutes);
  await app.register(loginRoutes);
  await app.register(staffApi);
}
