import { RotateCw, Send } from "lucide-react";
import { useLayoutEffect, useRef } from "react";
import { Button } from "#app/components/ui/button";
import { notify } from "#app/lib/notify";
import type { OutboxMail } from "#contracts/api/mail-outbox";
import { useRetryMail } from "./mail-outbox-api";

/**
 * Sends one mail of the outbox now: "Retry" for a failed one, "Send now" for one waiting for its
 * next try. The outcome is announced as a toast (a polite live region). A mail that goes out at
 * once leaves the list, and its button with it; focus then moves to the table rather than being
 * lost to the page.
 */
export function RetryMailButton({ mail }: { mail: OutboxMail }) {
  const retry = useRetryMail();
  const ref = useRef<HTMLButtonElement>(null);
  const label = mail.status === "failed" ? "Retry" : "Send now";
  const Icon = mail.status === "failed" ? RotateCw : Send;

  // Layout-effect clean-up runs while the row is still in the document: the last moment to know the button had focus.
  useLayoutEffect(() => {
    const button = ref.current;
    return () => {
      const table = button?.closest<HTMLElement>('[role="region"]');
      if (!button || !table || document.activeElement !== button) return;
      queueMicrotask(() => {
        if (table.isConnected && (document.activeElement === null || document.activeElement === document.body)) table.focus();
      });
    };
  }, []);

  const onClick = async () => {
    // aria-disabled rather than disabled: a disabled button would drop the keyboard focus while busy.
    if (retry.isPending) return;
    try {
      await retry.mutateAsync(mail.id);
    } catch (failure) {
      void notify("error", failure instanceof Error ? failure.message : "The mail could not be sent again.");
      return;
    }
    void notify("success", `The mail to ${mail.to} is being sent now.`);
  };

  return (
    <Button
      ref={ref}
      type="button"
      variant="outline"
      size="sm"
      aria-label={`${label}: ${mail.subject}, to ${mail.to}`}
      aria-disabled={retry.isPending || undefined}
      onClick={onClick}
    >
      <Icon aria-hidden="true" />
      {retry.isPending ? "Sending…" : label}
    </Button>
  );
}
