import { AlertDialog } from "radix-ui";
import type { Blocker } from "react-router";
import { Button } from "#app/components/ui/button";
import { dangerClass, DialogPanel } from "./confirm-dialog";

/** Asks before leaving a form with unsaved changes (in-app navigation; the browser asks on reload or close). */
export function LeaveDialog({ blocker, noun = "post" }: { blocker: Blocker; noun?: string }) {
  return (
    <AlertDialog.Root open={blocker.state === "blocked"} onOpenChange={(open) => !open && blocker.state === "blocked" && blocker.reset()}>
      <DialogPanel title="Leave without saving?" description={`Your changes to this ${noun} have not been saved and will be lost.`}>
        <AlertDialog.Cancel asChild>
          <Button type="button" variant="outline">
            Stay on this page
          </Button>
        </AlertDialog.Cancel>
        <AlertDialog.Action asChild>
          <Button type="button" variant={null} className={dangerClass} onClick={() => blocker.state === "blocked" && blocker.proceed()}>
            Leave
          </Button>
        </AlertDialog.Action>
      </DialogPanel>
    </AlertDialog.Root>
  );
}
