import { BackArrow } from "#app/components/ui/direction-icons";
import type { ReactNode } from "react";
import { data } from "react-router";
import { PostParagraphs } from "#app/components/content/post-paragraphs";
import { ContactCta } from "#app/components/layout/contact-cta";
import { PageHero } from "#app/components/layout/page-hero";
import { Section } from "#app/components/layout/section";
import { Button } from "#app/components/ui/button";
import type { ContentOf } from "#app/content/localized";
import { contentOf } from "#app/content/localized";
import type { MediaImage } from "#app/content/types";
import { site } from "#app/content/site";
import { ApplyNowButton, CareersForm } from "#app/features/careers/careers-form";
import { formAnswer, type FormAnswer } from "#app/components/forms/form-answer";
import { jobPostingJsonLd } from "#app/features/careers/job-posting";
import { dateLabel, experienceLabel, locationLabel, typeLabel, writtenInLabel } from "#app/features/careers/opening-facts";
import { salaryLabel } from "#app/features/careers/opening-terms";

import { formCopyOf } from "#app/i18n/form-copy.server";
import { Link } from "#app/i18n/link";
import { routeLanguage } from "#app/i18n/route-lang";
import { errorPageMeta, pageMeta } from "#app/lib/meta";
import type { PublicOpening } from "#contracts/api/openings";
import { openingMessages } from "#contracts/opening-messages";
import { careersPath, openingPath, positionOf } from "#contracts/opening-values";
import { openingIn } from "#contracts/opening-in-language";
import type { Route } from "./+types/careers-opening";

/**
 * /careers/{slug} (issue 15): an open opening with its JobPosting JSON-LD and the application form
 * for it; a closed one (or one past its closing date) answers 410 with a way to the others; an
 * unknown one or a draft 404. Server-rendered through the render cache (server/web/render-cache.ts).
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const lang = routeLanguage(params, request);
  const found = await context.openings.bySlug(params.slug);
  if (!found) throw data({ message: openingMessages.notFound }, { status: 404 });
  const [{ openingPage, careersCta }, { careersPageExtras: words }, formCopy, { heroes }] = await Promise.all([
    contentOf(lang, "careers"),
    contentOf(lang, "forms"),
    formCopyOf(lang, "careers"),
    contentOf(lang, "heroes"),
  ]);
  const page = { lang, copy: openingPage, cta: careersCta, heroImage: heroes.careers };
  if (found.state === "closed")
    return data({ ...page, state: "closed" as const, title: found.opening.title, slug: found.opening.slug }, { status: 410 });
  // Its version in the page's language where staff wrote one, else its English, marked as English (issue 28).
  const opening = openingIn(found.opening, lang);
  // Worked out here, so the page ships no formatting code or labels.
  const facts = {
    location: locationLabel(opening, words),
    type: typeLabel(opening, words),
    experience: experienceLabel(opening, words),
    salary: salaryLabel(opening, words, lang),
    posted: dateLabel(opening.postedOn, lang),
    closes: dateLabel(opening.closesOn, lang),
    writtenIn: writtenInLabel(opening.lang, lang, words),
  };
  // The page's title and keywords, worked out here too.
  const head = {
    title: words.metaTitle.replace("{title}", opening.title).replace("{location}", facts.location).replace("{site}", site.name),
    keywords: [
      opening.title.toLowerCase(),
      opening.department.toLowerCase(),
      ...words.metaKeywords,
      ...(opening.location.city ? [words.metaCityKeyword.replace("{city}", opening.location.city)] : []),
    ],
  };
  return { ...page, state: "open" as const, opening, facts, head, formCopy };
}

/** The application form posted without JavaScript: streamed on to POST /api/applications, answered with this page (decision 025). */
export async function action({ request, context }: Route.ActionArgs) {
  return formAnswer(await context.forms.application(request));
}

export function meta({ data: loaded, error }: Route.MetaArgs) {
  if (!loaded) return errorPageMeta(error);
  if (loaded.state === "closed")
    return [{ title: `${loaded.copy.closedTitle}: ${loaded.title} | ${site.name}` }, { name: "robots", content: "noindex" }];
  const { opening, head, lang } = loaded;
  return pageMeta({
    title: head.title,
    description: opening.summary,
    keywords: head.keywords,
    path: openingPath(opening.slug),
    lang,
    extra: [{ "script:ld+json": jobPostingJsonLd(opening) }],
  });
}

type OpeningPageCopy = ContentOf<"careers">["openingPage"];
type OpeningFacts = {
  location: string;
  type: string;
  experience: string;
  salary: string | null;
  posted: string;
  closes: string;
  writtenIn: string | null;
};

/** `lang="en"` on a page in another language: what staff write in English only (the department). */
const englishUnless = (pageLang: string) => (pageLang === "en" ? undefined : "en");

