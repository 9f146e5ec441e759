import { Loader2 } from "lucide-react";
import { SendIcon } from "#app/components/ui/direction-icons";
import { Button } from "#app/components/ui/button";

/**
 * A form's send button, with a spinner and busy label while sending. A form the server answers as a plain
 * post too (contact, careers) can be sent at once; one it cannot (the quote) passes `hydrated`, and the button
 * stays disabled until React runs.
 */
export function SubmitButton({
  busy,
  hydrated = true,
  label,
  busyLabel,
}: {
  busy: boolean;
  hydrated?: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <Button type="submit" size="lg" className="mt-6 w-full sm:w-auto" disabled={!hydrated || busy}>
      {busy ? <Loader2 aria-hidden="true" className="animate-spin motion-reduce:animate-none" /> : <SendIcon aria-hidden="true" />}
      {busy ? busyLabel : label}
    </Button>
  );
}
