import type { FormattedNode } from "#contracts/formatting/formatted-text";
import { paragraphsOf } from "#contracts/formatting/paragraphs";
import { cn } from "#app/lib/cn";
import { FormattedText } from "./formatted-text";

/**
 * A section's text (blog posts, job openings) as paragraphs, or, when it has formatting, as the blocks the server
 * parsed it into (`formatted`). React escapes it: whatever a post holds is shown, never run.
 */
export function PostParagraphs({ content, formatted, className }: { content: string; formatted?: FormattedNode[]; className?: string }) {
  return (
    <div className={cn("space-y-4 text-base leading-relaxed text-muted-foreground", formatted && "whitespace-pre-line", className)}>
      {formatted ? (
        <FormattedText text={formatted} />
      ) : (
        paragraphsOf(content).map((paragraph, index) => (
          <p key={index} className="whitespace-pre-line">
            {paragraph}
          </p>
        ))
      )}
    </div>
  );
}
