import { Plus } from "lucide-react";
import { controlClassName, Field, FieldError } from "#app/components/forms/field";
import { Button } from "#app/components/ui/button";
import { fill } from "#contracts/fill";
import { containerTypes, packageTypes, quoteLimits } from "#contracts/forms/quote";
import { emptyContainer, emptyPackage } from "#contracts/forms/quote-draft";
import { NumberField, RemoveButton } from "./quote-controls";
import type { QuoteStepProps } from "./quote-step-props";

/**
 * A full container load: container lines (type, count and the gross weight of each box, which the desk needs for
 * the VGM: issue 28), priced per box. Lines are added and removed with script; the served form has one.
 */
export function ContainerLines({ draft, update, setLine, removeLine, ui, fieldId, error, hydrated }: QuoteStepProps) {
  return (
    <fieldset className="min-w-0">
      <legend className="text-base font-semibold">{ui.containers}</legend>
      <FieldError id={fieldId("containers")} message={error("containers")} />
      <ul className="mt-3 grid gap-3">
        {draft.containers.map((line, index) => {
          const path = (key: string) => `containers.${index}.${key}`;
          return (
            // On a phone the type takes the row, so "40' HC" and "Flat rack" are not cut (issue 28).
            <li key={index} className="grid grid-cols-[6rem_minmax(0,1fr)] items-end gap-3 sm:grid-cols-[1fr_6rem_10rem_auto]">
              <Field
                id={fieldId(path("type"))}
                label={fill(ui.containerType, { number: index + 1 })}
                error={error(path("type"))}
                className="col-span-2 sm:col-span-1"
              >
                {(control) => (
                  <select
                    {...control}
                    name={path("type")}
                    value={line.type}
                    onChange={(e) => setLine("containers", index, { type: e.target.value })}
                    className={controlClassName(!!error(path("type")))}
                  >
                    {containerTypes.map((type) => (
                      <option key={type} value={type}>
                        {ui.containerTypes[type]}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Field id={fieldId(path("count"))} label={ui.count} error={error(path("count"))}>
                {(control) => (
                  <input
                    {...control}
                    name={path("count")}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={quoteLimits.containerCountMax}
                    value={line.count}
                    onChange={(e) => setLine("containers", index, { count: e.target.value })}
                    className={controlClassName(!!error(path("count")))}
                  />
                )}
              </Field>
              <NumberField
                label={ui.containerWeight}
                id={fieldId(path("weightKg"))}
                name={path("weightKg")}
                error={error(path("weightKg"))}
                value={line.weightKg}
                required
                onChange={(weightKg) => setLine("containers", index, { weightKg })}
              />
              {hydrated && (
                <RemoveButton
                  label={fill(ui.removeContainer, { number: index + 1 })}
                  text={ui.remove}
                  disabled={draft.containers.length === 1}
                  onClick={() => removeLine("containers", index)}
                  className="justify-self-start"
                />
              )}
            </li>
          );
        })}
      </ul>
      {hydrated && draft.containers.length < quoteLimits.containerLinesMax && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="mt-3"
          onClick={() => update({ containers: [...draft.containers, emptyContainer] }, ["containers"])}
        >
          <Plus aria-hidden="true" /> {ui.addContainer}
        </Button>
      )}
    </fieldset>
  );
}

/** Loose cargo: package lines with their sizes and weight, from which the running totals are computed. */
export function PackageLines({ draft, update, setLine, removeLine, ui, fieldId, error, hydrated }: QuoteStepProps) {
  const figure = (index: number, key: "count" | "lengthCm" | "widthCm" | "heightCm" | "weightKg", label: string) => (
    <NumberField
      label={label}
      id={fieldId(`packages.${index}.${key}`)}
      name={`packages.${index}.${key}`}
      error={error(`packages.${index}.${key}`)}
      value={draft.packages[index][key]}
      onChange={(value) => setLine("packages", index, { [key]: value })}
    />
  );
  return (
    <fieldset className="min-w-0">
      <legend className="text-base font-semibold">{ui.packages}</legend>
      <p className="text-sm text-muted-foreground">{ui.packagesNote}</p>
      <FieldError id={fieldId("packages")} message={error("packages")} />
      <ul className="mt-3 grid gap-4">
        {draft.packages.map((line, index) => (
          <li key={index} className="rounded-md border border-border p-3">
            <p className="text-sm font-medium">{fill(ui.line, { number: index + 1 })}</p>
            {/* The type spans two columns, so "Crate" in any language is not cut (issue 28). */}
            <div className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4">
              <Field
                id={fieldId(`packages.${index}.type`)}
                label={ui.packageType}
                error={error(`packages.${index}.type`)}
                className="col-span-2"
              >
                {(control) => (
                  <select
                    {...control}
                    name={`packages.${index}.type`}
                    value={line.type}
                    onChange={(e) => setLine("packages", index, { type: e.target.value })}
                    className={controlClassName(!!error(`packages.${index}.type`))}
                  >
                    {packageTypes.map((type) => (
                      <option key={type} value={type}>
                        {ui.packageTypes[type]}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              {figure(index, "count", ui.count)}
              {figure(index, "lengthCm", ui.length)}
              {figure(index, "widthCm", ui.width)}
              {figure(index, "heightCm", ui.height)}
              {figure(index, "weightKg", ui.weight)}
            </div>
            {hydrated && (
              <RemoveButton
                label={fill(ui.removePackage, { number: index + 1 })}
                text={ui.remove}
                disabled={draft.packages.length === 1}
                onClick={() => removeLine("packages", index)}
                className="mt-2"
              />
            )}
          </li>
        ))}
      </ul>
      {hydrated && draft.packages.length < quoteLimits.packageLinesMax && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="mt-3"
          onClick={() => update({ packages: [...draft.packages, emptyPackage] }, ["packages"])}
        >
          <Plus aria-hidden="true" /> {ui.addPackage}
        </Button>
      )}
    </fieldset>
  );
}
