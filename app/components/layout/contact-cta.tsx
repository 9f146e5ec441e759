import { ForwardArrow } from "#app/components/ui/direction-icons";
import { Button } from "#app/components/ui/button";
import { useT } from "#app/i18n/i18n-provider";
import { Link } from "#app/i18n/link";
import { jumpTo } from "#app/lib/scroll-to-section";

/**
 * Every page ends here: docs/product/product-spec.md §1 asks for a call to action to /contact on each page.
 * A page has one path to a quote (issue 28): service pages lead first to the quote request (`withQuote`),
 * with the contact page beside it under the service's own label; the quote page leads back to its own form
 * (`toForm`), keeping the contact page for questions.
 */
export function ContactCta({
  heading,
  text,
  label,
  withQuote = false,
  toForm,
}: {
  heading?: string;
  text?: string;
  label?: string;
  withQuote?: boolean;
  /** The section of this page whose form the band leads back to, and the button's words. */
  toForm?: { id: string; label: string };
}) {
  const t = useT();
  const leadsElsewhere = Boolean(withQuote || toForm);
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
          {toForm && (
            <Button asChild variant="accent" size="lg">
              <a href={`#${toForm.id}`} data-cta="form" onClick={jumpTo(toForm.id)}>
                {toForm.label}
              </a>
            </Button>
          )}
          {withQuote && !toForm && (
            <Button asChild variant="accent" size="lg">
              <Link to="/quote" data-cta="quote">
                {t("nav.quote")}
                <ForwardArrow aria-hidden="true" />
              </Link>
            </Button>
          )}
          <Button asChild variant={leadsElsewhere ? "onPrimary" : "accent"} size="lg">
            <Link to="/contact" data-cta="contact">
              {label ?? t("cta.button")}
              {!leadsElsewhere && <ForwardArrow aria-hidden="true" />}
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
