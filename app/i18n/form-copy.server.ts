import { contentOf } from "#app/content/localized";
import type { FormCopies, FormName } from "./form-copy";
import type { LanguageCode } from "./languages";

/**
 * The copy of one form for a page's loader: null on English pages (the form uses the English objects it
 * bundles), the page's language otherwise (app/i18n/form-copy.tsx).
 */
export async function formCopyOf(lang: LanguageCode, ...names: FormName[]): Promise<FormCopies | null> {
  if (lang === "en") return null;
  const [forms, { formNotices: notices }, { quoteNotice }] = await Promise.all([
    contentOf(lang, "forms"),
    contentOf(lang, "form-notices"),
    contentOf(lang, "quote"),
  ]);
  const common = forms.commonForm;
  const server = forms.serverMessages;
  const all: Required<FormCopies> = {
    newsletter: {
      messages: forms.newsletterMessages,
      ui: forms.newsletterForm,
      common,
      notices: { newsletter: notices.newsletter, linkText: notices.linkText },
    },
    contact: { messages: forms.contactMessages, server, ui: forms.contactForm, common, notices },
    careers: { messages: forms.careersMessages, server, ui: forms.careersForm, common, notices },
    quote: { messages: forms.quoteMessages, server, ui: forms.quoteForm, common, notice: quoteNotice, privacyLink: notices.linkText },
    co2: { ui: forms.co2Form },
  };
  return Object.fromEntries(names.map((name) => [name, all[name]])) as FormCopies;
}
