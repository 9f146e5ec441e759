import { Loader2, MailX } from "lucide-react";
import { useHydrated } from "#app/components/forms/use-hydrated";
import { Button } from "#app/components/ui/button";
import { translatorOf } from "#app/i18n/catalogue.server";
import { tokenPageMeta, TokenPage, useTokenPost } from "#app/features/newsletter/token-page";
import { loadTokenPage } from "#app/features/newsletter/token-page.server";
import { routeLanguage } from "#app/i18n/route-lang";
import { newsletterPaths } from "#contracts/forms/newsletter";
import type { Route } from "./+types/newsletter-unsubscribe";
import { LeftToRight } from "#app/components/content/left-to-right";

/** The page's words, in its language; the server's answers come as codes, shown in it. */
export async function loader({ params, request }: Route.LoaderArgs) {
  const lang = routeLanguage(params, request);
  const [page, t] = await Promise.all([loadTokenPage(lang, "unsubscribe"), translatorOf(lang)]);
  // The grievance officer's address, as staff published it (app/content/company.ts).
  return { ...page, privacyEmail: t("company.privacyEmail") };
}

export function meta({ data }: Route.MetaArgs) {
  return tokenPageMeta(data, newsletterPaths.unsubscribePage);
}

/**
 * The unsubscribe link in every email. Opening the page changes nothing (a
 * mail scanner may open it); pressing the button does. Mail clients that
 * support one-click unsubscribe (RFC 8058) POST to the API directly instead.
 */
export default function NewsletterUnsubscribe({ loaderData }: Route.ComponentProps) {
  const { copy, messages } = loaderData;
  const hydrated = useHydrated();
  const { busy, outcome, send } = useTokenPost(newsletterPaths.unsubscribe);

  return (
    <TokenPage
      data={loaderData}
      outcome={outcome}
      doneHeading={copy.doneHeading}
      doneText={messages.unsubscribed}
      invalid={
        <>
          <p>{messages.unsubscribeInvalid}</p>
          <p>
            {copy.invalidHelp}{" "}
            <a className="font-medium text-primary underline underline-offset-4" href={`mailto:${loaderData.privacyEmail}`}>
              <LeftToRight wrap>{loaderData.privacyEmail}</LeftToRight>
            </a>
          </p>
        </>
      }
      action={(label) => (
        <Button type="button" onClick={() => void send()} disabled={!hydrated || busy}>
          {busy ? <Loader2 aria-hidden="true" className="animate-spin motion-reduce:animate-none" /> : <MailX aria-hidden="true" />}
          {busy ? copy.buttonBusy : label}
        </Button>
      )}
    />
  );
}
