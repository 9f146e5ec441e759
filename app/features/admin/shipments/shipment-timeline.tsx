import { Save } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { Button } from "#app/components/ui/button";
import { notify } from "#app/lib/notify";
import { shipmentMessages, type MilestonesRequest, type ShipmentDetail } from "#contracts/api/shipments";
import { milestoneLabels, milestonesByMode, type MilestoneKind } from "#contracts/shipping/milestones";
import { ApiError } from "../shared/api-client";
import { focusFirstInvalid } from "../shared/server-field-errors";
import { EditorAlert } from "../shared/editor-alert";
import { inputClass } from "../shared/field-styles";
import { FormField } from "../shared/form-field";
import { fromLocalDateTime, toLocalDateTime } from "../shared/local-date";
import { SectionCard } from "../shared/section-card";
import { useSaveMilestones } from "./shipments-api";

type Times = Record<MilestoneKind, { planned: string; actual: string }>;
type TimeErrors = Partial<Record<MilestoneKind, { planned?: string; actual?: string }>>;

/** The mode's steps as the inputs show them: the writer's local time, "" where nothing is recorded. */
function timesOf(shipment: ShipmentDetail): Times {
  const times = {} as Times;
  for (const kind of milestonesByMode[shipment.mode]) {
    const recorded = shipment.milestones.find((m) => m.kind === kind);
    times[kind] = { planned: toLocalDateTime(recorded?.plannedAt ?? null), actual: toLocalDateTime(recorded?.actualAt ?? null) };
  }
  return times;
}

/**
 * The shipment's timeline: each of its mode's milestones with a planned and an actual time, typed in the writer's
 * own time and sent as ISO instants; the whole timeline is saved at once over the version loaded. The server's
 * rules (an actual time not in the future, not before an earlier step, only the mode's steps) come back as field
 * errors on the milestone they name; a 409 keeps what was typed and offers the other person's version.
 */
export function ShipmentTimeline({
  shipment,
  onReload,
}: {
  shipment: ShipmentDetail;
  onReload: () => Promise<ShipmentDetail | undefined>;
}) {
  const id = useId();
  const save = useSaveMilestones(shipment.id);
  const [times, setTimes] = useState(() => timesOf(shipment));
  const [errors, setErrors] = useState<TimeErrors>({});
  const [conflict, setConflict] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const steps = milestonesByMode[shipment.mode];

  const change = (kind: MilestoneKind, which: "planned" | "actual", value: string) =>
    setTimes((current) => ({ ...current, [kind]: { ...current[kind], [which]: value } }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setErrors({});
    setConflict(null);
    setFormError(null);
    // A step with neither time is left out, which clears it.
    const milestones: MilestonesRequest["milestones"] = steps
      .filter((kind) => times[kind].planned || times[kind].actual)
      .map((kind) => ({ kind, plannedAt: fromLocalDateTime(times[kind].planned), actualAt: fromLocalDateTime(times[kind].actual) }));
    try {
      const saved = await save.mutateAsync({ version: shipment.version, milestones });
      setTimes(timesOf(saved));
      void notify("success", "Timeline saved");
    } catch (error) {
      if (!(error instanceof ApiError)) return setFormError("The timeline could not be saved. Please try again.");
      if (error.status === 409) return setConflict(error.message || shipmentMessages.staleVersion);
      const found = fieldErrors(error, milestones);
      if (Object.keys(found).length === 0) return setFormError(error.message);
      setErrors(found);
      focusFirstInvalid(form);
    }
  };

  const loadTheirs = async () => {
    const latest = await onReload();
    if (!latest) return;
    setTimes(timesOf(latest));
    setErrors({});
    setConflict(null);
    void notify("info", "Loaded the latest version of the shipment");
  };

  return (
    <SectionCard title="Timeline">
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-describedby={conflict || formError ? `${id}-alert` : undefined}
        className="grid gap-4"
      >
        <EditorAlert id={`${id}-alert`} conflict={conflict} formError={formError} onLoadTheirs={() => void loadTheirs()} />
        <p className="text-sm text-muted-foreground">
          Times are in your own time zone. An actual time cannot be in the future or earlier than a step before it.
        </p>
        <ol className="grid gap-4">
          {steps.map((kind) => (
            <li key={kind} className="grid gap-3 border-b border-border pb-4 last:border-b-0 last:pb-0 sm:grid-cols-[12rem_1fr_1fr]">
              <h3 className="text-sm font-semibold sm:pt-8">{milestoneLabels[kind]}</h3>
              <FormField id={`${id}-${kind}-planned`} label={`${milestoneLabels[kind]}: planned`} error={errors[kind]?.planned}>
                {(aria) => (
                  <input
                    {...aria}
                    type="datetime-local"
                    value={times[kind].planned}
                    onChange={(event) => change(kind, "planned", event.target.value)}
                    className={inputClass}
                  />
                )}
              </FormField>
              <FormField id={`${id}-${kind}-actual`} label={`${milestoneLabels[kind]}: actual`} error={errors[kind]?.actual}>
                {(aria) => (
                  <input
                    {...aria}
                    type="datetime-local"
                    value={times[kind].actual}
                    onChange={(event) => change(kind, "actual", event.target.value)}
                    className={inputClass}
                  />
                )}
              </FormField>
            </li>
          ))}
        </ol>
        <div className="flex justify-end">
          <Button type="submit" disabled={save.isPending}>
            <Save aria-hidden="true" />
            {save.isPending ? "Saving…" : "Save timeline"}
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}

/**
 * The server names a milestone by its place in the list sent (`milestones.2.actualAt`); each message goes to that
 * milestone's input. A wrong kind (`milestones.N.kind`) is shown at its actual time, where the step is written.
 */
function fieldErrors(error: ApiError, sent: readonly { kind: MilestoneKind }[]): TimeErrors {
  const found: TimeErrors = {};
  for (const fieldError of error.errors ?? []) {
    const match = /^milestones\.(\d+)\.(plannedAt|actualAt|kind)$/.exec(fieldError.field);
    const kind = match ? sent[Number(match[1])]?.kind : undefined;
    if (!match || !kind) continue;
    const which = match[2] === "plannedAt" ? "planned" : "actual";
    found[kind] = { ...found[kind], [which]: fieldError.message };
  }
  return found;
}
