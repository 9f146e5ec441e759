import { Mail, Phone } from "lucide-react";
import { useCompanyContact } from "#app/content/use-company";
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
  const company = useCompanyContact();
  return (
    <>
      <PageHero title={title} lead={lead} image={image} />
      <Section title={copy.title}>
        <p className="max-w-2xl text-muted-foreground">{copy.text}</p>
        {company && (
          <ul className="mt-6 flex flex-wrap gap-6 font-medium">
            <li>
              <a
                className="inline-flex items-center gap-2 text-primary underline-offset-4 hover:underline"
                href={`tel:${company.phone.tel}`}
              >
                <Phone aria-hidden="true" className="size-4" /> <LeftToRight>{company.phone.display}</LeftToRight>
              </a>
            </li>
            <li>
              <a
                className="inline-flex items-center gap-2 text-primary underline-offset-4 hover:underline"
                href={`mailto:${company.email}`}
              >
                <Mail aria-hidden="true" className="size-4" /> <LeftToRight wrap>{company.email}</LeftToRight>
              </a>
            </li>
          </ul>
        )}
      </Section>
      <ContactCta />
    </>
  );
}
