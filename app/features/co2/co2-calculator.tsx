import { useState, type FormEvent } from "react";
import { FiguresText } from "#app/components/content/figures-text";
import { Button } from "#app/components/ui/button";
import type { Co2FormCopy } from "#app/content/forms-co2";
import { useI18n } from "#app/i18n/i18n-provider";
import { intlLocaleOf } from "#app/i18n/languages";
import { cn } from "#app/lib/cn";
import { emissionFactors, emissionLine, estimateEmission, formatKg, transportModes, type EmissionEstimate } from "./emission";

/** "{name}" placeholders filled in. */
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);

const fieldClass =
  "mt-1.5 block h-11 w-full rounded-md border border-input bg-background px-3 text-base text-foreground shadow-xs focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0";

/** The two amounts, each a non-negative decimal as typed (emission.ts reads them). */
const amounts = ["distance", "weight"] as const;

/** What the page computed for a calculation posted without JavaScript: the values as sent, and the estimate. */
export interface ServedEstimate {
  values: { distance: string; weight: string; mode: string };
  estimate: EmissionEstimate | null;
}

/** The page action's answer to the form posted without JavaScript (issue 17): the same estimate, computed on the server. */
export async function estimateFromForm(request: Request): Promise<ServedEstimate> {
  const data = await request.formData();
  const text = (name: string) => String(data.get(name) ?? "");
  const values = { distance: text("distance"), weight: text("weight"), mode: text("mode") };
  return { values, estimate: estimateEmission(values) };
}

/**
 * docs/product/product-spec.md §5: computed in the browser, no reload, and invalid input clears the
 * result without a message (hence noValidate: the browser's own bubbles would
 * be a message). The required/min attributes still tell assistive technology. Without JavaScript the form
 * posts to the page, which answers with `served`.
 */
export function Co2Calculator({ served, copy: ui }: { served?: ServedEstimate; copy: Co2FormCopy }) {
  const locale = intlLocaleOf(useI18n().lang);
  const [estimate, setEstimate] = useState<EmissionEstimate | null>(served?.estimate ?? null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setEstimate(estimateEmission({ distance: data.get("distance"), weight: data.get("weight"), mode: data.get("mode") }));
  }

  return (
    <div className="rounded-lg border border-border bg-card p-6 text-card-foreground shadow-sm sm:p-8">
      <form noValidate method="post" action="#co2-result" onSubmit={onSubmit} aria-labelledby="co2-form-heading">
        <h2 id="co2-form-heading" className="text-xl font-semibold">
          {ui.heading}
        </h2>
        <div className="mt-5 grid gap-5 sm:grid-cols-2">
          {amounts.map((name) => (
            <div key={name}>
              <label htmlFor={`co2-${name}`} className="text-sm font-medium">
                {ui[name]}
              </label>
              <input
                id={`co2-${name}`}
                name={name}
                type="number"
                inputMode="decimal"
                min="0"
                step="any"
                required
                defaultValue={served?.values[name]}
                placeholder={ui[`${name}Placeholder`]}
                className={fieldClass}
              />
            </div>
          ))}
          <div className="sm:col-span-2">
            <label htmlFor="co2-mode" className="text-sm font-medium">
              {ui.mode}
            </label>
            <select id="co2-mode" name="mode" required defaultValue={served?.values.mode ?? ""} className={fieldClass}>
              <option value="" disabled>
                {ui.modePlaceholder}
              </option>
              {transportModes.map((mode) => (
                <option key={mode} value={mode}>
                  {ui.modes[mode]}
                </option>
              ))}
            </select>
          </div>
        </div>
        <Button type="submit" size="lg" className="mt-6 w-full sm:w-auto">
          {ui.button}
        </Button>
      </form>
      {/* Always in the page, so screen readers already watch it when a result appears. */}
      <div id="co2-result" aria-live="polite" aria-atomic="true" className="scroll-mt-24">
        {estimate && (
          <p className="mt-6 rounded-md bg-secondary px-4 py-3 text-lg font-semibold text-secondary-foreground tabular-nums">
            <FiguresText text={emissionLine(estimate.kg, ui.result, locale)} />
          </p>
        )}
      </div>
      {estimate && <ModeComparison estimate={estimate} copy={ui} locale={locale} />}
    </div>
  );
}

/** The same shipment by every mode: bars for the eye, the numbers as text for everyone. */
function ModeComparison({ estimate, copy, locale }: { estimate: EmissionEstimate; copy: Co2FormCopy; locale: string }) {
  const max = Math.max(...Object.values(estimate.byMode));
  return (
    <figure className="mt-6 border-t border-border pt-5">
      <figcaption className="text-sm font-semibold">{copy.comparisonCaption}</figcaption>
      <ul className="mt-4 space-y-3">
        {transportModes.map((mode) => {
          const kg = estimate.byMode[mode];
          const share = max > 0 ? Math.max((kg / max) * 100, kg > 0 ? 1 : 0) : 0;
          const chosen = mode === estimate.mode;
          return (
            <li key={mode} className="grid grid-cols-[3.5rem_1fr] items-center gap-x-3 gap-y-1 sm:grid-cols-[3.5rem_1fr_9.5rem]">
              <span className={cn("text-sm", chosen ? "font-semibold" : "text-muted-foreground")}>{copy.modes[mode]}</span>
              <span aria-hidden="true" className="h-3 overflow-hidden rounded-full bg-muted">
                <span
                  className={cn("block h-full rounded-full", chosen ? "bg-primary" : "bg-muted-foreground/60")}
                  style={{ width: `${share}%` }}
                />
              </span>
              <span className={cn("col-start-2 text-sm tabular-nums sm:col-start-3 sm:text-end", chosen && "font-semibold")}>
                <FiguresText text={fill(copy.comparisonValue, { kg: formatKg(kg, locale) })} />
                {chosen && <span className="sr-only">{copy.yourSelection}</span>}
              </span>
            </li>
          );
        })}
      </ul>
      <p className="mt-4 text-xs leading-relaxed text-muted-foreground">
        <FiguresText
          text={fill(copy.factorsNote, {
            air: factor(emissionFactors.air, locale),
            road: factor(emissionFactors.road, locale),
            sea: factor(emissionFactors.sea, locale),
          })}
        />
      </p>
    </figure>
  );
}

/** A factor as written (0.6, 0.15, 0.02), in the page's digits. */
const factor = (value: number, locale: string) => value.toLocaleString(locale, { maximumFractionDigits: 20 });
