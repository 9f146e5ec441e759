import { Mail, Phone } from "lucide-react";
import { LeftToRight } from "#app/components/content/left-to-right";
import { Slotted } from "#app/components/content/slotted";
import { ContactCta } from "#app/components/layout/contact-cta";
import { Section } from "#app/components/layout/section";
import { contentOf } from "#app/content/localized";
import { updatedOn } from "#app/i18n/long-date";
import { routeLanguage } from "#app/i18n/route-lang";
import { pageMeta } from "#app/lib/meta";
import type { Route } from "./+types/accessibility";

// The copy comes from the loader (prerendered into the page and its .data file), not the JS bundle.
export async function loader({ params, request }: Route.LoaderArgs) {
  const lang = routeLanguage(params, request);
  const statement = await contentOf(lang, "accessibility");
  const { accessibilityPage: copy } = await contentOf(lang, "page-copy");
  return {
    lang,
    meta: statement.accessibilityMeta,
    intro: statement.accessibilityIntro,
    updated: updatedOn(statement.accessibilityUpdated.iso, lang),
    target: statement.accessibilityTarget,
    testing: statement.accessibilityTesting,
    limits: statement.accessibilityLimits,
    contact: statement.accessibilityContact,
    copy,
  };
}

export function meta({ data }: Route.MetaArgs) {
  return data ? pageMeta({ ...data.meta, path: "/accessibility", lang: data.lang }) : [];
}

// A quiet, light opening rather than another dark photograph: the bar is solid from the start.
export const handle = { lightTop: true };

export default function Accessibility({ loaderData }: Route.ComponentProps) {
  const { intro, updated, target, testing, limits, contact, copy } = loaderData;
  return (
    <>
      <header className="border-b border-border bg-secondary pt-28 pb-12 text-secondary-foreground sm:pb-16">
        <div className="mx-auto max-w-7xl px-page">
          <p className="text-sm font-semibold tracking-widest uppercase">{copy.eyebrow}</p>
          <h1 className="mt-2 max-w-3xl text-3xl font-bold tracking-tight text-balance text-foreground sm:text-4xl md:text-5xl">
            {copy.title}
          </h1>
          <p className="mt-4 max-w-2xl text-base text-pretty text-foreground sm:text-lg">{intro}</p>
          <p className="mt-4 text-sm">
            <Slotted template={copy.reviewed} slot="date">
              <time dateTime={updated.iso}>{updated.display}</time>
            </Slotted>
          </p>
        </div>
      </header>

      <Section id="target" title={copy.targetTitle}>
        <p className="max-w-3xl text-base leading-relaxed text-muted-foreground">{target}</p>
      </Section>

      <Section id="testing" tone="muted" title={copy.testingTitle}>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {testing.map((item) => (
            <li key={item.title} className="rounded-lg border border-border bg-card p-6 text-card-foreground shadow-sm">
              <h3 className="text-lg font-semibold">{item.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{item.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="limits" title={copy.limitsTitle}>
        <ul className="max-w-3xl list-disc space-y-3 ps-5 text-base leading-relaxed text-muted-foreground">
          {limits.map((limit) => (
            <li key={limit}>{limit}</li>
          ))}
        </ul>
      </Section>

      <Section id="barriers" tone="muted" title={copy.barriersTitle}>
        <div className="max-w-3xl space-y-4 text-base leading-relaxed text-muted-foreground">
          <p>{contact.lead}</p>
          <ul className="space-y-2 font-medium text-foreground">
            <li className="flex items-center gap-2">
              <Mail aria-hidden="true" className="size-4 text-primary" />
              <a href={`mailto:${contact.email}`} className="text-primary underline underline-offset-4">
                <LeftToRight wrap>{contact.email}</LeftToRight>
              </a>
            </li>
            <li className="flex items-center gap-2">
              <Phone aria-hidden="true" className="size-4 text-primary" />
              <a href={`tel:${contact.phone.tel}`} className="text-primary underline underline-offset-4">
                <LeftToRight>{contact.phone.display}</LeftToRight>
              </a>
            </li>
          </ul>
          <p>{contact.answer}</p>
        </div>
      </Section>
      <ContactCta />
    </>
  );
}
