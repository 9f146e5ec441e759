import { Mail } from "lucide-react";
import { Slotted } from "#app/components/content/slotted";
import { FormattedText } from "#app/components/content/formatted-text";
import { ContactCta } from "#app/components/layout/contact-cta";
import { PageHero } from "#app/components/layout/page-hero";
import { Section } from "#app/components/layout/section";
import { heroArt, replacedHero } from "#app/content/heroes";
import { contentOf } from "#app/content/localized";
import { updatedOn } from "#app/i18n/long-date";
import { Link } from "#app/i18n/link";
import { routeLanguage } from "#app/i18n/route-lang";
import { pageMeta } from "#app/lib/meta";
import type { Route } from "./+types/privacy";

// The copy comes from the loader (prerendered into the page and its .data file), not the JS bundle.
export async function loader({ params, request }: Route.LoaderArgs) {
  const lang = routeLanguage(params, request);
  const privacy = await contentOf(lang, "privacy");
  const { privacyPage: copy } = await contentOf(lang, "page-copy");
  const { heroes } = await contentOf(lang, "heroes");
  return {
    lang,
    meta: privacy.privacyMeta,
    hero: privacy.privacyHero,
    intro: privacy.privacyIntro,
    updated: updatedOn(privacy.privacyUpdated.iso, lang),
    formRecords: privacy.formRecords,
    storage: privacy.storage,
    rights: privacy.rights,
    withdraw: privacy.withdraw,
    grievance: privacy.grievance,
    cta: privacy.privacyCta,
    copy,
    ...replacedHero(heroes, "privacy"),
  };
}

export function meta({ data }: Route.MetaArgs) {
  return data ? pageMeta({ ...data.meta, path: "/privacy", lang: data.lang }) : [];
}

const formPage: Record<string, string> = { contact: "/contact", careers: "/careers" };

export default function Privacy({ loaderData }: Route.ComponentProps) {
  const { hero, intro, updated, formRecords, storage, rights, withdraw, grievance, cta, copy } = loaderData;
  return (
    <>
      <PageHero title={hero.title} lead={hero.lead} image={loaderData.heroImage ?? heroArt.privacy} />
      <Section id="overview" title={copy.overviewTitle}>
        <div className="max-w-3xl space-y-4 text-base leading-relaxed text-muted-foreground">
          {intro.map((paragraph, index) => (
            <FormattedText key={index} text={paragraph} />
          ))}
          <p className="text-sm">
            <Slotted template={copy.updated} slot="date">
              <time dateTime={updated.iso}>{updated.display}</time>
            </Slotted>
          </p>
        </div>
      </Section>

      <Section id="collected" tone="muted" title={copy.collectedTitle}>
        <ul className="grid gap-6 lg:grid-cols-3">
          {formRecords.map((record) => (
            <li key={record.id}>
              <article
                aria-labelledby={`record-${record.id}`}
                className="h-full rounded-lg border border-border bg-card p-6 text-card-foreground shadow-sm"
              >
                <h3 id={`record-${record.id}`} className="text-lg font-semibold">
                  {record.form}
                </h3>
                <p className="mt-1 text-sm text-muted-foreground">
                  <Slotted template={copy.through} slot="link">
                    {formPage[record.id] ? (
                      <Link to={formPage[record.id]!} className="font-medium text-primary underline underline-offset-4">
                        {record.where}
                      </Link>
                    ) : (
                      record.where
                    )}
                  </Slotted>
                </p>
                <dl className="mt-4 space-y-4 text-sm leading-relaxed">
                  <div>
                    <dt className="font-semibold">{copy.collected}</dt>
                    <dd className="mt-1 text-muted-foreground">
                      <ul className="list-disc space-y-1 ps-5">
                        {record.collected.map((item) => (
                          <li key={item}>{item}</li>
                        ))}
                      </ul>
                    </dd>
                  </div>
                  <div>
                    <dt className="font-semibold">{copy.purpose}</dt>
                    <dd className="mt-1 text-muted-foreground">{record.purpose}</dd>
                  </div>
                  <div>
                    <dt className="font-semibold">{copy.retention}</dt>
                    <dd className="mt-1 text-muted-foreground">{record.retention}</dd>
                  </div>
                </dl>
              </article>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="storage" title={storage.heading}>
        <div className="max-w-3xl space-y-4 text-base leading-relaxed text-muted-foreground">
          {storage.paragraphs.map((paragraph, index) => (
            <FormattedText key={index} text={paragraph} />
          ))}
        </div>
      </Section>

      <Section id="rights" tone="muted" title={rights.heading}>
        <ul className="max-w-3xl list-disc space-y-2 ps-5 text-base leading-relaxed text-muted-foreground">
          {rights.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <h3 id="ask" className="mt-8 text-lg font-semibold">
          {rights.howToAsk.heading}
        </h3>
        <div className="mt-3 max-w-3xl space-y-4 text-base leading-relaxed text-muted-foreground">
          {rights.howToAsk.paragraphs.map((paragraph, index) => (
            <FormattedText key={index} text={paragraph} />
          ))}
        </div>
      </Section>

      <Section id="withdraw" title={withdraw.heading}>
        <dl className="grid max-w-4xl gap-6 md:grid-cols-2">
          {withdraw.items.map((item) => (
            <div key={item.title} className="rounded-lg border border-border bg-card p-6 shadow-sm">
              <dt className="font-semibold">{item.title}</dt>
              <dd className="mt-2 text-sm leading-relaxed text-muted-foreground">{item.text}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-6 max-w-3xl text-base text-muted-foreground">{withdraw.note}</p>
      </Section>

      <Section id="grievance" tone="muted" title={grievance.heading}>
        <div className="max-w-3xl">
          <p className="text-base leading-relaxed text-muted-foreground">{grievance.text}</p>
          <address className="mt-6 inline-block rounded-lg border border-border bg-card p-6 not-italic shadow-sm">
            <span className="block text-lg font-semibold">{grievance.officer.name}</span>
            <span className="block text-sm text-muted-foreground">{grievance.officer.title}</span>
            <a
              className="mt-3 inline-flex items-center gap-2 font-medium text-primary underline-offset-4 hover:underline"
              href={`mailto:${grievance.officer.email}`}
            >
              <Mail aria-hidden="true" className="size-4" />
              {grievance.officer.email}
            </a>
          </address>
        </div>
      </Section>

      <ContactCta heading={cta.heading} text={cta.text} label={cta.label} />
    </>
  );
}
