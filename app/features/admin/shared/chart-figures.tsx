import type { ReactNode } from "react";

/**
 * A chart's figures as a table behind a disclosure: the text alternative every staff chart gives (the dashboard's
 * daily counts, a campaign's sends per minute). `head` is the header row's cells after the first; `children` the rows.
 */
export function ChartFigures({ title, first, head, children }: { title: string; first: string; head: ReactNode; children: ReactNode }) {
  return (
    <details className="mt-4 text-sm">
      <summary className="cursor-pointer rounded-sm font-medium text-primary">Show the figures as a table</summary>
      <div
        role="region"
        aria-label={`${title}: table`}
        tabIndex={0}
        className="relative mt-3 max-h-72 overflow-y-auto rounded-md border border-border"
      >
        <table className="w-full text-sm">
          <caption className="sr-only">{title}</caption>
          <thead className="sticky top-0 bg-muted">
            <tr>
              <th scope="col" className="px-3 py-2 text-start">
                {first}
              </th>
              {head}
            </tr>
          </thead>
          <tbody className="divide-y divide-border">{children}</tbody>
        </table>
      </div>
    </details>
  );
}
