import { lazy, Suspense, useState } from "react";
import { useHydrated } from "#app/components/forms/use-hydrated";
import { preferredOfOurs } from "#app/i18n/browser-language";
import { useI18n } from "#app/i18n/i18n-provider";
import { languageStorageKey, type LanguageCode } from "#app/i18n/languages";
import { readStored, writeStored } from "#app/lib/storage";

// Most visits get no offer: its words and button load only for one that does (issue 18).
const LanguageOfferBox = lazy(() => import("./language-offer-box"));

/** Remembered once the visitor closes the offer, so it is never shown again. */
export const languageOfferDismissedKey = "languageOfferDismissed";

/** The language to offer on a page in `lang`: only in the browser, and only to a visitor who never chose or dismissed. */
function offerFor(lang: LanguageCode): LanguageCode | undefined {
  if (readStored(languageStorageKey) || readStored(languageOfferDismissedKey)) return undefined;
  const wanted = preferredOfOurs(navigator.languages ?? [navigator.language]);
  return wanted === lang ? undefined : wanted;
}

/**
 * A visitor whose browser asks for one of our languages, who never chose one, is offered this page in it:
 * never moved there. It appears after hydration in a fixed corner, so it shifts nothing.
 */
export function LanguageOffer() {
  const { lang } = useI18n();
  const hydrated = useHydrated();
  const [dismissed, setDismissed] = useState(false);
  const offered = hydrated && !dismissed ? offerFor(lang) : undefined;
  if (!offered) return null;
  const dismiss = () => {
    writeStored(languageOfferDismissedKey, "1");
    setDismissed(true);
  };
  return (
    <Suspense>
      <LanguageOfferBox offered={offered} onDismiss={dismiss} />
    </Suspense>
  );
}
