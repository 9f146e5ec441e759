import { Paperclip } from "lucide-react";
import { adminMeta } from "#app/features/admin/shared/admin-meta";
import { applicationListQuery, exportApplications } from "#app/features/admin/applications/applications-api";
import { useOpeningChoices } from "#app/features/admin/openings/openings-api";
import { ListScreen, RecordCell, type ListColumn } from "#app/features/admin/shared/list-screen";
import { StatusBadge } from "#app/features/admin/shared/status-badge";
import { capitalise, formatDate, openingLabel } from "#app/features/admin/shared/format";
import { applicationPositions, applicationStatuses, type ApplicationSummary } from "#contracts/api/applications";

export const meta = () => adminMeta("Applications");

const columns: ListColumn<ApplicationSummary>[] = [
  {
    header: "Applicant",
    cell: (application) => <RecordCell to={`/admin/applications/${application.id}`} name={application.name} detail={application.email} />,
  },
  { header: "Opening", cell: (application) => openingLabel(application.opening), className: "max-w-56" },
  { header: "Position", cell: (application) => capitalise(application.position) },
  { header: "Status", cell: (application) => <StatusBadge status={application.status} /> },
  { header: "Received", cell: (application) => formatDate(application.createdAt), className: "whitespace-nowrap" },
  {
    header: <span className="sr-only">Resume</span>,
    cell: (application) =>
      application.hasResume && (
        <span className="inline-flex items-center gap-1 text-muted-foreground">
          <Paperclip aria-hidden="true" className="size-4" />
          <span className="sr-only sm:not-sr-only">Resume</span>
        </span>
      ),
  },
];

export default function Applications() {
  // The opening filter offers every opening by title; until they arrive it offers none.
  const { data: choices } = useOpeningChoices();
  const openings = choices?.openings ?? [];
  const filters = {
    opening: {
      label: "Opening",
      options: openings.map((opening) => String(opening.id)),
      optionLabels: Object.fromEntries(openings.map((opening) => [String(opening.id), opening.title])),
      allLabel: "All openings",
    },
    position: { label: "Position", options: applicationPositions, allLabel: "All positions" },
    status: { label: "Status", options: applicationStatuses, allLabel: "All statuses" },
  };
  return (
    <ListScreen
      title="Applications"
      description="Career applications, newest first."
      onExport={exportApplications}
      searchLabel="Search by name or email"
      filters={filters}
      query={applicationListQuery}
      noun={["application", "applications"]}
      columns={columns}
      pagesLabel="Applications pages"
    />
  );
}
