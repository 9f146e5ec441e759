import { createContext, useContext, useMemo, type ReactNode } from "react";
// The data router's state, read directly: unlike useMatches it is simply absent outside a data router (a form
// rendered in a test's MemoryRouter), where the copy comes from a FormCopyProvider.
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
import type { ContentOf } from "#app/content/localized";

type Notices = ContentOf<"form-notices">["formNotices"];

/**
 * What one form shows, in one language: its messages by code (contracts/forms/*-messages.ts), the answers
 * shared by every form (`server`), its labels and the notices under it.
 */
export interface NewsletterCopy {
  messages: NewsletterMessages;
  server: ServerMessages;
  ui: NewsletterFormCopy;
  common: CommonFormCopy;
  /** Only its own notice: this copy travels with every page. */
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
 * Where a form finds its copy: the `formCopy` of the route data (app/i18n/form-copy.server.ts; the root's brings
 * the footer's newsletter form, a page's its own form), in the page's language. The words reach the browser only
 * as data, never in the forms' JavaScript.
 */
export interface FormCopyData {
  formCopy?: FormCopies | null;
}

/** An explicit copy for the forms inside, over the route data's (tests, or a form outside its route). */
export function FormCopyProvider({ copy, children }: { copy: FormCopies | null | undefined; children: ReactNode }) {
  const outer = useContext(FormCopyContext);
  const value = useMemo(() => (copy ? { ...outer, ...copy } : outer), [outer, copy]);
  return <FormCopyContext.Provider value={value}>{children}</FormCopyContext.Provider>;
}

/**
 * A message in the page's language from its code: a string for a code, undefined for none. A code the form
 * does not know shows `fallback`, the server's own words when it sent some (docs/product/product-spec.md §8,
 * "server message, or …"), else the form's failure message.
 */
export interface Say {
  (code: string, fallback?: string): string;
  (code: string | undefined, fallback?: string): string | undefined;
}

type Tables = { messages?: Readonly<Record<string, string>>; server?: Readonly<Record<string, string>> };

/**
 * One form's copy in the page's language, and `say`, which shows a code (a rule's, or an API answer's
 * `code`) in that language. A code the form does not know shows the form's own failure message.
 */
export function useFormCopy<Name extends FormName>(name: Name) {
  const routes = useContext(DataRouterStateContext)?.loaderData ?? {};
  const fromRoutes = Object.values(routes).reduce<FormCopies[Name]>(
    (found, data) => (data as FormCopyData | undefined)?.formCopy?.[name] ?? found,
    undefined,
  );
  const copy = useContext(FormCopyContext)[name] ?? fromRoutes;
  if (!copy) throw new Error(`No copy for the ${name} form: its route's loader sends it (app/i18n/form-copy.server.ts)`);
  return useMemo(() => {
    const { messages = {}, server = {} } = copy as Tables;
    const say = ((code: string | undefined, fallback?: string) =>
      code === undefined
        ? undefined
        : (messages[code] ?? server[code] ?? fallback ?? messages.failed ?? messages.unexpected ?? code)) as Say;
    return { copy: copy as NonNullable<FormCopies[Name]>, say };
  }, [copy]);
}
