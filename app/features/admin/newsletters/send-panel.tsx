import { AlertDialog } from "radix-ui";
import { CalendarClock, Pause, Play, Send } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "#app/components/ui/button";
import { notify } from "#app/lib/notify";
import { campaignMessages, type Campaign } from "#contracts/api/campaigns";
import { ApiError } from "../shared/api-client";
import { DialogPanel } from "../shared/confirm-dialog";
import { inputClass, labelClass } from "../shared/field-styles";
import { FormField } from "../shared/form-field";
import { countOf, formatDateTime, formatNumber } from "../shared/format";
import { useCampaignSwitch, useSendCampaign } from "./campaigns-api";
import { audienceText } from "./campaign-audience";

/** A local date and time as the datetime-local input writes it ("2026-12-01T09:00"), or "" when absent. */
export function toLocalInput(iso: string | null) {
  if (!iso) return "";
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The time chosen, checked: an ISO instant in the future, or the message to show at the field. */
export function scheduledInstant(local: string, now = Date.now()): { at: string } | { error: string } {
  const date = new Date(local);
  if (local === "" || Number.isNaN(date.getTime())) return { error: "Choose the date and time to send it" };
  if (date.getTime() <= now) return { error: campaignMessages.pastTime };
  return { at: date.toISOString() };
}

/**
 * Send now or at a set time, after a confirmation that says who receives it and at what pace; then pause and resume.
 * Every action sends the version on screen, so one taken on a campaign someone else just changed is refused (409).
 */
export function SendPanel({ campaign, unsaved }: { campaign: Campaign; unsaved: boolean }) {
  const id = useId();
  const [when, setWhen] = useState<"now" | "later">(campaign.scheduledAt ? "later" : "now");
  const [local, setLocal] = useState(toLocalInput(campaign.scheduledAt));
  const [timeError, setTimeError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState<{ at: string | null } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const send = useSendCampaign(campaign.id);
  const pause = useCampaignSwitch(campaign.id, "pause");
  const resume = useCampaignSwitch(campaign.id, "resume");
  const sendable = campaign.status === "draft" || campaign.status === "scheduled";

  const review = () => {
    setFailure(null);
    if (when === "now") return setConfirming({ at: null });
    const checked = scheduledInstant(local);
    if ("error" in checked) return setTimeError(checked.error);
    setTimeError(undefined);
    setConfirming({ at: checked.at });
  };

  const act = async (action: () => Promise<Campaign>, done: (campaign: Campaign) => string) => {
    setFailure(null);
    try {
      const next = await action();
      void notify("success", done(next));
      return true;
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : "That did not work. Please try again.");
      return false;
    }
  };

  const confirmSend = async () => {
    if (!confirming) return;
    const ok = await act(
      () => send.mutateAsync({ at: confirming.at, version: campaign.version }),
      (next) => (next.status === "scheduled" ? `Scheduled for ${formatDateTime(next.scheduledAt)}` : "Sending has started"),
    );
    if (ok) setConfirming(null);
  };

  return (
    <div className="grid gap-4 text-sm">
      <Progress campaign={campaign} />
      {failure && !confirming && (
        <p role="alert" className="rounded-md border border-destructive/60 bg-card p-3 font-medium text-destructive">
          {failure}
        </p>
      )}
      {sendable && unsaved && (
        <p role="status" className="rounded-md border border-border bg-muted p-3">
          Save your changes before sending: the campaign goes out as last saved.
        </p>
      )}
      {sendable && (
        <WhenFields
          id={id}
          disabled={unsaved}
          when={when}
          onWhen={setWhen}
          local={local}
          onLocal={setLocal}
          timeError={timeError}
          rescheduling={campaign.status === "scheduled"}
          onReview={review}
        />
      )}
      <div className="flex flex-wrap gap-2">
        {(campaign.status === "sending" || campaign.status === "scheduled") && (
          <Button
            type="button"
            variant="outline"
            disabled={pause.isPending}
            onClick={() =>
              void act(
                () => pause.mutateAsync(campaign.version),
                () => "Campaign paused: nothing more is sent until you resume it",
              )
            }
          >
            <Pause aria-hidden="true" />
            {pause.isPending ? "Pausing…" : "Pause"}
          </Button>
        )}
        {campaign.status === "paused" && (
          <Button
            type="button"
            disabled={resume.isPending || unsaved}
            onClick={() =>
              void act(
                () => resume.mutateAsync(campaign.version),
                (next) => (next.status === "scheduled" ? `Resumed: scheduled for ${formatDateTime(next.scheduledAt)}` : "Sending resumed"),
              )
            }
          >
            <Play aria-hidden="true" />
            {resume.isPending ? "Resuming…" : "Resume sending"}
          </Button>
        )}
      </div>
      <ConfirmSendDialog
        campaign={campaign}
        confirming={confirming}
        failure={failure}
        pending={send.isPending}
        onClose={() => setConfirming(null)}
        onConfirm={() => void confirmSend()}
      />
    </div>
  );
}

/** When to send: now, or at a time the staff member picks; then the button that asks for confirmation. */
function WhenFields({
  id,
  disabled,
  when,
  onWhen,
  local,
  onLocal,
  timeError,
  rescheduling,
  onReview,
}: {
  id: string;
  /** Unsaved changes: the campaign goes out as last saved, so it is saved first. */
  disabled: boolean;
  when: "now" | "later";
  onWhen: (when: "now" | "later") => void;
  local: string;
  onLocal: (local: string) => void;
  timeError: string | undefined;
  /** The campaign is already scheduled: the button changes its time. */
  rescheduling: boolean;
  onReview: () => void;
}) {
  return (
    <fieldset className="grid gap-3" disabled={disabled}>
      <legend className={labelClass}>When</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <label className="inline-flex items-center gap-2">
          <input
            type="radio"
            name={`${id}-when`}
            checked={when === "now"}
            onChange={() => onWhen("now")}
            className="size-4 accent-[var(--primary)]"
          />
          Now
        </label>
        <label className="inline-flex items-center gap-2">
          <input
            type="radio"
            name={`${id}-when`}
            checked={when === "later"}
            onChange={() => onWhen("later")}
            className="size-4 accent-[var(--primary)]"
          />
          At a set time
        </label>
      </div>
      {when === "later" && (
        <FormField id={`${id}-at`} label="Date and time (your time zone)" error={timeError} className="max-w-xs">
          {(aria) => (
            <input {...aria} type="datetime-local" value={local} onChange={(event) => onLocal(event.target.value)} className={inputClass} />
          )}
        </FormField>
      )}
      <div>
        <Button type="button" onClick={onReview}>
          {when === "now" ? <Send aria-hidden="true" /> : <CalendarClock aria-hidden="true" />}
          {when === "now" ? "Send now…" : rescheduling ? "Change the time…" : "Schedule…"}
        </Button>
      </div>
    </fieldset>
  );
}

/** The confirmation before sending or scheduling: who receives it, how many, at what pace, and that it cannot be recalled. */
function ConfirmSendDialog({
  campaign,
  confirming,
  failure,
  pending,
  onClose,
  onConfirm,
}: {
  campaign: Campaign;
  confirming: { at: string | null } | null;
  failure: string | null;
  pending: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const recipients = audienceText(campaign.audience.languages);
  return (
    <AlertDialog.Root open={confirming !== null} onOpenChange={(open) => !open && !pending && onClose()}>
      <DialogPanel
        title={confirming?.at ? "Schedule this campaign?" : "Send this campaign now?"}
        description={
          <>
            <p>
              {confirming?.at ? `On ${formatDateTime(confirming.at)} it goes to ` : "It goes to "}
              <strong className="text-foreground">{recipients}</strong> ({countOf(campaign.audienceSize, ["subscriber", "subscribers"])}{" "}
              today), at most {countOf(campaign.ratePerMinute, ["mail", "mails"])} a minute.
            </p>
            {campaign.audienceSize === 0 && !confirming?.at && (
              <p className="mt-2 font-medium text-foreground">No confirmed subscriber is in this audience yet: nobody would get it.</p>
            )}
            <p className="mt-2">
              Each subscriber gets the version of the language they signed up in, or the English. Mail sent cannot be recalled.
            </p>
            {failure && (
              <p role="alert" className="mt-2 font-medium text-destructive">
                {failure}
              </p>
            )}
          </>
        }
      >
        <AlertDialog.Cancel asChild>
          <Button type="button" variant="outline" disabled={pending}>
            Cancel
          </Button>
        </AlertDialog.Cancel>
        <Button type="button" disabled={pending} onClick={onConfirm}>
          {pending ? "Working…" : confirming?.at ? "Schedule" : "Send now"}
        </Button>
      </DialogPanel>
    </AlertDialog.Root>
  );
}

/** Where the campaign stands: its schedule, or how far sending has come. */
function Progress({ campaign }: { campaign: Campaign }) {
  const { counts } = campaign;
  const done = counts.sent + counts.failed;
  switch (campaign.status) {
    case "draft":
      return <p>A draft: nothing has been sent.</p>;
    case "scheduled":
      return <p>Scheduled for {formatDateTime(campaign.scheduledAt)}.</p>;
    case "sending":
    case "paused":
      return (
        <div className="grid gap-2">
          <p>
            {campaign.status === "paused" ? "Paused" : "Sending"}: {countOf(done, ["mail", "mails"])} of {formatNumber(counts.recipients)}{" "}
            done
            {counts.failed > 0 ? ` (${formatNumber(counts.failed)} failed)` : ""}.
          </p>
          {/* The sentence above says it in words; the bar is drawn with attributes (no inline styles under the CSP). */}
          <svg aria-hidden="true" viewBox="0 0 100 4" preserveAspectRatio="none" className="h-2 w-full max-w-md rounded-full">
            <rect x={0} y={0} width={100} height={4} className="fill-muted" />
            <rect x={0} y={0} width={(done / Math.max(counts.recipients, 1)) * 100} height={4} className="fill-primary" />
          </svg>
        </div>
      );
    case "sent":
      return (
        <p>
          Sent to {countOf(counts.recipients, ["subscriber", "subscribers"])}, finished {formatDateTime(campaign.finishedAt)}.
        </p>
      );
  }
}
