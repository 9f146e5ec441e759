import { adminMeta } from "#app/features/admin/shared/admin-meta";
import { exportQuotes, quoteListQuery } from "#app/features/admin/quotes/quotes-api";
import { ListScreen, RecordCell, type ListColumn } from "#app/features/admin/shared/list-screen";
import { StatusBadge } from "#app/features/admin/shared/status-badge";
import { formatDate, formatNumber } from "#app/features/admin/shared/format";
import { quoteStatuses, quoteStatusLabels, type QuoteSummary } from "#contracts/api/quotes";
import { quoteDirections, quoteModes } from "#contracts/forms/quote";
import { directionLabels, modeLabels } from "#app/features/admin/shared/quote-labels";

export const meta = () => adminMeta("Quotes");

const filters = {
  status: { label: "Status", options: quoteStatuses, allLabel: "All statuses", optionLabels: quoteStatusLabels },
  mode: { label: "Mode", options: quoteModes, allLabel: "All modes", optionLabels: modeLabels },
  direction: { label: "Direction", options: quoteDirections, allLabel: "All directions", optionLabels: directionLabels },
};

const columns: ListColumn<QuoteSummary>[] = [
  {
    header: "Request",
    cell: (quote) => <RecordCell to={`/admin/quotes/${quote.id}`} name={quote.reference} detail={`${quote.company} · ${quote.email}`} />,
  },
  {
    header: "Shipment",
    cell: (quote) => (
      <>
        {quote.origin} → {quote.destination}
        <span className="block text-muted-foreground">
          {modeLabels[quote.mode]} · {directionLabels[quote.direction]}
          {quote.chargeableKg !== null && ` · ${formatNumber(quote.chargeableKg)} kg chargeable`}
        </span>
      </>
    ),
  },
  { header: "Status", cell: (quote) => <StatusBadge status={quote.status} /> },
  { header: "Assigned to", cell: (quote) => (quote.assignee ? quote.assignee.name || quote.assignee.email : "Nobody") },
  { header: "Received", cell: (quote) => formatDate(quote.createdAt), className: "whitespace-nowrap" },
];

export default function Quotes() {
  return (
    <ListScreen
      title="Quotes"
      description="Quote requests from /quote, newest first."
      onExport={exportQuotes}
      searchLabel="Search by reference, company or email"
      filters={filters}
      dates={{ from: "Received from", to: "Received until" }}
      query={quoteListQuery}
      noun={["quote request", "quote requests"]}
      columns={columns}
      pagesLabel="Quote pages"
    />
  );
}
