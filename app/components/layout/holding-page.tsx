import { Mail, Phone } from "lucide-react";
import { site } from "#app/content/site";
import type { MediaImage } from "#app/content/types";
import { ContactCta } from "./contact-cta";
import { PageHero } from "./page-hero";
import { Section } from "./section";
import { LeftToRight } from "#app/components/content/left-to-right";

/**
 * An honest interim page for a section still being written: it says so and
 * gives the visitor a working way to reach us instead.
 */
export function HoldingPage({ title, lead, image }: { title: string; lead: string; image: MediaImage }) {
  return (
    <>
      <PageHero title={title} lead={lead} image={image} />
      <Section title="This section is being prepared">
        <p className="max-w-2xl text-muted-foreground">
          We are finishing this part of our website. Our team can already help with anything it will cover: call us or write to us and a
          specialist will reply within {site.replyTime}.
        </p>
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
