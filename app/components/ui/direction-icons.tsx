import { ArrowLeft, ArrowRight, ChevronLeft, ChevronRight, Send } from "lucide-react";
import { cn } from "#app/lib/cn";
import type { IconProps } from "./icon";

/**
 * Icons that point along the line of reading, drawn for left-to-right and mirrored on a right-to-left page
 * (Arabic; issue 28), where "forward" points left. Public pages take their arrows from here only (ESLint's
 * no-restricted-imports names the lucide ones), so no forward arrow is left pointing back. `data-direction`
 * lets the browser test find every one.
 */
const mirrored = "rtl:-scale-x-100";

export function ForwardArrow({ className, ...props }: IconProps) {
  return <ArrowRight data-direction="forward" className={cn(mirrored, className)} {...props} />;
}

export function BackArrow({ className, ...props }: IconProps) {
  return <ArrowLeft data-direction="back" className={cn(mirrored, className)} {...props} />;
}

export function ForwardChevron({ className, ...props }: IconProps) {
  return <ChevronRight data-direction="forward" className={cn(mirrored, className)} {...props} />;
}

export function BackChevron({ className, ...props }: IconProps) {
  return <ChevronLeft data-direction="back" className={cn(mirrored, className)} {...props} />;
}

/** The paper plane of a send button flies forward too. */
export function SendIcon({ className, ...props }: IconProps) {
  return <Send data-direction="forward" className={cn(mirrored, className)} {...props} />;
}
