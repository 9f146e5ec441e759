import type { IconName } from "#contracts/icons";
import { ContentIcon } from "#app/components/ui/content-icon";
import { cn } from "#app/lib/cn";

/** An icon, a title and a short text: the site's standard card. */
export function FeatureCard({
  icon,
  title,
  text,
  className,
  headingLevel = 3,
}: {
  icon?: IconName;
  title: string;
  text: string;
  className?: string;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className={cn("h-full rounded-lg border border-border bg-card p-6 text-card-foreground shadow-sm", className)}>
      {icon && (
        <span className="inline-flex size-11 items-center justify-center rounded-md bg-secondary text-secondary-foreground">
          <ContentIcon name={icon} className="size-5" />
        </span>
      )}
      <Heading className={cn("text-lg font-semibold", icon && "mt-4")}>{title}</Heading>
      <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{text}</p>
    </article>
  );
}
