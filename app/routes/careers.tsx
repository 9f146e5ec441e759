import { ShieldAlert } from "lucide-react";
import { TickList } from "#app/components/content/tick-list";
import { TipsCard } from "#app/components/content/tips-card";
import { useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { FeatureCard } from "#app/components/content/feature-card";
import { ContactCta } from "#app/components/layout/contact-cta";
import { PageHero } from "#app/components/layout/page-hero";
import { Section } from "#app/components/layout/section";
import type { CareerTrack } from "#app/content/careers";
import { contentOf } from "#app/content/localized";
import { ApplyNowButton, CareersForm } from "#app/features/careers/careers-form";
import { formAnswer } from "#app/components/forms/form-answer";
import { openingCardFacts } from "#app/features/careers/opening-facts";
import { OpeningsSection, type OpeningListWithFacts } from "#app/features/careers/openings-section";
import { cn } from "#app/lib/cn";
import { formCopyOf } from "#app/i18n/form-copy.server";
import { routeLanguage } from "#app/i18n/route-lang";
import { pageMeta } from "#app/lib/meta";
import type { OpeningListQuery } from "#contracts/api/openings";
import { openingIn } from "#contracts/opening-in-language";
import { employmentTypes, openingLimits, type EmploymentType } from "#contracts/opening-values";
import type { Route } from "./+types/careers";

/** The filters of the open positions, from the query string; a value that is no filter is ignored. */
function filtersOf(url: URL): OpeningListQuery {
  const text = (name: string) => url.searchParams.get(name)?.trim().slice(0, openingLimits.filterMax) || undefined;
  const type = url.searchParams.get("type");
  return {
    department: text("department"),
    location: text("location"),
    type: (employmentTypes as readonly string[]).includes(type ?? "") ? (type as EmploymentType) : undefined,
  };
}

// The copy comes from the loader, not the JS bundle; the open positions from the database (server-rendered,
// through the render cache that staff writes clear: server/web/render-cache.ts).
/** The application form posted without JavaScript: streamed on to POST /api/applications, answered with this page (decision 025). */
export async function action({ request, context }: Route.ActionArgs) {
  return formAnswer(await context.forms.application(request));
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const lang = routeLanguage(params, request);
  const [{ careersPage }, { careersPageExtras: words }, formCopy, { heroes }] = await Promise.all([
    contentOf(lang, "careers"),
    contentOf(lang, "forms"),
    formCopyOf(lang, "careers"),
    contentOf(lang, "heroes"),
  ]);
  const filters = filtersOf(new URL(request.url));
  // The hero image and the openings' facts travel as data too: their modules would put /careers over its JavaScript budget.
  const list = await context.openings.list(filters);
  // Each opening in the page's language where staff wrote a version in it, else in English, marked (issue 28).
  const openings: OpeningListWithFacts = {
    ...list,
    openings: list.openings.map((listed) => {
      const opening = openingIn(listed, lang);
      return { ...opening, facts: openingCardFacts(opening, words, lang) };
    }),
  };
  return {
    lang,
    ...careersPage,
    heroImage: heroes.careers,
    openings,
    openingsWords: { types: words.employmentTypes, count: words.openPositions(openings.openings.length) },
    filters,
    formCopy,
    words: { months: words.months, stepPrefix: words.stepPrefix },
  };
}

export function meta({ data }: Route.MetaArgs) {
  return data ? pageMeta({ ...data.meta, path: "/careers", lang: data.lang }) : [];
}

function TitledTickList({ title, items }: { title: string; items: string[] }) {
  return (
    <div>
      <h4 className="text-base font-semibold">{title}</h4>
      <TickList items={items} className="mt-3 space-y-2" />
    </div>
  );
}

/** One tab's content: intro, the track's main block, then two lists side by side. */
function TrackPanel<Body>({ track, children }: { track: CareerTrack<Body>; children: ReactNode }) {
  return (
    <div className="rounded-lg border border-border bg-card p-6 text-card-foreground shadow-sm sm:p-8">
      <h3 className="text-xl font-semibold">{track.heading}</h3>
      <p className="mt-3 max-w-3xl text-base leading-relaxed text-muted-foreground">{track.intro}</p>
      {children}
      <div className="mt-8 grid gap-8 border-t border-border pt-8 md:grid-cols-2">
        <TitledTickList title={track.listTitle} items={track.list} />
        <TitledTickList title={track.perksTitle} items={track.perks} />
      </div>
    </div>
  );
}

/**
 * WAI-ARIA tabs with automatic activation: arrows move and select (mirrored
 * for right-to-left languages), Home and End jump to the ends, Tab goes into
 * the panel. Both panels are in the HTML; the inactive one is hidden.
 */
function PathTabs({ label, tabs }: { label: string; tabs: { id: string; label: string; panel: ReactNode }[] }) {
  const [active, setActive] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const last = tabs.length - 1;
    const rtl = getComputedStyle(event.currentTarget).direction === "rtl";
    const forward = active === last ? 0 : active + 1;
    const back = active === 0 ? last : active - 1;
    const moves: Record<string, number> = { ArrowRight: rtl ? back : forward, ArrowLeft: rtl ? forward : back, Home: 0, End: last };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setActive(next);
    buttons.current[next]?.focus();
  }

  return (
    <>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="grid w-full grid-cols-2 gap-1 rounded-lg border border-border bg-muted p-1 sm:inline-grid sm:w-auto dark:bg-background"
      >
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${tab.id}-tab`}
            aria-controls={`${tab.id}-panel`}
            aria-selected={index === active}
            tabIndex={index === active ? 0 : -1}
            onClick={() => setActive(index)}
            className={cn(
              "rounded-md px-3 py-2.5 text-sm leading-snug font-semibold transition-colors sm:px-5 sm:text-base",
              index === active ? "bg-card text-foreground shadow-sm" : "text-muted-foreground hover:text-foreground",
            )}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${tab.id}-panel`}
          aria-labelledby={`${tab.id}-tab`}
          tabIndex={0}
          hidden={index !== active}
          className="mt-8"
        >
          {tab.panel}
        </div>
      ))}
    </>
  );
}

