import { Mail, Phone } from "lucide-react";
import { ForwardArrow } from "#app/components/ui/direction-icons";
import { Button } from "#app/components/ui/button";
import { useCompanyContact } from "#app/content/use-company";
import { LeftToRight } from "#app/components/content/left-to-right";
import { useT } from "#app/i18n/i18n-provider";
import { Link } from "#app/i18n/link";

/**
 * The side call to action of an industry page (docs/product/product-spec.md §2.6): its own heading, text and button to
 * /contact, and the quote request beside it (issue 14).
 */
export function IndustryCtaCard({ cta }: { cta: { title: string; description: string; button: string } }) {
  const t = useT();
  const company = useCompanyContact();
  return (
    <section aria-labelledby="industry-cta-heading" className="rounded-lg bg-band p-7 text-band-foreground shadow-lg">
      <h2 id="industry-cta-heading" className="text-xl font-bold tracking-tight text-balance">
        {cta.title}
      </h2>
      <p className="mt-3 text-sm leading-relaxed opacity-90">{cta.description}</p>
      <Button asChild variant="accent" size="lg" className="mt-6 w-full whitespace-normal">
        <Link to="/contact" data-cta="contact">
          {cta.button}
          <ForwardArrow aria-hidden="true" />
        </Link>
      </Button>
      <Button asChild variant="onPrimary" size="lg" className="mt-3 w-full whitespace-normal">
        <Link to="/quote" data-cta="quote">
          {t("nav.quote")}
        </Link>
      </Button>
      {company && (
        <ul className="mt-6 space-y-2 border-t border-current/20 pt-5 text-sm">
          <li>
            <a href={`tel:${company.phone.tel}`} className="inline-flex items-center gap-2 font-medium underline-offset-4 hover:underline">
              <Phone aria-hidden="true" className="size-4" /> <LeftToRight>{company.phone.display}</LeftToRight>
            </a>
          </li>
          <li>
            <a
              href={`mailto:${company.email}`}
              className="inline-flex items-center gap-2 font-medium break-all underline-offset-4 hover:underline"
            >
              <Mail aria-hidden="true" className="size-4 shrink-0" /> <LeftToRight wrap>{company.email}</LeftToRight>
            </a>
          </li>
        </ul>
      )}
    </section>
  );
}
