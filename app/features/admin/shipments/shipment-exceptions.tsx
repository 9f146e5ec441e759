import { AlertTriangle } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { Button } from "#app/components/ui/button";
import { notify } from "#app/lib/notify";
import { shipmentLimits, type ShipmentDetail } from "#contracts/api/shipments";
import { inputClass } from "../shared/field-styles";
import { FormField } from "../shared/form-field";
import { formatDateTime } from "../shared/format";
import { fromLocalDateTime } from "../shared/local-date";
import { SectionCard } from "../shared/section-card";
import { useFormErrors } from "../shared/use-form-errors";
import { useAddException } from "./shipments-api";

/**
 * The shipment's exceptions: a delay recorded with its reason and, when known, the new estimate of arrival (the
 * customer and the sales desk are mailed), and the ones recorded before, newest last.
 */
export function ShipmentExceptions({ shipment }: { shipment: ShipmentDetail }) {
  const id = useId();
  const add = useAddException(shipment.id);
  const [reason, setReason] = useState("");
  const [estimate, setEstimate] = useState("");
  const { errors, formError, clear, refuse } = useFormErrors(["reason", "newEstimate"] as const);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    clear();
    try {
      await add.mutateAsync({ reason, newEstimate: fromLocalDateTime(estimate) });
      setReason("");
      setEstimate("");
      void notify("success", "Exception recorded; the customer is told");
    } catch (error) {
      refuse(error, form, "The exception could not be recorded.");
    }
  };

  return (
    <SectionCard title="Exceptions">
      {shipment.exceptions.length === 0 ? (
        <p className="mb-5 text-sm text-muted-foreground">No delays recorded.</p>
      ) : (
        <ol className="mb-5 grid gap-3">
          {shipment.exceptions.map((exception) => (
            <li key={exception.id} className="flex gap-3 rounded-md border border-border p-3 text-sm">
              <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
              <div className="min-w-0">
                <p className="break-words">{exception.reason}</p>
                <p className="mt-1 text-muted-foreground">
                  Recorded {formatDateTime(exception.recordedAt)}
                  {exception.recordedBy && ` by ${exception.recordedBy}`}
                  {exception.newEstimate && ` · new estimate ${formatDateTime(exception.newEstimate)}`}
                </p>
              </div>
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4" aria-label="Record an exception">
        <div className="grid gap-4 sm:grid-cols-[1fr_16rem]">
          <FormField id={`${id}-reason`} label="Reason for the delay" error={errors.reason}>
            {(aria) => (
              <textarea
                {...aria}
                rows={2}
                value={reason}
                maxLength={shipmentLimits.reasonMax}
                onChange={(event) => setReason(event.target.value)}
                className={inputClass}
              />
            )}
          </FormField>
          <FormField id={`${id}-estimate`} label="New estimate of arrival" hint="Optional; your own time." error={errors.newEstimate}>
            {(aria) => (
              <input
                {...aria}
                type="datetime-local"
                value={estimate}
                onChange={(event) => setEstimate(event.target.value)}
                className={inputClass}
              />
            )}
          </FormField>
        </div>
        {formError && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {formError}
          </p>
        )}
        <div className="flex justify-end">
          <Button type="submit" variant="outline" disabled={add.isPending}>
            {add.isPending ? "Recording…" : "Record exception"}
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}
