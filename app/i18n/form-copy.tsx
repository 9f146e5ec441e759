import { createContext, useContext, useMemo, type ReactNode } from "react";
// The data router's state, read directly: unlike useMatches it is simply absent outside a data router
// (a form rendered in a test's MemoryRouter), where the forms fall back to English.
import { UNSAFE_DataRouterStateContext as DataRouterStateContext } from "react-router";
import type {
  CareersFormCopy,
  CareersMessages,
  Co2FormCopy,
  CommonFormCopy,
  ContactFormCopy,
  ContactMessages,
  NewsletterFormCopy,
  NewsletterMessages,
  QuoteFormCopy,
  QuoteMessages,
  ServerMessages,
} from "#app/content/forms";
import type { formNotices } from "#app/content/form-notices";
import { localizeMessage, type MessageTables } from "./localize-message";

type Notices = typeof formNotices;

/** What one form shows, in one language: its message tables, its labels and the notices under it. */
export interface NewsletterCopy {
  messages: NewsletterMessages;
  ui: NewsletterFormCopy;
  common: CommonFormCopy;
  /** Only its own notice: this copy travels with every page that is not in English. */
  notices: Pick<Notices, "newsletter" | "linkText">;
}
export interface ContactCopy {
  messages: ContactMessages;
  server: ServerMessages;
  ui: ContactFormCopy;
  common: CommonFormCopy;
  notices: Notices;
}
export interface CareersCopy {
  messages: CareersMessages;
  server: ServerMessages;
  ui: CareersFormCopy;
  common: CommonFormCopy;
  notices: Notices;
}
export interface QuoteCopy {
  messages: QuoteMessages;
  server: ServerMessages;
  ui: QuoteFormCopy;
  common: CommonFormCopy;
  /** The privacy notice under the form (content/quote.ts quoteNotice) and its link's words. */
  notice: string;
  privacyLink: string;
}
export interface Co2Copy {
  ui: Co2FormCopy;
}

export interface FormCopies {
  newsletter?: NewsletterCopy;
  contact?: ContactCopy;
  careers?: CareersCopy;
  quote?: QuoteCopy;
  co2?: Co2Copy;
}
export type FormName = keyof FormCopies;

const FormCopyContext = createContext<FormCopies>({});

/**
 * Where a form finds its copy on a page that is not in English: the `formCopy` of the route data
 * (app/i18n/form-copy.server.ts; the root's brings the footer's newsletter form, a page's its own form).
 * English pages send null: each form falls back to the English objects it already bundles for its
 * validation. So English pages download no more JavaScript than before (only the forms' own lazy chunks
 * read this module; the routes import nothing for it), and other languages carry only their own copy.
 */
export interface FormCopyData {
  formCopy?: FormCopies | null;
}

/**
 * An explicit copy for the forms inside, over the route data's (tests, or a form outside its route).
 */
export function FormCopyProvider({ copy, children }: { copy: FormCopies | null | undefined; children: ReactNode }) {
  const outer = useContext(FormCopyContext);
  const value = useMemo(() => (copy ? { ...outer, ...copy } : outer), [outer, copy]);
  return <FormCopyContext.Provider value={value}>{children}</FormCopyContext.Provider>;
}

type Tables = { messages?: Readonly<Record<string, string>>; server?: Readonly<Record<string, string>> };

/**
 * One form's copy in the page's language (`english` when the page provides none), and `say`, which shows
 * an English message from zod or the API in that language (localize-message.ts).
 */
export function useFormCopy<Name extends FormName>(name: Name, english: NonNullable<FormCopies[Name]>) {
  const routes = useContext(DataRouterStateContext)?.loaderData ?? {};
  const fromRoutes = Object.values(routes).reduce<FormCopies[Name]>(
    (found, data) => (data as FormCopyData | undefined)?.formCopy?.[name] ?? found,
    undefined,
  );
  const provided = useContext(FormCopyContext)[name] ?? fromRoutes;
  return useMemo(() => {
    const copy = (provided ?? english) as NonNullable<FormCopies[Name]>;
    const from = english as Tables;
    const to = copy as Tables;
    const tables: MessageTables = [
      ...(from.messages && to.messages ? [[from.messages, to.messages] as const] : []),
      ...(from.server && to.server ? [[from.server, to.server] as const] : []),
    ];
    const say = ((text: string | undefined) => localizeMessage(text, tables)) as Say;
    return { copy, say };
  }, [provided, english]);
}

/** A message in the page's language: a string for a string, undefined for none. */
interface Say {
  (text: string): string;
  (text: string | undefined): string | undefined;
}
