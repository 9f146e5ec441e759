import { controlClassName, Field } from "#app/components/forms/field";
import { fill } from "#contracts/fill";
import { cargoCurrencies, dangerousGoodsClasses } from "#contracts/forms/quote";
import { Checkbox, NumberField, YesNo } from "./quote-controls";
import type { QuoteStepProps } from "./quote-step-props";

/** Dangerous goods (UN number, class), a temperature range (asked too for a reefer container) and stacking. */
export function HandlingFields({ draft, update, ui, fieldId, error, hydrated }: QuoteStepProps) {
  const reefer = draft.mode === "sea-fcl" && draft.containers.some((line) => line.type.endsWith("rf"));
  // Without script a tick cannot reveal the fields it needs: they are there from the start.
  return (
    <fieldset className="grid gap-4">
      <legend className="text-base font-semibold">{ui.handling}</legend>
      <Checkbox
        id={fieldId("dangerousGoods")}
        name="dangerousGoods"
        label={ui.dangerousGoods}
        checked={draft.dangerousGoods}
        onChange={(dangerousGoods) => update({ dangerousGoods }, ["dangerousGoods", "unNumber", "dgClass"])}
      />
      {(draft.dangerousGoods || !hydrated) && (
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id={fieldId("unNumber")} label={ui.unNumber} required hint={ui.unNumberHint} error={error("unNumber")}>
            {(control) => (
              <input
                {...control}
                name="unNumber"
                type="text"
                inputMode="numeric"
                maxLength={7}
                value={draft.unNumber}
                onChange={(e) => update({ unNumber: e.target.value })}
                className={controlClassName(!!error("unNumber"))}
              />
            )}
          </Field>
          <Field id={fieldId("dgClass")} label={ui.dgClass} required error={error("dgClass")}>
            {(control) => (
              <select
                {...control}
                name="dgClass"
                value={draft.dgClass}
                onChange={(e) => update({ dgClass: e.target.value })}
                className={controlClassName(!!error("dgClass"))}
              >
                <option value="">{ui.dgClassPlaceholder}</option>
                {dangerousGoodsClasses.map((dgClass) => (
                  <option key={dgClass} value={dgClass}>
                    {fill(ui.dgClassOption, { class: dgClass })}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
      )}
      <Checkbox
        id={fieldId("temperatureControlled")}
        name="temperatureControlled"
        label={ui.temperatureControlled}
        checked={draft.temperatureControlled}
        onChange={(temperatureControlled) =>
          update({ temperatureControlled }, ["temperatureControlled", "temperatureMinC", "temperatureMaxC"])
        }
      />
      {(draft.temperatureControlled || reefer || !hydrated) && (
        <div className="grid gap-5 sm:grid-cols-2">
          <NumberField
            label={ui.temperatureMin}
            id={fieldId("temperatureMinC")}
            name="temperatureMinC"
            error={error("temperatureMinC")}
            value={draft.temperatureMinC}
            required
            allowNegative
            onChange={(temperatureMinC) => update({ temperatureMinC })}
          />
          <NumberField
            label={ui.temperatureMax}
            id={fieldId("temperatureMaxC")}
            name="temperatureMaxC"
            error={error("temperatureMaxC")}
            value={draft.temperatureMaxC}
            required
            allowNegative
            onChange={(temperatureMaxC) => update({ temperatureMaxC })}
          />
        </div>
      )}
      <YesNo
        id={fieldId("stackable")}
        name="stackable"
        legend={ui.stackable}
        labels={{ yes: ui.stackableYes, no: ui.stackableNo }}
        value={draft.stackable}
        onChange={(stackable) => update({ stackable })}
      />
    </fieldset>
  );
}

/** The cargo's value and currency, and whether to insure it (which needs the value). */
export function ValueFields({ draft, update, ui, fieldId, error }: QuoteStepProps) {
  return (
    <fieldset className="grid gap-4">
      <legend className="text-base font-semibold">{ui.valueAndInsurance}</legend>
      <div className="grid gap-5 sm:grid-cols-2">
        <NumberField
          label={ui.cargoValue}
          id={fieldId("cargoValue")}
          name="cargoValue"
          error={error("cargoValue")}
          value={draft.cargoValue}
          onChange={(cargoValue) => update({ cargoValue })}
        />
        <Field id={fieldId("cargoCurrency")} label={ui.currency} error={error("cargoCurrency")}>
          {(control) => (
            <select
              {...control}
              name="cargoCurrency"
              value={draft.cargoCurrency}
              onChange={(e) => update({ cargoCurrency: e.target.value })}
              className={controlClassName(!!error("cargoCurrency"))}
            >
              {cargoCurrencies.map((currency) => (
                <option key={currency} value={currency}>
                  {currency}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <Checkbox
        id={fieldId("insurance")}
        name="insurance"
        label={ui.insurance}
        checked={draft.insurance}
        onChange={(insurance) => update({ insurance }, ["insurance", "cargoValue"])}
      />
    </fieldset>
  );
}
