import { Trash2 } from "lucide-react";
import { Button } from "#app/components/ui/button";
import { notify } from "#app/lib/notify";
import { ConfirmDialog } from "./confirm-dialog";

/**
 * A Delete button that asks first, then runs `remove` and reports in a toast. A failure keeps the
 * dialog's answer (the error) and tells `onDeleting(false)`, so the screen reads the record again.
 * The dialog and the toasts are worded from `noun` ("post"); `consequence` says what deleting the record does.
 */
export function DeleteButton({
  name,
  label = "Delete",
  noun,
  title = `Delete this ${noun}?`,
  consequence,
  remove,
  onDeleted,
  onDeleting,
}: {
  /** The record's name, for the button's accessible name. */
  name: string;
  label?: string;
  noun: string;
  title?: string;
  /** What happens to the record, after its name: "will disappear from the blog." */
  consequence: string;
  remove: () => Promise<unknown>;
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
      void notify("error", failure instanceof Error ? failure.message : `The ${noun} could not be deleted.`);
      throw failure;
    }
    void notify("success", `${noun[0]!.toUpperCase()}${noun.slice(1)} deleted`);
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
      description={
        <p>
          <strong className="text-foreground">{name}</strong> {consequence} Deleting cannot be undone.
        </p>
      }
      confirmLabel={`Delete ${noun}`}
      busyLabel="Deleting…"
      onConfirm={confirm}
    />
  );
}
