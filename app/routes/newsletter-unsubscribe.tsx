import { Loader2, MailX } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { useHydrated } from "#app/components/forms/use-hydrated";
import { Button } from "#app/components/ui/button";
import { site } from "#app/content/site";
import { NewsletterPage, StatusCard } from "#app/features/newsletter/newsletter-page";
import { postToken, type TokenOutcome } from "#app/features/newsletter/newsletter-token";
import { contentOf } from "#app/content/localized";
import { routeLanguage } from "#app/i18n/route-lang";
import { pageMeta } from "#app/lib/meta";
import { newsletterPaths } from "#contracts/forms/newsletter";
import type { Route } from "./+types/newsletter-unsubscribe";
import { LeftToRight } from "#app/components/content/left-to-right";

/** The page's words, in its language; the server's answers come as codes, shown in it. */
export async function loader({ params, request }: Route.LoaderArgs) {
  const lang = routeLanguage(params, request);
  const { newsletterPages, newsletterMessages } = await contentOf(lang, "forms");
  return {
    lang,
    eyebrow: newsletterPages.eyebrow,
    copy: newsletterPages.unsubscribe,
    unavailableCopy: newsletterPages.unavailable,
    messages: newsletterMessages,
  };
}

// A personal link: never indexed, never prerendered.
export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  const { copy, lang } = data;
  return pageMeta({
    title: `${copy.metaTitle} | ${site.name}`,
    description: copy.description,
    keywords: copy.keywords,
    path: newsletterPaths.unsubscribePage,
    lang,
    noindex: true,
  });
}

/**
 * The unsubscribe link in every email. Opening the page changes nothing (a
 * mail scanner may open it); pressing the button does. Mail clients that
 * support one-click unsubscribe (RFC 8058) POST to the API directly instead.
 */
export default function NewsletterUnsubscribe({ loaderData }: Route.ComponentProps) {
  const { copy, unavailableCopy, eyebrow } = loaderData;
  const local = loaderData.messages;
  const say = (code: string) => local[code as keyof typeof local] ?? code;
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<TokenOutcome | null>(token ? null : { kind: "invalid" });

  async function unsubscribe() {
    if (busy) return;
    setBusy(true);
    const result = await postToken(newsletterPaths.unsubscribe, token);
    setBusy(false);
    setOutcome(result);
  }

  const button = (label: string) => (
    <Button type="button" onClick={unsubscribe} disabled={!hydrated || busy}>
      {busy ? <Loader2 aria-hidden="true" className="animate-spin motion-reduce:animate-none" /> : <MailX aria-hidden="true" />}
      {busy ? copy.buttonBusy : label}
    </Button>
  );

  return (
    <NewsletterPage eyebrow={eyebrow} heading={copy.heading}>
      {outcome === null && (
        <StatusCard tone="neutral" heading={copy.askHeading}>
          <p>{copy.askText}</p>
          {button(copy.button)}
        </StatusCard>
      )}
      {outcome?.kind === "done" && (
        <StatusCard tone="success" heading={copy.doneHeading}>
          <p>{outcome.code ? say(outcome.code) : local.unsubscribed}</p>
        </StatusCard>
      )}
      {outcome?.kind === "invalid" && (
        <StatusCard tone="warning" heading={copy.invalidHeading}>
          <p>{local.unsubscribeInvalid}</p>
          <p>
            {copy.invalidHelp}{" "}
            <a className="font-medium text-primary underline underline-offset-4" href={`mailto:${site.grievanceOfficer.email}`}>
              <LeftToRight wrap>{site.grievanceOfficer.email}</LeftToRight>
            </a>
          </p>
        </StatusCard>
      )}
      {outcome?.kind === "unavailable" && (
        <StatusCard tone="warning" heading={unavailableCopy.heading}>
          <p>{unavailableCopy.text}</p>
          {button(unavailableCopy.retry)}
        </StatusCard>
      )}
    </NewsletterPage>
  );
}
