import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { LinkCard, LinkCardImage } from "#app/components/content/link-card";
import { ContactCta } from "#app/components/layout/contact-cta";
import { PageHero } from "#app/components/layout/page-hero";
import { Section } from "#app/components/layout/section";
import { heroes } from "#app/content/heroes";
import { industries } from "#app/content/industries";
import { site } from "#app/content/site";
import { useT } from "#app/i18n/i18n-provider";
import { pageMeta } from "#app/lib/meta";
import type { Route } from "./+types/industries";

const title = "Industries We Serve";
const lead =
  "Logistics shaped to the cargo of thirteen industries, from speciality chemicals and pharmaceuticals to heavy machinery and water treatment plants.";

// Only what the cards show travels to the browser; the pages' copy stays on the server.
export function loader() {
  return { industries: industries.map(({ id, title, description, image }) => ({ id, title, description, image })) };
}

export function meta() {
  return pageMeta({
    title: `${title} | ${site.name}`,
    description: lead,
    keywords: [
      "industry logistics India",
      "chemical logistics",
      "pharmaceutical logistics",
      "project cargo",
      "dangerous goods shipping",
      "Navi Mumbai",
    ],
    path: "/industries",
  });
}

export default function Industries({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <>
      <PageHero eyebrow="Who we work with" title={title} lead={lead} image={heroes.industries} />
      <Section
        id="all-industries"
        eyebrow="Sector expertise"
        title="Every cargo has its own rules"
        intro={
          <p>
            Dangerous goods declarations, temperature records, over-dimensional permits, phytosanitary certificates: we know what each
            industry's shipments need before they reach the port.
          </p>
        }
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {loaderData.industries.map((industry) => (
            <li key={industry.id}>
              <LinkCard
                data-industry-card={industry.id}
                to={`/industries/${industry.id}`}
                title={industry.title}
                text={industry.description}
                linkLabel={t("common.learnMore")}
                media={<LinkCardImage image={industry.image} />}
              />
            </li>
          ))}
          {/* Thirteen cards leave the last row with one; this card fills it (two columns wide on three). */}
          <li className="lg:col-span-2">
            <OtherCargo />
          </li>
        </ul>
      </Section>
      <ContactCta />
    </>
  );
}

/** For the buyer whose sector is not among the thirteen. */
function OtherCargo() {
  return (
    <article className="flex h-full flex-col justify-center rounded-lg border border-dashed border-primary/40 bg-muted/40 p-6 sm:p-8">
      <h3 className="text-xl font-semibold">Not on the list?</h3>
      <p className="mt-2 max-w-xl text-sm leading-relaxed text-muted-foreground">
        We also move textiles, electronics, food products, furniture and project cargo. Tell us what you ship, and we will plan around its
        paperwork, packing and handling rules.
      </p>
      <Link
        to="/contact"
        className="mt-5 inline-flex items-center gap-1.5 self-start font-semibold text-primary underline underline-offset-4"
      >
        Talk to Our Team
        <ArrowRight aria-hidden="true" className="size-4 rtl:rotate-180" />
      </Link>
    </article>
  );
}
