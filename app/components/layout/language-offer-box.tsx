import { X } from "lucide-react";
import { useState } from "react";
import { useLocation } from "react-router";
import { useHydrated } from "#app/components/forms/use-hydrated";
import { preferredOfOurs } from "#app/i18n/browser-language";
import { useI18n } from "#app/i18n/i18n-provider";
import { languages, languageStorageKey, type LanguageCode } from "#app/i18n/languages";
import { localizePath, splitLanguage } from "#app/i18n/localized-path";
import { readStored, writeStored } from "#app/lib/storage";

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
  const { lang, t } = useI18n();
  const { pathname } = useLocation();
  const hydrated = useHydrated();
  const [dismissed, setDismissed] = useState(false);
  const offered = hydrated && !dismissed ? offerFor(lang) : undefined;
  if (!offered) return null;
  const label = languages.find((l) => l.code === offered)!.label;
  // The language's own name is read in its own language by screen readers.
  const [before, after] = t("lang.offer", { language: "\u0001" }).split("\u0001");
  const dismiss = () => {
    writeStored(languageOfferDismissedKey, "1");
    setDismissed(true);
  };
  return (
    <aside
      aria-label={t("lang.label")}
      className="fixed start-4 bottom-24 z-50 flex max-w-xs sm:bottom-6 items-center gap-2 rounded-lg border border-border bg-card py-2 ps-4 pe-2 text-sm text-card-foreground shadow-lg print:hidden"
    >
      <a
        href={localizePath(splitLanguage(pathname).path, offered)}
        onClick={() => writeStored(languageStorageKey, offered)}
        className="font-semibold text-primary underline underline-offset-4"
      >
        {before}
        <span lang={offered}>{label}</span>
        {after}
      </a>
      <button
        type="button"
        onClick={dismiss}
        aria-label={t("lang.offerDismiss")}
        className="inline-flex size-10 shrink-0 items-center justify-center rounded-md hover:bg-muted"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </aside>
  );
}
