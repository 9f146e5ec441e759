import { controlClassName, Field } from "#app/components/forms/field";
import { quoteLimits } from "#contracts/forms/quote";
import { HandlingFields, ValueFields } from "./cargo-handling";
import { ContainerLines, PackageLines } from "./cargo-lines";
import type { Place } from "./places";
import { QuoteTotalsPanel } from "./quote-totals-panel";
import type { QuoteStepProps } from "./quote-step-props";

/** Step 2: what is shipped, in containers (FCL) or packages, how it is handled and what it is worth; totals beside. */
export function CargoStep(props: QuoteStepProps & { places: readonly Place[] | null }) {
  const { draft, update, ui, fieldId, error, places } = props;
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <div className="grid gap-6">
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id={fieldId("commodity")} label={ui.commodity} required error={error("commodity")}>
            {(control) => (
              <input
                {...control}
                name="commodity"
                type="text"
                maxLength={quoteLimits.commodityMax}
                value={draft.commodity}
                onChange={(e) => update({ commodity: e.target.value })}
                className={controlClassName(!!error("commodity"))}
              />
            )}
          </Field>
          <Field id={fieldId("hsCode")} label={ui.hsCode} hint={ui.hsCodeHint} error={error("hsCode")}>
            {(control) => (
              <input
                {...control}
                name="hsCode"
                type="text"
                inputMode="numeric"
                maxLength={14}
                value={draft.hsCode}
                onChange={(e) => update({ hsCode: e.target.value })}
                className={controlClassName(!!error("hsCode"))}
              />
            )}
          </Field>
        </div>
        {props.hydrated ? (
          draft.mode === "sea-fcl" ? (
            <ContainerLines {...props} />
          ) : (
            <PackageLines {...props} />
          )
        ) : (
          // Posted as it is, the form cannot follow the mode chosen above: both kinds of line, and which one counts.
          <>
            <p className="text-sm text-muted-foreground">{ui.linesByMode}</p>
            <ContainerLines {...props} />
            <PackageLines {...props} />
          </>
        )}
        <HandlingFields {...props} />
        <ValueFields {...props} />
      </div>
      {/* Figures that follow the typing need script: the served form leaves them to the desk's answer. */}
      {props.hydrated && <QuoteTotalsPanel draft={draft} places={places} copy={ui} />}
    </div>
  );
}
