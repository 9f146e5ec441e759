import { screen, waitFor } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { heldResponse, jsonResponse, stubFetch } from "#app/test/fetch-stub";
import { I18nProvider } from "#app/i18n/i18n-provider";
import { renderInPage } from "#app/test/render-in-page";
import ApplicationFields, { type AppliedOpening } from "./application-fields";
import { FormCopyProvider } from "#app/i18n/form-copy";
import { englishFormCopies } from "#app/test/english-form-copy";

const valid = {
  "Full name": "Asha Verma",
  Email: "asha@example.in",
  "Phone number": "+91 98765 43210",
  Message: "I would like to join your team.",
};
type Label = keyof typeof valid;

function renderForm(opening?: AppliedOpening) {
  const user = userEvent.setup({ delay: null });
  renderInPage(
    <I18nProvider>
      <ApplicationFields opening={opening} />
    </I18nProvider>,
  );
  const field = (label: Label) => screen.getByRole("textbox", { name: label });
  const position = () => screen.getByRole("combobox", { name: "Position" });
  const resume = () => screen.getByLabelText(/^Resume/);
  const fill = async (values: Partial<Record<Label, string>>, chosen = "professional") => {
    for (const [label, value] of Object.entries(values) as [Label, string][]) {
      await user.clear(field(label));
      if (value) await user.type(field(label), value);
    }
    if (chosen) await user.selectOptions(position(), chosen);
  };
  const submit = () => user.click(screen.getByRole("button", { name: "Submit Application" }));
  return { user, field, position, resume, fill, submit };
}

/** A file that is a PDF by its first bytes, as the form and the server check (issue 28). */
const pdf = (name = "Asha CV.pdf", bytes = 1024) => {
  const content = new Uint8Array(bytes);
  content.set(new TextEncoder().encode("%PDF-1.7\n").subarray(0, bytes));
  return new File([content], name, { type: "application/pdf" });
};
/** A Windows program renamed to look like a résumé. */
const renamedExe = () =>
  new File([new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00])], "Asha CV.pdf", { type: "application/pdf" });

