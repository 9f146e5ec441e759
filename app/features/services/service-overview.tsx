import { Mail, Phone } from "lucide-react";
import type { ServiceDetailPageCopy } from "#app/content/page-copy";
import { useCompanyContact } from "#app/content/use-company";
import { sectionId } from "./content-section";
import { LeftToRight } from "#app/components/content/left-to-right";
import { FormattedText } from "#app/components/content/formatted-text";
import type { FormattedText as FormattedWord } from "#contracts/formatting/formatted-text";

/** The opening text of a service page beside a card that lists its sections and how to reach us. */
export function ServiceOverview({
  intro,
  headings,
  copy,
}: {
  intro: readonly FormattedWord[];
  headings: readonly string[];
  /** `hours` arrives filled in with the office hours. */
  copy: Pick<ServiceDetailPageCopy, "asideLabel" | "onThisPage" | "speakToSpecialist" | "hours">;
}) {
  const company = useCompanyContact();
  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-16">
      <div className="max-w-3xl space-y-5 text-base leading-relaxed text-muted-foreground [&>p:first-child]:text-lg [&>p:first-child]:text-foreground">
        {intro.map((paragraph, index) => (
          <FormattedText key={index} text={paragraph} />
        ))}
      </div>
      <aside
        aria-label={copy.asideLabel}
        className="h-fit rounded-lg border border-border bg-card p-6 text-card-foreground shadow-sm print:hidden"
      >
        <nav aria-labelledby="on-this-page">
          <p id="on-this-page" className="text-sm font-semibold tracking-widest text-primary uppercase">
            {copy.onThisPage}
          </p>
          <ul className="mt-3 space-y-1">
            {headings.map((heading, i) => (
              <li key={heading}>
                <a href={`#${sectionId(heading, i)}`} className="block rounded-md px-2 py-1.5 text-sm font-medium hover:bg-muted">
                  {heading}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-5 border-t border-border pt-5">
          <p className="text-sm font-semibold">{copy.speakToSpecialist}</p>
          {company && (
            <ul className="mt-3 space-y-2 text-sm">
              <li>
                <a
                  href={`tel:${company.phone.tel}`}
                  className="inline-flex items-center gap-2 font-medium text-primary underline-offset-4 hover:underline"
                >
                  <Phone aria-hidden="true" className="size-4" /> <LeftToRight>{company.phone.display}</LeftToRight>
                </a>
              </li>
              <li>
                <a
                  href={`mailto:${company.email}`}
                  className="inline-flex items-center gap-2 font-medium break-all text-primary underline-offset-4 hover:underline"
                >
                  <Mail aria-hidden="true" className="size-4 shrink-0" /> <LeftToRight wrap>{company.email}</LeftToRight>
                </a>
              </li>
            </ul>
          )}
          <p className="mt-3 text-xs text-muted-foreground">{copy.hours}</p>
        </div>
      </aside>
    </div>
  );
}
