import { Archive, ArchiveRestore, Mail, Reply, Trash2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useNavigate, useParams } from "react-router";
import { Button } from "#app/components/ui/button";
import { adminMeta } from "#app/features/admin/shared/admin-meta";
import { useChangeContactStatus, useContactMessage, useDeleteContactMessage } from "#app/features/admin/messages/contact-api";
import { ConfirmDialog } from "#app/features/admin/shared/confirm-dialog";
import { DetailList } from "#app/features/admin/shared/detail-list";
import { PageHeader } from "#app/features/admin/shared/page-header";
import { RecordStates } from "#app/features/admin/shared/record-states";
import { SectionCard } from "#app/features/admin/shared/section-card";
import { StatusBadge } from "#app/features/admin/shared/status-badge";
import { formatDateTime } from "#app/features/admin/shared/format";
import { replyHref } from "#app/features/admin/shared/reply-href";
import { notify } from "#app/lib/notify";
import type { ContactStatus } from "#contracts/api/contact";

export const meta = () => adminMeta("Message");

const back = { to: "/admin/messages", label: "All messages" };

export default function MessageDetail() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  const query = useContactMessage(id, !deleting);
  const { data: message } = query;
  const changeStatus = useChangeContactStatus(id);
  const remove = useDeleteContactMessage();
  const markedRead = useRef(false);
  const { mutate: mutateStatus } = changeStatus;

  // Opening a new message marks it read (once; staff can mark it unread again).
  useEffect(() => {
    if (message?.status !== "new" || markedRead.current) return;
    markedRead.current = true;
    mutateStatus("read");
  }, [message?.status, mutateStatus]);

  if (query.error || !message) return <RecordStates id={id} noun="message" back={back} query={query} />;

  const setStatus = async (status: ContactStatus, done: string) => {
    try {
      await changeStatus.mutateAsync(status);
      void notify("success", done);
    } catch (failure) {
      void notify("error", failure instanceof Error ? failure.message : "The status could not be changed.");
    }
  };

  /** A button that moves the message to `status` and says `done`. */
  const statusButton = (status: ContactStatus, done: string) =>
    ({
      type: "button",
      size: "sm",
      variant: "outline",
      disabled: changeStatus.isPending,
      onClick: () => void setStatus(status, done),
    }) as const;

  const confirmDelete = async () => {
    setDeleting(true);
    try {
      await remove.mutateAsync(message.id);
    } catch (failure) {
      setDeleting(false);
      void notify("error", failure instanceof Error ? failure.message : "The message could not be deleted.");
      throw failure;
    }
    void notify("success", "Message deleted");
    navigate("/admin/messages", { replace: true });
  };

  const name = `${message.firstName} ${message.lastName}`;
  return (
    <>
      <PageHeader
        title={message.subject}
        description={
          <span className="inline-flex flex-wrap items-center gap-2">
            From {name} · {formatDateTime(message.createdAt)} <StatusBadge status={message.status} />
          </span>
        }
        back={back}
        actions={
          <>
            <Button asChild size="sm">
              <a href={replyHref(message)}>
                <Reply aria-hidden="true" /> Reply by email
              </a>
            </Button>
            {message.status === "archived" ? (
              <Button {...statusButton("read", "Moved back to the inbox")}>
                <ArchiveRestore aria-hidden="true" /> Unarchive
              </Button>
            ) : (
              <Button {...statusButton("archived", "Message archived")}>
                <Archive aria-hidden="true" /> Archive
              </Button>
            )}
            {message.status === "read" && (
              <Button {...statusButton("new", "Marked as unread")}>
                <Mail aria-hidden="true" /> Mark unread
              </Button>
            )}
            <ConfirmDialog
              trigger={
                <Button type="button" variant="outline" size="sm">
                  <Trash2 aria-hidden="true" /> Delete
                </Button>
              }
              title="Delete this message?"
              description={
                <p>
                  This permanently deletes the message from <strong className="text-foreground">{name}</strong>. Use it when the sender asks
                  for their data to be deleted. It cannot be undone.
                </p>
              }
              confirmLabel="Delete message"
              busyLabel="Deleting…"
              onConfirm={confirmDelete}
            />
          </>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <SectionCard title="Message">
          <p className="text-sm leading-relaxed break-words whitespace-pre-wrap">{message.message}</p>
        </SectionCard>
        <SectionCard title="Sender" className="content-start self-start">
          <DetailList
            items={[
              { label: "Name", value: name },
              {
                label: "Email",
                value: (
                  <a className="text-primary underline underline-offset-4" href={`mailto:${message.email}`}>
                    {message.email}
                  </a>
                ),
              },
              { label: "Received", value: formatDateTime(message.createdAt) },
              { label: "Last change", value: formatDateTime(message.updatedAt) },
            ]}
          />
        </SectionCard>
      </div>
    </>
  );
}
