import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { site } from "#app/content/site";
import { I18nProvider } from "#app/i18n/i18n-provider";
import { Footer } from "./footer";

describe("the footer's contact details", () => {
  // Issue 17: in Arabic pages "+91 22 6971 2400" was reordered by the text around it, and wrapped mid-number.
  it("keep the phone number left to right on one line, and the e-mail address left to right", () => {
    const Stub = createRoutesStub([{ path: "/", Component: () => <Footer /> }]);
    render(
      <I18nProvider>
        <div dir="rtl">
          <Stub />
        </div>
      </I18nProvider>,
    );
    const phone = screen.getByText(site.phone.display);
    expect(phone).toHaveAttribute("dir", "ltr");
    expect(phone).toHaveClass("whitespace-nowrap");
    expect(phone.closest("a")).toHaveAttribute("href", `tel:${site.phone.tel}`);
    const email = screen.getByText(site.email);
    expect(email).toHaveAttribute("dir", "ltr");
    expect(email).not.toHaveClass("whitespace-nowrap");
  });
});
