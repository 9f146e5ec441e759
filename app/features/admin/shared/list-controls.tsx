import { ChevronLeft, ChevronRight, Search } from "lucide-react";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Button } from "#app/components/ui/button";
import { cn } from "#app/lib/cn";
import { listLimits } from "#contracts/api/list-query";
import type { Paging } from "#contracts/api/responses";
import { capitalise, countOf } from "./format";
import { inputClass, labelClass } from "./field-styles";

export const searchDebounceMs = 300;

/** Search box that reports its text once typing pauses; the server does the searching. */
export function SearchField({
  value,
  onSearch,
  label = "Search",
  placeholder,
}: {
  value: string;
  onSearch: (q: string) => void;
  label?: string;
  placeholder?: string;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  const sent = useRef(value);
  useEffect(() => {
    // Follow the URL only when it changed from elsewhere (back button, a link), not from our own search.
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);
  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = trimmed;
      onSearch(trimmed);
    }, searchDebounceMs);
    return () => clearTimeout(timer);
  }, [text, onSearch]);
  return (
    <div className="min-w-0 flex-1 basis-56">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <div className="relative">
        <Search aria-hidden="true" className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
        <input
          id={id}
          type="search"
          value={text}
          maxLength={listLimits.maxQuery}
          placeholder={placeholder}
          autoComplete="off"
          onChange={(event) => setText(event.target.value)}
          className={cn(inputClass, "ps-9")}
        />
      </div>
    </div>
  );
}

/** A filter over one column; the empty choice means all. */
export function FilterSelect({
  label,
  value,
  options,
  onChange,
  allLabel = "All",
  optionLabels = {},
}: {
  label: string;
  value: string | undefined;
  options: readonly string[];
  onChange: (value: string) => void;
  allLabel?: string;
  optionLabels?: Record<string, string>;
}) {
  return (
    <FilterField label={label}>
      {(id) => (
        <select id={id} value={value ?? ""} onChange={(event) => onChange(event.target.value)} className={inputClass}>
          <option value="">{allLabel}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {optionLabels[option] ?? capitalise(option)}
            </option>
          ))}
        </select>
      )}
    </FilterField>
  );
}

/** A whole-day filter (a date range's bound); empty means no bound. */
export function DateFilter({ label, value, onChange }: { label: string; value: string | undefined; onChange: (value: string) => void }) {
  return (
    <FilterField label={label}>
      {(id) => <input id={id} type="date" value={value ?? ""} onChange={(event) => onChange(event.target.value)} className={inputClass} />}
    </FilterField>
  );
}

/** A filter's label above its control, which takes the id the label names. */
function FilterField({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="w-full sm:w-44">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children(id)}
    </div>
  );
}

export function ListToolbar({ children }: { children: ReactNode }) {
  return (
    <div role="search" className="mb-4 flex flex-wrap items-end gap-3">
      {children}
    </div>
  );
}

/** "12 applications" for assistive technology and sighted staff alike, updated politely after each search. */
export function ResultCount({
  total,
  noun,
  fetching,
}: {
  total: number | undefined;
  noun: [singular: string, plural: string];
  fetching?: boolean;
}) {
  const text = total === undefined ? "" : countOf(total, noun);
  return (
    <p role="status" className="mb-2 min-h-5 text-sm text-muted-foreground">
      {text}
      {fetching && text ? " · updating…" : ""}
    </p>
  );
}

export function Pagination({ paging, onPage, label }: { paging: Paging | undefined; onPage: (page: number) => void; label: string }) {
  if (!paging || paging.pages <= 1) return null;
  const { page, pages } = paging;
  return (
    <nav aria-label={label} className="mt-4 flex items-center justify-between gap-3">
      <Button type="button" variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" /> Previous
      </Button>
      <p className="text-sm text-muted-foreground">
        Page {page} of {pages}
      </p>
      <Button type="button" variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
