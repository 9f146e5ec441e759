import type { BlogColorScheme } from "#contracts/blog";

export interface SchemeClasses {
  /** The card's leading edge. */
  edge: string;
  /** The icon's badge. */
  badge: string;
}

/**
 * Accent classes per colour scheme of the static-article layout, written out
 * in full so Tailwind finds them. Badges: 800/900 text on 100 in light, 200 on 950
 * in dark; both pass WCAG AA.
 */
const schemes: Record<BlogColorScheme, SchemeClasses> = {
  blue: { edge: "border-s-blue-600 dark:border-s-blue-400", badge: "bg-blue-100 text-blue-800 dark:bg-blue-950 dark:text-blue-200" },
  teal: { edge: "border-s-teal-600 dark:border-s-teal-400", badge: "bg-teal-100 text-teal-800 dark:bg-teal-950 dark:text-teal-200" },
  green: { edge: "border-s-green-600 dark:border-s-green-400", badge: "bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200" },
  amber: { edge: "border-s-amber-500 dark:border-s-amber-400", badge: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200" },
  indigo: {
    edge: "border-s-indigo-600 dark:border-s-indigo-400",
    badge: "bg-indigo-100 text-indigo-800 dark:bg-indigo-950 dark:text-indigo-200",
  },
  rose: { edge: "border-s-rose-600 dark:border-s-rose-400", badge: "bg-rose-100 text-rose-800 dark:bg-rose-950 dark:text-rose-200" },
  slate: { edge: "border-s-slate-600 dark:border-s-slate-400", badge: "bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-100" },
  cyan: { edge: "border-s-cyan-600 dark:border-s-cyan-400", badge: "bg-cyan-100 text-cyan-900 dark:bg-cyan-950 dark:text-cyan-200" },
  violet: {
    edge: "border-s-violet-600 dark:border-s-violet-400",
    badge: "bg-violet-100 text-violet-800 dark:bg-violet-950 dark:text-violet-200",
  },
};

export function schemeClasses(scheme: BlogColorScheme | null): SchemeClasses {
  return schemes[scheme ?? "blue"] ?? schemes.blue;
}
