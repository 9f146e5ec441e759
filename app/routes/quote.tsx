import { ContactCta } from "#app/components/layout/contact-cta";
import { PageHero } from "#app/components/layout/page-hero";
import { Section } from "#app/components/layout/section";
import { contentOf } from "#app/content/localized";
import { QuoteForm } from "#app/features/quote/quote-form";
import { formAnswer } from "#app/components/forms/form-answer";
import { formCopyOf } from "#app/i18n/form-copy.server";
import { routeLanguage } from "#app/i18n/route-lang";
import { pageMeta } from "#app/lib/meta";
import type { Route } from "./+types/quote";

// The copy comes from the loader (prerendered into the page and its .data file), not the JS bundle.
export async function loader({ params, request }: Route.LoaderArgs) {
  const lang = routeLanguage(params, request);
  const [{ quotePage }, formCopy, { heroes }] = await Promise.all([
    contentOf(lang, "quote"),
    formCopyOf(lang, "quote"),
    contentOf(lang, "heroes"),
  ]);
  return { lang, ...quotePage, heroImage: heroes.howItWorks, formCopy };
}

/** The form posted without JavaScript: sent on to POST /api/quotes, answered with this page (issue 28, decision 025). */
export async function action({ params, request, context }: Route.ActionArgs) {
  return formAnswer(await context.forms.quote(request, routeLanguage(params, request)));
}

export function meta({ data }: Route.MetaArgs) {
  return data ? pageMeta({ ...data.meta, path: "/quote", lang: data.lang }) : [];
}

export default function Quote({ loaderData: { hero, heroImage, form, cta }, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} image={heroImage} />
      <Section id="quote-form" title={form.title} intro={form.intro}>
        <QuoteForm answer={actionData} />
      </Section>
      <ContactCta heading={cta.heading} text={cta.text} toForm={{ id: "quote-form", label: cta.toForm }} />
    </>
  );
}
