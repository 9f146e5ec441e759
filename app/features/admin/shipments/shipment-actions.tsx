import { Link } from "react-router";
import { roleAllows, staffAreaRoles } from "#contracts/api/staff-roles";
import type { ShipmentDetail } from "#contracts/api/shipments";
import { DeleteButton } from "../shared/delete-button";
import { useAuth } from "../shared/use-auth";
import { useDeleteShipment } from "./shipments-api";

/** The quote a shipment was booked from: a link for those who may open quotes, its number for the others. */
export function QuoteOrigin({ quoteId }: { quoteId: number }) {
  const { user } = useAuth();
  const label = `booked from quote #${quoteId}`;
  if (!user?.role || !roleAllows(user.role, staffAreaRoles.quotes)) return <span>{label}</span>;
  return (
    <Link to={`/admin/quotes/${quoteId}`} className="font-medium text-primary underline underline-offset-4">
      {label}
    </Link>
  );
}

export function DeleteShipmentButton({
  shipment,
  onDeleted,
  onDeleting,
}: {
  shipment: Pick<ShipmentDetail, "id" | "reference">;
  onDeleted?: () => void;
  onDeleting?: (deleting: boolean) => void;
}) {
  const remove = useDeleteShipment();
  return (
    <DeleteButton
      noun="shipment"
      name={shipment.reference}
      title={`Delete ${shipment.reference}?`}
      consequence="goes with its timeline, exceptions and documents, and the customer's tracking links stop working."
      remove={() => remove.mutateAsync(shipment.id)}
      onDeleted={onDeleted}
      onDeleting={onDeleting}
    />
  );
}
