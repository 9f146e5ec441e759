import { adminMeta } from "#app/features/admin/shared/admin-meta";
import { ListScreen, RecordCell, type ListColumn } from "#app/features/admin/shared/list-screen";
import { StatusBadge } from "#app/features/admin/shared/status-badge";
import { formatDate, formatDateTime } from "#app/features/admin/shared/format";
import { exportShipments, shipmentListQuery } from "#app/features/admin/shipments/shipments-api";
import { shipmentStatuses, shipmentStatusLabels, type ShipmentSummary } from "#contracts/api/shipments";
import { quoteModes } from "#contracts/forms/quote";
import { modeLabels } from "#app/features/admin/shared/quote-labels";

export const meta = () => adminMeta("Shipments");

const filters = {
  status: { label: "Status", options: shipmentStatuses, allLabel: "All statuses", optionLabels: shipmentStatusLabels },
  mode: { label: "Mode", options: quoteModes, allLabel: "All modes", optionLabels: modeLabels },
};

const columns: ListColumn<ShipmentSummary>[] = [
  {
    header: "Shipment",
    cell: (shipment) => (
      <RecordCell
        to={`/admin/shipments/${shipment.id}`}
        name={shipment.reference}
        detail={`${shipment.customerName} · ${shipment.customerEmail}`}
      />
    ),
  },
  {
    header: "Route",
    cell: (shipment) => (
      <>
        {shipment.origin} → {shipment.destination}
        <span className="block text-muted-foreground">
          {modeLabels[shipment.mode]}
          {shipment.carrier && ` · ${shipment.carrier}`}
        </span>
      </>
    ),
  },
  { header: "Status", cell: (shipment) => <StatusBadge status={shipment.status} /> },
  {
    header: "Estimated arrival",
    cell: (shipment) => formatDateTime(shipment.estimatedArrival),
    className: "whitespace-nowrap",
  },
  { header: "Booked", cell: (shipment) => formatDate(shipment.createdAt), className: "whitespace-nowrap" },
  { header: "Updated", cell: (shipment) => formatDate(shipment.updatedAt), className: "whitespace-nowrap" },
];

export default function Shipments() {
  return (
    <ListScreen
      title="Shipments"
      description="Bookings and their timelines, newest first."
      create={{ to: "/admin/shipments/new", label: "New shipment" }}
      onExport={exportShipments}
      searchLabel="Search by reference, customer or email"
      filters={filters}
      dates={{ from: "Booked from", to: "Booked until" }}
      query={shipmentListQuery}
      noun={["shipment", "shipments"]}
      columns={columns}
    />
  );
}
