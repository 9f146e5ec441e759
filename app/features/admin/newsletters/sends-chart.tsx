import { useId } from "react";
import { niceMax } from "../shared/chart-scale";
import { countOf, formatNumber } from "../shared/format";
import { ChartFigures } from "../shared/chart-figures";

export interface SendsPoint {
  /** The start of the interval (ISO). */
  at: string;
  sent: number;
}

const timeFormat = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", hour: "numeric", minute: "2-digit" });
const formatTime = (iso: string) => timeFormat.format(new Date(iso));

/** The chart's words in one sentence: what the bars show, for its description. */
export function sendsSummary(points: readonly SendsPoint[]) {
  if (points.length === 0) return "No mail has been sent yet.";
  const total = points.reduce((sum, point) => sum + point.sent, 0);
  const top = points.reduce((best, point) => (point.sent > best.sent ? point : best), points[0]!);
  return `${countOf(total, ["mail", "mails"])} sent between ${formatTime(points[0]!.at)} and ${formatTime(points.at(-1)!.at)}; the most, ${formatNumber(top.sent)}, at ${formatTime(top.at)}.`;
}

/**
 * Mails sent per interval as bars in plain SVG (no chart library; the CSP allows no inline styles, so every colour
 * is a class). The drawing is for sighted staff: its summary is the SVG's description, and the exact figures are
 * in the table under it.
 */
export function SendsChart({ points, title = "Sends over time" }: { points: readonly SendsPoint[]; title?: string }) {
  const id = useId();
  const max = niceMax(Math.max(0, ...points.map((point) => point.sent)));
  const width = Math.max(points.length, 1) * 10;
  const first = points[0];
  const last = points.at(-1);

  return (
    <figure className="m-0">
      <figcaption className="sr-only">{title}</figcaption>
      <div className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-2">
        <div aria-hidden="true" className="flex h-40 flex-col justify-between text-end text-xs text-muted-foreground tabular-nums">
          <span>{formatNumber(max)}</span>
          <span>{formatNumber(max / 2)}</span>
          <span>0</span>
        </div>
        <svg
          role="img"
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-desc`}
          viewBox={`0 0 ${width} 100`}
          preserveAspectRatio="none"
          className="h-40 w-full overflow-visible"
        >
          <title id={`${id}-title`}>{title}</title>
          <desc id={`${id}-desc`}>{sendsSummary(points)}</desc>
          {[0, 50, 100].map((y) => (
            <line key={y} x1={0} x2={width} y1={y} y2={y} className="stroke-border" strokeWidth={1} vectorEffect="non-scaling-stroke" />
          ))}
          {points.map((point, index) => {
            const height = (point.sent / max) * 100;
            return (
              <rect key={point.at} x={index * 10 + 1} y={100 - height} width={8} height={height} className="fill-primary">
                <title>{`${formatTime(point.at)}: ${countOf(point.sent, ["mail", "mails"])}`}</title>
              </rect>
            );
          })}
        </svg>
        <span />
        <div aria-hidden="true" className="mt-1 flex justify-between gap-2 text-xs text-muted-foreground">
          <span>{first ? formatTime(first.at) : ""}</span>
          <span>{last && last !== first ? formatTime(last.at) : ""}</span>
        </div>
      </div>
      <ChartFigures
        title={title}
        first="From"
        head={
          <th scope="col" className="px-3 py-2 text-end">
            Sent
          </th>
        }
      >
        {points.map((point) => (
          <tr key={point.at}>
            <th scope="row" className="px-3 py-1.5 text-start font-normal">
              {formatTime(point.at)}
            </th>
            <td className="px-3 py-1.5 text-end tabular-nums">{formatNumber(point.sent)}</td>
          </tr>
        ))}
      </ChartFigures>
    </figure>
  );
}
