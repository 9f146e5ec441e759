import { ForwardArrow } from "#app/components/ui/direction-icons";
import { LinkCard, LinkCardImage } from "#app/components/content/link-card";
import { ContactCta } from "#app/components/layout/contact-cta";
import { PageHero } from "#app/components/layout/page-hero";
import { Section } from "#app/components/layout/section";
import { heroArt, replacedHero } from "#app/content/heroes";
import { contentOf } from "#app/content/localized";
import type { IndustriesPageCopy } from "#app/content/page-copy";
import { useT } from "#app/i18n/i18n-provider";
import { Link } from "#app/i18n/link";
import { routeLanguage } from "#app/i18n/route-lang";
import { fill } from "#contracts/fill";
import { pageMeta } from "#app/lib/meta";
import type { Route } from "./+types/industries";

// Only what the cards show travels to the browser; the pages' copy stays on the server.
export async function loader({ params, request }: Route.LoaderArgs) {
  const lang = routeLanguage(params, request);
  const { industries } = await contentOf(lang, "industries");
  const { industriesPage: copy } = await contentOf(lang, "page-copy");
  const { heroes } = await contentOf(lang, "heroes");
  return {
    lang,
    meta: copy.meta,
    copy,
    industries: industries.map(({ id, title, description, image }) => ({ id, title, description, image })),
    ...replacedHero(heroes, "industries"),
  };
}

export function meta({ data }: Route.MetaArgs) {
  return data ? pageMeta({ ...data.meta, path: "/industries", lang: data.lang }) : [];
}

export default function Industries({ loaderData }: Route.ComponentProps) {
  const { copy, industries } = loaderData;
  const t = useT();
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} image={loaderData.heroImage ?? heroArt.industries} />
      <Section id="all-industries" eyebrow={copy.sectionEyebrow} title={copy.sectionTitle} intro={<p>{copy.intro}</p>}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {industries.map((industry) => (
            <li key={industry.id}>
              <LinkCard
                data-industry-card={industry.id}
                to={`/industries/${industry.id}`}
                title={industry.title}
                text={industry.description}
                linkLabel={t("common.learnMore")}
                linkContext={fill(copy.cardLinkContext, { title: industry.title })}
                media={<LinkCardImage image={industry.image} />}
              />
            </li>
          ))}
          {/* Thirteen cards leave the last row with one; this card fills it (two columns wide on three). */}
          <li className="lg:col-span-2">
            <OtherCargo copy={copy} />
          </li>
        </ul>
      </Section>
      <ContactCta />
    </>
  );
}

/** For the buyer whose sector is not among the thirteen. */
function OtherCargo({ copy }: { copy: Pick<IndustriesPageCopy, "otherTitle" | "otherText" | "otherLink"> }) {
  return (
    <article className="flex h-full flex-col justify-center rounded-lg border border-dashed border-primary/40 bg-muted/40 p-6 sm:p-8">
      <h3 className="text-xl font-semibold">{copy.otherTitle}</h3>
      <p className="mt-2 max-w-xl text-sm leading-relaxed text-muted-foreground">{copy.otherText}</p>
      <Link
        to="/contact"
        className="mt-5 inline-flex items-center gap-1.5 self-start font-semibold text-primary underline underline-offset-4"
      >
        {copy.otherLink}
        <ForwardArrow aria-hidden="true" className="size-4" />
      </Link>
    </article>
  );
}
