import { ForwardArrow } from "#app/components/ui/direction-icons";
import { FeatureCard } from "#app/components/content/feature-card";
import { FormattedText } from "#app/components/content/formatted-text";
import { MediaFigure } from "#app/components/content/media-figure";
import { ContactCta } from "#app/components/layout/contact-cta";
import { PageHero } from "#app/components/layout/page-hero";
import { Section } from "#app/components/layout/section";
import { heroArt, replacedHero } from "#app/content/heroes";
import { contentOf } from "#app/content/localized";
import { companyFactsOf } from "#app/content/company";
import { site } from "#app/content/site";
import { translatorOf } from "#app/i18n/catalogue.server";
import { Link } from "#app/i18n/link";
import { routeLanguage } from "#app/i18n/route-lang";
import { fill } from "#contracts/fill";
import { pageMeta } from "#app/lib/meta";
import type { FormattedText as FormattedWord } from "#contracts/formatting/formatted-text";
import type { Route } from "./+types/about-us";

// Copy travels in the page's HTML and route data, not in its JavaScript.
export async function loader({ params, request }: Route.LoaderArgs) {
  const lang = routeLanguage(params, request);
  const { aboutMeta, story, commitment, foundations, values, leaders } = await contentOf(lang, "about");
  const { aboutPage: copy } = await contentOf(lang, "page-copy");
  // The years are the company's published facts (app/content/company.ts).
  const { founded, renamed } = companyFactsOf(await translatorOf(lang));
  const facts = { founded, name: site.name, formerName: site.formerName, renamed };
  const hero = { eyebrow: fill(copy.heroEyebrow, facts), title: fill(copy.heroTitle, facts), lead: fill(copy.heroLead, facts) };
  const { heroes } = await contentOf(lang, "heroes");
  return { lang, meta: aboutMeta, story, commitment, foundations, values, leaders, copy, hero, ...replacedHero(heroes, "about") };
}

export function meta({ data }: Route.MetaArgs) {
  return data ? pageMeta({ ...data.meta, path: "/about-us", lang: data.lang }) : [];
}

function Prose({ paragraphs }: { paragraphs: FormattedWord[] }) {
  return (
    <div className="space-y-4 text-base leading-relaxed text-muted-foreground">
      {paragraphs.map((paragraph, index) => (
        <FormattedText key={index} text={paragraph} />
      ))}
    </div>
  );
}

export default function AboutUs({ loaderData }: Route.ComponentProps) {
  const { story, commitment, foundations, values, leaders, copy, hero } = loaderData;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} image={loaderData.heroImage ?? heroArt.about} />
      <Section id="story" eyebrow={copy.storyEyebrow} title={story.heading}>
        <div className="grid items-center gap-10 lg:grid-cols-2">
          <Prose paragraphs={story.paragraphs} />
          <MediaFigure image={story.image} className="rounded-lg" />
        </div>
      </Section>
      <Section id="commitment" tone="muted" eyebrow={copy.commitmentEyebrow} title={commitment.heading}>
        <div className="grid items-center gap-10 lg:grid-cols-2">
          <MediaFigure image={commitment.image} className="rounded-lg lg:order-first" />
          <Prose paragraphs={commitment.paragraphs} />
        </div>
      </Section>
      <Section id="foundations" eyebrow={copy.foundationsEyebrow} title={copy.foundationsTitle}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {foundations.map((card) => (
            <li key={card.title}>
              <FeatureCard {...card} />
            </li>
          ))}
        </ul>
      </Section>
      <Section id="values" tone="muted" eyebrow={copy.valuesEyebrow} title={copy.valuesTitle}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
          {values.map((value) => (
            <li key={value.title}>
              <FeatureCard {...value} />
            </li>
          ))}
        </ul>
        <p className="mt-8">
          <Link to="/philosophy" className="inline-flex items-center gap-1 font-semibold text-primary underline-offset-4 hover:underline">
            {copy.philosophyLink} <ForwardArrow aria-hidden="true" className="size-4" />
          </Link>
        </p>
        <p className="mt-3">
          <Link to="/how-it-works" className="inline-flex items-center gap-1 font-semibold text-primary underline-offset-4 hover:underline">
            {copy.howItWorksLink} <ForwardArrow aria-hidden="true" className="size-4" />
          </Link>
        </p>
      </Section>
      <Section id="leadership" eyebrow={copy.leadershipEyebrow} title={copy.leadershipTitle}>
        <ul className="grid gap-8 md:grid-cols-2">
          {leaders.map((leader) => (
            <li key={leader.name}>
              <article className="flex h-full flex-col gap-5 rounded-lg border border-border bg-card p-6 shadow-sm sm:flex-row">
                <img
                  src={leader.image.src}
                  srcSet={leader.image.srcSet}
                  alt={leader.image.alt}
                  width={leader.image.width}
                  height={leader.image.height}
                  loading="lazy"
                  decoding="async"
                  className="size-32 shrink-0 rounded-full bg-muted object-cover"
                />
                <div>
                  <h3 className="text-xl font-semibold">{leader.name}</h3>
                  <p className="text-sm font-medium text-primary">{leader.position}</p>
                  <p className="mt-3 text-sm leading-relaxed text-muted-foreground">{leader.description}</p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </Section>
      <ContactCta {...copy.cta} />
    </>
  );
}
