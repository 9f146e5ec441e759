import { CheckCircle2 } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Button } from "#app/components/ui/button";
import type { TrackCopy } from "#app/content/track";
import type { TrackingView } from "#contracts/api/tracking";
import { notificationChoices, type NotificationChoice } from "#contracts/shipping/milestones";
import { trackAnchors } from "./track-answer";
import type { TrackProblem } from "./track-api";

/**
 * Which milestones e-mail the customer (issue 31, item 4): every one, departure and arrival, or delays only. Saved
 * with the view's `access`; without JavaScript the form posts to the page, which saves through the same route.
 */
export function NotificationsForm({
  view,
  copy,
  served,
  onChoose,
}: {
  view: TrackingView;
  copy: TrackCopy;
  /** The page's answer to this form posted without JavaScript: saved, or why not. */
  served?: { saved: boolean; problem?: TrackProblem };
  onChoose: (choice: NotificationChoice) => Promise<TrackProblem | null>;
}) {
  const [choice, setChoice] = useState<NotificationChoice>(view.notifications);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ saved: boolean; problem?: TrackProblem } | null>(served ?? null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setOutcome(null);
    const problem = await onChoose(choice);
    setBusy(false);
    setOutcome(problem ? { saved: false, problem } : { saved: true });
  }

  return (
    <form method="post" action={`#${trackAnchors.result}`} onSubmit={submit} className="mt-8 border-t border-border pt-6">
      <input type="hidden" name="intent" value="notifications" />
      <input type="hidden" name="access" value={view.access} />
      <fieldset>
        <legend className="text-lg font-semibold">{copy.notify.heading}</legend>
        <div className="mt-3 space-y-2">
          {notificationChoices.map((option) => (
            <label key={option} className="flex items-center gap-3 text-sm">
              <input
                type="radio"
                name="notifications"
                value={option}
                checked={choice === option}
                onChange={() => {
                  setChoice(option);
                  setOutcome(null);
                }}
                className="size-4 accent-primary"
              />
              {copy.notify.choices[option]}
            </label>
          ))}
        </div>
      </fieldset>
      <Button type="submit" variant="outline" className="mt-4" disabled={busy}>
        {copy.notify.button}
      </Button>
      <div role="status" className="empty:hidden">
        {outcome?.saved && (
          <p className="mt-3 flex items-center gap-2 text-sm font-medium">
            <CheckCircle2 aria-hidden="true" className="size-4 shrink-0 text-success" />
            {copy.notify.saved}
          </p>
        )}
        {outcome?.problem && <p className="mt-3 text-sm font-medium text-destructive">{copy.errors[outcome.problem]}</p>}
      </div>
    </form>
  );
}
