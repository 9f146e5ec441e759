import { useId, type ReactNode } from "react";
import { cn } from "#app/lib/cn";
import { cardClass } from "./field-styles";

/** A titled card on a detail screen (an h2 under the page's h1). */
export function SectionCard({
  title,
  children,
  className,
  actions,
}: {
  title: string;
  children: ReactNode;
  className?: string;
  actions?: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={cn(cardClass, "p-5", className)}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}
