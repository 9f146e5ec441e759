import { useId, type ReactNode } from "react";
import { cn } from "#app/lib/cn";
import { formatNumber } from "./format";

/**
 * The frame of a staff bar chart in plain SVG (no chart library; the CSP allows no inline styles, so every colour is a
 * class): the value axis (0, half, `max`), the drawing with its title, its summary as description and three grid lines,
 * and the first and last labels under it. `children` are the bars, in a 100-high viewBox `width` wide.
 */
export function BarChartFrame({
  title,
  summary,
  max,
  width,
  heightClass,
  start,
  end,
  children,
}: {
  title: string;
  summary: string;
  max: number;
  width: number;
  /** The drawing's height utility, e.g. "h-48". */
  heightClass: string;
  start: string;
  end: string;
  children: ReactNode;
}) {
  const id = useId();
  const viewWidth = Math.max(width, 1);
  return (
    <div className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-2">
      <div
        aria-hidden="true"
        className={cn("flex flex-col justify-between text-end text-xs text-muted-foreground tabular-nums", heightClass)}
      >
        <span>{formatNumber(max)}</span>
        <span>{formatNumber(max / 2)}</span>
        <span>0</span>
      </div>
      <svg
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
        viewBox={`0 0 ${viewWidth} 100`}
        preserveAspectRatio="none"
        className={cn("w-full overflow-visible", heightClass)}
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{summary}</desc>
        {[0, 50, 100].map((y) => (
          <line key={y} x1={0} x2={viewWidth} y1={y} y2={y} className="stroke-border" strokeWidth={1} vectorEffect="non-scaling-stroke" />
        ))}
        {children}
      </svg>
      <span />
      <div aria-hidden="true" className="mt-1 flex justify-between gap-2 text-xs text-muted-foreground">
        <span>{start}</span>
        <span>{end}</span>
      </div>
    </div>
  );
}
