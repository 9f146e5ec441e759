import { Paperclip } from "lucide-react";
import { Link } from "react-router";
import { adminMeta } from "#app/features/admin/admin-meta";
import { exportApplications, useApplications } from "#app/features/admin/api/applications-api";
import { DataTable, EmptyRows, Td, Th } from "#app/features/admin/components/data-table";
import { FilterSelect, ListToolbar, Pagination, ResultCount, SearchField } from "#app/features/admin/components/list-controls";
import { ExportButton } from "#app/features/admin/components/export-button";
import { PageHeader } from "#app/features/admin/components/page-header";
import { LoadError, Loading } from "#app/features/admin/components/query-state";
import { StatusBadge } from "#app/features/admin/components/status-badge";
import { capitalise, formatDate } from "#app/features/admin/format";
import { useListParams } from "#app/features/admin/use-list-params";
import { applicationPositions, applicationStatuses, type ApplicationPosition, type ApplicationStatus } from "#contracts/staff-api";

export const meta = () => adminMeta("Applications");

export default function Applications() {
  const { page, q, filters, update } = useListParams({ status: applicationStatuses, position: applicationPositions });
  const status = filters.status as ApplicationStatus | undefined;
  const position = filters.position as ApplicationPosition | undefined;
  const { data, error, isPending, isFetching, refetch } = useApplications({ page, q: q || undefined, status, position });


  return (
    <>
      <PageHeader
        title="Applications"
        description="Career applications, newest first."
        actions={
          <ExportButton onExport={() => exportApplications({ q: q || undefined, status, position })} />
        }
      />
      <ListToolbar>
        <SearchField value={q} onSearch={(value) => update({ q: value })} label="Search by name or email" />
        <FilterSelect label="Position" value={position} options={applicationPositions} onChange={(value) => update({ position: value })} allLabel="All positions" />
        <FilterSelect label="Status" value={status} options={applicationStatuses} onChange={(value) => update({ status: value })} allLabel="All statuses" />
      </ListToolbar>
      {error && <LoadError error={error} onRetry={() => void refetch()} />}
      {isPending && !error && <Loading label="Loading applications…" />}
      {data && (
        <>
          <ResultCount total={data.pagination.total} noun={["application", "applications"]} fetching={isFetching} />
          <DataTable
            caption="Applications"
            head={
              <>
                <Th>Applicant</Th>
                <Th>Position</Th>
                <Th>Status</Th>
                <Th>Received</Th>
                <Th>
                  <span className="sr-only">Resume</span>
                </Th>
              </>
            }
            empty={<EmptyRows show={data.data.length === 0}>{q || status || position ? "No applications match these filters." : "No applications yet."}</EmptyRows>}
          >
            {data.data.map((application) => (
              <tr key={application.id} className="hover:bg-muted/50">
                <Td>
                  <Link to={`/admin/applications/${application.id}`} className="font-semibold text-primary underline-offset-4 hover:underline">
                    {application.name}
                  </Link>
                  <span className="block text-muted-foreground">{application.email}</span>
                </Td>
                <Td>{capitalise(application.position)}</Td>
                <Td>
                  <StatusBadge status={application.status} />
                </Td>
                <Td className="whitespace-nowrap">{formatDate(application.createdAt)}</Td>
                <Td>
                  {application.hasResume && (
                    <span className="inline-flex items-center gap-1 text-muted-foreground">
                      <Paperclip aria-hidden="true" className="size-4" />
                      <span className="sr-only sm:not-sr-only">Resume</span>
                    </span>
                  )}
                </Td>
              </tr>
            ))}
          </DataTable>
          <Pagination label="Applications pages" paging={data.pagination} onPage={(next) => update({ page: next })} />
        </>
      )}
    </>
  );
}
