import { FeatureCard } from "#app/components/content/feature-card";
import { ContactCta } from "#app/components/layout/contact-cta";
import { PageHero } from "#app/components/layout/page-hero";
import { Section } from "#app/components/layout/section";
import { philosophy, philosophyMeta } from "#app/content/about";
import { heroes } from "#app/content/heroes";
import { pageMeta } from "#app/lib/meta";
import type { Route } from "./+types/philosophy";

export function loader() {
  return { meta: philosophyMeta, philosophy };
}

export function meta({ data }: Route.MetaArgs) {
  return data ? pageMeta({ ...data.meta, path: "/philosophy" }) : [];
}

export default function Philosophy({ loaderData: { philosophy } }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow="Our philosophy" title="Mission, vision and core values" lead={philosophy.intro} image={heroes.philosophy} />
      <Section title="What guides every shipment">
        <ul className="grid gap-6 md:grid-cols-3">
          {philosophy.cards.map((card) => (
            <li key={card.title}>
              <FeatureCard {...card} />
            </li>
          ))}
        </ul>
      </Section>
      <ContactCta />
    </>
  );
}
