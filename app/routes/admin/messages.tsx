import { Link } from "react-router";
import { adminMeta } from "#app/features/admin/admin-meta";
import { exportContactMessages, useContactMessages } from "#app/features/admin/api/contact-api";
import { DataTable, EmptyRows, Td, Th } from "#app/features/admin/components/data-table";
import { FilterSelect, ListToolbar, Pagination, ResultCount, SearchField } from "#app/features/admin/components/list-controls";
import { ExportButton } from "#app/features/admin/components/export-button";
import { PageHeader } from "#app/features/admin/components/page-header";
import { LoadError, Loading } from "#app/features/admin/components/query-state";
import { StatusBadge } from "#app/features/admin/components/status-badge";
import { formatDate } from "#app/features/admin/format";
import { useListParams } from "#app/features/admin/use-list-params";
import { cn } from "#app/lib/cn";
import { contactStatuses, type ContactStatus } from "#contracts/staff-api";

export const meta = () => adminMeta("Messages");

export default function Messages() {
  const { page, q, filters, update } = useListParams({ status: contactStatuses });
  const status = filters.status as ContactStatus | undefined;
  const { data, error, isPending, isFetching, refetch } = useContactMessages({ page, q: q || undefined, status });


  return (
    <>
      <PageHeader
        title="Contact messages"
        description="Messages sent from the contact page, newest first. Opening a new message marks it read."
        actions={
          <ExportButton onExport={() => exportContactMessages({ q: q || undefined, status })} />
        }
      />
      <ListToolbar>
        <SearchField value={q} onSearch={(value) => update({ q: value })} label="Search by name, email or subject" />
        <FilterSelect label="Status" value={status} options={contactStatuses} onChange={(value) => update({ status: value })} allLabel="All statuses" />
      </ListToolbar>
      {error && <LoadError error={error} onRetry={() => void refetch()} />}
      {isPending && !error && <Loading label="Loading messages…" />}
      {data && (
        <>
          <ResultCount total={data.pagination.total} noun={["message", "messages"]} fetching={isFetching} />
          <DataTable
            caption="Contact messages"
            head={
              <>
                <Th>From</Th>
                <Th>Subject</Th>
                <Th>Status</Th>
                <Th>Received</Th>
              </>
            }
            empty={<EmptyRows show={data.data.length === 0}>{q || status ? "No messages match these filters." : "No messages yet."}</EmptyRows>}
          >
            {data.data.map((message) => (
              <tr key={message.id} className="hover:bg-muted/50">
                <Td>
                  <span className={cn("block", message.status === "new" && "font-semibold")}>
                    {message.firstName} {message.lastName}
                  </span>
                  <span className="block text-muted-foreground">{message.email}</span>
                </Td>
                <Td className="max-w-md">
                  <Link to={`/admin/messages/${message.id}`} className={cn("text-primary underline-offset-4 hover:underline", message.status === "new" ? "font-semibold" : "font-medium")}>
                    {message.subject}
                  </Link>
                  <span className="mt-0.5 line-clamp-2 block text-muted-foreground">{message.messagePreview}</span>
                </Td>
                <Td>
                  <StatusBadge status={message.status} />
                </Td>
                <Td className="whitespace-nowrap">{formatDate(message.createdAt)}</Td>
              </tr>
            ))}
          </DataTable>
          <Pagination label="Message pages" paging={data.pagination} onPage={(next) => update({ page: next })} />
        </>
      )}
    </>
  );
}
