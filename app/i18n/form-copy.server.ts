import { contentOf } from "#app/content/localized";
import type { FormCopies, FormName } from "./form-copy";
import type { LanguageCode } from "./languages";

/** The copy of the forms a page shows, in its language, for its loader (app/i18n/form-copy.tsx). */
export async function formCopyOf(lang: LanguageCode, ...names: FormName[]): Promise<FormCopies> {
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
      server,
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
