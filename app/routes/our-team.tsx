import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { ContactCta } from "#app/components/layout/contact-cta";
import { PageHero } from "#app/components/layout/page-hero";
import { Section } from "#app/components/layout/section";
import { Button } from "#app/components/ui/button";
import { ourTeamMeta, ourTeamMoved } from "#app/content/about";
import { heroes } from "#app/content/heroes";
import { pageMeta } from "#app/lib/meta";
import type { Route } from "./+types/our-team";

// The page has moved; keep it out of search results (docs/product/decisions.md, Routes).
export function loader() {
  return { meta: ourTeamMeta, ourTeamMoved };
}

export function meta({ data }: Route.MetaArgs) {
  return data ? pageMeta({ ...data.meta, path: "/our-team", noindex: true }) : [];
}

export default function OurTeam({ loaderData: { ourTeamMoved } }: Route.ComponentProps) {
  return (
    <>
      <PageHero title="Our Team" image={heroes.about} />
      <Section title={ourTeamMoved.heading}>
        <p className="max-w-2xl text-muted-foreground">{ourTeamMoved.text}</p>
        <Button asChild className="mt-6">
          <Link to="/about-us">
            Go to About Us <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </Section>
      <ContactCta />
    </>
  );
}
