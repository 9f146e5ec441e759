import { AlertTriangle } from "lucide-react";
import { useEffect, useRef } from "react";
import { Button } from "#app/components/ui/button";

/**
 * An editor's form-level answer, focused when it appears: a save conflict (409, someone else saved
 * since this edit began), which keeps every word typed and offers their version, or another failure.
 * The form names `id` in its aria-describedby.
 */
export function EditorAlert({
  id,
  conflict,
  formError,
  onLoadTheirs,
}: {
  id: string;
  conflict: string | null;
  formError: string | null;
  onLoadTheirs: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (conflict || formError) ref.current?.focus();
  }, [conflict, formError]);
  return (
    <div id={id} ref={ref} tabIndex={-1} role="alert" className="outline-none empty:hidden">
      {conflict && (
        <div className="flex flex-wrap items-start gap-3 rounded-lg border border-destructive/60 bg-card p-4 text-sm">
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
          <div className="min-w-0 flex-1">
            <p className="font-semibold">{conflict}</p>
            <p className="mt-1 text-muted-foreground">
              Your text is still here. Copy anything you want to keep before loading their version.
            </p>
          </div>
          <Button type="button" size="sm" variant="outline" onClick={onLoadTheirs}>
            Discard mine and load theirs
          </Button>
        </div>
      )}
      {formError && <p className="rounded-lg border border-destructive/60 bg-card p-4 text-sm font-medium text-destructive">{formError}</p>}
    </div>
  );
}
