import { AlertDialog } from "radix-ui";
import { useState, type ReactElement, type ReactNode } from "react";
import { Button } from "#app/components/ui/button";

/** The look of an irreversible action (the base button with no colour variant, then red). */
export const dangerClass = "bg-destructive text-destructive-foreground hover:bg-destructive/90";

/** The overlay, box, title, description and buttons of a staff alert dialog. */
export function DialogPanel({ title, description, children }: { title: string; description: ReactNode; children: ReactNode }) {
  return (
    <AlertDialog.Portal>
      <AlertDialog.Overlay className="fixed inset-0 z-[80] bg-black/60" />
      <AlertDialog.Content className="fixed top-1/2 left-1/2 z-[90] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg border border-border bg-card p-6 text-card-foreground shadow-xl">
        <AlertDialog.Title className="text-lg font-bold">{title}</AlertDialog.Title>
        <AlertDialog.Description asChild>
          <div className="mt-2 text-sm text-muted-foreground">{description}</div>
        </AlertDialog.Description>
        <div className="mt-6 flex flex-wrap justify-end gap-2">{children}</div>
      </AlertDialog.Content>
    </AlertDialog.Portal>
  );
}

/**
 * Asks before an irreversible action. An alert dialog: focus moves into it,
 * Cancel is focused first, Escape cancels, focus returns to the trigger.
 * It stays open (busy) until the action finishes, and closes only on success.
 */
export function ConfirmDialog({
  trigger,
  title,
  description,
  confirmLabel,
  busyLabel = "Working…",
  onConfirm,
}: {
  trigger: ReactElement;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  busyLabel?: string;
  onConfirm: () => Promise<unknown>;
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      setOpen(false);
    } catch {
      /* the caller reports the failure; the dialog stays for another try */
    } finally {
      setBusy(false);
    }
  };
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>
      <DialogPanel title={title} description={description}>
        <AlertDialog.Cancel asChild>
          <Button type="button" variant="outline" disabled={busy}>
            Cancel
          </Button>
        </AlertDialog.Cancel>
        <Button type="button" variant={null} className={dangerClass} disabled={busy} onClick={confirm}>
          {busy ? busyLabel : confirmLabel}
        </Button>
      </DialogPanel>
    </AlertDialog.Root>
  );
}
