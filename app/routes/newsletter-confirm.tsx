import { CheckCircle2, Loader2 } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useSearchParams } from "react-router";
import { Button } from "#app/components/ui/button";
import { site } from "#app/content/site";
import { NewsletterPage, StatusCard } from "#app/features/newsletter/newsletter-page";
import { postToken, type TokenOutcome } from "#app/features/newsletter/newsletter-token";
import { contentOf } from "#app/content/localized";
import { routeLanguage } from "#app/i18n/route-lang";
import { pageMeta } from "#app/lib/meta";
import type { ConfirmResult } from "#contracts/api/newsletter";
import { newsletterPaths } from "#contracts/forms/newsletter";
import type { Route } from "./+types/newsletter-confirm";

/** The page's words, in its language; the server's answers come as codes, shown in it. */
export async function loader({ params, request }: Route.LoaderArgs) {
  const lang = routeLanguage(params, request);
  const { newsletterPages, newsletterMessages } = await contentOf(lang, "forms");
  return {
    lang,
    eyebrow: newsletterPages.eyebrow,
    copy: newsletterPages.confirm,
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
    path: newsletterPaths.confirmPage,
    lang,
    noindex: true,
  });
}

const fromResult: Record<ConfirmResult, TokenOutcome> = { confirmed: { kind: "done" }, invalid: { kind: "invalid" } };

/**
 * The link in the confirmation email. Opening it changes nothing (mail
 * scanners open links, some even run scripts); pressing the button POSTs the
 * token. With scripts the answer is shown in place; without them the form
 * posts to the API, which sends the browser back here with `?result=`.
 */
export default function NewsletterConfirm({ loaderData }: Route.ComponentProps) {
  const { copy, unavailableCopy, eyebrow } = loaderData;
  const local = loaderData.messages;
  const say = (code: string) => local[code as keyof typeof local] ?? code;
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const result = params.get("result");
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<TokenOutcome | null>(
    result === "confirmed" || result === "invalid" ? fromResult[result] : token ? null : { kind: "invalid" },
  );

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const answer = await postToken(newsletterPaths.confirm, token);
    setBusy(false);
    setOutcome(answer);
  }

  const form = (label: string) => (
    <form method="post" action={newsletterPaths.confirm} onSubmit={confirm}>
      <input type="hidden" name="token" value={token} />
      <Button type="submit" disabled={busy}>
        {busy ? <Loader2 aria-hidden="true" className="animate-spin motion-reduce:animate-none" /> : <CheckCircle2 aria-hidden="true" />}
        {busy ? copy.buttonBusy : label}
      </Button>
    </form>
  );

  return (
    <NewsletterPage eyebrow={eyebrow} heading={copy.heading}>
      {outcome === null && (
        <StatusCard tone="neutral" heading={copy.askHeading}>
          <p>{copy.askText}</p>
          {form(copy.button)}
        </StatusCard>
      )}
      {outcome?.kind === "done" && (
        <StatusCard tone="success" heading={copy.confirmedHeading}>
          <p>{outcome.code ? say(outcome.code) : local.confirmed}</p>
        </StatusCard>
      )}
      {outcome?.kind === "invalid" && (
        <StatusCard tone="warning" heading={copy.invalidHeading}>
          <p>{local.confirmInvalid}</p>
          <p>{copy.resubscribe}</p>
        </StatusCard>
      )}
      {outcome?.kind === "unavailable" && (
        <StatusCard tone="warning" heading={unavailableCopy.heading}>
          <p>{unavailableCopy.text}</p>
          {form(unavailableCopy.retry)}
        </StatusCard>
      )}
    </NewsletterPage>
  );
}
