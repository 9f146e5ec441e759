import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { Toasts } from "#app/components/layout/toasts";

/** Renders `ui` as on a page: inside a router and beside the site's own toaster, so a test reads the toasts a visitor sees. */
export function renderInPage(ui: ReactNode) {
  return render(
    <MemoryRouter>
      {ui}
      <Toasts />
    </MemoryRouter>,
  );
}
