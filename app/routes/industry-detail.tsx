import { data } from "react-router";
import { Section } from "#app/components/layout/section";
import { getIndustry, industries } from "#app/content/industries";
import { IndustryCtaCard } from "#app/features/industries/industry-cta-card";
import { IndustryHero } from "#app/features/industries/industry-hero";
import { OtherIndustries } from "#app/features/industries/other-industries";
import { pageMeta } from "#app/lib/meta";
import type { Route } from "./+types/industry-detail";

// The copy comes from the loader (prerendered into the page and its .data file), not the JS bundle.
export function loader({ params }: Route.LoaderArgs) {
  const industry = getIndustry(params.industryId);
  if (!industry) throw data(null, { status: 404 });
  const { id, title, description, image, expertise, cta, meta } = industry;
  const others = industries.filter((other) => other.id !== id).map((other) => ({ id: other.id, title: other.title }));
  return { id, title, description, image, expertise, cta, meta, others };
}

export function meta({ data }: Route.MetaArgs) {
  return data ? pageMeta({ ...data.meta, path: `/industries/${data.id}` }) : [];
}

export default function IndustryDetail({ loaderData: industry }: Route.ComponentProps) {
  return (
    <>
      <IndustryHero title={industry.title} description={industry.description} image={industry.image} />
      <Section>
        <div className="grid grid-cols-[minmax(0,1fr)] gap-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-16">
          <section aria-labelledby="expertise-heading">
            <p className="text-sm font-semibold tracking-widest text-primary uppercase">How we help</p>
            <h2 id="expertise-heading" className="mt-1 text-2xl font-bold tracking-tight sm:text-3xl">
              Industry Expertise
            </h2>
            <div className="mt-6 max-w-3xl space-y-5 text-base leading-relaxed text-muted-foreground">
              {industry.expertise.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </section>
          <aside aria-label="Contacts and other industries" className="flex flex-col gap-6 lg:sticky lg:top-24 lg:h-fit">
            <IndustryCtaCard cta={industry.cta} />
            <OtherIndustries industries={industry.others} />
          </aside>
        </div>
      </Section>
    </>
  );
}
