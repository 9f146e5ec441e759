import { ContactCta } from "#app/components/layout/contact-cta";
import { PageHero } from "#app/components/layout/page-hero";
import { Section } from "#app/components/layout/section";
import { heroes } from "#app/content/heroes";
import { quotePage } from "#app/content/quote";
import { QuoteForm } from "#app/features/quote/quote-form";
import { pageMeta } from "#app/lib/meta";
import type { Route } from "./+types/quote";

// The copy comes from the loader (prerendered into the page and its .data file), not the JS bundle.
export function loader() {
  return quotePage;
}

export function meta({ data }: Route.MetaArgs) {
  return data ? pageMeta({ ...data.meta, path: "/quote" }) : [];
}

export default function Quote({ loaderData: { hero, form } }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} image={heroes.howItWorks} />
      <Section id="quote-form" title={form.title} intro={form.intro}>
        <QuoteForm />
      </Section>
      <ContactCta />
    </>
  );
}
