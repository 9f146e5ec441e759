import { Link } from "react-router";
import { adminMeta } from "#app/features/admin/shared/admin-meta";
import { staffOpeningListQuery, useOpeningChoices } from "#app/features/admin/openings/openings-api";
import { ListScreen, RecordCell, type ListColumn } from "#app/features/admin/shared/list-screen";
import { DeleteOpeningButton, OpeningStatusButtons, SampleBadge } from "#app/features/admin/openings/opening-actions";
import { ViewOnSiteButton } from "#app/features/admin/shared/view-on-site";
import { StatusBadge } from "#app/features/admin/shared/status-badge";
import { countOf, formatNumber, formatPlainDate } from "#app/features/admin/shared/format";
import {
  employmentTypeLabels,
  employmentTypes,
  openingPath,
  openingStatuses,
  placeLabel,
  type StaffOpeningSummary,
} from "#contracts/api/openings";

export const meta = () => adminMeta("Openings");

const columns: ListColumn<StaffOpeningSummary>[] = [
  {
    header: "Title",
    className: "max-w-md",
    cell: (opening) => (
      <RecordCell to={`/admin/openings/${opening.id}`} name={opening.title} detail={`${opening.department} · ${placeLabel(opening)}`} />
    ),
  },
  { header: "Type", cell: (opening) => employmentTypeLabels[opening.employmentType], className: "whitespace-nowrap" },
  { header: "Closes", cell: (opening) => formatPlainDate(opening.closesOn), className: "whitespace-nowrap" },
  {
    header: "Applications",
    cell: (opening) =>
      opening.applicationCount > 0 ? (
        <Link
          to={`/admin/applications?opening=${opening.id}`}
          className="text-primary underline-offset-4 hover:underline"
          aria-label={`${countOf(opening.applicationCount, ["application", "applications"])} for ${opening.title}`}
        >
          {formatNumber(opening.applicationCount)}
        </Link>
      ) : (
        "0"
      ),
  },
  {
    header: "Status",
    cell: (opening) => (
      <span className="flex flex-wrap gap-1">
        <StatusBadge status={opening.status} />
        {opening.sample && <SampleBadge />}
      </span>
    ),
  },
  {
    header: <span className="sr-only">Actions</span>,
    cell: (opening) => (
      <div className="flex items-center justify-end gap-1">
        {opening.status === "open" && <ViewOnSiteButton title={opening.title} path={openingPath(opening.slug)} />}
        <OpeningStatusButtons opening={opening} />
        <DeleteOpeningButton opening={opening} />
      </div>
    ),
  },
];

export default function Openings() {
  // The department filter offers the departments in use; until they arrive it offers none.
  const { data: choices } = useOpeningChoices();
  const filters = {
    status: { label: "Status", options: openingStatuses, allLabel: "All statuses" },
    department: { label: "Department", options: choices?.departments ?? [], allLabel: "All departments" },
    type: { label: "Type", options: employmentTypes, optionLabels: employmentTypeLabels, allLabel: "All types" },
  };
  return (
    <ListScreen
      title="Openings"
      description="Open positions appear on /careers and their own page until their closing date; closed ones answer 410."
      create={{ to: "/admin/openings/new", label: "New opening" }}
      searchLabel="Search by title, slug or department"
      filters={filters}
      query={staffOpeningListQuery}
      noun={["opening", "openings"]}
      columns={columns}
    />
  );
}
