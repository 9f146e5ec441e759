import type { LucideIcon } from "lucide-react";
import { Briefcase, Calculator, Inbox, Mail, MailExclamationPoint, Newspaper } from "lucide-react";
import { Link } from "react-router";
import { adminMeta } from "#app/features/admin/shared/admin-meta";
import { screenAllowed } from "#app/features/admin/shared/nav-items";
import { useAuth } from "#app/features/admin/shared/use-auth";
import { useMailOutboxSummary } from "#app/features/admin/mail/mail-outbox-api";
import { useStatsSummary } from "#app/features/admin/dashboard/stats-api";
import { BarTable, DailyChart } from "#app/features/admin/dashboard/charts";
import { cardClass } from "#app/features/admin/shared/field-styles";
import { PageHeader } from "#app/features/admin/shared/page-header";
import { SectionCard } from "#app/features/admin/shared/section-card";
import { LoadError, Loading } from "#app/features/admin/shared/query-state";
import { capitalise, countOf, formatDateTime, formatDay, formatNumber, openingLabel } from "#app/features/admin/shared/format";
import { applicationPositions, applicationStatuses } from "#contracts/api/applications";
import { contactStatuses } from "#contracts/api/contact";
import { shipmentStatuses, shipmentStatusLabels } from "#contracts/api/shipments";
import type { ApplicationStats, ContactStats, QuoteStats, ShipmentStats } from "#contracts/api/stats";
import { milestoneLabels } from "#contracts/shipping/milestones";

/** "3 h 12 min", "5 min": how long this server process has run (staff only; /api/health no longer says). */
function uptime(seconds: number) {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return hours > 0 ? `${hours} h ${minutes} min` : `${minutes} min`;
}

export const meta = () => adminMeta("Dashboard");

/** Quote requests per week and the share of decided quotes that were won. */
function QuoteFigures({ quotes }: { quotes: QuoteStats }) {
  const decided = quotes.byStatus.won + quotes.byStatus.lost;
  return (
    <SectionCard title="Quote requests by week">
      <p className="mb-4 text-sm text-muted-foreground">
        {quotes.wonShare === null
          ? "No quote is won or lost yet."
          : `${Math.round(quotes.wonShare * 100)}% won: ${formatNumber(quotes.byStatus.won)} of ${countOf(decided, ["decided quote", "decided quotes"])}.`}{" "}
        Each row is the week from that Monday (UTC).
      </p>
      <BarTable
        caption="Quote requests per week (by the week's Monday), last 12 weeks"
        rows={quotes.byWeek.map((week) => ({ label: formatDay(week.week), value: week.count }))}
      />
    </SectionCard>
  );
}

/**
 * Shipments (issue 31): by status, those running late (a planned milestone passed with nothing recorded), and the
 * quote-to-shipment conversion of the last 12 weeks.
 */
function ShipmentFigures({ shipments }: { shipments: ShipmentStats }) {
  const quotes = shipments.conversionByWeek.reduce((sum, week) => sum + week.quotes, 0);
  const booked = shipments.conversionByWeek.reduce((sum, week) => sum + week.shipments, 0);
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <SectionCard title="Shipments by status">
        <BarTable
          caption="Shipments by status"
          rows={shipmentStatuses.map((status) => ({ label: shipmentStatusLabels[status], value: shipments.byStatus[status] }))}
        />
      </SectionCard>
      <SectionCard title="Late shipments">
        <p className="mb-3 text-sm text-muted-foreground">
          {shipments.late === 0
            ? "No shipment is late: every planned milestone that has passed is recorded."
            : `${countOf(shipments.late, ["shipment has", "shipments have"])} a planned milestone passed with nothing recorded.`}
        </p>
        {shipments.lateShipments.length > 0 && (
          <ul className="grid gap-1 text-sm">
            {shipments.lateShipments.map((late) => (
              <li key={late.id}>
                <Link to={`/admin/shipments/${late.id}`} className="font-medium text-primary underline-offset-4 hover:underline">
                  {late.reference}
                </Link>
                : {milestoneLabels[late.kind].toLowerCase()} planned {formatDateTime(late.plannedAt)}
              </li>
            ))}
          </ul>
        )}
      </SectionCard>
      <SectionCard title="Quotes to shipments by week">
        <p className="mb-4 text-sm text-muted-foreground">
          {quotes === 0
            ? "No quote request in the last 12 weeks."
            : `${countOf(booked, ["shipment", "shipments"])} booked from quotes for ${countOf(quotes, ["quote request", "quote requests"])} received in the last 12 weeks (${Math.round((booked / quotes) * 100)}%).`}{" "}
          Each row is the week from that Monday (UTC).
        </p>
        <BarTable
          caption="Shipments booked from quotes per week (by the week's Monday), last 12 weeks"
          valueLabel="Shipments"
          rows={shipments.conversionByWeek.map((week) => ({ label: formatDay(week.week), value: week.shipments }))}
        />
      </SectionCard>
    </div>
  );
}

/** Applications and contact messages per day, each series only for a role that may read those records (issue 28). */
function Submissions({ applications, contact }: { applications?: ApplicationStats; contact?: ContactStats }) {
  const series = [
    ...(applications
      ? [
          {
            label: "Applications",
            noun: ["application", "applications"] as const,
            fill: "fill-primary",
            swatch: "bg-primary",
            days: applications.byDay,
          },
        ]
      : []),
    ...(contact
      ? [
          {
            label: "Contact messages",
            noun: ["contact message", "contact messages"] as const,
            fill: "fill-success",
            swatch: "bg-success",
            days: contact.byDay,
          },
        ]
      : []),
  ];
  if (series.length === 0) return null;
  const counts = [
    ...(applications ? [countOf(applications.last30Days, ["application", "applications"])] : []),
    ...(contact ? [countOf(contact.last30Days, ["contact message", "contact messages"])] : []),
  ];
  return (
    <SectionCard title="Submissions in the last 30 days">
      <p className="mb-4 text-sm text-muted-foreground">{counts.join(" and ")} (days in UTC).</p>
      <DailyChart
        title={`${series.map((s, i) => (i === 0 ? s.label : s.label.toLowerCase())).join(" and ")} per day, last 30 days`}
        series={series}
      />
    </SectionCard>
  );
}

