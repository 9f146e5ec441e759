import { adminMeta } from "#app/features/admin/shared/admin-meta";
import { mailOutboxListQuery, useMailOutboxSummary } from "#app/features/admin/mail/mail-outbox-api";
import { ListScreen, type ListColumn } from "#app/features/admin/shared/list-screen";
import { RetryMailButton } from "#app/features/admin/mail/retry-mail-button";
import { StatusBadge } from "#app/features/admin/shared/status-badge";
import { countOf, formatDateTime, formatNumber } from "#app/features/admin/shared/format";
import { unsentMailStatuses, type OutboxMail } from "#contracts/api/mail-outbox";

export const meta = () => adminMeta("Mail outbox");

/** The kinds the site sends (server/mail/templates.ts), as staff call them; another kind shows as it is stored. */
const kindLabels: Record<string, string> = {
  "newsletter-confirm": "Newsletter confirmation",
  "contact-notification": "Contact message notification",
  "application-notification": "Application notification",
};

const filters = {
  status: {
    label: "Status",
    options: unsentMailStatuses,
    allLabel: "Pending and failed",
    optionLabels: { pending: "Pending", failed: "Failed" },
  },
};

const columns: ListColumn<OutboxMail>[] = [
  {
    header: "Recipient",
    className: "min-w-40 break-all",
    cell: (mail) => (
      <>
        <span className="font-medium">{mail.to}</span>
        <span className="mt-1 block text-xs break-normal text-muted-foreground">{kindLabels[mail.kind] ?? mail.kind}</span>
      </>
    ),
  },
  { header: "Subject", cell: (mail) => mail.subject, className: "min-w-40" },
  {
    header: "Status",
    cell: (mail) => (
      <>
        <StatusBadge status={mail.status} />
        <span className="mt-1 block text-xs whitespace-nowrap text-muted-foreground">
          {countOf(mail.attempts, ["attempt", "attempts"])}
        </span>
      </>
    ),
  },
  {
    header: "Last error",
    className: "min-w-48 text-xs break-words",
    cell: (mail) => mail.lastError ?? <span className="text-muted-foreground">None yet</span>,
  },
  {
    header: "Next attempt",
    className: "min-w-28",
    cell: (mail) =>
      mail.nextAttemptAt ? formatDateTime(mail.nextAttemptAt) : <span className="text-muted-foreground">After a retry</span>,
  },
  { header: "Queued", cell: (mail) => formatDateTime(mail.createdAt), className: "min-w-28" },
  { header: <span className="sr-only">Actions</span>, cell: (mail) => <RetryMailButton mail={mail} />, className: "text-end" },
];

function describe(summary: { pending: number; failed: number } | undefined) {
  const rule = "A mail that cannot be sent is retried for 7 days (hourly once the first hour has passed), then marked failed here.";
  if (!summary) return rule;
  return `${formatNumber(summary.pending)} waiting, ${formatNumber(summary.failed)} failed. ${rule}`;
}

export default function MailOutbox() {
  const { data: summary } = useMailOutboxSummary();
  return (
    <ListScreen
      title="Mail outbox"
      description={describe(summary)}
      searchLabel="Search by recipient or subject"
      filters={filters}
      query={mailOutboxListQuery}
      loadingLabel="Loading the outbox…"
      noun={["unsent mail", "unsent mails"]}
      columns={columns}
      empty={{ none: "Every email has been sent.", filtered: "No unsent mail matches these filters." }}
      pagesLabel="Outbox pages"
    />
  );
}
