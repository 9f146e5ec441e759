import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { heldResponse, jsonResponse, sentJson, stubFetch } from "#app/test/fetch-stub";
import { FormCopyProvider, type ContactCopy } from "#app/i18n/form-copy";
import { englishFormCopies } from "#app/test/english-form-copy";
import { I18nProvider } from "#app/i18n/i18n-provider";
import { renderInPage } from "#app/test/render-in-page";
import ContactFields from "./contact-fields";

const valid = {
  "First name": "Asha",
  "Last name": "Verma",
  Email: "asha@example.in",
  Subject: "Freight quote",
  Message: "Please quote a 20 ft container to Dubai.",
};
type Label = keyof typeof valid;

function renderForm() {
  const user = userEvent.setup({ delay: null });
  renderInPage(
    <I18nProvider>
      <ContactFields />
    </I18nProvider>,
  );
  const field = (label: Label) => screen.getByRole("textbox", { name: label });
  const fill = async (values: Partial<Record<Label, string>>) => {
    for (const [label, value] of Object.entries(values) as [Label, string][]) {
      await user.clear(field(label));
      if (value) await user.type(field(label), value);
    }
  };
  const send = () => user.click(screen.getByRole("button", { name: "Send Message" }));
  return { user, field, fill, send };
}

describe("the contact form", () => {
  // docs/product/product-spec.md §5 (Contact form); the subject's required message is ours.
  it.each<[Label, string, string]>([
    ["First name", "", "First name is required"],
    ["First name", "A", "First name must be 2-30 characters and contain only letters, spaces, hyphens, and apostrophes"],
    ["First name", "R2-D2", "First name must be 2-30 characters and contain only letters, spaces, hyphens, and apostrophes"],
    ["Last name", "", "Last name is required"],
    ["Last name", "x".repeat(31), "Last name must be 2-30 characters and contain only letters, spaces, hyphens, and apostrophes"],
    ["Email", "", "Email is required"],
    ["Email", "asha@example", "Please enter a valid email address"],
    ["Subject", "", "Subject is required"],
    ["Subject", "Hi", "Subject must be between 3 and 100 characters"],
    ["Message", "", "Message is required"],
    ["Message", "Too short", "Message must be between 10 and 1000 characters"],
  ])("refuses %s %j with '%s', sends nothing and says to fix the form", async (label, value, message) => {
    const fetch = stubFetch();
    const { field, fill, send } = renderForm();
    await fill({ ...valid, [label]: value });
    await send();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field(label)).toHaveAttribute("aria-invalid", "true");
    expect(field(label)).toHaveAccessibleDescription(message);
    expect(await screen.findByText("Please fix the errors in the form")).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("says nothing while the visitor tabs through empty fields, checks on submit, then again as each is corrected", async () => {
    const { user, field, send } = renderForm();
    await user.click(field("First name"));
    for (let i = 0; i < 5; i++) await user.tab();
    expect(screen.queryAllByRole("alert")).toHaveLength(0);
    await send();
    expect(await screen.findByText("Subject is required")).toBeInTheDocument();
    await user.type(field("Subject"), "Hi");
    expect(await screen.findByText("Subject must be between 3 and 100 characters")).toBeInTheDocument();
    await user.type(field("Subject"), "!");
    await waitFor(() => expect(screen.queryByText("Subject must be between 3 and 100 characters")).not.toBeInTheDocument());
    expect(screen.getByText("Message is required")).toBeInTheDocument();
  });

  it("reads 'Sending...' and stays disabled while sending, then clears the form and confirms", async () => {
    const answer = heldResponse();
    const fetch = stubFetch(answer.response);
    const { fill, field, send } = renderForm();
    await fill(valid);
    await send();
    const busy = await screen.findByRole("button", { name: "Sending..." });
    expect(busy).toBeDisabled();
    answer.release(
      jsonResponse(201, { success: true, code: "success", message: "✅ Message sent successfully! We will get back to you soon." }),
    );
    const sent = await screen.findByRole("status");
    expect(sent).toHaveTextContent("✅ Message sent successfully! We will get back to you soon.");
    // Focus moves to the confirmation, not to <body>.
    await waitFor(() => expect(sent).toHaveFocus());
    expect(screen.getByRole("button", { name: "Send Message" })).toBeEnabled();
    for (const label of Object.keys(valid) as Label[]) expect(field(label)).toHaveValue("");
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe("/api/contact");
    expect(sentJson(fetch)).toEqual({
      firstName: "Asha",
      lastName: "Verma",
      email: "asha@example.in",
      subject: "Freight quote",
      message: "Please quote a 20 ft container to Dubai.",
      website: "",
    });
  });

  it("sends one message a minute from this browser", async () => {
    const fetch = stubFetch(jsonResponse(201, { success: true }));
    const { fill, send } = renderForm();
    await fill(valid);
    await send();
    await screen.findByRole("status");
    await fill(valid);
    await send();
    expect(await screen.findByText("Please wait 1 minute before sending another message")).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("shows the server's field errors under their fields and moves focus to the first", async () => {
    stubFetch(
      jsonResponse(400, {
        success: false,
        code: "fixErrors",
        message: "Please fix the errors in the form",
        errors: [{ field: "email", code: "emailInvalid", message: "Please enter a valid email address" }],
      }),
    );
    const { fill, field, send } = renderForm();
    await fill(valid);
    await send();
    expect(await screen.findByText("Please enter a valid email address")).toBeInTheDocument();
    await waitFor(() => expect(field("Email")).toHaveFocus());
    expect(field("First name")).toHaveValue("Asha");
  });

  it("keeps what was typed and says so when the server fails", async () => {
    stubFetch(jsonResponse(500, { success: false }));
    const { fill, field, send } = renderForm();
    await fill(valid);
    await send();
    expect(await screen.findByText("❌ Failed to send message. Please try again later.")).toBeInTheDocument();
    expect(field("Message")).toHaveValue("Please quote a 20 ft container to Dubai.");
  });
});

describe("the contact form on a page in another language", () => {
  /** Every string of a copy object, marked, as a translation would change it. */
  const marked = <T,>(value: T): T =>
    typeof value === "string"
      ? (`«${value}»` as T)
      : Array.isArray(value)
        ? (value.map(marked) as T)
        : value && typeof value === "object"
          ? (Object.fromEntries(Object.entries(value).map(([key, item]) => [key, marked(item)])) as T)
          : value;
  const copy: ContactCopy = marked(englishFormCopies.contact!);

  it("labels its fields in the page's words and shows the server's answers, given as codes, in them", async () => {
    renderInPage(
      <I18nProvider lang="hi">
        <FormCopyProvider copy={{ contact: copy }}>
          <ContactFields
            answer={{
              ok: false,
              code: "fixErrors",
              errors: [{ field: "email", code: "emailInvalid", message: "Please enter a valid email address" }],
              values: { email: "asha@" },
            }}
          />
        </FormCopyProvider>
      </I18nProvider>,
    );
    expect(screen.getByRole("form", { name: "«Contact form»" })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "«First name»" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "«Send Message»" })).toBeInTheDocument();
    expect(screen.getByText("«Please fix the errors in the form»")).toBeInTheDocument();
    expect(await screen.findByText("«Please enter a valid email address»")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "«Privacy notice»" })).toHaveAttribute("href", "/hi/privacy");
  });

  // Issue 28: the Japanese form asked for the given name (名) before the family name (姓).
  it.each([
    ["hi", ["«First name»", "«Last name»"]],
    ["ja", ["«Last name»", "«First name»"]],
    ["zh-CN", ["«Last name»", "«First name»"]],
    ["ko", ["«Last name»", "«First name»"]],
  ] as const)("in %s asks for the two names in the order the language writes them", async (lang, order) => {
    const user = userEvent.setup({ delay: null });
    renderInPage(
      <I18nProvider lang={lang}>
        <FormCopyProvider copy={{ contact: copy }}>
          <ContactFields />
        </FormCopyProvider>
      </I18nProvider>,
    );
    const names = screen.getAllByRole("textbox").slice(0, 2);
    expect(
      names.map((input) => input.getAttribute("aria-label") ?? document.querySelector(`label[for="${input.id}"]`)?.textContent),
    ).toEqual(order.map((label) => `${label}*`));
    // The spec's field names stay: the family name is still lastName, and Tab follows the order shown.
    expect(screen.getByRole("textbox", { name: "«Last name»" })).toHaveAttribute("name", "lastName");
    await user.click(names[0]!);
    await user.tab();
    expect(names[1]).toHaveFocus();
  });

  it("finds that copy in its page's route data", async () => {
    const Page = createRoutesStub([
      { path: "/hi/contact", loader: () => ({ formCopy: { contact: copy } }), Component: () => <ContactFields /> },
    ]);
    render(
      <I18nProvider lang="hi">
        <Page initialEntries={["/hi/contact"]} />
      </I18nProvider>,
    );
    expect(await screen.findByRole("textbox", { name: "«Subject»" })).toBeInTheDocument();
  });
});
