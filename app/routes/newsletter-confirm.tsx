import { CheckCircle2, Loader2 } from "lucide-react";
import type { FormEvent } from "react";
import { Button } from "#app/components/ui/button";
import { tokenPageMeta, TokenPage, useTokenPost } from "#app/features/newsletter/token-page";
import { loadTokenPage } from "#app/features/newsletter/token-page.server";
import type { TokenOutcome } from "#app/features/newsletter/newsletter-token";
import { routeLanguage } from "#app/i18n/route-lang";
import type { ConfirmResult } from "#contracts/api/newsletter";
import { newsletterPaths } from "#contracts/forms/newsletter";
import type { Route } from "./+types/newsletter-confirm";

/** The page's words, in its language; the server's answers come as codes, shown in it. */
export async function loader({ params, request }: Route.LoaderArgs) {
  return loadTokenPage(routeLanguage(params, request), "confirm");
}

export function meta({ data }: Route.MetaArgs) {
  return tokenPageMeta(data, newsletterPaths.confirmPage);
}

const fromResult: Record<ConfirmResult, TokenOutcome> = { confirmed: { kind: "done" }, invalid: { kind: "invalid" } };

/**
 * The link in the confirmation email. Opening it changes nothing (mail
 * scanners open links, some even run scripts); pressing the button POSTs the
 * token. With scripts the answer is shown in place; without them the form
 * posts to the API, which sends the browser back here with `?result=`.
 */
export default function NewsletterConfirm({ loaderData }: Route.ComponentProps) {
  const { copy, messages } = loaderData;
  const { token, busy, outcome, send } = useTokenPost(newsletterPaths.confirm, (params) => {
    const result = params.get("result");
    return result === "confirmed" || result === "invalid" ? fromResult[result] : undefined;
  });

  const confirm = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send();
  };

  return (
    <TokenPage
      data={loaderData}
      outcome={outcome}
      doneHeading={copy.confirmedHeading}
      doneText={messages.confirmed}
      invalid={
        <>
          <p>{messages.confirmInvalid}</p>
          <p>{copy.resubscribe}</p>
        </>
      }
      action={(label) => (
        <form method="post" action={newsletterPaths.confirm} onSubmit={confirm}>
          <input type="hidden" name="token" value={token} />
          <Button type="submit" disabled={busy}>
            {busy ? (
              <Loader2 aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
            ) : (
              <CheckCircle2 aria-hidden="true" />
            )}
            {busy ? copy.buttonBusy : label}
          </Button>
        </form>
      )}
    />
  );
}
