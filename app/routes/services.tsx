import { Slotted } from "#app/components/content/slotted";
import { ContactCta } from "#app/components/layout/contact-cta";
import { PageHero } from "#app/components/layout/page-hero";
import { Section } from "#app/components/layout/section";
import { heroArt, replacedHero } from "#app/content/heroes";
import { contentOf } from "#app/content/localized";
import { ServiceGrid } from "#app/features/services/service-grid";
import { Link } from "#app/i18n/link";
import { routeLanguage } from "#app/i18n/route-lang";
import { pageMeta } from "#app/lib/meta";
import type { Route } from "./+types/services";

// Only what the cards show travels to the browser; the pages' copy stays on the server.
export async function loader({ params, request }: Route.LoaderArgs) {
  const lang = routeLanguage(params, request);
  const { services } = await contentOf(lang, "services");
  const { servicesPage: copy } = await contentOf(lang, "page-copy");
  const { heroes } = await contentOf(lang, "heroes");
  return {
    lang,
    meta: copy.meta,
    copy,
    services: services.map(({ number, title, cardDescription, cardImages }) => ({ number, title, cardDescription, cardImages })),
    ...replacedHero(heroes, "services"),
  };
}

export function meta({ data }: Route.MetaArgs) {
  return data ? pageMeta({ ...data.meta, path: "/services", lang: data.lang }) : [];
}

export default function Services({ loaderData }: Route.ComponentProps) {
  const { copy, services } = loaderData;
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} image={loaderData.heroImage ?? heroArt.services} />
      <Section
        id="all-services"
        eyebrow={copy.sectionEyebrow}
        title={copy.sectionTitle}
        intro={
          <p>
            <Slotted template={copy.intro} slot="link">
              <Link to="/how-it-works" className="font-semibold text-primary underline underline-offset-4">
                {copy.introLink}
              </Link>
            </Slotted>
          </p>
        }
      >
        <ServiceGrid services={services} copy={copy} />
      </Section>
      <ContactCta />
    </>
  );
}