export default function Careers({ loaderData, actionData }: Route.ComponentProps) {
  const { hero, heroImage, whyJoin, tracksSection, internships, professionals, feeWarning, applySection, applyTips, openingsSection, cta } =
    loaderData;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} image={heroImage}>
        <ApplyNowButton label={hero.action} />
      </PageHero>

      <OpeningsSection copy={openingsSection} words={loaderData.openingsWords} list={loaderData.openings} filters={loaderData.filters} />

      <Section id="why-join" title={whyJoin.title}>
        <ul className="grid gap-6 md:grid-cols-3">
          {whyJoin.items.map((item) => (
            <li key={item.title}>
              <FeatureCard {...item} />
            </li>
          ))}
        </ul>
      </Section>

      <Section id="paths" tone="muted" title={tracksSection.title} intro={tracksSection.intro}>
        <PathTabs
          label={tracksSection.tabsLabel}
          tabs={[
            {
              id: "internships",
              label: internships.tab,
              panel: (
                <TrackPanel track={internships}>
                  <h4 className="mt-8 text-base font-semibold">{loaderData.internshipDurationsTitle}</h4>
                  <ul className="mt-4 grid gap-4 md:grid-cols-3">
                    {internships.body.map((option) => (
                      <li key={option.months} className="rounded-lg border border-border bg-background p-5">
                        <h5 className="text-3xl font-bold text-primary">
                          {option.months} <span className="text-base font-semibold">{loaderData.words.months}</span>
                        </h5>
                        <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{option.text}</p>
                      </li>
                    ))}
                  </ul>
                </TrackPanel>
              ),
            },
            {
              id: "professionals",
              label: professionals.tab,
              panel: (
                <TrackPanel track={professionals}>
                  <h4 className="mt-8 text-base font-semibold">{loaderData.recruitmentStepsTitle}</h4>
                  <ol className="mt-4 grid gap-4 md:grid-cols-3">
                    {professionals.body.map((step, index) => (
                      <li key={step.title} className="rounded-lg border border-border bg-background p-5">
                        <span
                          aria-hidden="true"
                          className="inline-flex size-9 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground"
                        >
                          {index + 1}
                        </span>
                        <h5 className="mt-3 font-semibold">
                          <span className="sr-only">{loaderData.words.stepPrefix.replace("{number}", String(index + 1))}</span>
                          {step.title}
                        </h5>
                        <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{step.text}</p>
                      </li>
                    ))}
                  </ol>
                </TrackPanel>
              ),
            },
          ]}
        />

        <aside
          aria-labelledby="fee-warning-heading"
          className="mt-10 flex gap-4 rounded-lg border border-accent bg-card p-5 text-card-foreground sm:p-6"
        >
          <ShieldAlert aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-destructive" />
          <div>
            <h3 id="fee-warning-heading" className="font-semibold">
              {feeWarning.title}
            </h3>
            <p className="mt-1 text-sm leading-relaxed text-muted-foreground">
              {feeWarning.text}{" "}
              <a href={`mailto:${feeWarning.email}`} className="font-semibold text-primary underline underline-offset-4">
                {feeWarning.email}
              </a>
              .
            </p>
          </div>
        </aside>
      </Section>

      {/* 'Apply Now' scrolls here and moves focus to this section's heading. */}
      <Section id="apply" title={applySection.title} intro={applySection.intro} className="scroll-mt-16">
        <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)] lg:gap-10">
          <CareersForm answer={actionData} />
          <TipsCard id="apply-tips-heading" title={applyTips.title} items={applyTips.items}>
            {applyTips.emailNote}{" "}
            <a href={`mailto:${applyTips.email}`} className="font-semibold text-primary underline underline-offset-4">
              {applyTips.email}
            </a>
            .
          </TipsCard>
        </div>
      </Section>

      <ContactCta {...cta} />
    </>
  );
}
