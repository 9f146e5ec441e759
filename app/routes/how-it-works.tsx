import { ContactCta } from "#app/components/layout/contact-cta";
import { PageHero } from "#app/components/layout/page-hero";
import { Section } from "#app/components/layout/section";
import { heroArt, replacedHero } from "#app/content/heroes";
import { contentOf } from "#app/content/localized";
import { routeLanguage } from "#app/i18n/route-lang";
import { fill } from "#contracts/fill";
import { pageMeta } from "#app/lib/meta";
import type { Route } from "./+types/how-it-works";

export async function loader({ params, request }: Route.LoaderArgs) {
  const lang = routeLanguage(params, request);
  const { howItWorksMeta, howItWorks } = await contentOf(lang, "about");
  const { howItWorksPage: copy } = await contentOf(lang, "page-copy");
  const { heroes } = await contentOf(lang, "heroes");
  return { lang, meta: howItWorksMeta, howItWorks, copy, ...replacedHero(heroes, "howItWorks") };
}

export function meta({ data }: Route.MetaArgs) {
  return data ? pageMeta({ ...data.meta, path: "/how-it-works", lang: data.lang }) : [];
}

export default function HowItWorks({ loaderData }: Route.ComponentProps) {
  const { howItWorks, copy } = loaderData;
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} title={copy.title} lead={howItWorks.intro} image={loaderData.heroImage ?? heroArt.howItWorks} />
      <Section title={copy.sectionTitle}>
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
                <span className="sr-only">{`${fill(copy.stepLabel, { number: step.number })} `}</span>
                {step.title}
              </h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{step.desc}</p>
            </li>
          ))}
        </ol>
      </Section>
      <ContactCta {...copy.cta} />
    </>
  );
}
