/** GET /api/stats/summary (the staff dashboard in one call) and GET /api/contact/stats/summary. */
import { z } from "zod/mini";
import { applicationPositions, applicationStatuses } from "./applications";
import { contactStatuses } from "./contact";
import { milestoneKinds } from "../shipping/milestones";
import { quoteStatuses } from "./quotes";
import { shipmentStatuses } from "./shipments";
import { staffAreaRoles, type StaffRole } from "./staff-roles";
import { subscriberStatuses } from "./subscribers";

const countsOf = <const T extends readonly [string, ...string[]]>(keys: T) => z.record(z.enum(keys), z.number());

export const DayCountSchema = z.object({
  /** YYYY-MM-DD (UTC). */
  date: z.string(),
  count: z.number(),
});
export type DayCount = z.infer<typeof DayCountSchema>;

/** Applications for one opening; `opening` is null for the general applications (issue 15). */
export const OpeningCountSchema = z.object({
  opening: z.nullable(z.object({ id: z.number(), title: z.string() })),
  count: z.number(),
});
export type OpeningCount = z.infer<typeof OpeningCountSchema>;

export const ApplicationStatsSchema = z.object({
  total: z.number(),
  byStatus: countsOf(applicationStatuses),
  byPosition: countsOf(applicationPositions),
  /** Every opening with applications and the general applications, most first; none when there are no applications. */
  byOpening: z.array(OpeningCountSchema),
  /** The last 30 UTC days, oldest first, today last; days without rows count 0. */
  byDay: z.array(DayCountSchema),
  last30Days: z.number(),
});
export type ApplicationStats = z.infer<typeof ApplicationStatsSchema>;

export const ContactStatsSchema = z.object({
  total: z.number(),
  byStatus: countsOf(contactStatuses),
  byDay: z.array(DayCountSchema),
  last30Days: z.number(),
});
export type ContactStats = z.infer<typeof ContactStatsSchema>;

export const SubscriberStatsSchema = z.object({ total: z.number(), byStatus: countsOf(subscriberStatuses) });
export type SubscriberStats = z.infer<typeof SubscriberStatsSchema>;

export const WeekCountSchema = z.object({
  /** The week's Monday, YYYY-MM-DD (UTC). */
  week: z.string(),
  count: z.number(),
});
export type WeekCount = z.infer<typeof WeekCountSchema>;

export const QuoteStatsSchema = z.object({
  total: z.number(),
  byStatus: countsOf(quoteStatuses),
  /** Requests received in each of the last 12 weeks, oldest first, this week last. */
  byWeek: z.array(WeekCountSchema),
  /** Won ÷ (won + lost), from 0 to 1; null while no quote is decided. */
  wonShare: z.nullable(z.number()),
});
export type QuoteStats = z.infer<typeof QuoteStatsSchema>;

/** A shipment running late (issue 31): a planned milestone whose time has passed with nothing recorded. */
export const LateShipmentSchema = z.object({
  id: z.number(),
  reference: z.string(),
  kind: z.enum(milestoneKinds),
  plannedAt: z.string(),
});

export const ShipmentStatsSchema = z.object({
  total: z.number(),
  byStatus: countsOf(shipmentStatuses),
  /** How many shipments are late, and the longest overdue of them (at most 10), oldest plan first. */
  late: z.number(),
  lateShipments: z.array(LateShipmentSchema),
  /** In each of the last 12 weeks, oldest first: quote requests received and shipments booked from quotes. */
  conversionByWeek: z.array(z.object({ week: z.string(), quotes: z.number(), shipments: z.number() })),
});
export type ShipmentStats = z.infer<typeof ShipmentStatsSchema>;

/** What /api/health no longer publishes: for staff only. */
export const SystemInfoSchema = z.object({
  dialect: z.enum(["sqlite", "postgres"]),
  /** Whole seconds since this server process started. */
  uptimeSeconds: z.number(),
});
export type SystemInfo = z.infer<typeof SystemInfoSchema>;

/**
 * Who may read each section of the dashboard's counts: the roles of the list of the records it counts
 * (decision 020; administrators always). A section the role may not read is left out of the answer
 * (issue 28): a recruiter sees no quote pipeline or message counts.
 */
export const statsSectionRoles = {
  applications: staffAreaRoles.applications,
  contact: staffAreaRoles.messages,
  quotes: staffAreaRoles.quotes,
  posts: staffAreaRoles.posts,
  subscribers: staffAreaRoles.subscribers,
  shipments: staffAreaRoles.shipments,
} as const satisfies Record<string, readonly StaffRole[]>;
export type StatsSection = keyof typeof statsSectionRoles;

/** The dashboard's counts: each section only for the roles of statsSectionRoles; the server's facts for every role. */
export const StatsSummarySchema = z.object({
  applications: z.optional(ApplicationStatsSchema),
  contact: z.optional(ContactStatsSchema),
  subscribers: z.optional(SubscriberStatsSchema),
  posts: z.optional(z.object({ total: z.number(), published: z.number() })),
  quotes: z.optional(QuoteStatsSchema),
  shipments: z.optional(ShipmentStatsSchema),
  system: SystemInfoSchema,
  /** When the figures were computed. */
  generatedAt: z.string(),
});
export type StatsSummary = z.infer<typeof StatsSummarySchema>;
