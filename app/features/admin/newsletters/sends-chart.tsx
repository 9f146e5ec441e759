import { niceMax } from "../shared/chart-scale";
import { countOf, formatNumber } from "../shared/format";
import { BarChartFrame } from "../shared/bar-chart-frame";
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
 * Mails sent per interval as bars. The drawing is for sighted staff: its summary is the SVG's description, and the
 * exact figures are in the table under it.
 */
export function SendsChart({ points, title = "Sends over time" }: { points: readonly SendsPoint[]; title?: string }) {
  const max = niceMax(Math.max(0, ...points.map((point) => point.sent)));
  const width = Math.max(points.length, 1) * 10;
  const first = points[0];
  const last = points.at(-1);

  return (
    <figure className="m-0">
      <figcaption className="sr-only">{title}</figcaption>
      <BarChartFrame
        title={title}
        summary={sendsSummary(points)}
        max={max}
        width={width}
        heightClass="h-40"
        start={first ? formatTime(first.at) : ""}
        end={last && last !== first ? formatTime(last.at) : ""}
      >
        {points.map((point, index) => {
          const height = (point.sent / max) * 100;
          return (
            <rect key={point.at} x={index * 10 + 1} y={100 - height} width={8} height={height} className="fill-primary">
              <title>{`${formatTime(point.at)}: ${countOf(point.sent, ["mail", "mails"])}`}</title>
            </rect>
          );
        })}
      </BarChartFrame>
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
