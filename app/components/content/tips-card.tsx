import type { ReactNode } from "react";
import { TickList } from "./tick-list";

/** A side card of short checklist tips next to a form; `children` is its closing line. */
export function TipsCard({ id, title, items, children }: { id: string; title: string; items: string[]; children: ReactNode }) {
  return (
    <aside aria-labelledby={id} className="rounded-lg border border-border bg-card p-6 text-card-foreground shadow-sm">
      <h3 id={id} className="text-lg font-semibold">
        {title}
      </h3>
      <TickList items={items} className="mt-4 space-y-3" />
      <p className="mt-5 border-t border-border pt-4 text-sm text-muted-foreground">{children}</p>
    </aside>
  );
}
