import { MapPin } from "lucide-react";
import { ForwardArrow } from "#app/components/ui/direction-icons";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { useI18n } from "#app/i18n/i18n-provider";
import { Link } from "#app/i18n/link";
import { Section } from "#app/components/layout/section";
import { Button } from "#app/components/ui/button";
import { jumpTo } from "#app/lib/scroll-to-section";
import type { OpeningList, OpeningListQuery } from "#contracts/api/openings";
import { openingPath, type EmploymentType } from "#contracts/opening-values";
import type { ContentOf } from "#app/content/localized";
import type { OpeningCardFacts } from "./opening-facts";

/** The list as the loader sends it: each opening with its card's facts already written out. */
export type OpeningListWithFacts = Omit<OpeningList, "openings"> & {
  openings: (OpeningList["openings"][number] & { facts: OpeningCardFacts })[];
};

interface Props {
  copy: ContentOf<"careers">["openingsSection"];
  /** In the page's language (issue 28): the types the filter offers, and the live region's count. */
  words: { types: Record<EmploymentType, string>; count: string };
  list: OpeningListWithFacts;
  filters: OpeningListQuery;
}

/**
 * The open positions on /careers (issue 15): a GET form of filters (it works before hydration and
 * without JavaScript; the server filters), the matching openings as cards, and the empty state that
 * leads to the general application further down the page.
 */
export function OpeningsSection({ copy, words, list, filters }: Props) {
  const { openings, facets } = list;
  const { localize, lang } = useI18n();
  // Staff write openings in English; one with no version in the page's language is marked as English (issue 28).
  const textLang = (opening: { lang: string }) => (opening.lang === lang ? undefined : opening.lang);
  const filtered = Boolean(filters.department || filters.location || filters.type);
  const anyOpen = facets.departments.length > 0;
  return (
    <Section id="openings" tone="muted" title={copy.title} intro={anyOpen ? copy.intro : undefined} className="scroll-mt-16">
      {anyOpen && (
        <Form
          method="get"
          action={localize("/careers#openings")}
          preventScrollReset
          aria-label={copy.filtersLabel}
          className="grid gap-4 rounded-lg border border-border bg-card p-4 text-card-foreground sm:grid-cols-2 sm:p-5 lg:grid-cols-[repeat(3,minmax(0,1fr))_auto]"
        >
          <Filter name="department" label={copy.department} all={copy.allDepartments} value={filters.department}>
            {facets.departments.map((department) => (
              <option key={department} value={department}>
                {department}
              </option>
            ))}
          </Filter>
          <Filter name="location" label={copy.location} all={copy.allLocations} value={filters.location}>
            {facets.locations.map((location) => (
              <option key={location} value={location}>
                {location}
              </option>
            ))}
          </Filter>
          <Filter name="type" label={copy.type} all={copy.allTypes} value={filters.type}>
            {facets.types.map((type) => (
              <option key={type} value={type}>
                {words.types[type]}
              </option>
            ))}
          </Filter>
          <div className="flex items-end gap-3">
            <Button type="submit" className="h-11">
              {copy.apply}
            </Button>
            {filtered && (
              <Link
                to="/careers#openings"
                preventScrollReset
                className="py-2 text-sm font-semibold text-primary underline underline-offset-4"
              >
                {copy.clear}
              </Link>
            )}
          </div>
        </Form>
      )}

      <p role="status" className="sr-only">
        {anyOpen ? words.count : ""}
      </p>

      {openings.length > 0 ? (
        <ul className="mt-8 grid gap-6 md:grid-cols-2">
          {openings.map((opening) => (
            <li key={opening.slug} className="flex flex-col rounded-lg border border-border bg-card p-6 text-card-foreground shadow-sm">
              <p className="flex flex-wrap items-center gap-x-2 text-sm font-semibold text-primary">
                {/* Departments are staff's English names in every version. */}
                <span lang={lang === "en" ? undefined : "en"}>{opening.department}</span>
                {opening.facts.writtenIn && (
                  <span className="rounded-full border border-border px-2 py-0.5 text-xs font-medium text-muted-foreground">
                    {opening.facts.writtenIn}
                  </span>
                )}
              </p>
              <h3 className="mt-1 text-xl font-semibold text-balance" lang={textLang(opening)} dir={textLang(opening) && "auto"}>
                <Link to={openingPath(opening.slug)} className="hover:underline focus-visible:underline">
                  {opening.title}
                </Link>
              </h3>
              <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted-foreground">
                <li className="inline-flex items-center gap-1.5">
                  <MapPin aria-hidden="true" className="size-4" />
                  {opening.facts.location}
                </li>
                <li>{opening.facts.kind}</li>
                <li>
                  {copy.closesOn} <time dateTime={opening.closesOn}>{opening.facts.closes}</time>
                </li>
              </ul>
              <p
                lang={textLang(opening)}
                dir={textLang(opening) && "auto"}
                className="mt-4 flex-1 text-base leading-relaxed text-muted-foreground"
              >
                {opening.summary}
              </p>
              <Link
                to={openingPath(opening.slug)}
                aria-hidden="true"
                tabIndex={-1}
                className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-primary"
              >
                {copy.view}
                <ForwardArrow aria-hidden="true" className="size-4" />
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <div className="mt-8 rounded-lg border border-dashed border-border bg-card p-6 text-card-foreground sm:p-8">
          {filtered && <p className="text-base text-muted-foreground">{copy.noMatch}</p>}
          <p className={filtered ? "mt-2" : undefined}>
            <a href="#apply" onClick={jumpTo("apply")} className="text-lg font-semibold text-primary underline underline-offset-4">
              {copy.empty}
            </a>
          </p>
        </div>
      )}
    </Section>
  );
}

function Filter({ name, label, all, value, children }: { name: string; label: string; all: string; value?: string; children: ReactNode }) {
  const id = `openings-filter-${name}`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={value ?? ""}
        key={value ?? ""}
        className="mt-1.5 block h-11 w-full rounded-md border border-input bg-card px-3 text-base text-foreground shadow-sm focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-ring sm:text-sm"
      >
        <option value="">{all}</option>
        {children}
      </select>
    </div>
  );
}
