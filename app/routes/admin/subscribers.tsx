import { Trash2 } from "lucide-react";
import { Button } from "#app/components/ui/button";
import { adminMeta } from "#app/features/admin/shared/admin-meta";
import {
  exportSubscribers,
  subscriberListQuery,
  useClearBounce,
  useDeleteSubscriber,
} from "#app/features/admin/subscribers/subscribers-api";
import { ConfirmDialog } from "#app/features/admin/shared/confirm-dialog";
import { ListScreen, type ListColumn } from "#app/features/admin/shared/list-screen";
import { StatusBadge } from "#app/features/admin/shared/status-badge";
import { formatDate, formatDateTime } from "#app/features/admin/shared/format";
import { notify } from "#app/lib/notify";
import { subscriberMessages, subscriberStatuses, type SubscriberSummary } from "#contracts/api/subscribers";

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
          This permanently deletes <strong className="text-foreground">{subscriber.email}</strong> and the record of their consent. To stop
          emails but keep the record, they can use the unsubscribe link instead. It cannot be undone.
        </p>
      }
      confirmLabel="Delete subscriber"
      busyLabel="Deleting…"
      onConfirm={confirm}
    />
  );
}

/** A bounced address (a hard bounce or a 5xx answer) gets no campaigns until an administrator clears the mark. */
function ClearBounce({ subscriber }: { subscriber: SubscriberSummary }) {
  const clear = useClearBounce();
  const run = async () => {
    try {
      await clear.mutateAsync(subscriber.id);
    } catch (failure) {
      void notify("error", failure instanceof Error ? failure.message : "The bounce could not be cleared.");
      throw failure;
    }
    void notify("success", subscriberMessages.bounceCleared);
  };
  return (
    <ConfirmDialog
      trigger={
        <Button type="button" variant="outline" size="sm" aria-label={`Clear the bounce of ${subscriber.email}`}>
          Clear bounce
        </Button>
      }
      title="Clear the bounce?"
      description={
        <p>
          Mail to <strong className="text-foreground">{subscriber.email}</strong> bounced, so campaigns skip it. Clear the mark only when
          the address works again (the subscriber wrote to say so, or their mailbox was full): it becomes confirmed and receives the next
          campaign.
        </p>
      }
      confirmLabel="Clear bounce"
      busyLabel="Clearing…"
      onConfirm={run}
    />
  );
}

const filters = { status: { label: "Status", options: subscriberStatuses, allLabel: "All statuses" } };

const columns: ListColumn<SubscriberSummary>[] = [
  { header: "Email", cell: (subscriber) => subscriber.email, className: "font-medium break-all" },
  {
    header: "Status",
    cell: (subscriber) => (
      <>
        <StatusBadge status={subscriber.status} />
        {subscriber.unsubscribedAt && (
          <span className="mt-1 block text-xs text-muted-foreground">on {formatDate(subscriber.unsubscribedAt)}</span>
        )}
      </>
    ),
  },
  { header: "Subscribed", cell: (subscriber) => formatDate(subscriber.createdAt), className: "whitespace-nowrap" },
  {
    header: "Confirmed",
    className: "whitespace-nowrap",
    cell: (subscriber) =>
      subscriber.confirmedAt ? formatDateTime(subscriber.confirmedAt) : <span className="text-muted-foreground">Not confirmed</span>,
  },
  {
    header: <span className="sr-only">Actions</span>,
    cell: (subscriber) => (
      <div className="flex items-center justify-end gap-1">
        {subscriber.status === "bounced" && <ClearBounce subscriber={subscriber} />}
        <DeleteSubscriber subscriber={subscriber} />
      </div>
    ),
    className: "text-end",
  },
];

export default function Subscribers() {
  return (
    <ListScreen
      title="Newsletter subscribers"
      description="Double opt-in: an address counts as subscribed once its owner confirms by email."
      onExport={exportSubscribers}
      searchLabel="Search by email"
      filters={filters}
      query={subscriberListQuery}
      noun={["subscriber", "subscribers"]}
      columns={columns}
    />
  );
}
