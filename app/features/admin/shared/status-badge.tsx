import { cn } from "#app/lib/cn";
import type { ApplicationStatus } from "#contracts/api/applications";
import type { CampaignStatus } from "#contracts/api/campaigns";
import type { ContactStatus } from "#contracts/api/contact";
import type { UnsentMailStatus } from "#contracts/api/mail-outbox";
import type { OpeningStatus } from "#contracts/api/openings";
import { quoteStatusLabels, type QuoteStatus } from "#contracts/api/quotes";
import { shipmentStatusLabels, type ShipmentStatus } from "#contracts/api/shipments";
import type { SubscriberStatus } from "#contracts/api/subscribers";
import { capitalise } from "./format";

type BadgeStatus =
  | ApplicationStatus
  | ContactStatus
  | SubscriberStatus
  | UnsentMailStatus
  | QuoteStatus
  | OpeningStatus
  | CampaignStatus
  | ShipmentStatus
  | "published"
  | "draft";

/** Token pairs checked for AA contrast in light and dark. */
const tones: Record<BadgeStatus, string> = {
  new: "bg-primary text-primary-foreground",
  reviewing: "bg-accent text-accent-foreground",
  shortlisted: "bg-secondary text-secondary-foreground",
  hired: "bg-success text-background",
  rejected: "bg-muted text-muted-foreground border border-border",
  read: "bg-muted text-foreground border border-border",
  archived: "bg-card text-muted-foreground border border-border",
  pending: "bg-accent text-accent-foreground",
  confirmed: "bg-success text-background",
  unsubscribed: "bg-muted text-muted-foreground border border-border",
  bounced: "bg-destructive text-destructive-foreground",
  published: "bg-success text-background",
  draft: "bg-muted text-muted-foreground border border-border",
  open: "bg-success text-background",
  closed: "bg-card text-muted-foreground border border-border",
  failed: "bg-destructive text-destructive-foreground",
  "in-review": "bg-accent text-accent-foreground",
  quoted: "bg-secondary text-secondary-foreground",
  won: "bg-success text-background",
  lost: "bg-muted text-muted-foreground border border-border",
  scheduled: "bg-accent text-accent-foreground",
  sending: "bg-primary text-primary-foreground",
  paused: "bg-secondary text-secondary-foreground",
  sent: "bg-success text-background",
  planned: "bg-muted text-foreground border border-border",
  booked: "bg-accent text-accent-foreground",
  "in-transit": "bg-primary text-primary-foreground",
  arrived: "bg-secondary text-secondary-foreground",
  delivered: "bg-success text-background",
};

/** Statuses whose word is not simply capitalised. */
const labels: Partial<Record<BadgeStatus, string>> = {
  "in-review": quoteStatusLabels["in-review"],
  "in-transit": shipmentStatusLabels["in-transit"],
};

export function StatusBadge({ status, className }: { status: BadgeStatus; className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap",
        tones[status],
        className,
      )}
    >
      {labels[status] ?? capitalise(status)}
    </span>
  );
}
