import type { FormHTMLAttributes, ReactNode } from "react";
import { cn } from "#app/lib/cn";

/**
 * A form card of the track page, headed by its heading and introduction. It posts to the page, which works without
 * JavaScript too: `intent` tells the page's action which form was sent.
 */
export function TrackFormCard({
  intent,
  heading,
  intro,
  className,
  children,
  ...form
}: { intent: "lookup" | "carrier"; heading: string; intro: string; children: ReactNode } & FormHTMLAttributes<HTMLFormElement>) {
  const headingId = `track-${intent}-heading`;
  return (
    <form
      method="post"
      {...form}
      aria-labelledby={headingId}
      className={cn("rounded-lg border border-border bg-card p-6 text-card-foreground shadow-sm sm:p-8", className)}
    >
      <input type="hidden" name="intent" value={intent} />
      <h2 id={headingId} className="text-xl font-semibold">
        {heading}
      </h2>
      <p className="mt-2 text-sm text-muted-foreground">{intro}</p>
      {children}
    </form>
  );
}
