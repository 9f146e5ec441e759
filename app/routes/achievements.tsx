import { Check } from "lucide-react";
import { MediaFigure } from "#app/components/content/media-figure";
import { ContactCta } from "#app/components/layout/contact-cta";
import { PageHero } from "#app/components/layout/page-hero";
import { Section } from "#app/components/layout/section";
import { ContentIcon } from "#app/components/ui/content-icon";
import { heroArt, replacedHero } from "#app/content/heroes";
import { contentOf } from "#app/content/localized";
import { CountUp } from "#app/features/achievements/count-up";
import { routeLanguage } from "#app/i18n/route-lang";
import { pageMeta } from "#app/lib/meta";
import type { Route } from "./+types/achievements";

// The copy comes from the loader (prerendered into the page and its .data file), not the JS bundle.
export async function loader({ params, request }: Route.LoaderArgs) {
  const lang = routeLanguage(params, request);
  const { achievementsPage } = await contentOf(lang, "achievements");
  const { heroes } = await contentOf(lang, "heroes");
  return { lang, ...achievementsPage, ...replacedHero(heroes, "achievements") };
}

export function meta({ data }: Route.MetaArgs) {
  return data ? pageMeta({ ...data.meta, path: "/achievements", lang: data.lang }) : [];
}

export default function Achievements({ loaderData }: Route.ComponentProps) {
  const { hero, milestonesSection, milestones, credentialsSection, credentials, recognitionNote, cta } = loaderData;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} image={loaderData.heroImage ?? heroArt.achievements} />
      <Section id="milestones" title={milestonesSection.title} intro={milestonesSection.intro}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {milestones.map((milestone) => (
            <li key={milestone.label} className="rounded-lg border border-border bg-card p-6 text-card-foreground shadow-sm">
              <span className="inline-flex size-11 items-center justify-center rounded-md bg-secondary text-secondary-foreground">
                <ContentIcon name={milestone.icon} className="size-5" />
              </span>
              <p className="mt-5 text-4xl font-bold tracking-tight text-primary sm:text-5xl">
                <CountUp value={milestone.value} suffix={milestone.suffix} />
              </p>
              <p className="mt-2 text-lg font-semibold">{milestone.label}</p>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{milestone.detail}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="credentials" tone="muted" title={credentialsSection.title} intro={credentialsSection.intro}>
        <ul className="grid gap-6 md:grid-cols-3">
          {credentials.map((credential) => (
            <li key={credential.title}>
              <article className="flex h-full flex-col items-center rounded-lg border border-border bg-card p-6 text-center text-card-foreground shadow-sm">
                <div className="mx-auto w-40 sm:w-48">
                  <MediaFigure image={credential.image} />
                </div>
                <h3 className="mt-5 text-xl font-semibold">{credential.title}</h3>
                <p className="mt-1 text-sm font-medium text-primary">{credential.issuer}</p>
                <p className="mt-3 text-sm leading-relaxed text-muted-foreground">{credential.text}</p>
                {credential.details.length > 0 && (
                  <ul className="mt-3 text-sm font-medium">
                    {credential.details.map((detail) => (
                      <li key={detail}>{detail}</li>
                    ))}
                  </ul>
                )}
              </article>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="what-it-means" title={recognitionNote.title}>
        <ul className="grid gap-4 md:grid-cols-3">
          {recognitionNote.points.map((point) => (
            <li key={point} className="flex gap-3 text-base leading-relaxed">
              <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-success" />
              <span>{point}</span>
            </li>
          ))}
        </ul>
      </Section>
      <ContactCta {...cta} />
    </>
  );
}
