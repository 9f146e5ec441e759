import { formAnswer } from "#app/components/forms/form-answer";
import { contentOf } from "#app/content/localized";
import { site } from "#app/content/site";
import { NewsletterForm } from "#app/features/newsletter/newsletter-form";
import { NewsletterPage, StatusCard } from "#app/features/newsletter/newsletter-page";
import { newsletterAnswerId } from "#app/features/newsletter/subscribe-form";
import { useFormCopy } from "#app/i18n/form-copy";
import { routeLanguage } from "#app/i18n/route-lang";
import { pageMeta } from "#app/lib/meta";
import { newsletterPaths } from "#contracts/forms/newsletter";
import type { Route } from "./+types/newsletter";

/** The page's words in its language; the form's own words come with the root's data (the footer's form). */
export async function loader({ params, request }: Route.LoaderArgs) {
  const lang = routeLanguage(params, request);
  const { newsletterPages } = await contentOf(lang, "forms");
  return { lang, eyebrow: newsletterPages.eyebrow, copy: newsletterPages.subscribe };
}

/**
 * The footer's form posted without JavaScript, from any page: sent on to POST /api/newsletter/subscribe and answered
 * with this page (decision 025, issue 28), as the contact form is.
 */
export async function action({ request, context }: Route.ActionArgs) {
  return formAnswer(await context.forms.newsletter(request));
}

// A form's answer, not content: kept out of search results and the sitemap.
export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  const { copy, lang } = data;
  return pageMeta({
    title: `${copy.title} | ${site.name}`,
    description: copy.description,
    keywords: copy.keywords,
    path: newsletterPaths.page,
    lang,
    noindex: true,
  });
}

/**
 * Asked for directly, the form; answering a post, the outcome: the spec's success words with the wait for the
 * e-mailed link made plain (issue 28), or the form again with its error and the address as typed.
 */
export default function Newsletter({ loaderData: { eyebrow, copy }, actionData }: Route.ComponentProps) {
  const { copy: form, say } = useFormCopy("newsletter");
  return (
    <NewsletterPage eyebrow={eyebrow} heading={copy.title}>
      <div id={newsletterAnswerId} className="scroll-mt-24">
        {actionData?.ok ? (
          <StatusCard tone="success" heading={copy.pendingHeading}>
            <p className="font-medium text-foreground">{say(actionData.code, actionData.message)}</p>
            <p>{form.messages.pending}</p>
          </StatusCard>
        ) : (
          <div className="rounded-lg bg-brand-navy p-6 text-white shadow-sm sm:p-8">
            <h2 className="text-xl font-semibold">{actionData ? copy.failedHeading : form.ui.formLabel}</h2>
            <p className="mt-3 text-sm text-slate-300">{copy.description}</p>
            <NewsletterForm answer={actionData} />
          </div>
        )}
      </div>
    </NewsletterPage>
  );
}
