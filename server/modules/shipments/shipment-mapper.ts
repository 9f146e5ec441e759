import { shipmentReference, shipmentStatusLabels, type ShipmentDetail, type ShipmentSummary } from "#contracts/api/shipments";
import type { TrackingView } from "#contracts/api/tracking";
import { milestonesByMode } from "#contracts/shipping/milestones";
import { quoteModeLabels } from "#contracts/forms/quote";
import { englishOf } from "#server/i18n/english";
import type { CsvCell } from "#server/lib/csv";
import type * as repo from "./shipment-repository";

type Row = repo.ShipmentRow;
type Milestones = Awaited<ReturnType<typeof repo.listMilestones>>;
type Exceptions = Awaited<ReturnType<typeof repo.listExceptions>>;
type Documents = Awaited<ReturnType<typeof repo.listDocuments>>;
type Containers = Awaited<ReturnType<typeof repo.listContainers>>;

export interface ShipmentParts {
  containers: Containers;
  milestones: Milestones;
  exceptions: Exceptions;
  documents: Documents;
}

/** What a shipment's estimated arrival is made of: its arrival milestone, if recorded, and its exceptions, oldest first. */
export interface ArrivalParts {
  arrived: { planned_at: string | null; actual_at: string | null } | undefined;
  exceptions: readonly { new_estimate: string | null }[];
}

export function toShipmentSummary(row: Row, arrival: ArrivalParts): ShipmentSummary {
  return {
    id: row.id,
    reference: shipmentReference(row.id, row.created_at),
    quoteId: row.quote_id,
    status: row.status,
    mode: row.mode,
    origin: row.origin,
    destination: row.destination,
    carrier: row.carrier,
    customerName: row.customer_name,
    customerEmail: row.customer_email,
    estimatedArrival: estimatedArrival(arrival),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The milestones in the mode's order, each kind once (those not recorded left out). */
function timeline(row: Row, milestones: Milestones) {
  const byKind = new Map(milestones.map((m) => [m.kind, m]));
  return milestonesByMode[row.mode]
    .filter((kind) => byKind.has(kind))
    .map((kind) => ({ kind, plannedAt: byKind.get(kind)!.planned_at, actualAt: byKind.get(kind)!.actual_at }));
}

export function toShipmentDetail(row: Row, parts: ShipmentParts): ShipmentDetail {
  return {
    ...toShipmentSummary(row, arrivalParts(parts)),
    voyage: row.voyage,
    transportDocument: row.transport_document,
    cargoSummary: row.cargo_summary,
    customerLanguage: row.customer_lang,
    notifications: row.notifications,
    containers: parts.containers.map((c) => c.number),
    milestones: timeline(row, parts.milestones),
    exceptions: parts.exceptions.map((e) => ({
      id: e.id,
      reason: e.reason,
      newEstimate: e.new_estimate,
      recordedAt: e.recorded_at,
      recordedBy: e.recorded_by_email,
    })),
    documents: parts.documents.map((d) => ({
      id: d.id,
      kind: d.kind,
      fileName: d.file_name,
      bytes: d.size,
      customerVisible: d.customer_visible === 1,
      createdAt: d.created_at,
    })),
    version: row.version,
  };
}

/**
 * The latest estimate of arrival: the newest exception's new estimate, else the planned arrival (nothing once it
 * arrived: the actual time is on the timeline).
 */
function estimatedArrival({ arrived, exceptions }: ArrivalParts) {
  if (arrived?.actual_at) return null;
  const latest = [...exceptions].reverse().find((e) => e.new_estimate);
  return latest?.new_estimate ?? arrived?.planned_at ?? null;
}

/** Every mode has an arrival step, so the recorded one is the timeline's. */
function arrivalParts(parts: Pick<ShipmentParts, "milestones" | "exceptions">): ArrivalParts {
  return { arrived: parts.milestones.find((m) => m.kind === "arrived"), exceptions: parts.exceptions };
}

/** What the customer reads on /track: no staff names, only the documents marked visible. */
export function toTrackingView(row: Row, parts: ShipmentParts, access: string): TrackingView {
  const milestones = timeline(row, parts.milestones);
  return {
    reference: shipmentReference(row.id, row.created_at),
    mode: row.mode,
    origin: row.origin,
    destination: row.destination,
    carrier: row.carrier,
    voyage: row.voyage,
    transportDocument: row.transport_document,
    containers: parts.containers.map((c) => c.number),
    estimatedArrival: estimatedArrival(arrivalParts(parts)),
    milestones,
    exceptions: parts.exceptions.map((e) => ({ recordedAt: e.recorded_at, reason: e.reason, newEstimate: e.new_estimate })),
    documents: parts.documents
      .filter((d) => d.customer_visible === 1)
      .map((d) => ({ id: d.id, kind: d.kind, fileName: d.file_name, bytes: d.size })),
    notifications: row.notifications,
    access,
  };
}

export const shipmentCsvHeader = [
  "Reference",
  "Status",
  "Mode",
  "Origin",
  "Destination",
  "Carrier",
  "Vessel/voyage or flight",
  "B/L or AWB",
  "Cargo",
  "Customer",
  "Customer e-mail",
  "Created",
  "Updated",
];

export function toShipmentCsvRow(row: Row): CsvCell[] {
  return [
    shipmentReference(row.id, row.created_at),
    shipmentStatusLabels[row.status],
    englishOf(quoteModeLabels[row.mode]),
    row.origin,
    row.destination,
    row.carrier,
    row.voyage,
    row.transport_document,
    row.cargo_summary,
    row.customer_name,
    row.customer_email,
    row.created_at,
    row.updated_at,
  ];
}
