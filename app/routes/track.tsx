import { data } from "react-router";
import { ContactCta } from "#app/components/layout/contact-cta";
import { PageHero } from "#app/components/layout/page-hero";
import { Section } from "#app/components/layout/section";
import { heroArt, replacedHero } from "#app/content/heroes";
import { contentOf } from "#app/content/localized";
import { carrierAnswerOf } from "#app/features/track/carrier-answer";
import type { TrackPageAnswer } from "#app/features/track/track-answer";
import { problemOf, type TrackOutcome } from "#app/features/track/track-api";
import { TrackPage } from "#app/features/track/track-page";
import { routeLanguage } from "#app/i18n/route-lang";
import { pageMeta } from "#app/lib/meta";
import type { TrackingView } from "#contracts/api/tracking";
import type { Route } from "./+types/track";

// The copy comes from the loader (prerendered into the page and its .data file), not the JS bundle.
export async function loader({ params, request }: Route.LoaderArgs) {
  const lang = routeLanguage(params, request);
  const { trackPage, trackCopy } = await contentOf(lang, "track");
  const { heroes } = await contentOf(lang, "heroes");
  return { lang, ...trackPage, copy: trackCopy, ...replacedHero(heroes, "howItWorks") };
}

/**
 * The page's forms posted without JavaScript (decision 025): a carrier number is answered here from the same check
 * digits and table the browser uses; a lookup or a notification choice goes to its /api/track route in-process,
 * and the page answers with the shipment or the problem, with what was typed.
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  const lang = routeLanguage(params, request);
  const { trackCopy } = await contentOf(lang, "track");
  // Read from a copy: a lookup's body is read again by the /api/track relay below.
  const posted = new URLSearchParams(await request.clone().text());
  if (posted.get("intent") === "carrier") {
    const number = posted.get("number") ?? "";
    return { intent: "carrier", number, answer: carrierAnswerOf(number, trackCopy.carrier) } satisfies TrackPageAnswer;
  }
  const { status, answer, fields, data: view } = await context.forms.track(request);
  const outcome: TrackOutcome =
    status === 200 && view ? { ok: true, view: view as TrackingView } : { ok: false, problem: problemOf(status, answer.code) };
  const body: TrackPageAnswer =
    fields.intent === "notifications"
      ? { intent: "notifications", outcome }
      : { intent: "lookup", values: { reference: fields.reference ?? "", email: fields.email ?? "" }, outcome };
  return data(body, { status: outcome.ok ? 200 : status });
}

// A customer's own page: kept out of search results and the sitemap (issue 31).
export function meta({ data }: Route.MetaArgs) {
  return data ? pageMeta({ ...data.meta, path: "/track", lang: data.lang, noindex: true }) : [];
}

export default function Track({ loaderData, actionData }: Route.ComponentProps) {
  const { lang, hero, copy } = loaderData;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} image={loaderData.heroImage ?? heroArt.howItWorks} />
      <Section id="track">
        <TrackPage copy={copy} lang={lang} answer={actionData} />
      </Section>
      <ContactCta />
    </>
  );
}
