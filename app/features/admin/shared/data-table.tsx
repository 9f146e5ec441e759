import { useId, type ReactNode } from "react";
import { cn } from "#app/lib/cn";

/**
 * A table that scrolls sideways on narrow screens. The scroll box is a named,
 * focusable region so keyboard users can scroll it too. `headers` are the column headings, in order.
 */
export function DataTable({
  caption,
  headers,
  children,
  empty,
}: {
  caption: string;
  headers: ReactNode[];
  children: ReactNode;
  empty?: ReactNode;
}) {
  const id = useId();
  return (
    <div role="region" aria-labelledby={id} tabIndex={0} className="relative overflow-x-auto rounded-lg border border-border bg-card">
      <table className="w-full min-w-[40rem] border-collapse text-sm">
        <caption id={id} className="sr-only">
          {caption}
        </caption>
        <thead className="bg-muted text-start text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          <tr>
            {headers.map((header, i) => (
              <Th key={i}>{header}</Th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">{children}</tbody>
      </table>
      {empty}
    </div>
  );
}

function Th({ children }: { children: ReactNode }) {
  return (
    <th scope="col" className="px-4 py-3 text-start">
      {children}
    </th>
  );
}

/** The heading of a column of row actions: named for screen readers, blank on screen. */
export const actionsHeader = <span className="sr-only">Actions</span>;

export function Td({ children, className }: { children?: ReactNode; className?: string }) {
  return <td className={cn("px-4 py-3 align-top", className)}>{children}</td>;
}

export function EmptyRows({ show, children }: { show: boolean; children: ReactNode }) {
  if (!show) return null;
  return <p className="px-4 py-10 text-center text-sm text-muted-foreground">{children}</p>;
}
