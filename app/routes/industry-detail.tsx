import { data } from "react-router";
import { FormattedText } from "#app/components/content/formatted-text";
import { Section } from "#app/components/layout/section";
import { contentOf } from "#app/content/localized";
import { IndustryCtaCard } from "#app/features/industries/industry-cta-card";
import { IndustryHero } from "#app/features/industries/industry-hero";
import { OtherIndustries } from "#app/features/industries/other-industries";
import { routeLanguage } from "#app/i18n/route-lang";
import { pageMeta } from "#app/lib/meta";
import type { Route } from "./+types/industry-detail";

// The copy comes from the loader (prerendered into the page and its .data file), not the JS bundle.
export async function loader({ params, request }: Route.LoaderArgs) {
  const lang = routeLanguage(params, request);
  const { industries } = await contentOf(lang, "industries");
  const industry = industries.find((i) => i.id === params.industryId);
  if (!industry) throw data(null, { status: 404 });
  const { industryDetailPage: copy } = await contentOf(lang, "page-copy");
  const { id, title, description, image, expertise, cta, meta } = industry;
  const others = industries.filter((other) => other.id !== id).map((other) => ({ id: other.id, title: other.title }));
  return { lang, id, title, description, image, expertise, cta, meta, others, copy };
}

export function meta({ data }: Route.MetaArgs) {
  return data ? pageMeta({ ...data.meta, path: `/industries/${data.id}`, lang: data.lang }) : [];
}

export default function IndustryDetail({ loaderData: industry }: Route.ComponentProps) {
  const { copy } = industry;
  return (
    <>
      <IndustryHero title={industry.title} description={industry.description} image={industry.image} copy={copy} />
      <Section>
        <div className="grid grid-cols-[minmax(0,1fr)] gap-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-16">
          <section aria-labelledby="expertise-heading">
            <p className="text-sm font-semibold tracking-widest text-primary uppercase">{copy.expertiseEyebrow}</p>
            <h2 id="expertise-heading" className="mt-1 text-2xl font-bold tracking-tight sm:text-3xl">
              {copy.expertiseTitle}
            </h2>
            <div className="mt-6 max-w-3xl space-y-5 text-base leading-relaxed text-muted-foreground">
              {industry.expertise.map((paragraph, index) => (
                <FormattedText key={index} text={paragraph} />
              ))}
            </div>
          </section>
          <aside aria-label={copy.asideLabel} className="flex flex-col gap-6 lg:sticky lg:top-24 lg:h-fit">
            <IndustryCtaCard cta={industry.cta} />
            <OtherIndustries industries={industry.others} title={copy.otherIndustries} />
          </aside>
        </div>
      </Section>
    </>
  );
}
