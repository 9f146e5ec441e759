import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { companyContactOf } from "#app/content/company";
import type { Catalogue } from "#contracts/i18n/catalogue";
import { createTranslate } from "#contracts/i18n/translate";
import english from "#locales/en.json" with { type: "json" };
import { I18nProvider } from "#app/i18n/i18n-provider";
import { Footer } from "./footer";

/** The footer in a right-to-left page, with the facts of `catalogue` as the root loader's data (app/content/company.ts). */
function renderFooter(catalogue: Catalogue = english) {
  const company = companyContactOf(createTranslate("en", catalogue, english));
  const Stub = createRoutesStub([{ id: "root", path: "/", Component: () => <Footer />, loader: () => ({ company }) }]);
  render(
    <I18nProvider>
      <div dir="rtl">
        <Stub />
      </div>
    </I18nProvider>,
  );
  return company;
}

describe("the footer's contact details", () => {
  // Issue 17: in Arabic pages "+91 22 6971 2400" was reordered by the text around it, and wrapped mid-number.
  it("keep the phone number left to right on one line, and the e-mail address left to right", async () => {
    const company = renderFooter();
    const phone = await screen.findByText("+91 22 6971 2400");
    expect(phone).toHaveAttribute("dir", "ltr");
    expect(phone).toHaveClass("whitespace-nowrap");
    expect(phone.closest("a")).toHaveAttribute("href", "tel:+912269712400");
    const email = screen.getByText(company.email);
    expect(email).toHaveAttribute("dir", "ltr");
    expect(email).not.toHaveClass("whitespace-nowrap");
  });

  it("says since when the company works with the published founding year (decision 042)", async () => {
    renderFooter({ ...english, "company.founded": "2008" });
    expect(await screen.findByText(/^Since 2008 we have moved cargo/)).toBeInTheDocument();
  });
});
