import { FieldError } from "#app/components/forms/field";
import { quoteExtras } from "#contracts/forms/quote";
import { extraFieldName } from "#contracts/forms/quote-draft";
import { Checkbox } from "./quote-controls";
import type { QuoteStepProps } from "./quote-step-props";

/** Step 3: the services beyond the freight itself. */
export function ExtrasStep({ draft, update, ui, fieldId, error }: QuoteStepProps) {
  return (
    <fieldset>
      <legend className="text-base font-semibold">{ui.extrasLegend}</legend>
      <FieldError id={fieldId("extras")} message={error("extras")} />
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        {quoteExtras.map((extra) => (
          <li key={extra}>
            <Checkbox
              id={fieldId(`extras-${extra}`)}
              name={extraFieldName(extra)}
              label={ui.extras[extra]}
              checked={draft.extras.includes(extra)}
              onChange={(checked) =>
                update({ extras: checked ? [...draft.extras, extra] : draft.extras.filter((e) => e !== extra) }, ["extras"])
              }
            />
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
