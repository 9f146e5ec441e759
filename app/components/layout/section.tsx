import type { ReactNode } from "react";
import { cn } from "#app/lib/cn";

/** A page band with a consistent width, rhythm and heading. */
export function Section({
  id,
  title,
  eyebrow,
  intro,
  children,
  className,
  tone = "plain",
}: {
  id?: string;
  title?: ReactNode;
  eyebrow?: string;
  intro?: ReactNode;
  children: ReactNode;
  className?: string;
  tone?: "plain" | "muted";
}) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={title ? headingId : undefined}
      className={cn("py-16 sm:py-20", tone === "muted" && "bg-muted", className)}
    >
      <div className="mx-auto max-w-7xl px-page">
        {(title || eyebrow) && (
          <div className="max-w-3xl">
            {eyebrow && <p className="text-sm font-semibold tracking-widest text-primary uppercase">{eyebrow}</p>}
            {title && (
              <h2 id={headingId} className="mt-1 text-2xl font-bold tracking-tight text-balance sm:text-3xl">
                {title}
              </h2>
            )}
            {intro && <div className="mt-4 text-base leading-relaxed text-muted-foreground">{intro}</div>}
          </div>
        )}
        <div className={cn((title || eyebrow) && "mt-10")}>{children}</div>
      </div>
    </section>
  );
}
