import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { Toasts } from "#app/components/layout/toasts";
import { FormCopyProvider } from "#app/i18n/form-copy";
import { englishFormCopies } from "./english-form-copy";

/**
 * Renders `ui` as on a page: inside a router, with the forms' English copy as an English page's data brings it
 * (a FormCopyProvider inside `ui` can give another language's), and beside the site's own toaster, so a test
 * reads the toasts a visitor sees.
 */
export function renderInPage(ui: ReactNode) {
  return render(
    <MemoryRouter>
      <FormCopyProvider copy={englishFormCopies}>{ui}</FormCopyProvider>
      <Toasts />
    </MemoryRouter>,
  );
}
