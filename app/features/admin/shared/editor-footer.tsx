import { Save } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "#app/components/ui/button";

/**
 * An editor's sticky bar: whether the changes are saved, any other actions (`children`), and the
 * submit button. `noun` names the record ("post", "opening") on a new record's button.
 */
export function EditorFooter({
  isDirty,
  isSubmitting,
  editing,
  noun,
  idleNote = "",
  children,
}: {
  isDirty: boolean;
  isSubmitting: boolean;
  /** False for a record not yet created. */
  editing: boolean;
  noun: string;
  /** What the bar says about a new, untouched record. */
  idleNote?: string;
  children?: ReactNode;
}) {
  return (
    <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center justify-end gap-3 border-t border-border bg-background/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-lg sm:border">
      <p className="me-auto text-sm text-muted-foreground" aria-live="polite">
        {isDirty ? "Unsaved changes" : editing ? "All changes saved" : idleNote}
      </p>
      {children}
      <Button type="submit" disabled={isSubmitting}>
        <Save aria-hidden="true" />
        {isSubmitting ? "Saving…" : editing ? "Save changes" : `Create ${noun}`}
      </Button>
    </div>
  );
}
