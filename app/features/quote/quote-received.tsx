import type { Ref } from "react";
import { Slotted } from "#app/components/content/slotted";
import { Button } from "#app/components/ui/button";
import type { QuoteCopy } from "#app/i18n/form-copy";
import { Link } from "#app/i18n/link";

/**
 * The answer to a sent request: its reference, focused when it appears, and a way to ask again (a link to the
 * empty form in the served page, which has no script to empty it).
 */
export function QuoteReceived({
  id,
  reference,
  copy,
  heading,
  hydrated,
  onRestart,
}: {
  id: string;
  reference: string;
  copy: QuoteCopy;
  heading: Ref<HTMLHeadingElement>;
  hydrated: boolean;
  onRestart: () => void;
}) {
  const { messages: m, ui } = copy;
  return (
    <div id={id} role="status" className="scroll-mt-24 rounded-lg border border-border bg-card p-6 text-card-foreground shadow-sm sm:p-8">
      <h3 ref={heading} tabIndex={-1} className="text-2xl font-bold tracking-tight focus:outline-none">
        {ui.receivedHeading}
      </h3>
      <p className="mt-3">{m.success}</p>
      <p className="mt-4 text-lg">
        <Slotted template={ui.reference} slot="reference">
          <strong className="font-mono">{reference}</strong>
        </Slotted>
      </p>
      <p className="mt-2 text-sm text-muted-foreground">{ui.emailed}</p>
      {hydrated ? (
        <Button type="button" variant="outline" className="mt-6" onClick={onRestart}>
          {ui.again}
        </Button>
      ) : (
        <Button asChild variant="outline" className="mt-6">
          <Link to="/quote">{ui.again}</Link>
        </Button>
      )}
    </div>
  );
}
