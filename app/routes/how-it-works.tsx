import { ContactCta } from "#app/components/layout/contact-cta";
import { PageHero } from "#app/components/layout/page-hero";
import { Section } from "#app/components/layout/section";
import { howItWorks, howItWorksMeta } from "#app/content/about";
import { heroes } from "#app/content/heroes";
import { pageMeta } from "#app/lib/meta";
import type { Route } from "./+types/how-it-works";

export function loader() {
  return { meta: howItWorksMeta, howItWorks };
}

export function meta({ data }: Route.MetaArgs) {
  return data ? pageMeta({ ...data.meta, path: "/how-it-works" }) : [];
}

export default function HowItWorks({ loaderData: { howItWorks } }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow="How it works" title="From enquiry to delivery" lead={howItWorks.intro} image={heroes.howItWorks} />
      <Section title="Six steps, one accountable team">
        <ol className="relative grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {howItWorks.steps.map((step) => (
            <li key={step.number} className="rounded-lg border border-border bg-card p-6 shadow-sm">
              <span
                aria-hidden="true"
                className="inline-flex size-10 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground"
              >
                {step.number}
              </span>
              <h3 className="mt-4 text-lg font-semibold">
                <span className="sr-only">Step {step.number}: </span>
                {step.title}
              </h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{step.desc}</p>
            </li>
          ))}
        </ol>
      </Section>
      <ContactCta
        heading="Start with a conversation"
        text="Share your cargo, route and timelines; we will come back within 24 hours with a plan and a quote."
      />
    </>
  );
}
