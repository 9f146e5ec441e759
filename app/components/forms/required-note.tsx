import type { CommonFormCopy } from "#app/content/forms-common";
import { cn } from "#app/lib/cn";

/** "Fields marked * are required.": the asterisk as the fields show it, spoken as words. */
export function RequiredNote({ copy, className }: { copy: CommonFormCopy; className?: string }) {
  const [before, after = ""] = copy.requiredNote.split("{mark}");
  return (
    <p className={cn("text-sm text-muted-foreground", className)}>
      {before}
      <span aria-hidden="true" className="text-destructive">
        *
      </span>
      <span className="sr-only">{copy.requiredMarkSpoken}</span>
      {after}
    </p>
  );
}
