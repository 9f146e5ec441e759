import { FiguresText } from "#app/components/content/figures-text";
import { Slotted } from "#app/components/content/slotted";
import type { QuoteFormCopy } from "#app/content/forms-quote";
import {} from "#app/i18n/form-copy";
import { fill } from "#contracts/fill";
import { useI18n } from "#app/i18n/i18n-provider";
import { intlLocaleOf } from "#app/i18n/languages";
import { emissionFactors, type TransportMode } from "#app/lib/emission-factors";
import type { ContainerType, QuoteMode } from "#contracts/forms/quote";
import { quoteTotals } from "#contracts/forms/quote-totals";
import { figure, type QuoteDraft } from "#contracts/forms/quote-draft";
import type { Place } from "./places";
import { greatCircleKm } from "./place-search";

const co2Mode: Partial<Record<QuoteMode, TransportMode>> = {
  air: "air",
  "sea-fcl": "sea",
  "sea-lcl": "sea",
  "road-ftl": "road",
  "road-ptl": "road",
};

/**
 * The running totals beside the cargo lines: gross weight, volume and chargeable weight with the
 * ratio it used (site.chargeableWeight), and a CO₂ estimate with the calculator's factors over the
 * great-circle distance when both places come from the list.
 */
export function QuoteTotalsPanel({ draft, places, copy }: { draft: QuoteDraft; places: readonly Place[] | null; copy: QuoteFormCopy }) {
  const locale = intlLocaleOf(useI18n().lang);
  const format = (value: number, decimals: number) =>
    value.toLocaleString(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
  const mode = (draft.mode || undefined) as QuoteMode | undefined;
  const totals = quoteTotals(
    mode,
    draft.packages.map((line) => ({
      count: figure(line.count),
      lengthCm: figure(line.lengthCm),
      widthCm: figure(line.widthCm),
      heightCm: figure(line.heightCm),
      weightKg: figure(line.weightKg),
    })),
    draft.containers.map((line) => ({ count: figure(line.count), weightKg: figure(line.weightKg) })),
  );
  const from = places?.find((place) => place.code === draft.originCode);
  const to = places?.find((place) => place.code === draft.destinationCode);
  const transport = mode ? co2Mode[mode] : undefined;
  const distanceKm = from && to ? greatCircleKm(from, to) : null;
  const co2Kg =
    transport && distanceKm !== null && totals.grossKg > 0 ? distanceKm * (totals.grossKg / 1000) * emissionFactors[transport] : null;
  const fcl = mode === "sea-fcl";

  return (
    <aside
      aria-labelledby="quote-totals-title"
      className="h-fit rounded-lg border border-border bg-muted/40 p-5 text-sm lg:sticky lg:top-24"
    >
      <h4 id="quote-totals-title" className="text-base font-semibold">
        {copy.totalsHeading}
      </h4>
      {fcl ? (
        <p className="mt-3">
          {fill(copy.pricedPerContainer, {
            lines:
              draft.containers
                .filter((line) => (figure(line.count) ?? 0) > 0)
                .map((line) =>
                  fill(copy.containerLine, { count: line.count, type: copy.containerTypes[line.type as ContainerType] ?? line.type }),
                )
                .join(", ") || copy.noContainers,
          })}
          {/* The containers' cargo as the desk will see it (issue 28). */}
          {totals.grossKg > 0 && (
            <span className="mt-2 flex justify-between gap-4">
              <span className="text-muted-foreground">{copy.grossWeight}</span>
              <span className="font-medium whitespace-nowrap tabular-nums">{format(totals.grossKg, 2)} kg</span>
            </span>
          )}
        </p>
      ) : (
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
          <dt className="text-muted-foreground">{copy.totalPackages}</dt>
          <dd className="text-end font-medium tabular-nums">{totals.packages.toLocaleString(locale)}</dd>
          <dt className="text-muted-foreground">{copy.grossWeight}</dt>
          <dd className="text-end font-medium whitespace-nowrap tabular-nums">{format(totals.grossKg, 2)} kg</dd>
          <dt className="text-muted-foreground">{copy.volume}</dt>
          <dd className="text-end font-medium whitespace-nowrap tabular-nums">{format(totals.volumeM3, 3)} m³</dd>
          <dt className="text-muted-foreground">{copy.chargeableWeight}</dt>
          <dd className="text-end font-semibold whitespace-nowrap tabular-nums">
            {totals.chargeableKg === null ? "–" : `${format(totals.chargeableKg, 2)} kg`}
          </dd>
        </dl>
      )}
      {!fcl && (
        <p className="mt-2 text-xs text-muted-foreground">
          {totals.basis ? (
            <Slotted template={totals.volumetric ? copy.basisVolume : copy.basisWeight} slot="basis">
              <FiguresText text={copy.bases[totals.basis]} />
            </Slotted>
          ) : mode === "multimodal" ? (
            copy.multimodalBasis
          ) : (
            copy.noBasis
          )}
        </p>
      )}
      <h4 className="mt-5 text-base font-semibold">{copy.co2Heading}</h4>
      {co2Kg !== null && distanceKm !== null && transport ? (
        <>
          <p className="mt-2 text-lg font-semibold tabular-nums">
            <FiguresText text={fill(copy.co2Value, { kg: format(co2Kg, 2) })} />
          </p>
          <p className="mt-1 text-xs text-muted-foreground">
            <FiguresText
              text={fill(copy.co2Explained, {
                km: format(distanceKm, 0),
                tonnes: format(totals.grossKg / 1000, 3),
                factor: emissionFactors[transport].toLocaleString(locale, { maximumFractionDigits: 20 }),
                mode: copy.co2Modes[transport],
              })}
            />
          </p>
        </>
      ) : (
        <p className="mt-2 text-xs text-muted-foreground">{fcl ? copy.co2Fcl : copy.co2Missing}</p>
      )}
    </aside>
  );
}
