import { cloneElement, useId, type ReactElement, type ReactNode } from "react";
import { cn } from "#app/lib/cn";

/** docs/product/decisions.md (Shell behaviour) settles the tooltip delay at 300 ms (applied in CSS as a transition delay). */
export const tooltipDelayMs = 300;

const placement = {
  top: "bottom-full left-1/2 mb-2 -translate-x-1/2",
  bottom: "top-full left-1/2 mt-2 -translate-x-1/2",
  // Under a trigger at the page's end edge: it grows toward the start, so it never widens the page.
  "bottom-end": "top-full end-0 mt-2",
  left: "right-full top-1/2 me-2 -translate-y-1/2",
  right: "left-full top-1/2 ms-2 -translate-y-1/2",
} as const;

/**
 * Shows `label` beside its trigger on hover and keyboard focus, after 300 ms.
 * Pure CSS: no positioning library on every page for one line of text.
 * The trigger is described by the tooltip for assistive technology.
 */
export function Tooltip({
  label,
  children,
  side = "bottom",
  className,
}: {
  /** Text, or spans of which CSS shows one (the theme toggle's label follows the `dark` class). */
  label: ReactNode;
  children: ReactElement<{ "aria-describedby"?: string }>;
  side?: keyof typeof placement;
  className?: string;
}) {
  const id = useId();
  return (
    <span className={cn("group/tooltip relative inline-flex", className)}>
      {cloneElement(children, { "aria-describedby": id })}
      <span
        id={id}
        role="tooltip"
        className={cn(
          "pointer-events-none absolute z-[60] w-max max-w-56 rounded-md bg-foreground px-2.5 py-1.5 text-xs font-medium text-background opacity-0 shadow-md transition-opacity duration-150",
          "group-hover/tooltip:opacity-100 group-hover/tooltip:delay-300 group-has-[:focus-visible]/tooltip:opacity-100 group-has-[:focus-visible]/tooltip:delay-300",
          placement[side],
        )}
      >
        {label}
      </span>
    </span>
  );
}
