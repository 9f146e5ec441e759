import { Link } from "react-router";
import { ContactCta } from "#app/components/layout/contact-cta";
import { PageHero } from "#app/components/layout/page-hero";
import { Section } from "#app/components/layout/section";
import { heroes } from "#app/content/heroes";
import { services } from "#app/content/services";
import { site } from "#app/content/site";
import { ServiceGrid } from "#app/features/services/service-grid";
import { pageMeta } from "#app/lib/meta";
import type { Route } from "./+types/services";

const title = "Our Services";
const lead =
  "Freight forwarding, customs clearance, warehousing, road transport and the specialist services around them, run by one team from Navi Mumbai.";

// Only what the cards show travels to the browser; the pages' copy stays on the server.
export function loader() {
  return { services: services.map(({ number, title, cardDescription, cardImages }) => ({ number, title, cardDescription, cardImages })) };
}

export function meta() {
  return pageMeta({
    title: `${title} | ${site.name}`,
    description: lead,
    keywords: ["logistics services India", "freight forwarding", "customs clearance", "warehousing", "road transportation", "Navi Mumbai"],
    path: "/services",
  });
}

export default function Services({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow="What we do" title={title} lead={lead} image={heroes.services} />
      <Section
        id="all-services"
        eyebrow="Twelve services, one partner"
        title="Everything your cargo needs between factory and buyer"
        intro={
          <p>
            Book a single service or let us run the whole journey. Every shipment has a named coordinator and the same team behind it, from
            the first quote to the final delivery.{" "}
            <Link to="/how-it-works" className="font-semibold text-primary underline underline-offset-4">
              See how a shipment moves with us, step by step
            </Link>
            .
          </p>
        }
      >
        <ServiceGrid services={loaderData.services} />
      </Section>
      <ContactCta />
    </>
  );
}
