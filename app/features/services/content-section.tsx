import { FeatureCard } from "#app/components/content/feature-card";
import { FormattedText } from "#app/components/content/formatted-text";
import { Section } from "#app/components/layout/section";
import { ContentIcon } from "#app/components/ui/content-icon";
import type { ContentSection as ContentSectionData } from "#app/content/types";
import { cn } from "#app/lib/cn";
import { fill } from "#contracts/fill";

/**
 * An anchor id from a section heading, for the page's table of contents. A heading with no Latin letters
 * (Hindi, Arabic, Chinese…) gives no slug, so its place on the page (`index`, from 0) names it instead.
 */
export function sectionId(heading: string, index: number) {
  const slug = heading
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return slug || `section-${index + 1}`;
}

// Four or eight cards sit in rows of four; other counts in rows of three.
const cardColumns = (count: number) => (count % 4 === 0 || count === 7 ? "lg:grid-cols-4" : "lg:grid-cols-3");
const stepColumns: Record<number, string> = { 3: "lg:grid-cols-3", 4: "lg:grid-cols-4", 5: "lg:grid-cols-5", 6: "lg:grid-cols-3" };

function Body({ section, stepLabel }: { section: ContentSectionData; stepLabel: string }) {
  switch (section.kind) {
    case "prose":
      return (
        <div className="max-w-3xl space-y-4 text-base leading-relaxed text-muted-foreground">
          {section.paragraphs.map((paragraph, index) => (
            <FormattedText key={index} text={paragraph} />
          ))}
        </div>
      );
    case "cards":
      return (
        <ul className={cn("grid gap-5 sm:grid-cols-2", cardColumns(section.items.length))}>
          {section.items.map((item) => (
            <li key={item.title}>
              <FeatureCard icon={item.icon} title={item.title} text={item.text} />
            </li>
          ))}
        </ul>
      );
    case "list":
      return (
        <ul className="grid gap-x-8 gap-y-3 sm:grid-cols-2">
          {section.items.map((item) => (
            <li
              key={item}
              className="flex items-start gap-3 rounded-md border border-border bg-card px-4 py-3 text-card-foreground shadow-sm"
            >
              <ContentIcon name="badge-check" className="mt-0.5 size-5 shrink-0 text-success" />
              <span className="leading-relaxed">{item}</span>
            </li>
          ))}
        </ul>
      );
    case "steps":
      return (
        <ol className={cn("grid gap-5 sm:grid-cols-2", stepColumns[section.items.length] ?? "lg:grid-cols-3")}>
          {section.items.map((step, i) => (
            <li key={step.title} className="relative rounded-lg border border-border bg-card p-6 text-card-foreground shadow-sm">
              <span
                aria-hidden="true"
                className="inline-flex size-10 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground"
              >
                {i + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold">
                <span className="sr-only">{`${fill(stepLabel, { number: i + 1 })} `}</span>
                {step.title}
              </h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{step.text}</p>
            </li>
          ))}
        </ol>
      );
  }
}

/** One titled block of a service page, in any of the four kinds the content uses. */
export function ContentSection({
  section,
  index,
  tone,
  stepLabel,
}: {
  section: ContentSectionData;
  /** The section's place on the page, from 0 (names its anchor when the heading cannot). */
  index: number;
  tone: "plain" | "muted";
  /** Read before a step's title by screen readers: "Step {number}:". */
  stepLabel: string;
}) {
  const intro = "intro" in section && section.intro ? <p>{section.intro}</p> : undefined;
  return (
    <Section id={sectionId(section.heading, index)} title={section.heading} intro={intro} tone={tone} className="scroll-mt-20">
      <Body section={section} stepLabel={stepLabel} />
    </Section>
  );
}
