import { statsSectionRoles, type StatsSection, type StatsSummary } from "#contracts/api/stats";
import { roleAllows, type StaffRole } from "#contracts/api/staff-roles";
import { nowIso } from "#server/lib/time";
import type { ApplicationService } from "#server/modules/applications/application-service";
import type { ContactService } from "#server/modules/contact/contact-service";
import type { NewsletterService } from "#server/modules/newsletter/newsletter-service";
import type { StaffPostService } from "#server/modules/posts/staff-post-service";
import type { QuoteStaffService } from "#server/modules/quotes/quote-staff-service";
import type { ShipmentService } from "#server/modules/shipments/shipment-service";

export interface StatsServiceDeps {
  applications: Pick<ApplicationService, "stats">;
  contact: Pick<ContactService, "stats">;
  newsletter: Pick<NewsletterService, "stats">;
  staffPosts: Pick<StaffPostService, "stats">;
  quotes: Pick<QuoteStaffService, "stats">;
  shipments: Pick<ShipmentService, "stats">;
}

export type StatsService = ReturnType<typeof createStatsService>;

/**
 * The dashboard's figures, composed from each table owner's own counts; this module queries nothing itself.
 * Each section is counted only for a role that may read its records (statsSectionRoles, issue 28).
 */
export function createStatsService({ applications, contact, newsletter, staffPosts, quotes, shipments }: StatsServiceDeps) {
  type Counters = { [S in StatsSection]: (now: Date) => Promise<NonNullable<StatsSummary[S]>> };
  // One summary reads the quotes' figures once, for their section and for the shipments' conversion.
  const counters = (quoteStats: (now: Date) => ReturnType<typeof quotes.stats>): Counters => ({
    applications: (now) => applications.stats(now),
    contact: (now) => contact.stats(now),
    subscribers: () => newsletter.stats(),
    posts: () => staffPosts.stats(),
    quotes: (now) => quoteStats(now),
    // The conversion puts the quote requests of each week beside the shipments booked from quotes.
    shipments: async (now) => shipments.stats((await quoteStats(now)).byWeek, now),
  });
  return {
    async summary(role: StaffRole, now = new Date()): Promise<Omit<StatsSummary, "system">> {
      let quoteFigures: ReturnType<typeof quotes.stats> | undefined;
      const count = counters((at) => (quoteFigures ??= quotes.stats(at)));
      const allowed = (Object.keys(count) as StatsSection[]).filter((section) => roleAllows(role, statsSectionRoles[section]));
      const figures = await Promise.all(allowed.map(async (section) => [section, await count[section](now)] as const));
      return { ...Object.fromEntries(figures), generatedAt: nowIso(now) };
    },
  };
}
