import { Mail, Phone } from "lucide-react";
import { site } from "#app/content/site";
import type { HoldingPageCopy } from "#app/content/page-copy";
import type { MediaImage } from "#app/content/types";
import { ContactCta } from "./contact-cta";
import { PageHero } from "./page-hero";
import { Section } from "./section";
import { LeftToRight } from "#app/components/content/left-to-right";

/**
 * An honest interim page for a section still being written: it says so and
 * gives the visitor a working way to reach us instead. `copy` comes from the loader (page-copy's
 * holdingPage), its `{replyTime}` already filled in.
 */
export function HoldingPage({ title, lead, image, copy }: { title: string; lead: string; image: MediaImage; copy: HoldingPageCopy }) {
  return (
    <>
      <PageHero title={title} lead={lead} image={image} />
      <Section title={copy.title}>
        <p className="max-w-2xl text-muted-foreground">{copy.text}</p>
        <ul className="mt-6 flex flex-wrap gap-6 font-medium">
          <li>
            <a className="inline-flex items-center gap-2 text-primary underline-offset-4 hover:underline" href={`tel:${site.phone.tel}`}>
              <Phone aria-hidden="true" className="size-4" /> <LeftToRight>{site.phone.display}</LeftToRight>
            </a>
          </li>
          <li>
            <a className="inline-flex items-center gap-2 text-primary underline-offset-4 hover:underline" href={`mailto:${site.email}`}>
              <Mail aria-hidden="true" className="size-4" /> <LeftToRight wrap>{site.email}</LeftToRight>
            </a>
          </li>
        </ul>
      </Section>
      <ContactCta />
    </>
  );
}
