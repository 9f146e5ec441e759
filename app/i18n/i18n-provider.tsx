import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { en, type MessageKey, type Messages } from "./messages/en";
import { readStored, writeStored } from "#app/lib/storage";
import { defaultLanguage, directionOf, isLanguageCode, languageStorageKey, type LanguageCode } from "./languages";

// Other catalogues load on demand, so English visitors download only English.
const loaders = import.meta.glob<{ default: Messages }>(["./messages/*.ts", "!./messages/en.ts"]);

async function loadMessages(code: LanguageCode): Promise<Messages> {
  if (code === "en") return en;
  const load = loaders[`./messages/${code}.ts`];
  return load ? (await load()).default : en;
}

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

interface I18nValue {
  lang: LanguageCode;
  setLang: (code: LanguageCode) => void;
  t: Translate;
}

const I18nContext = createContext<I18nValue | null>(null);

function format(template: string, values?: Record<string, string | number>) {
  if (!values) return template;
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}

function applyToDocument(code: LanguageCode) {
  document.documentElement.lang = code;
  document.documentElement.dir = directionOf(code);
}

/**
 * Pages are rendered (and prerendered) in English; after hydration the stored
 * preference is loaded so server and first client render agree.
 */
export function I18nProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ lang: LanguageCode; messages: Messages }>({ lang: defaultLanguage, messages: en });

  const switchTo = useCallback((code: LanguageCode) => {
    applyToDocument(code);
    loadMessages(code).then(
      (messages) => setState({ lang: code, messages }),
      () => setState({ lang: "en", messages: en }),
    );
  }, []);

  useEffect(() => {
    const stored = readStored(languageStorageKey);
    if (isLanguageCode(stored) && stored !== defaultLanguage) switchTo(stored);
  }, [switchTo]);

  const value = useMemo<I18nValue>(
    () => ({
      lang: state.lang,
      setLang: (code) => {
        writeStored(languageStorageKey, code);
        switchTo(code);
      },
      t: (key, values) => format(state.messages[key] ?? en[key], values),
    }),
    [state, switchTo],
  );

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
