import { Loader2, Send } from "lucide-react";
import { Button } from "#app/components/ui/button";

/** A form's send button: disabled until the page can submit it, a spinner and busy label while sending. */
export function SubmitButton({ busy, hydrated, label, busyLabel }: { busy: boolean; hydrated: boolean; label: string; busyLabel: string }) {
  return (
    <Button type="submit" size="lg" className="mt-6 w-full sm:w-auto" disabled={!hydrated || busy}>
      {busy ? <Loader2 aria-hidden="true" className="animate-spin motion-reduce:animate-none" /> : <Send aria-hidden="true" />}
      {busy ? busyLabel : label}
    </Button>
  );
}
