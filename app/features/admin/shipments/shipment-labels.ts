import type { ShipmentDocumentKind } from "#contracts/api/tracking";
import type { NotificationChoice } from "#contracts/shipping/milestones";

/** What staff read for a document's kind (the staff area is English only; /track has its catalogue's). */
export const documentKindLabels: Record<ShipmentDocumentKind, string> = {
  "bill-of-lading-draft": "Bill of lading draft",
  invoice: "Invoice",
  "packing-list": "Packing list",
  certificate: "Certificate",
  other: "Other",
};

/** The customer's choice of mails, as staff pick it. */
export const notificationChoiceLabels: Record<NotificationChoice, string> = {
  all: "Every milestone and every delay",
  "departure-arrival": "Departure, arrival and delays",
  exceptions: "Delays only",
};