function Facts({
  opening,
  facts: values,
  copy: openingPage,
  lang,
}: {
  opening: PublicOpening;
  facts: OpeningFacts;
  copy: OpeningPageCopy;
  lang: string;
}) {
  const { facts } = openingPage;
  const salary = values.salary;
  const rows: [string, ReactNode][] = [
    [facts.department, <span lang={englishUnless(lang)}>{opening.department}</span>],
    [facts.location, values.location],
    [facts.type, values.type],
    [facts.experience, values.experience],
    ...(salary ? ([[facts.salary, salary]] as [string, string][]) : []),
    [facts.posted, <time dateTime={opening.postedOn}>{values.posted}</time>],
    [facts.closes, <time dateTime={opening.closesOn}>{values.closes}</time>],
  ];
  return (
    <aside aria-labelledby="opening-facts-heading" className="rounded-lg border border-border bg-card p-6 text-card-foreground shadow-sm">
      <h2 id="opening-facts-heading" className="text-lg font-semibold">
        {openingPage.factsTitle}
      </h2>
      <dl className="mt-4 space-y-3 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="grid grid-cols-[7rem_minmax(0,1fr)] gap-3">
            <dt className="text-muted-foreground">{term}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
    </aside>
  );
}

function BackToAll({ copy: openingPage }: { copy: OpeningPageCopy }) {
  return (
    <Link
      to={`${careersPath}#openings`}
      className="inline-flex items-center gap-1.5 text-sm font-semibold text-primary underline underline-offset-4"
    >
      <BackArrow aria-hidden="true" className="size-4" />
      {openingPage.backToAll}
    </Link>
  );
}

function OpenOpening({
  lang,
  opening,
  facts,
  copy: openingPage,
  cta,
  heroImage,
  answer,
}: {
  lang: string;
  opening: PublicOpening;
  facts: OpeningFacts;
  copy: OpeningPageCopy;
  cta: ContentOf<"careers">["careersCta"];
  heroImage: MediaImage;
  answer?: FormAnswer;
}) {
  // The opening's own words, in their language where it is not the page's (issue 28), as a blog post's are.
  const textLang = opening.lang === lang ? undefined : opening.lang;
  // English on a right-to-left page reads left to right: its full stop at its end, not its start.
  const textDir = textLang ? ("auto" as const) : undefined;
  return (
    <>
      <PageHero
        eyebrow={<span lang={englishUnless(lang)}>{opening.department}</span>}
        title={
          <span lang={textLang} dir={textDir}>
            {opening.title}
          </span>
        }
        lead={
          <span lang={textLang} dir={textDir}>
            {opening.summary}
          </span>
        }
        image={heroImage}
      >
        <ApplyNowButton label={openingPage.applyAction} />
      </PageHero>

      <div className="mx-auto grid max-w-7xl gap-10 px-page py-14 sm:py-16 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <article aria-label={opening.title} className="max-w-3xl">
          <BackToAll copy={openingPage} />
          {facts.writtenIn && (
            <p className="mt-6 w-fit rounded-full border border-border px-3 py-1 text-sm font-medium text-muted-foreground">
              {facts.writtenIn}
            </p>
          )}
          {opening.sections.map((section, index) => (
            <section key={index} lang={textLang} dir={textDir} className="mt-10 first-of-type:mt-8">
              <h2 className="text-2xl font-bold tracking-tight text-balance">{section.title}</h2>
              <PostParagraphs content={section.content} formatted={section.formatted} className="mt-4" />
            </section>
          ))}
        </article>
        <div className="lg:pt-12">
          <Facts opening={opening} facts={facts} copy={openingPage} lang={lang} />
        </div>
      </div>

      <Section id="apply" tone="muted" title={openingPage.applyTitle} intro={openingPage.applyIntro} className="scroll-mt-16">
        <div className="max-w-3xl">
          <CareersForm opening={{ id: opening.id, title: opening.title, position: positionOf(opening.employmentType) }} answer={answer} />
        </div>
      </Section>

      <ContactCta {...cta} />
    </>
  );
}

function ClosedOpening({
  title,
  copy: openingPage,
  cta,
}: {
  title: string;
  copy: OpeningPageCopy;
  cta: ContentOf<"careers">["careersCta"];
}) {
  return (
    <>
      <section className="bg-background px-4 pt-28 pb-20 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-widest text-primary uppercase">{title}</p>
          <h1 className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">{openingPage.closedTitle}</h1>
          <p className="mt-4 text-base leading-relaxed text-muted-foreground">{openingPage.closedText}</p>
          <Button asChild size="lg" className="mt-8">
            <Link to={`${careersPath}#openings`}>{openingPage.closedAction}</Link>
          </Button>
        </div>
      </section>
      <ContactCta {...cta} />
    </>
  );
}

export default function CareersOpening({ loaderData, actionData }: Route.ComponentProps) {
  return loaderData.state === "open" ? (
    <OpenOpening
      lang={loaderData.lang}
      opening={loaderData.opening}
      facts={loaderData.facts}
      copy={loaderData.copy}
      cta={loaderData.cta}
      heroImage={loaderData.heroImage}
      answer={actionData}
    />
  ) : (
    <ClosedOpening title={loaderData.title} copy={loaderData.copy} cta={loaderData.cta} />
  );
}
