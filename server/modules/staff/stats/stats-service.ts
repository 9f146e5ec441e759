import type { StatsSummary } from "#contracts/api/stats";
import { nowIso } from "#server/lib/time";
import type { ApplicationService } from "#server/modules/applications/application-service";
import type { ContactService } from "#server/modules/contact/contact-service";
import type { NewsletterService } from "#server/modules/newsletter/newsletter-service";
import type { StaffPostService } from "#server/modules/posts/staff-post-service";
import type { QuoteStaffService } from "#server/modules/quotes/quote-staff-service";

export interface StatsServiceDeps {
  applications: Pick<ApplicationService, "stats">;
  contact: Pick<ContactService, "stats">;
  newsletter: Pick<NewsletterService, "stats">;
  staffPosts: Pick<StaffPostService, "stats">;
  quotes: Pick<QuoteStaffService, "stats">;
}

export type StatsService = ReturnType<typeof createStatsService>;

/** The dashboard's figures, composed from each table owner's own counts; this module queries nothing itself. */
export function createStatsService({ applications, contact, newsletter, staffPosts, quotes }: StatsServiceDeps) {
  return {
    async summary(now = new Date()): Promise<Omit<StatsSummary, "system">> {
      const [applicationStats, contactStats, subscriberStats, postStats, quoteStats] = await Promise.all([
        applications.stats(now),
        contact.stats(now),
        newsletter.stats(),
        staffPosts.stats(),
        quotes.stats(now),
      ]);
      return {
        applications: applicationStats,
        contact: contactStats,
        subscribers: subscriberStats,
        posts: postStats,
        quotes: quoteStats,
        generatedAt: nowIso(now),
      };
    },
  };
}
