import { AlertCircle, Check } from "lucide-react";
import { useRef, type KeyboardEvent, type ReactNode } from "react";
import { cn } from "#app/lib/cn";
import type { LanguageCode } from "#contracts/languages";
import { languageName } from "./campaign-form-values";

/** How a language's tab is marked: a version written, one with errors, or nothing yet. */
export type TabMark = "written" | "error" | "empty";

/**
 * One tab per site language (WAI-ARIA tabs: arrow keys, Home and End move between them, the panel follows the
 * selected one). Sixteen tabs wrap onto several lines on a narrow screen rather than scrolling out of sight.
 */
export function LanguageTabs({
  id,
  label,
  codes,
  selected,
  onSelect,
  mark,
  children,
}: {
  id: string;
  label: string;
  codes: readonly LanguageCode[];
  selected: LanguageCode;
  onSelect: (code: LanguageCode) => void;
  mark: (code: LanguageCode) => TabMark;
  children: ReactNode;
}) {
  const list = useRef<HTMLDivElement>(null);
  const move = (event: KeyboardEvent, index: number) => {
    const last = codes.length - 1;
    const next = { ArrowRight: index + 1, ArrowDown: index + 1, ArrowLeft: index - 1, ArrowUp: index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const code = codes[(next + codes.length) % codes.length]!;
    onSelect(code);
    list.current?.querySelector<HTMLElement>(`[data-lang="${code}"]`)?.focus();
  };

  return (
    <div>
      <div ref={list} role="tablist" aria-label={label} className="flex flex-wrap gap-1.5">
        {codes.map((code, index) => {
          const state = mark(code);
          const active = code === selected;
          return (
            <button
              key={code}
              type="button"
              role="tab"
              id={`${id}-tab-${code}`}
              data-lang={code}
              aria-selected={active}
              aria-controls={`${id}-panel`}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(code)}
              onKeyDown={(event) => move(event, index)}
              className={cn(
                "inline-flex items-center gap-1.5 rounded-md border px-2.5 py-1.5 text-sm font-medium",
                active ? "border-primary bg-primary text-primary-foreground" : "border-input bg-card text-foreground hover:bg-muted",
                state === "error" && !active && "border-destructive",
              )}
            >
              {languageName(code).split(" (")[0]}
              {code === "en" && <span className="text-xs font-normal">(required)</span>}
              {state === "written" && (
                <>
                  <Check aria-hidden="true" className="size-3.5" />
                  <span className="sr-only">, written</span>
                </>
              )}
              {state === "error" && (
                <>
                  <AlertCircle aria-hidden="true" className={cn("size-3.5", !active && "text-destructive")} />
                  <span className="sr-only">, has errors</span>
                </>
              )}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${selected}`} className="mt-4">
        {children}
      </div>
    </div>
  );
}
