import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { heldResponse, jsonResponse, stubFetch } from "#app/test/fetch-stub";
import { renderInPage } from "#app/test/render-in-page";
import ApplicationFields from "./application-fields";

const valid = {
  "Full name": "Asha Verma",
  Email: "asha@example.in",
  "Phone number": "+91 98765 43210",
  Message: "I would like to join your team.",
};
type Label = keyof typeof valid;

function renderForm() {
  const user = userEvent.setup({ delay: null });
  renderInPage(<ApplicationFields />);
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

const pdf = (name = "Asha CV.pdf", bytes = 1024) => new File([new Uint8Array(bytes)], name, { type: "application/pdf" });

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

  it("asks for consent before keeping an attached resume", async () => {
    const fetch = stubFetch();
    const { user, resume, fill, submit } = renderForm();
    await fill(valid);
    await user.upload(resume(), pdf());
    expect(screen.getByText("Asha CV.pdf")).toBeInTheDocument();
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
    await screen.findByText("Application submitted successfully! We will review your application and get back to you soon.");
    await fill(valid);
    await submit();
    expect(await screen.findByText("Please wait 1 minute before submitting another application")).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
