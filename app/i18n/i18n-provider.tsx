import { createContext, useContext, useMemo, type ReactNode } from "react";
import { fill } from "#contracts/fill";
import englishShell from "virtual:english/shell.";
import type { MessageKey, Messages } from "./shell-messages";

const en = englishShell as Messages;
import { defaultLanguage, type LanguageCode } from "./languages";
import { localizePath } from "./localized-path";

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

interface I18nValue {
  /** The language of the page, from its address (/hi/…). */
  lang: LanguageCode;
  t: Translate;
  /** A site path in the page's language: "/contact" → "/hi/contact" on a Hindi page. */
  localize: (path: string) => string;
}

const I18nContext = createContext<I18nValue | null>(null);

/**
 * The page's language and its shell catalogue. Both come from the root loader, so the server's HTML and
 * the first client render agree, and a page carries only its own language's strings (English, the
 * fallback of every error page, is bundled).
 */
export function I18nProvider({
  lang = defaultLanguage,
  messages,
  children,
}: {
  lang?: LanguageCode;
  messages?: Messages | null;
  children: ReactNode;
}) {
  const value = useMemo<I18nValue>(() => {
    const catalogue = messages ?? en;
    return {
      lang,
      t: (key, values) => fill(catalogue[key] ?? en[key], values ?? {}),
      localize: (path) => localizePath(path, lang),
    };
  }, [lang, messages]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error("useI18n must be used inside <I18nProvider>");
  return value;
}

export function useT(): Translate {
  return useI18n().t;
}
