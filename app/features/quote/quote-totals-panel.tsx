import { site } from "#app/content/site";
import { emissionFactors, type TransportMode } from "#app/lib/emission-factors";
import { containerTypeLabels, type ContainerType, type QuoteMode } from "#contracts/forms/quote";
import { quoteTotals } from "#contracts/forms/quote-totals";
import { figure, type QuoteDraft } from "./quote-draft";
import type { Place } from "./places";
import { greatCircleKm } from "./place-search";

const co2Mode: Partial<Record<QuoteMode, TransportMode>> = {
  air: "air",
  "sea-fcl": "sea",
  "sea-lcl": "sea",
  "road-ftl": "road",
  "road-ptl": "road",
};

const format = (value: number, decimals: number) =>
  value.toLocaleString("en-IN", { minimumFractionDigits: decimals, maximumFractionDigits: decimals });

/**
 * The running totals beside the cargo lines: gross weight, volume and chargeable weight with the
 * ratio it used (site.chargeableWeight), and a CO₂ estimate with the calculator's factors over the
 * great-circle distance when both places come from the list.
 */
export function QuoteTotalsPanel({ draft, places }: { draft: QuoteDraft; places: readonly Place[] | null }) {
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
        Running totals
      </h4>
      {fcl ? (
        <p className="mt-3">
          Priced per container:{" "}
          {draft.containers
            .filter((line) => (figure(line.count) ?? 0) > 0)
            .map((line) => `${line.count} × ${containerTypeLabels[line.type as ContainerType] ?? line.type}`)
            .join(", ") || "no containers yet"}
          .
        </p>
      ) : (
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
          <dt className="text-muted-foreground">Packages</dt>
          <dd className="text-end font-medium tabular-nums">{totals.packages.toLocaleString("en-IN")}</dd>
          <dt className="text-muted-foreground">Gross weight</dt>
          <dd className="text-end font-medium tabular-nums">{format(totals.grossKg, 2)} kg</dd>
          <dt className="text-muted-foreground">Volume</dt>
          <dd className="text-end font-medium tabular-nums">{format(totals.volumeM3, 3)} m³</dd>
          <dt className="text-muted-foreground">Chargeable weight</dt>
          <dd className="text-end font-semibold tabular-nums">
            {totals.chargeableKg === null ? "–" : `${format(totals.chargeableKg, 2)} kg`}
          </dd>
        </dl>
      )}
      {!fcl && (
        <p className="mt-2 text-xs text-muted-foreground">
          {totals.basis
            ? `Basis: ${site.chargeableWeight[totals.basis].label}; the ${totals.volumetric ? "volume" : "gross weight"} decides.`
            : mode === "multimodal"
              ? "Multimodal routes have no single ratio: our desk works out the chargeable weight."
              : "Choose a mode and complete a line to see the chargeable weight."}
        </p>
      )}
      <h4 className="mt-5 text-base font-semibold">CO₂ estimate</h4>
      {co2Kg !== null && distanceKm !== null && transport ? (
        <>
          <p className="mt-2 text-lg font-semibold tabular-nums">{format(co2Kg, 2)} kg CO₂</p>
          <p className="mt-1 text-xs text-muted-foreground">
            {format(distanceKm, 0)} km great-circle distance × {format(totals.grossKg / 1000, 3)} t × {emissionFactors[transport]} kg CO₂
            per tonne-km ({transport}), the factors of our CO₂ calculator. Real routes are longer than the straight line.
          </p>
        </>
      ) : (
        <p className="mt-2 text-xs text-muted-foreground">
          {fcl
            ? "Add package lines' weights on a part load to estimate CO₂; for full containers our desk includes it in the quote."
            : "Pick the origin and destination from the suggestions and enter weights to estimate CO₂."}
        </p>
      )}
    </aside>
  );
}