function ApplicationFigures({ applications }: { applications: ApplicationStats }) {
  return (
    <>
      <SectionCard title="Applications by status">
        <BarTable
          caption="Applications by status"
          rows={applicationStatuses.map((s) => ({ label: capitalise(s), value: applications.byStatus[s] }))}
        />
      </SectionCard>
      <SectionCard title="Applications by position">
        <BarTable
          caption="Applications by position"
          rows={applicationPositions.map((p) => ({ label: capitalise(p), value: applications.byPosition[p] }))}
        />
      </SectionCard>
      <SectionCard title="Applications by opening">
        {applications.byOpening.length > 0 ? (
          <BarTable
            caption="Applications by opening"
            rows={applications.byOpening.map((row) => ({ label: openingLabel(row.opening), value: row.count }))}
          />
        ) : (
          <p className="text-sm text-muted-foreground">No applications yet.</p>
        )}
      </SectionCard>
    </>
  );
}

function StatCard({
  to,
  icon: Icon,
  label,
  value,
  detail,
}: {
  to: string;
  icon: LucideIcon;
  label: string;
  value: number;
  detail: string;
}) {
  return (
    <Link to={to} className={`${cardClass} group flex items-start gap-4 p-5 transition-colors hover:border-primary`}>
      <span className="rounded-md bg-secondary p-2.5 text-secondary-foreground">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <span className="min-w-0">
        <span className="block text-sm font-medium text-muted-foreground">{label}</span>
        <span className="block text-3xl font-bold tabular-nums">{formatNumber(value)}</span>
        <span className="block text-sm text-muted-foreground group-hover:underline">{detail}</span>
      </span>
    </Link>
  );
}

export default function Dashboard() {
  const { data: stats, error, isPending, refetch } = useStatsSummary();
  const role = useAuth().user?.role ?? "editor";
  const offers = (to: string) => screenAllowed(to, role);
  // The mail outbox is for administrators (docs/decisions/020-staff-roles.md); others are not asked for it.
  const { data: outbox } = useMailOutboxSummary(offers("/admin/mail"));
  return (
    <>
      <PageHeader
        title="Dashboard"
        description={
          stats
            ? `Figures as of ${formatDateTime(stats.generatedAt)} · ${stats.system.dialect === "postgres" ? "PostgreSQL" : "SQLite"}, server up ${uptime(stats.system.uptimeSeconds)}`
            : "Applications, messages, subscribers and posts at a glance."
        }
      />
      {isPending && <Loading label="Loading the figures…" />}
      {error && <LoadError error={error} onRetry={() => void refetch()} />}
      {stats && (
        <div className="grid gap-6">
          <section aria-label="Counts" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3 2xl:grid-cols-5">
            {stats.applications && (
              <StatCard
                to="/admin/applications"
                icon={Briefcase}
                label="Applications"
                value={stats.applications.total}
                detail={`${formatNumber(stats.applications.byStatus.new)} new`}
              />
            )}
            {stats.contact && (
              <StatCard
                to="/admin/messages?status=new"
                icon={Inbox}
                label="New messages"
                value={stats.contact.byStatus.new}
                detail={`${formatNumber(stats.contact.total)} in all`}
              />
            )}
            {stats.quotes && (
              <StatCard
                to="/admin/quotes?status=new"
                icon={Calculator}
                label="New quote requests"
                value={stats.quotes.byStatus.new}
                detail={`${formatNumber(stats.quotes.total)} in all`}
              />
            )}
            {stats.subscribers && (
              <StatCard
                to="/admin/subscribers?status=confirmed"
                icon={Mail}
                label="Confirmed subscribers"
                value={stats.subscribers.byStatus.confirmed}
                detail={`${formatNumber(stats.subscribers.byStatus.pending)} pending`}
              />
            )}
            {stats.posts && (
              <StatCard
                to="/admin/posts?published=true"
                icon={Newspaper}
                label="Published posts"
                value={stats.posts.published}
                detail={`${formatNumber(stats.posts.total)} in all`}
              />
            )}
            {outbox && (
              <StatCard
                to={outbox.failed > 0 ? "/admin/mail?status=failed" : "/admin/mail"}
                icon={MailExclamationPoint}
                label="Unsent mail"
                value={outbox.pending + outbox.failed}
                detail={`${formatNumber(outbox.failed)} failed`}
              />
            )}
          </section>
          <Submissions applications={stats.applications} contact={stats.contact} />
          {stats.quotes && <QuoteFigures quotes={stats.quotes} />}
          {stats.shipments && <ShipmentFigures shipments={stats.shipments} />}
          {(stats.applications || stats.contact) && (
            <div className="grid gap-6 lg:grid-cols-3">
              {stats.applications && <ApplicationFigures applications={stats.applications} />}
              {stats.contact && (
                <SectionCard title="Messages by status">
                  <BarTable
                    caption="Contact messages by status"
                    fill="fill-success"
                    rows={contactStatuses.map((s) => ({ label: capitalise(s), value: stats.contact!.byStatus[s] }))}
                  />
                </SectionCard>
              )}
            </div>
          )}
        </div>
      )}
    </>
  );
}
