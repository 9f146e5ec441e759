import { Loader2 } from "lucide-react";
import { SendIcon } from "#app/components/ui/direction-icons";
import { Button } from "#app/components/ui/button";

/**
 * A form's send button, with a spinner and busy label while sending. Every form it sends is answered as a plain
 * post too (contact, careers, the quote: docs/decisions/025-forms-without-javascript.md), so it is enabled in the
 * served HTML.
 */
export function SubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <Button type="submit" size="lg" className="mt-6 w-full sm:w-auto" disabled={busy}>
      {busy ? <Loader2 aria-hidden="true" className="animate-spin motion-reduce:animate-none" /> : <SendIcon aria-hidden="true" />}
      {busy ? busyLabel : label}
    </Button>
  );
}
