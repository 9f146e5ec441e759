import { data } from "react-router";
import { ContactCta } from "#app/components/layout/contact-cta";
import { Section } from "#app/components/layout/section";
import { getService, services } from "#app/content/services";
import { ContentSection } from "#app/features/services/content-section";
import { MoreServices } from "#app/features/services/more-services";
import { ServiceHero } from "#app/features/services/service-hero";
import { ServiceOverview } from "#app/features/services/service-overview";
import { pageMeta } from "#app/lib/meta";
import type { Route } from "./+types/service-detail";

// The copy comes from the loader (prerendered into the page and its .data file), not the JS bundle.
export function loader({ params }: Route.LoaderArgs) {
  const number = /^service([1-9]\d*)$/.exec(params.serviceId)?.[1];
  const service = number ? getService(Number(number)) : undefined;
  if (!service) throw data(null, { status: 404 });
  const { title, cardDescription, heroImages, intro, sections, cta, meta } = service;
  const others = services.filter((s) => s.number !== service.number).map((s) => ({ number: s.number, title: s.title }));
  return { number: service.number, title, lead: cardDescription, heroImages, intro, sections, cta, meta, others };
}

export function meta({ data }: Route.MetaArgs) {
  return data ? pageMeta({ ...data.meta, path: `/services/service${data.number}` }) : [];
}

export default function ServiceDetail({ loaderData: service }: Route.ComponentProps) {
  const tone = (i: number) => (i % 2 === 0 ? "muted" : "plain");
  return (
    <>
      <ServiceHero title={service.title} lead={service.lead} images={service.heroImages} />
      <Section id="overview" className="scroll-mt-20">
        <ServiceOverview intro={service.intro} headings={service.sections.map((s) => s.heading)} />
      </Section>
      {service.sections.map((section, i) => (
        <ContentSection key={section.heading} section={section} tone={tone(i)} />
      ))}
      <Section id="more-services" title="Explore our other services" tone={tone(service.sections.length)} className="print:hidden">
        <MoreServices services={service.others} />
      </Section>
      <ContactCta heading={service.cta.heading} text={service.cta.text} label={service.cta.label} withQuote />
    </>
  );
}
