import { ForwardArrow } from "#app/components/ui/direction-icons";
import { Button } from "#app/components/ui/button";
import { useT } from "#app/i18n/i18n-provider";
import { Link } from "#app/i18n/link";

/**
 * Every page ends here: docs/product/product-spec.md §1 asks for a call to action to /contact on each page.
 * Service and industry pages add the quote request beside it (`withQuote`, issue 14).
 */
export function ContactCta({
  heading,
  text,
  label,
  withQuote = false,
}: {
  heading?: string;
  text?: string;
  label?: string;
  withQuote?: boolean;
}) {
  const t = useT();
  return (
    <section aria-labelledby="contact-cta-heading" className="bg-band text-band-foreground print:hidden">
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-page py-14 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2 id="contact-cta-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {heading ?? t("cta.heading")}
          </h2>
          <p className="mt-3 text-base opacity-90">{text ?? t("cta.text")}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          {withQuote && (
            <Button asChild variant="onPrimary" size="lg">
              <Link to="/quote" data-cta="quote">
                {t("nav.quote")}
              </Link>
            </Button>
          )}
          <Button asChild variant="accent" size="lg">
            <Link to="/contact" data-cta="contact">
              {label ?? t("cta.button")}
              <ForwardArrow aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
