import { Trash2 } from "lucide-react";
import { Button } from "#app/components/ui/button";
import { adminMeta } from "#app/features/admin/admin-meta";
import { exportSubscribers, useDeleteSubscriber, useSubscribers } from "#app/features/admin/api/subscribers-api";
import { ConfirmDialog } from "#app/features/admin/components/confirm-dialog";
import { DataTable, EmptyRows, Td, Th } from "#app/features/admin/components/data-table";
import { FilterSelect, ListToolbar, Pagination, ResultCount, SearchField } from "#app/features/admin/components/list-controls";
import { ExportButton } from "#app/features/admin/components/export-button";
import { PageHeader } from "#app/features/admin/components/page-header";
import { LoadError, Loading } from "#app/features/admin/components/query-state";
import { StatusBadge } from "#app/features/admin/components/status-badge";
import { formatDate, formatDateTime } from "#app/features/admin/format";
import { useListParams } from "#app/features/admin/use-list-params";
import { notify } from "#app/lib/notify";
import { subscriberStatuses, type SubscriberStatus, type SubscriberSummary } from "#contracts/staff-api";

export const meta = () => adminMeta("Subscribers");

function DeleteSubscriber({ subscriber }: { subscriber: SubscriberSummary }) {
  const remove = useDeleteSubscriber();
  const confirm = async () => {
    try {
      await remove.mutateAsync(subscriber.id);
    } catch (failure) {
      void notify("error", failure instanceof Error ? failure.message : "The subscriber could not be deleted.");
      throw failure;
    }
    void notify("success", "Subscriber deleted");
  };
  return (
    <ConfirmDialog
      trigger={
        <Button type="button" variant="ghost" size="sm" aria-label={`Delete ${subscriber.email}`}>
          <Trash2 aria-hidden="true" />
          <span aria-hidden="true" className="hidden sm:inline">
            Delete
          </span>
        </Button>
      }
      title="Delete this subscriber?"
      description={
        <p>
          This permanently deletes <strong className="text-foreground">{subscriber.email}</strong> and the record of their consent. To stop emails but keep the record, they can use the unsubscribe link instead. It cannot be undone.
        </p>
      }
      confirmLabel="Delete subscriber"
      busyLabel="Deleting…"
      onConfirm={confirm}
    />
  );
}

export default function Subscribers() {
  const { page, q, filters, update } = useListParams({ status: subscriberStatuses });
  const status = filters.status as SubscriberStatus | undefined;
  const { data, error, isPending, isFetching, refetch } = useSubscribers({ page, q: q || undefined, status });


  return (
    <>
      <PageHeader
        title="Newsletter subscribers"
        description="Double opt-in: an address counts as subscribed once its owner confirms by email."
        actions={
          <ExportButton onExport={() => exportSubscribers({ q: q || undefined, status })} />
        }
      />
      <ListToolbar>
        <SearchField value={q} onSearch={(value) => update({ q: value })} label="Search by email" />
        <FilterSelect label="Status" value={status} options={subscriberStatuses} onChange={(value) => update({ status: value })} allLabel="All statuses" />
      </ListToolbar>
      {error && <LoadError error={error} onRetry={() => void refetch()} />}
      {isPending && !error && <Loading label="Loading subscribers…" />}
      {data && (
        <>
          <ResultCount total={data.pagination.total} noun={["subscriber", "subscribers"]} fetching={isFetching} />
          <DataTable
            caption="Newsletter subscribers"
            head={
              <>
                <Th>Email</Th>
                <Th>Status</Th>
                <Th>Subscribed</Th>
                <Th>Confirmed</Th>
                <Th>
                  <span className="sr-only">Actions</span>
                </Th>
              </>
            }
            empty={<EmptyRows show={data.data.length === 0}>{q || status ? "No subscribers match these filters." : "No subscribers yet."}</EmptyRows>}
          >
            {data.data.map((subscriber) => (
              <tr key={subscriber.id} className="hover:bg-muted/50">
                <Td className="font-medium break-all">{subscriber.email}</Td>
                <Td>
                  <StatusBadge status={subscriber.status} />
                  {subscriber.unsubscribedAt && <span className="mt-1 block text-xs text-muted-foreground">on {formatDate(subscriber.unsubscribedAt)}</span>}
                </Td>
                <Td className="whitespace-nowrap">{formatDate(subscriber.createdAt)}</Td>
                <Td className="whitespace-nowrap">{subscriber.confirmedAt ? formatDateTime(subscriber.confirmedAt) : <span className="text-muted-foreground">Not confirmed</span>}</Td>
                <Td className="text-end">
                  <DeleteSubscriber subscriber={subscriber} />
                </Td>
              </tr>
            ))}
          </DataTable>
          <Pagination label="Subscriber pages" paging={data.pagination} onPage={(next) => update({ page: next })} />
        </>
      )}
    </>
  );
}
