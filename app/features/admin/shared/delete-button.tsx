import { Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "#app/components/ui/button";
import { notify } from "#app/lib/notify";
import { ConfirmDialog } from "./confirm-dialog";

/**
 * A Delete button that asks first, then runs `remove` and reports in a toast. A failure keeps the
 * dialog's answer (the error) and tells `onDeleting(false)`, so the screen reads the record again.
 */
export function DeleteButton({
  name,
  label = "Delete",
  title,
  description,
  confirmLabel,
  remove,
  failureMessage,
  successMessage,
  onDeleted,
  onDeleting,
}: {
  /** The record's name, for the button's accessible name. */
  name: string;
  label?: string;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  remove: () => Promise<unknown>;
  failureMessage: string;
  successMessage: string;
  onDeleted?: () => void;
  /** Told when the deletion starts (true) or fails (false), so the screen stops reading the record. */
  onDeleting?: (deleting: boolean) => void;
}) {
  const confirm = async () => {
    onDeleting?.(true);
    try {
      await remove();
    } catch (failure) {
      onDeleting?.(false);
      void notify("error", failure instanceof Error ? failure.message : failureMessage);
      throw failure;
    }
    void notify("success", successMessage);
    onDeleted?.();
  };
  return (
    <ConfirmDialog
      trigger={
        <Button type="button" variant="ghost" size="sm" aria-label={`${label} ${name}`}>
          <Trash2 aria-hidden="true" />
          <span aria-hidden="true" className="hidden sm:inline">
            {label}
          </span>
        </Button>
      }
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      busyLabel="Deleting…"
      onConfirm={confirm}
    />
  );
}
