import { Mail, Phone } from "lucide-react";
import { LeftToRight } from "#app/components/content/left-to-right";
import { ContactCta } from "#app/components/layout/contact-cta";
import { Section } from "#app/components/layout/section";
import {
  accessibilityContact,
  accessibilityIntro,
  accessibilityLimits,
  accessibilityMeta,
  accessibilityTarget,
  accessibilityTesting,
  accessibilityUpdated,
} from "#app/content/accessibility";
import { site } from "#app/content/site";
import { pageMeta } from "#app/lib/meta";

export function meta() {
  return pageMeta({ ...accessibilityMeta, path: "/accessibility" });
}

// A quiet, light opening rather than another dark photograph: the bar is solid from the start.
export const handle = { lightTop: true };

export default function Accessibility() {
  return (
    <>
      <header className="border-b border-border bg-secondary pt-28 pb-12 text-secondary-foreground sm:pb-16">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <p className="text-sm font-semibold tracking-widest uppercase">Accessibility statement</p>
          <h1 className="mt-2 max-w-3xl text-3xl font-bold tracking-tight text-balance text-foreground sm:text-4xl md:text-5xl">
            A site everyone can use
          </h1>
          <p className="mt-4 max-w-2xl text-base text-pretty text-foreground sm:text-lg">{accessibilityIntro}</p>
          <p className="mt-4 text-sm">
            Last reviewed: <time dateTime={accessibilityUpdated.iso}>{accessibilityUpdated.display}</time>
          </p>
        </div>
      </header>

      <Section id="target" title="Our target: WCAG 2.2 AA">
        <p className="max-w-3xl text-base leading-relaxed text-muted-foreground">{accessibilityTarget}</p>
      </Section>

      <Section id="testing" tone="muted" title="How we test">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {accessibilityTesting.map((item) => (
            <li key={item.title} className="rounded-lg border border-border bg-card p-6 text-card-foreground shadow-sm">
              <h3 className="text-lg font-semibold">{item.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{item.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="limits" title="Known limits">
        <ul className="max-w-3xl list-disc space-y-3 ps-5 text-base leading-relaxed text-muted-foreground">
          {accessibilityLimits.map((limit) => (
            <li key={limit}>{limit}</li>
          ))}
        </ul>
      </Section>

      <Section id="barriers" tone="muted" title="Tell us about a barrier">
        <div className="max-w-3xl space-y-4 text-base leading-relaxed text-muted-foreground">
          <p>{accessibilityContact.lead}</p>
          <ul className="space-y-2 font-medium text-foreground">
            <li className="flex items-center gap-2">
              <Mail aria-hidden="true" className="size-4 text-primary" />
              <a href={`mailto:${accessibilityContact.email}`} className="text-primary underline underline-offset-4">
                <LeftToRight wrap>{accessibilityContact.email}</LeftToRight>
              </a>
            </li>
            <li className="flex items-center gap-2">
              <Phone aria-hidden="true" className="size-4 text-primary" />
              <a href={`tel:${site.phone.tel}`} className="text-primary underline underline-offset-4">
                <LeftToRight>{site.phone.display}</LeftToRight>
              </a>
            </li>
          </ul>
          <p>{accessibilityContact.answer}</p>
        </div>
      </Section>
      <ContactCta />
    </>
  );
}
