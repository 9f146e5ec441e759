import type { ReactNode } from "react";

/** Label/value pairs of a record, as a description list. */
export function DetailList({ items }: { items: { label: string; value: ReactNode }[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[max-content_minmax(0,1fr)]">
      {items.map((item) => (
        <div key={item.label} className="sm:contents">
          <dt className="font-medium text-muted-foreground">{item.label}</dt>
          <dd className="mt-0.5 min-w-0 break-words sm:mt-0">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
