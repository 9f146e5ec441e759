import { controlClassName, Field } from "#app/components/forms/field";
import { earliestReadyDate, incoterms, quoteDirections, quoteModes } from "#contracts/forms/quote";
import { localToday } from "./quote-controls";
import type { QuoteStepProps } from "./quote-step-props";
import { PlaceCombobox } from "./place-combobox";
import type { Place } from "./places";

/** Step 1: how, which way, from where to where, on which terms and from when. */
export function ShipmentStep({
  draft,
  update,
  ui,
  fieldId,
  error,
  places,
  loadPlaces,
  hydrated,
}: QuoteStepProps & { places: readonly Place[] | null; loadPlaces: () => void }) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Field id={fieldId("mode")} label={ui.mode} required error={error("mode")}>
        {(control) => (
          <select
            {...control}
            name="mode"
            value={draft.mode}
            onChange={(e) => update({ mode: e.target.value }, ["mode", "packages", "containers"])}
            className={controlClassName(!!error("mode"))}
          >
            <option value="">{ui.modePlaceholder}</option>
            {quoteModes.map((mode) => (
              <option key={mode} value={mode}>
                {ui.modes[mode]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id={fieldId("direction")} label={ui.direction} required error={error("direction")}>
        {(control) => (
          <select
            {...control}
            name="direction"
            value={draft.direction}
            onChange={(e) => update({ direction: e.target.value })}
            className={controlClassName(!!error("direction"))}
          >
            <option value="">{ui.directionPlaceholder}</option>
            {quoteDirections.map((direction) => (
              <option key={direction} value={direction}>
                {ui.directions[direction]}
              </option>
            ))}
          </select>
        )}
      </Field>
      {(["origin", "destination"] as const).map((place) => {
        const codeKey = place === "origin" ? "originCode" : "destinationCode";
        return (
          <Field
            key={place}
            id={fieldId(place)}
            label={place === "origin" ? ui.origin : ui.destination}
            required
            hint={ui.placeHint}
            error={error(place) ?? error(codeKey)}
          >
            {(control) => (
              <PlaceCombobox
                control={control}
                name={place}
                codeName={codeKey}
                value={draft[place]}
                code={draft[codeKey]}
                invalid={!!(error(place) ?? error(codeKey))}
                places={places}
                copy={ui}
                onFirstUse={loadPlaces}
                onChange={(value, code) => update({ [place]: value, [codeKey]: code })}
              />
            )}
          </Field>
        );
      })}
      <Field id={fieldId("incoterm")} label={ui.incoterm} required error={error("incoterm")}>
        {(control) => (
          <select
            {...control}
            name="incoterm"
            value={draft.incoterm}
            onChange={(e) => update({ incoterm: e.target.value })}
            className={controlClassName(!!error("incoterm"))}
          >
            <option value="">{ui.incotermPlaceholder}</option>
            {incoterms.map((term) => (
              <option key={term} value={term}>
                {term}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id={fieldId("readyDate")} label={ui.readyDate} required error={error("readyDate")}>
        {(control) => (
          <input
            {...control}
            name="readyDate"
            type="date"
            min={hydrated ? localToday() : earliestReadyDate()}
            value={draft.readyDate}
            onChange={(e) => update({ readyDate: e.target.value })}
            className={controlClassName(!!error("readyDate"))}
          />
        )}
      </Field>
    </div>
  );
}
