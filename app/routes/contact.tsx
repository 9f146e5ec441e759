import { Clock, ExternalLink, Mail, MapPin, Phone, type LucideIcon } from "lucide-react";
import { TipsCard } from "#app/components/content/tips-card";
import type { MouseEvent, ReactNode } from "react";
import { MediaFigure } from "#app/components/content/media-figure";
import { ContactCta } from "#app/components/layout/contact-cta";
import { PageHero } from "#app/components/layout/page-hero";
import { Section } from "#app/components/layout/section";
import { contentOf } from "#app/content/localized";
import { ContactForm } from "#app/features/contact/contact-form";
import { organizationJsonLd } from "#app/features/contact/organization-json-ld";
import { formAnswer } from "#app/components/forms/form-answer";
import { formCopyOf } from "#app/i18n/form-copy.server";
import { routeLanguage } from "#app/i18n/route-lang";
import { pageMeta } from "#app/lib/meta";
import { jumpTo } from "#app/lib/scroll-to-section";
import type { Route } from "./+types/contact";
import { LeftToRight } from "#app/components/content/left-to-right";

// The copy comes from the loader (prerendered into the page and its .data file), not the JS bundle.
export async function loader({ params, request }: Route.LoaderArgs) {
  const lang = routeLanguage(params, request);
  const [{ contactPage }, formCopy, { contactForm }, { heroes }, { site: localSite }] = await Promise.all([
    contentOf(lang, "contact"),
    formCopyOf(lang, "contact"),
    contentOf(lang, "forms"),
    contentOf(lang, "heroes"),
    contentOf(lang, "site"),
  ]);
  return {
    lang,
    ...contactPage,
    heroImage: heroes.contact,
    mapImage: localSite.address.mapImage,
    // The company's published facts (app/content/company.ts), and the same as structured data.
    company: {
      addressLines: localSite.address.lines,
      phone: localSite.phone,
      email: localSite.email,
      directionsUrl: localSite.address.directionsUrl,
    },
    organization: organizationJsonLd(localSite),
    formCopy,
    opensInNewTab: contactForm.opensInNewTab,
  };
}

/** The form posted without JavaScript: sent on to POST /api/contact, answered with this page (decision 025). */
export async function action({ request, context }: Route.ActionArgs) {
  return formAnswer(await context.forms.contact(request));
}

export function meta({ data }: Route.MetaArgs) {
  return data ? pageMeta({ ...data.meta, path: "/contact", lang: data.lang, extra: [{ "script:ld+json": data.organization }] }) : [];
}

const linkClass = "font-semibold text-primary underline-offset-4 hover:underline";

function DetailCard({ icon: Icon, title, note, children }: { icon: LucideIcon; title: string; note: string; children: ReactNode }) {
  return (
    <li className="flex gap-4 rounded-lg border border-border bg-card p-5 text-card-foreground shadow-sm">
      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-md bg-secondary text-secondary-foreground">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0">
        <h3 className="font-semibold">{title}</h3>
        <div className="mt-1 text-base break-words">{children}</div>
        <p className="mt-1 text-sm text-muted-foreground">{note}</p>
      </div>
    </li>
  );
}

/** On this page the closing call to action leads to the form above instead of reloading the page. */
const toMessageForm = jumpTo("message");
function onCtaClick(event: MouseEvent<HTMLElement>) {
  if ((event.target as Element).closest('a[data-cta="contact"]')) toMessageForm(event);
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const { hero, details, map, messageSection, messageTips, cta, company } = loaderData;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} image={loaderData.heroImage} />

      <Section id="reach-us" title={details.title} intro={details.intro}>
        <div className="grid items-start gap-10 lg:grid-cols-2">
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
            <DetailCard icon={MapPin} title={details.visit.title} note={details.visit.note}>
              <address className="not-italic" translate="no" lang="en">
                {company.addressLines.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </address>
            </DetailCard>
            <DetailCard icon={Phone} title={details.call.title} note={details.call.note}>
              <a href={`tel:${company.phone.tel}`} className={linkClass}>
                <LeftToRight>{company.phone.display}</LeftToRight>
              </a>
            </DetailCard>
            <DetailCard icon={Mail} title={details.email.title} note={details.email.note}>
              <a href={`mailto:${company.email}`} className={linkClass}>
                <LeftToRight wrap>{company.email}</LeftToRight>
              </a>
            </DetailCard>
            <DetailCard icon={Clock} title={details.hours.title} note={details.hours.note}>
              {details.hours.text}
            </DetailCard>
          </ul>
          <figure className="overflow-hidden rounded-lg border border-border bg-card shadow-sm">
            <MediaFigure image={loaderData.mapImage} />
            <figcaption className="flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:justify-between">
              <span className="text-sm text-muted-foreground">
                <span className="block font-semibold text-foreground">{map.title}</span>
                {map.note}
              </span>
              <a
                href={company.directionsUrl}
                target="_blank"
                rel="noopener noreferrer"
                className={`inline-flex shrink-0 items-center gap-1.5 ${linkClass}`}
              >
                {map.directions}
                <ExternalLink aria-hidden="true" className="size-4" />
                <span className="sr-only">{loaderData.opensInNewTab}</span>
              </a>
            </figcaption>
          </figure>
        </div>
      </Section>

      {/* The closing call to action scrolls here and moves focus to this section's heading. */}
      <Section id="message" tone="muted" title={messageSection.title} intro={messageSection.intro} className="scroll-mt-16">
        <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)] lg:gap-10">
          <ContactForm answer={actionData} />
          <TipsCard id="message-tips-heading" title={messageTips.title} items={messageTips.items}>
            {messageTips.note}
          </TipsCard>
        </div>
      </Section>

      <div onClickCapture={onCtaClick}>
        <ContactCta {...cta} />
      </div>
    </>
  );
}
