import { AlertTriangle } from "lucide-react";
import { useEffect, useRef } from "react";
import { Button } from "#app/components/ui/button";
import type { ContentField } from "#contracts/api/site-content";
import { directionOf, type LanguageCode } from "#contracts/languages";
import { workingTextOf } from "./working-text";

/**
 * A word's answer, focused when it appears (as the versioned editors' EditorAlert): a stale save (409, someone
 * changed the word since it was opened) shows their text beside the choice to use it or keep what was typed; any
 * other failure is said as it is. The textarea names `id` in its aria-describedby.
 */
export function WordConflict({
  id,
  lang,
  theirs,
  formError,
  onUseTheirs,
  onKeepMine,
}: {
  id: string;
  lang: LanguageCode;
  theirs: ContentField | null;
  formError: string | null;
  onUseTheirs: () => void;
  onKeepMine: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (theirs || formError) ref.current?.focus();
  }, [theirs, formError]);
  return (
    <div id={id} ref={ref} tabIndex={-1} role="alert" className="outline-none empty:hidden">
      {theirs && (
        <div className="grid gap-3 rounded-lg border border-destructive/60 bg-card p-4 text-sm">
          <div className="flex items-start gap-3">
            <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
            <div className="min-w-0">
              <p className="font-semibold">Someone else changed this word since you opened it. Your text was not saved.</p>
              <p className="mt-1 text-muted-foreground">Their text{theirs.draft?.by ? ` (${theirs.draft.by.name})` : ""}:</p>
              <p
                lang={lang}
                dir={directionOf(lang)}
                className="mt-1 rounded-md border border-border bg-muted px-3 py-2 whitespace-pre-wrap"
              >
                {workingTextOf(theirs)}
              </p>
            </div>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button type="button" size="sm" variant="outline" onClick={onUseTheirs}>
              Use theirs
            </Button>
            <Button type="button" size="sm" variant="outline" onClick={onKeepMine}>
              Keep mine
            </Button>
          </div>
        </div>
      )}
      {formError && <p className="rounded-lg border border-destructive/60 bg-card p-4 text-sm font-medium text-destructive">{formError}</p>}
    </div>
  );
}
