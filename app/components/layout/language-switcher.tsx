import { Globe } from "lucide-react";
import { useId } from "react";
import { useI18n } from "#app/i18n/i18n-provider";
import { languages } from "#app/i18n/languages";
import { bootControl } from "#app/lib/boot-script";
import { cn } from "#app/lib/cn";

/**
 * A native select: keyboard, screen reader and mobile pickers work without extra code. The boot script
 * answers a choice, before hydration and after: it stores it and opens the same page in that language
 * (each language has its own address), so React only shows the page's language.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { lang, t } = useI18n();
  const id = useId();
  return (
    <div className={cn("relative inline-flex items-center", className)}>
      <label htmlFor={id} className="sr-only">
        {t("lang.label")}
      </label>
      <Globe aria-hidden="true" className="pointer-events-none absolute start-2 size-4" />
      <select
        id={id}
        {...bootControl.languageSelect}
        key={lang}
        // Each language is named in its own script, on every page: not for translation.
        translate="no"
        defaultValue={lang}
        title={t("lang.choose")}
        className="h-10 cursor-pointer appearance-none rounded-md border border-current/30 bg-transparent ps-8 pe-2 text-sm font-medium [&>option]:bg-card [&>option]:text-card-foreground"
      >
        {languages.map((l) => (
          <option key={l.code} value={l.code} lang={l.code}>
            {l.label}
          </option>
        ))}
      </select>
    </div>
  );
}
