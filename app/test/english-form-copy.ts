import { formCopyOf } from "#app/i18n/form-copy.server";
import type { FormCopies } from "#app/i18n/form-copy";

/**
 * Every form's copy in English, as an English page's loader sends it (read once per test file): a form rendered
 * on its own in a test gets it from renderInPage().
 */
export const englishFormCopies: FormCopies = await formCopyOf("en", "newsletter", "contact", "careers", "quote", "co2");
