import { Link } from "react-router";
import { adminMeta } from "#app/features/admin/shared/admin-meta";
import { contactListQuery, exportContactMessages } from "#app/features/admin/messages/contact-api";
import { ListScreen, type ListColumn } from "#app/features/admin/shared/list-screen";
import { StatusBadge } from "#app/features/admin/shared/status-badge";
import { formatDate } from "#app/features/admin/shared/format";
import { cn } from "#app/lib/cn";
import { contactStatuses, type ContactSummary } from "#contracts/api/contact";

export const meta = () => adminMeta("Messages");

const filters = { status: { label: "Status", options: contactStatuses, allLabel: "All statuses" } };

const columns: ListColumn<ContactSummary>[] = [
  {
    header: "From",
    cell: (message) => (
      <>
        <span className={cn("block", message.status === "new" && "font-semibold")}>
          {message.firstName} {message.lastName}
        </span>
        <span className="block text-muted-foreground">{message.email}</span>
      </>
    ),
  },
  {
    header: "Subject",
    className: "max-w-md",
    cell: (message) => (
      <>
        <Link
          to={`/admin/messages/${message.id}`}
          className={cn("text-primary underline-offset-4 hover:underline", message.status === "new" ? "font-semibold" : "font-medium")}
        >
          {message.subject}
        </Link>
        <span className="mt-0.5 line-clamp-2 block text-muted-foreground">{message.messagePreview}</span>
      </>
    ),
  },
  { header: "Status", cell: (message) => <StatusBadge status={message.status} /> },
  { header: "Received", cell: (message) => formatDate(message.createdAt), className: "whitespace-nowrap" },
];

export default function Messages() {
  return (
    <ListScreen
      title="Contact messages"
      description="Messages sent from the contact page, newest first. Opening a new message marks it read."
      onExport={exportContactMessages}
      searchLabel="Search by name, email or subject"
      filters={filters}
      query={contactListQuery}
      noun={["message", "messages"]}
      columns={columns}
    />
  );
}
