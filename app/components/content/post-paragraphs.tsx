import { cn } from "#app/lib/cn";
import { paragraphsOf } from "#contracts/formatting/paragraphs";

/** A section's text (blog posts, job openings) as paragraphs. React escapes it: whatever a post holds is shown, never run. */
export function PostParagraphs({ content, className }: { content: string; className?: string }) {
  return (
    <div className={cn("space-y-4 text-base leading-relaxed text-muted-foreground", className)}>
      {paragraphsOf(content).map((paragraph, index) => (
        <p key={index} className="whitespace-pre-line">
          {paragraph}
        </p>
      ))}
    </div>
  );
}