describe("the careers form", () => {
  // docs/product/product-spec.md §5 (Careers form).
  it.each<[Label, string, string]>([
    ["Full name", "", "Name is required"],
    ["Full name", "A", "Name must be 2-50 characters and contain only letters, spaces, hyphens, and apostrophes"],
    ["Email", "", "Email is required"],
    ["Email", "asha@@example.in", "Please enter a valid email address"],
    ["Phone number", "", "Phone number is required"],
    ["Phone number", "0123", "Please enter a valid phone number"],
    ["Message", "", "Message is required"],
    ["Message", "Hire me", "Message must be between 10 and 1000 characters"],
  ])("refuses %s %j with '%s' and sends nothing", async (label, value, message) => {
    const fetch = stubFetch();
    const { field, fill, submit } = renderForm();
    await fill({ ...valid, [label]: value });
    await submit();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field(label)).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(await screen.findByText("Please fix the errors in the form")).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  // Issue 28: the name was rewritten to "Priya Nir " as it was typed and sent without a word.
  it("keeps a name as typed and refuses one with digits with the spec's message, as the contact form does", async () => {
    const fetch = stubFetch();
    const { field, fill, submit } = renderForm();
    await fill({ ...valid, "Full name": "Priya N4ir 2" });
    expect(field("Full name")).toHaveValue("Priya N4ir 2");
    await submit();
    const message = "Name must be 2-50 characters and contain only letters, spaces, hyphens, and apostrophes";
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field("Full name")).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(field("Full name")).toHaveValue("Priya N4ir 2");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("says nothing while the visitor tabs through empty fields, checks on submit, then again as each is corrected", async () => {
    const { user, field, submit } = renderForm();
    await user.click(field("Full name"));
    for (let i = 0; i < 5; i++) await user.tab();
    expect(screen.queryAllByRole("alert")).toHaveLength(0);
    await submit();
    expect(await screen.findByText("Email is required")).toBeInTheDocument();
    await user.type(field("Email"), "asha@example.in");
    await waitFor(() => expect(screen.queryByText("Email is required")).not.toBeInTheDocument());
    expect(screen.getByText("Name is required")).toBeInTheDocument();
  });

  it("renders a plain post's answer in the HTML: the message, each field's error, the values kept and the consent offered", () => {
    // The server's render: what a visitor without JavaScript gets.
    const html = renderToString(
      <MemoryRouter>
        <I18nProvider>
          <FormCopyProvider copy={englishFormCopies}>
            <ApplicationFields
              answer={{
                ok: false,
                code: "fixErrors",
                errors: [{ field: "email", code: "emailInvalid", message: "Please enter a valid email address" }],
                values: { name: "Asha Verma", email: "asha@", position: "internship", message: "I would like to join your team." },
              }}
            />
          </FormCopyProvider>
        </I18nProvider>
      </MemoryRouter>,
    );
    const page = new DOMParser().parseFromString(html, "text/html");
    expect(page.getElementById("application-answer")?.textContent).toBe("Please fix the errors in the form");
    expect(page.querySelector("[role=alert][id$=email-error]")?.textContent).toBe("Please enter a valid email address");
    expect(page.querySelector<HTMLInputElement>("input[name=name]")?.getAttribute("value")).toBe("Asha Verma");
    expect(page.querySelector("select[name=position] option[selected]")?.getAttribute("value")).toBe("internship");
    expect(page.querySelector("input[name=consent][type=checkbox]")).not.toBeNull();
    expect(page.querySelector("button[type=submit]")?.hasAttribute("disabled")).toBe(false);
  });

  it("asks for a position", async () => {
    const { fill, submit } = renderForm();
    await fill(valid, "");
    await submit();
    expect(await screen.findByText("Please select a position")).toBeInTheDocument();
  });

  it("counts the message's characters as they are typed", async () => {
    const { user, field } = renderForm();
    await user.type(field("Message"), "Hello");
    expect(screen.getByText("5/1000")).toBeInTheDocument();
  });

  it.each([
    ["a .docx file", pdf("cv.docx"), "Only PDF files are allowed"],
    ["a PDF of 5,242,881 bytes", pdf("cv.pdf", 5_242_881), "File size must be less than 5MB"],
  ])("refuses %s as the resume with the spec's message and clears the input", async (_name, file, message) => {
    const { user, resume } = renderForm();
    await user.upload(resume(), file);
    expect(await screen.findByRole("alert", { name: "" })).toHaveTextContent(message);
    expect((resume() as HTMLInputElement).files).toHaveLength(0);
  });

  // Issue 28: a renamed .exe was accepted when picked and refused on submit with "Only PDF files are allowed".
  it("reads a picked file's first bytes and refuses a renamed program at once as a type not allowed", async () => {
    const fetch = stubFetch();
    const { user, resume } = renderForm();
    await user.upload(resume(), renamedExe());
    expect(await screen.findByRole("alert", { name: "" })).toHaveTextContent("File type not allowed");
    expect(resume()).toHaveAccessibleDescription("File type not allowed");
    expect(screen.queryByText("Only PDF files are allowed")).not.toBeInTheDocument();
    expect((resume() as HTMLInputElement).files).toHaveLength(0);
    expect(screen.queryByText("Asha CV.pdf")).not.toBeInTheDocument();
    await user.upload(resume(), pdf());
    expect(await screen.findByText("Asha CV.pdf")).toBeInTheDocument();
    expect(resume()).not.toHaveAttribute("aria-invalid");
    expect(fetch).not.toHaveBeenCalled();
  });

  // Issue 28: an opening's page asked for internship or professional again, so the two could disagree.
  it.each([
    ["a professional opening", "professional"],
    ["an internship", "internship"],
  ] as const)("on %s's page does not ask for the position and sends the opening's", async (_case, position) => {
    const fetch = stubFetch(jsonResponse(201, { success: true }));
    const { fill, submit } = renderForm({ id: 7, title: "Customs Documentation Executive", position });
    expect(screen.queryByRole("combobox", { name: "Position" })).not.toBeInTheDocument();
    expect(screen.getByText("Customs Documentation Executive")).toBeInTheDocument();
    await fill(valid, "");
    await submit();
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const body = fetch.mock.calls[0]?.[1]?.body as FormData;
    expect(body.get("position")).toBe(position);
    expect(body.get("openingId")).toBe("7");
  });

  it("asks for consent before keeping an attached resume", async () => {
    const fetch = stubFetch();
    const { user, resume, fill, submit } = renderForm();
    await fill(valid);
    await user.upload(resume(), pdf());
    expect(await screen.findByText("Asha CV.pdf")).toBeInTheDocument();
    await submit();
    expect(await screen.findByText("Please agree to us keeping your resume")).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("reads 'Submitting...' and stays disabled while sending, then clears the form and confirms", async () => {
    const answer = heldResponse();
    const fetch = stubFetch(answer.response);
    const { user, resume, field, position, fill, submit } = renderForm();
    await fill(valid);
    await user.upload(resume(), pdf());
    await user.click(screen.getByRole("checkbox"));
    await submit();
    expect(await screen.findByRole("button", { name: "Submitting..." })).toBeDisabled();
    answer.release(jsonResponse(201, { success: true }));
    expect(
      await screen.findByText("Application submitted successfully! We will review your application and get back to you soon."),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Submit Application" })).toBeEnabled();
    expect(field("Full name")).toHaveValue("");
    expect(position()).toHaveValue("");
    expect(screen.queryByText("Asha CV.pdf")).not.toBeInTheDocument();
    const body = fetch.mock.calls[0]?.[1]?.body as FormData;
    expect(fetch.mock.calls[0]?.[0]).toBe("/api/applications");
    expect(Object.fromEntries([...body.entries()].filter(([name]) => name !== "resume"))).toEqual({
      name: "Asha Verma",
      email: "asha@example.in",
      phone: "+91 98765 43210",
      position: "professional",
      message: "I would like to join your team.",
      website: "",
      consent: "true",
    });
    expect((body.get("resume") as File).name).toBe("Asha CV.pdf");
  });

  it("sends one application a minute from this browser", async () => {
    const fetch = stubFetch(jsonResponse(201, { success: true }));
    const { fill, submit } = renderForm();
    await fill(valid);
    await submit();
    // The success shows above the form and in a toast; either may be drawn first.
    await screen.findAllByText("Application submitted successfully! We will review your application and get back to you soon.");
    await fill(valid);
    await submit();
    expect(await screen.findByText("Please wait 1 minute before submitting another application")).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
