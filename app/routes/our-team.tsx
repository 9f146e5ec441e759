import { ForwardArrow } from "#app/components/ui/direction-icons";
import { ContactCta } from "#app/components/layout/contact-cta";
import { PageHero } from "#app/components/layout/page-hero";
import { Section } from "#app/components/layout/section";
import { Button } from "#app/components/ui/button";
import { heroArt, replacedHero } from "#app/content/heroes";
import { contentOf } from "#app/content/localized";
import { Link } from "#app/i18n/link";
import { routeLanguage } from "#app/i18n/route-lang";
import { pageMeta } from "#app/lib/meta";
import type { Route } from "./+types/our-team";

// The page has moved; keep it out of search results (docs/product/decisions.md, Routes).
export async function loader({ params, request }: Route.LoaderArgs) {
  const lang = routeLanguage(params, request);
  const { ourTeamMeta, ourTeamMoved } = await contentOf(lang, "about");
  const { ourTeamPage: copy } = await contentOf(lang, "page-copy");
  const { heroes } = await contentOf(lang, "heroes");
  return { lang, meta: ourTeamMeta, ourTeamMoved, copy, ...replacedHero(heroes, "about") };
}

export function meta({ data }: Route.MetaArgs) {
  return data ? pageMeta({ ...data.meta, path: "/our-team", lang: data.lang, noindex: true }) : [];
}

export default function OurTeam({ loaderData }: Route.ComponentProps) {
  const { ourTeamMoved, copy } = loaderData;
  return (
    <>
      <PageHero title={copy.title} image={loaderData.heroImage ?? heroArt.about} />
      <Section title={ourTeamMoved.heading}>
        <p className="max-w-2xl text-muted-foreground">{ourTeamMoved.text}</p>
        <Button asChild className="mt-6">
          <Link to="/about-us">
            {copy.action} <ForwardArrow aria-hidden="true" />
          </Link>
        </Button>
      </Section>
      <ContactCta />
    </>
  );
}
