import { X } from "lucide-react";
import { useLocation } from "react-router";
import { useI18n } from "#app/i18n/i18n-provider";
import { languages, languageStorageKey, type LanguageCode } from "#app/i18n/languages";
import { localizePath, splitLanguage } from "#app/i18n/localized-path";
import { writeStored } from "#app/lib/storage";

/**
 * The offer itself (language-offer.tsx decides whether there is one): a link to this page in `offered`, and a
 * button that dismisses it for good. It appears after hydration in a fixed corner, so it shifts nothing: beside the
 * chat button on a phone, in the band the page keeps free at its end (--pinned-bottom in app/app.css; issue 28).
 */
export default function LanguageOfferBox({ offered, onDismiss }: { offered: LanguageCode; onDismiss: () => void }) {
  const { t } = useI18n();
  const { pathname } = useLocation();
  const label = languages.find((l) => l.code === offered)!.label;
  // The language's own name is read in its own language by screen readers.
  const [before, after] = t("lang.offer", { language: "\u0001" }).split("\u0001");
  return (
    <aside
      aria-label={t("lang.label")}
      className="fixed start-4 end-20 bottom-4 z-50 flex items-center sm:end-auto sm:bottom-6 sm:max-w-xs gap-2 rounded-lg border border-border bg-card py-2 ps-4 pe-2 text-sm text-card-foreground shadow-lg print:hidden"
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
        onClick={onDismiss}
        aria-label={t("lang.offerDismiss")}
        className="inline-flex size-10 shrink-0 items-center justify-center rounded-md hover:bg-muted"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </aside>
  );
}
