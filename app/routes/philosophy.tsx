import { FeatureCard } from "#app/components/content/feature-card";
import { ContactCta } from "#app/components/layout/contact-cta";
import { PageHero } from "#app/components/layout/page-hero";
import { Section } from "#app/components/layout/section";
import { heroArt, replacedHero } from "#app/content/heroes";
import { contentOf } from "#app/content/localized";
import { routeLanguage } from "#app/i18n/route-lang";
import { pageMeta } from "#app/lib/meta";
import type { Route } from "./+types/philosophy";

export async function loader({ params, request }: Route.LoaderArgs) {
  const lang = routeLanguage(params, request);
  const { philosophyMeta, philosophy } = await contentOf(lang, "about");
  const { philosophyPage: copy } = await contentOf(lang, "page-copy");
  const { heroes } = await contentOf(lang, "heroes");
  return { lang, meta: philosophyMeta, philosophy, copy, ...replacedHero(heroes, "philosophy") };
}

export function meta({ data }: Route.MetaArgs) {
  return data ? pageMeta({ ...data.meta, path: "/philosophy", lang: data.lang }) : [];
}

export default function Philosophy({ loaderData }: Route.ComponentProps) {
  const { philosophy, copy } = loaderData;
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} title={copy.title} lead={philosophy.intro} image={loaderData.heroImage ?? heroArt.philosophy} />
      <Section title={copy.sectionTitle}>
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
