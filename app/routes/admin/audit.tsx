import { adminMeta } from "#app/features/admin/shared/admin-meta";
import { auditListQuery } from "#app/features/admin/audit/audit-api";
import { ListScreen, type ListColumn } from "#app/features/admin/shared/list-screen";
import { formatDateTime } from "#app/features/admin/shared/format";
import { knownAuditActions, type AuditEntry } from "#contracts/api/audit";

export const meta = () => adminMeta("Audit trail");

/** What each recorded action means, in staff words (every known action has one: the type says so). */
const actionLabels: Record<(typeof knownAuditActions)[number], string> = {
  "auth.sign-in": "Signed in",
  "auth.sign-in-failed": "Sign-in refused",
  "auth.sign-in-throttled": "Sign-in throttled",
  "auth.sign-in-link": "Sign-in link e-mailed",
  "auth.sign-out": "Signed out",
  "account.accept-invitation": "Accepted an invitation",
  "second-factor.enrolment": "Started setting up a second factor",
  "second-factor.enable": "Turned the second factor on",
  "second-factor.disable": "Turned the second factor off",
  "application.view": "Viewed an application",
  "application.resume": "Downloaded a résumé",
  "application.status": "Changed an application's status",
  "application.note": "Added a note to an application",
  "application.export": "Exported applications (CSV)",
  "application.delete": "Deleted an application",
  "contact.view": "Viewed a message",
  "contact.status": "Changed a message's status",
  "contact.export": "Exported messages (CSV)",
  "contact.delete": "Deleted a message",
  "quote.view": "Viewed a quote request",
  "quote.status": "Changed a quote's status",
  "quote.assign": "Assigned a quote",
  "quote.note": "Added a note to a quote",
  "quote.send": "Sent a quote to the customer",
  "quote.export": "Exported quotes (CSV)",
  "quote.delete": "Deleted a quote request",
  "post.create": "Created a post",
  "post.update": "Edited a post",
  "post.publish": "Published a post",
  "post.scheduled-publish": "Published a scheduled post (at its set time)",
  "site-image.upload": "Uploaded an image for the site",
  "post.restore": "Restored an earlier version of a post",
  "post.unpublish": "Took a post off the site",
  "post.delete": "Deleted a post",
  "opening.create": "Created an opening",
  "opening.update": "Edited an opening",
  "opening.status": "Opened or closed an opening",
  "opening.delete": "Deleted an opening",
  "subscriber.export": "Exported subscribers (CSV)",
  "subscriber.delete": "Deleted a subscriber",
  "subscriber.clear-bounce": "Cleared a subscriber's bounce",
  "campaign.create": "Created a campaign",
  "campaign.update": "Changed a campaign",
  "campaign.delete": "Deleted a campaign",
  "campaign.test": "Sent a campaign test",
  "campaign.send": "Sent or scheduled a campaign",
  "campaign.pause": "Paused a campaign",
  "campaign.resume": "Resumed a campaign",
  "campaign.image-upload": "Uploaded a campaign image",
  "shipment.create": "Created a shipment",
  "shipment.update": "Changed a shipment",
  "shipment.milestones": "Recorded a shipment's milestones",
  "shipment.exception": "Recorded a shipment delay",
  "shipment.document-upload": "Uploaded a shipment document",
  "shipment.document-visibility": "Showed or hid a shipment document",
  "shipment.document-delete": "Deleted a shipment document",
  "shipment.export": "Exported shipments",
  "shipment.delete": "Deleted a shipment",
  "account.invite": "Invited a member of staff",
  "account.revoke-invitation": "Withdrew an invitation",
  "account.resend-invitation": "Sent an invitation again",
  "account.change": "Changed a staff account",
  "settings.retention": "Changed the retention period",
  "settings.second-factor": "Changed the second-factor requirement",
  "mail.retry": "Retried a mail",
  "person.view": "Looked up a person's data",
  "person.export": "Exported a person's data",
  "person.correct": "Corrected a person's data",
  "person.erase": "Erased a person's data",
  "content.draft-save": "Saved a word's draft",
  "content.picture-upload": "Replaced a page's picture (as a draft)",
  "content.draft-discard": "Discarded a word's draft",
  "content.approve": "Approved a word",
  "content.publish": "Published the site's words",
  "content.restore": "Restored a release of the site's words",
  "content.xliff-check": "Checked an XLIFF file",
  "content.xliff-import": "Imported an XLIFF file",
};

const filters = {
  action: { label: "Action", options: knownAuditActions, allLabel: "All actions", optionLabels: actionLabels },
};

function describeDetails(details: AuditEntry["details"]) {
  if (!details) return null;
  return Object.entries(details)
    .map(([kind, count]) => `${kind}: ${count}`)
    .join(", ");
}

const columns: ListColumn<AuditEntry>[] = [
  { header: "When", cell: (entry) => formatDateTime(entry.at), className: "min-w-28 whitespace-nowrap" },
  {
    header: "Who",
    className: "min-w-40 break-all",
    cell: (entry) =>
      entry.actorEmail ?? <span className="text-muted-foreground">{entry.actorId ? `Account ${entry.actorId}` : "Unknown"}</span>,
  },
  {
    header: "What",
    className: "min-w-48",
    cell: (entry) => (
      <>
        <span className="font-medium">{(actionLabels as Record<string, string | undefined>)[entry.action] ?? entry.action}</span>
        {entry.details && <span className="mt-1 block text-xs text-muted-foreground">{describeDetails(entry.details)}</span>}
      </>
    ),
  },
  {
    header: "Record",
    className: "whitespace-nowrap",
    cell: (entry) =>
      entry.subjectType ? (
        `${entry.subjectType}${entry.subjectId ? ` #${entry.subjectId}` : ""}`
      ) : (
        <span className="text-muted-foreground">—</span>
      ),
  },
  { header: "From", cell: (entry) => entry.ip ?? "", className: "font-mono text-xs break-all" },
];

/** Administrators only (nav item roles []): who did what to which record, when and from where. Read-only by design. */
export default function AuditTrail() {
  return (
    <ListScreen
      title="Audit trail"
      description="Every sign-in, every look at or export of personal data, and every change staff made, kept 24 months. Nobody can edit or delete an entry."
      searchLabel="Staff e-mail address"
      filters={filters}
      dates={{ from: "From", to: "To" }}
      query={auditListQuery}
      loadingLabel="Loading the audit trail…"
      noun={["entry", "entries"]}
      columns={columns}
      empty={{ none: "Nothing has been recorded yet.", filtered: "No entry matches these filters." }}
      pagesLabel="Audit trail pages"
    />
  );
}
