import { data } from "react-router";
import { ContactCta } from "#app/components/layout/contact-cta";
import { Section } from "#app/components/layout/section";
import { contentOf } from "#app/content/localized";
import { ContentSection } from "#app/features/services/content-section";
import { MoreServices } from "#app/features/services/more-services";
import { ServiceHero } from "#app/features/services/service-hero";
import { ServiceOverview } from "#app/features/services/service-overview";
import { routeLanguage } from "#app/i18n/route-lang";
import { fill } from "#contracts/fill";
import { pageMeta } from "#app/lib/meta";
import type { Route } from "./+types/service-detail";

// The copy comes from the loader (prerendered into the page and its .data file), not the JS bundle.
export async function loader({ params, request }: Route.LoaderArgs) {
  const lang = routeLanguage(params, request);
  const number = /^service([1-9]\d*)$/.exec(params.serviceId)?.[1];
  const { services } = await contentOf(lang, "services");
  const service = number ? services.find((s) => s.number === Number(number)) : undefined;
  if (!service) throw data(null, { status: 404 });
  const { site } = await contentOf(lang, "site");
  const { serviceDetailPage } = await contentOf(lang, "page-copy");
  const copy = { ...serviceDetailPage, hours: fill(serviceDetailPage.hours, { days: site.hours.days, time: site.hours.time }) };
  const { title, cardDescription, heroImages, intro, sections, cta, meta } = service;
  const others = services.filter((s) => s.number !== service.number).map((s) => ({ number: s.number, title: s.title }));
  return { lang, number: service.number, title, lead: cardDescription, heroImages, intro, sections, cta, meta, others, copy };
}

export function meta({ data }: Route.MetaArgs) {
  return data ? pageMeta({ ...data.meta, path: `/services/service${data.number}`, lang: data.lang }) : [];
}

export default function ServiceDetail({ loaderData: service }: Route.ComponentProps) {
  const { copy } = service;
  const tone = (i: number) => (i % 2 === 0 ? "muted" : "plain");
  return (
    <>
      <ServiceHero title={service.title} lead={service.lead} images={service.heroImages} copy={copy} />
      <Section id="overview" className="scroll-mt-20">
        <ServiceOverview intro={service.intro} headings={service.sections.map((s) => s.heading)} copy={copy} />
      </Section>
      {service.sections.map((section, i) => (
        <ContentSection key={section.heading} section={section} index={i} tone={tone(i)} stepLabel={copy.stepLabel} />
      ))}
      <Section id="more-services" title={copy.moreTitle} tone={tone(service.sections.length)} className="print:hidden">
        <MoreServices services={service.others} />
      </Section>
      <ContactCta heading={service.cta.heading} text={service.cta.text} label={service.cta.label} withQuote />
    </>
  );
}
