import { adminMeta } from "#app/features/admin/shared/admin-meta";
import { EditorPage } from "#app/features/admin/shared/editor-page";
import { StatusBadge } from "#app/features/admin/shared/status-badge";
import { formatDateTime } from "#app/features/admin/shared/format";
import { DeleteShipmentButton, QuoteOrigin } from "#app/features/admin/shipments/shipment-actions";
import { ShipmentDocuments } from "#app/features/admin/shipments/shipment-documents";
import { ShipmentExceptions } from "#app/features/admin/shipments/shipment-exceptions";
import { ShipmentForm } from "#app/features/admin/shipments/shipment-form";
import { ShipmentTimeline } from "#app/features/admin/shipments/shipment-timeline";
import { useShipment } from "#app/features/admin/shipments/shipments-api";
import type { Route } from "./+types/shipment-editor";

export function meta({ params }: Route.MetaArgs) {
  return adminMeta(params.id ? "Shipment" : "New shipment");
}

export default function ShipmentEditor() {
  return (
    <EditorPage
      noun="shipment"
      list={{ to: "/admin/shipments", label: "All shipments" }}
      name={(shipment) => shipment.reference}
      useRecord={useShipment}
      newDescription="Book a shipment that did not come from an accepted quote; its timeline and documents follow once it is created."
      status={(shipment) => (
        <>
          <StatusBadge status={shipment.status} />
          {shipment.estimatedArrival && <span>· arrival estimated {formatDateTime(shipment.estimatedArrival)}</span>}
          {shipment.quoteId !== null && <QuoteOrigin quoteId={shipment.quoteId} />}
        </>
      )}
      actions={(shipment, { onDeleting, onDeleted }) => (
        <DeleteShipmentButton shipment={shipment} onDeleting={onDeleting} onDeleted={onDeleted} />
      )}
      form={(shipment, { reload, onSaved }) => (
        <div className="grid gap-6">
          <ShipmentForm key={shipment?.id ?? "new"} shipment={shipment} onReload={reload} onSaved={onSaved} />
          {shipment && (
            <>
              {/* A new mode has other steps: the timeline starts again from what is stored. */}
              <ShipmentTimeline key={`${shipment.id}-${shipment.mode}`} shipment={shipment} onReload={reload} />
              <ShipmentExceptions shipment={shipment} />
              <ShipmentDocuments shipment={shipment} />
            </>
          )}
        </div>
      )}
    />
  );
}
