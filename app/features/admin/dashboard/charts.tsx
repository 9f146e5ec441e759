import { cn } from "#app/lib/cn";
import type { DayCount } from "#contracts/api/stats";
import { countOf, formatDay, formatNumber } from "../shared/format";
import { niceMax } from "../shared/chart-scale";
import { BarChartFrame } from "../shared/bar-chart-frame";
import { ChartFigures } from "../shared/chart-figures";

export interface DailySeries {
  label: string;
  /** What one bar counts, in the singular and the plural ("1 application" in a bar's title). */
  noun: readonly [one: string, other: string];
  /** A fill utility whose colour holds 3:1 against the card in both themes. */
  fill: string;
  /** The legend swatch, same colour as `fill`. */
  swatch: string;
  days: DayCount[];
}

function busiest(days: DayCount[]) {
  return days.reduce<DayCount | null>((best, day) => (day.count > (best?.count ?? 0) ? day : best), null);
}

/**
 * Grouped bars per day, drawn in plain SVG. The picture is for sighted staff;
 * its summary is the SVG's description and the exact figures are in the
 * table under it, so nothing is known only from the drawing.
 */
export function DailyChart({ title, series }: { title: string; series: DailySeries[] }) {
  const days = series[0]?.days ?? [];
  const max = niceMax(Math.max(0, ...series.flatMap((s) => s.days.map((d) => d.count))));
  const width = days.length * 10;
  const groupInner = 8;
  const barWidth = groupInner / Math.max(1, series.length);
  const summary = series
    .map((s) => {
      const total = s.days.reduce((sum, d) => sum + d.count, 0);
      const top = busiest(s.days);
      return `${s.label}: ${formatNumber(total)} in total${top ? `, most on ${formatDay(top.date)} (${top.count})` : ""}.`;
    })
    .join(" ");
  const first = days[0];
  const last = days.at(-1);

  return (
    <figure className="m-0">
      <figcaption className="sr-only">{title}</figcaption>
      <ul className="mb-3 flex flex-wrap gap-4 text-sm" aria-label="Legend">
        {series.map((s) => (
          <li key={s.label} className="flex items-center gap-2">
            <span aria-hidden="true" className={cn("inline-block size-3 rounded-sm", s.swatch)} />
            {s.label}
          </li>
        ))}
      </ul>
      <BarChartFrame
        title={title}
        summary={summary}
        max={max}
        width={width}
        heightClass="h-48"
        start={first ? formatDay(first.date) : ""}
        end={last ? formatDay(last.date) : ""}
      >
        {days.map((day, dayIndex) =>
          series.map((s, seriesIndex) => {
            const count = s.days[dayIndex]?.count ?? 0;
            const height = (count / max) * 100;
            return (
              <rect
                key={`${day.date}-${s.label}`}
                x={dayIndex * 10 + 1 + seriesIndex * barWidth}
                y={100 - height}
                width={barWidth}
                height={height}
                className={s.fill}
              >
                <title>{`${formatDay(day.date)}: ${countOf(count, s.noun)}`}</title>
              </rect>
            );
          }),
        )}
      </BarChartFrame>
      <ChartFigures
        title={title}
        first="Day"
        head={series.map((s) => (
          <th key={s.label} scope="col" className="px-3 py-2 text-end">
            {s.label}
          </th>
        ))}
      >
        {days.map((day, dayIndex) => (
          <tr key={day.date}>
            <th scope="row" className="px-3 py-1.5 text-start font-normal">
              {formatDay(day.date)}
            </th>
            {series.map((s) => (
              <td key={s.label} className="px-3 py-1.5 text-end tabular-nums">
                {s.days[dayIndex]?.count ?? 0}
              </td>
            ))}
          </tr>
        ))}
      </ChartFigures>
    </figure>
  );
}

/**
 * Counts by category as a table whose last column draws the bar: the table is
 * the accessible form, the SVG bar is decoration.
 */
export function BarTable({
  caption,
  rows,
  fill = "fill-primary",
  valueLabel = "Count",
}: {
  caption: string;
  rows: { label: string; value: number }[];
  fill?: string;
  valueLabel?: string;
}) {
  const max = Math.max(1, ...rows.map((r) => r.value));
  const total = rows.reduce((sum, r) => sum + r.value, 0);
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">Category</th>
          <th scope="col">{valueLabel}</th>
          <th scope="col">Share</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row" className="w-28 py-1.5 pe-3 text-start font-medium">
              {row.label}
            </th>
            <td className="w-12 py-1.5 pe-3 text-end tabular-nums">{formatNumber(row.value)}</td>
            <td className="py-1.5">
              <span className="sr-only">{total ? `${Math.round((row.value / total) * 100)}%` : "0%"}</span>
              <svg aria-hidden="true" viewBox="0 0 100 10" preserveAspectRatio="none" className="h-3 w-full">
                <rect x={0} y={0} width={100} height={10} rx={1} className="fill-muted" />
                <rect x={0} y={0} width={(row.value / max) * 100} height={10} rx={1} className={fill} />
              </svg>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
