import { useCallback, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { Button } from "#app/components/ui/button";
import { site } from "#app/content/site";
import { confirmCopy as copy, unavailableCopy } from "#app/features/newsletter/copy";
import { NewsletterPage, StatusCard } from "#app/features/newsletter/newsletter-page";
import { postToken, type TokenOutcome } from "#app/features/newsletter/newsletter-token";
import { pageMeta } from "#app/lib/meta";
import { newsletterMessages as m } from "#contracts/forms/messages";
import { newsletterPaths } from "#contracts/forms/newsletter";

// A personal link: never indexed, never prerendered.
export function meta() {
  return pageMeta({ title: `${copy.metaTitle} | ${site.name}`, description: copy.description, keywords: ["newsletter", "confirm subscription"], path: newsletterPaths.confirmPage, noindex: true });
}

/**
 * The link in the confirmation email. The browser confirms on arrival (not
 * the server while rendering): mail scanners that fetch links without running
 * scripts then cannot confirm an address on the owner's behalf.
 */
export default function NewsletterConfirm() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [outcome, setOutcome] = useState<TokenOutcome | null>(token ? null : { kind: "invalid" });
  const started = useRef(false);

  const confirm = useCallback(() => {
    setOutcome(null);
    void postToken(newsletterPaths.confirm, token).then(setOutcome);
  }, [token]);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    confirm();
  }, [token, confirm]);

  return (
    <NewsletterPage heading={copy.heading}>
      {outcome === null && <StatusCard tone="loading" heading={copy.loading} />}
      {outcome?.kind === "done" && (
        <StatusCard tone="success" heading={copy.confirmedHeading}>
          <p>{outcome.message ?? m.confirmed}</p>
        </StatusCard>
      )}
      {outcome?.kind === "invalid" && (
        <StatusCard tone="warning" heading={copy.invalidHeading}>
          <p>{m.confirmInvalid}</p>
          <p>{copy.resubscribe}</p>
        </StatusCard>
      )}
      {outcome?.kind === "unavailable" && (
        <StatusCard tone="warning" heading={unavailableCopy.heading}>
          <p>{unavailableCopy.text}</p>
          <Button type="button" onClick={confirm}>
            {unavailableCopy.retry}
          </Button>
        </StatusCard>
      )}
    </NewsletterPage>
  );
}
